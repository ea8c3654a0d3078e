import { invalidField, refusal } from "../../../domain/api/index.ts";
import { addDays } from "../../../domain/calendar.ts";
import type { RecordData } from "../fields.ts";
import type { ResourceHooks } from "./types.ts";

/** A request's due date when it has no template to say: two weeks, the templates' own default. */
const DEFAULT_DUE_IN_DAYS = 14;

type Item = {
  label: string;
  kind: string;
  dueDate?: string | null;
  status?: string;
  document?: string | null;
};

/** What staff write of an item (the rest is the server's): what tells an edit from the same items sent back. */
const asked = (items: readonly Item[]) =>
  JSON.stringify(items.map((i) => [i.label, i.kind, i.dueDate ?? null]));

/**
 * Request templates (issue 35) are the administrators' to keep: everyone with the documents module reads them
 * to make requests from. The server itself (the seed) writes them too.
 */
export const requestTemplateHooks: ResourceHooks = {
  refuse(ctx) {
    return ctx.actor.role === "admin" || ctx.actor.id === null
      ? undefined
      : refusal("requestTemplatesAdmins");
  },
};

/**
 * A document request (issue 35) made from a template takes its checklist and due date from it; its responsible
 * employee is the client's manager unless one is named; each item is due with the request unless given its own
 * date. Its items may be changed until it is sent (then the client holds a mail listing them); sent back unchanged
 * with other edits, they keep what was received.
 */
export const documentRequestHooks: ResourceHooks = {
  async compute(ctx, data, previous) {
    const given = (data.items ?? []) as Item[];
    if (previous) {
      const before = (previous.data.items ?? []) as Item[];
      if (asked(given) === asked(before)) {
        data.items = before;
        return;
      }
      if (previous.data.sentAt || before.some((i) => i.status === "received")) {
        throw invalidField("items", "requestItemsFixed");
      }
    }
    const template = typeof data.template === "string"
      ? await ctx.get("requesttemplate", data.template)
      : undefined;
    if (!previous) {
      const client = await ctx.get("account", String(data.account));
      data.responsible ??= (client?.data.manager as string | undefined) ?? ctx.actor.id;
      if (!data.responsible) throw invalidField("responsible", "required");
      data.dueDate ??= addDays(ctx.today, Number(template?.data.dueInDays ?? DEFAULT_DUE_IN_DAYS));
      data.status = "open";
      data.reminders = 0;
    }
    const items: Item[] = given.length > 0 || previous ? given : (template?.data.items ?? []) as Item[];
    if (items.length === 0) throw invalidField("items", "requestWithoutItems");
    data.items = items.map((i): RecordData => ({
      label: i.label,
      kind: i.kind,
      dueDate: i.dueDate ?? data.dueDate,
      status: "open",
      document: null,
    }));
  },
};
