import { replyDueDate } from "../../../domain/workflows/due-dates.ts";
import { workedOutHooks } from "./worked-out.ts";

/** DOMAIN.md, correspondence: when none is given, a reply is due by the rule for the kind of letter received. */
export const correspondenceHooks = workedOutHooks(
  "correspondence",
  (read, data) => Promise.resolve(replyDueDate(data, read.extraHolidays)),
);
