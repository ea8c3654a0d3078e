/**
 * Saved views and column layouts of the back-office lists (issue 39): what the API at `/api/backoffice/views`
 * takes and answers. A view's search, filters and sort are one list query string (domain/list-query.ts spells
 * it, the server reads it as a list's address is read); its columns, and a user's own column layout of a list,
 * are fields of the resource in order, each with its width.
 */
import { z } from "zod";

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
  field: z.string().min(1).max(100),
  width: z.number().int().min(COLUMN_WIDTH.min).max(COLUMN_WIDTH.max).optional(),
});
/** Shown columns in order; a field left out is hidden. */
export const listColumns = z.array(listColumn).min(1).max(COLUMNS_MAX);

const viewName = z.string().trim().min(1).max(VIEW_NAME_MAX);
const viewQuery = z.string().max(QUERY_MAX);

export const viewCreate = z.object({
  name: viewName,
  /** Shared with everyone who may read the list: only an administrator may. */
  shared: z.boolean().default(false),
  query: viewQuery.default(""),
  /** Null: the view shows the user's own columns. */
  columns: listColumns.nullable().default(null),
});

/** A change to a view over the version the user saw (else 409 with the view as it is now). */
export const viewUpdate = z.object({
  version: z.number().int().min(1),
  name: viewName.optional(),
  shared: z.boolean().optional(),
  query: viewQuery.optional(),
  columns: listColumns.nullable().optional(),
});

/** The user's own columns of a list (null: the resource's declared columns again). */
export const layoutBody = z.object({ columns: listColumns.nullable() });
/** The view a list opens with when its address has no query (null: none). */
export const defaultViewBody = z.object({ view: z.string().min(1).max(100).nullable() });

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
