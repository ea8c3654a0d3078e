/**
 * Saved views and column layouts of the back-office lists (issue 39): what the API at `/api/backoffice/views`
 * takes and answers. A view's search, filters and sort are one list query string (domain/list-query.ts spells
 * it, the server reads it as a list's address is read); its columns, and a user's own column layout of a list,
 * are fields of the resource in order, each with its width.
 */
import * as z from "zod/mini";

/** Below the back office's API. */
export const VIEWS_PATH = "/views";
/** The address parameter naming the open view (`?view=<id>` beside the view's own query). */
export const VIEW_PARAM = "view";
export const VIEW_NAME_MAX = 80;
/** A column's width in CSS pixels: from a narrow code to a long name. */
export const COLUMN_WIDTH = { min: 48, max: 800 } as const;
const QUERY_MAX = 2_000;
const COLUMNS_MAX = 60;

export const listColumn = z.object({
  field: z.string().check(z.minLength(1), z.maxLength(100)),
  width: z.optional(z.int().check(z.gte(COLUMN_WIDTH.min), z.lte(COLUMN_WIDTH.max))),
});
/** Shown columns in order; a field left out is hidden. */
export const listColumns = z.array(listColumn).check(z.minLength(1), z.maxLength(COLUMNS_MAX));

const viewName = z.string().check(z.trim(), z.minLength(1), z.maxLength(VIEW_NAME_MAX));
const viewQuery = z.string().check(z.maxLength(QUERY_MAX));

export const viewCreate = z.object({
  name: viewName,
  /** Shared with everyone who may read the list: only an administrator may. */
  shared: z._default(z.boolean(), false),
  query: z._default(viewQuery, ""),
  /** Null: the view shows the user's own columns. */
  columns: z._default(z.nullable(listColumns), null),
});

/** A change to a view over the version the user saw (else 409 with the view as it is now). */
export const viewUpdate = z.object({
  version: z.int().check(z.gte(1)),
  name: z.optional(viewName),
  shared: z.optional(z.boolean()),
  query: z.optional(viewQuery),
  columns: z.optional(z.nullable(listColumns)),
});

/** The user's own columns of a list (null: the resource's declared columns again). */
export const layoutBody = z.object({ columns: z.nullable(listColumns) });
/** The view a list opens with when its address has no query (null: none). */
export const defaultViewBody = z.object({
  view: z.nullable(z.string().check(z.minLength(1), z.maxLength(100))),
});

export type ListColumn = z.infer<typeof listColumn>;
export type ViewCreate = z.infer<typeof viewCreate>;
export type ViewUpdate = z.infer<typeof viewUpdate>;

/** A saved view as the API answers it. */
export type ListView = {
  id: string;
  resource: string;
  name: string;
  shared: boolean;
  /** Whether the signed-in user made it (and so may change it; an administrator may change a shared one too). */
  mine: boolean;
  mayChange: boolean;
  query: string;
  columns: ListColumn[] | null;
  version: number;
  updatedAt: string;
};

/** `GET /views/<resource>`: the views the user sees (theirs and the shared ones), their columns, their default. */
export type ListViews = { views: ListView[]; columns: ListColumn[] | null; defaultView: string | null };
