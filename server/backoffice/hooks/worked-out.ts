import { invalidField } from "../../../domain/api/index.ts";
import { workedOutField } from "../../../domain/workflows/worked-out-dates.ts";
import type { ResourceHooks } from "./types.ts";

type WorkOut = NonNullable<ResourceHooks["workOut"]>;

const blank = (value: unknown) => value === null || value === undefined || value === "";

/**
 * The hooks of a resource whose due date the rules work out (domain/workflows/worked-out-dates.ts): a record that
 * comes without one (created without it, by the form, the API, an import or a trigger, or cleared by an update) gets
 * the worked-out date, or none when no rule gives one. A date typed other than the worked-out one is kept when it
 * says why (its reason field; a 400 naming that field otherwise), so nobody moves a SARS date by a slip. Only a
 * date being written is checked: an edit of another field leaves an older date alone. A date the rules give needs
 * no reason, so any sent with it is dropped.
 */
export function workedOutHooks(resource: string, workOut: WorkOut): ResourceHooks {
  const declared = workedOutField(resource);
  if (!declared) throw new Error(`no worked-out date is declared for ${resource}`);
  const { field, reason } = declared;
  return {
    workOut,
    async compute(ctx, data, previous) {
      if (blank(data[field])) {
        data[field] = (await workOut(ctx, data))?.date ?? null;
        data[reason] = null;
        return;
      }
      if (previous && previous.data[field] === data[field]) return;
      const worked = await workOut(ctx, data);
      if (worked?.date === data[field]) data[reason] = null;
      else if (worked && blank(data[reason])) {
        throw invalidField(reason, "reasonForOtherDate", { date: worked.date });
      }
    },
  };
}
