import { hasReturnRule, returnDueDate } from "../../../domain/workflows/due-dates.ts";
import type { RecordReader } from "./types.ts";
import { workedOutHooks } from "./worked-out.ts";

/**
 * The tax types' codes each reader has looked up: an import or a trigger run is one reader for thousands of returns
 * of a few tax types, and a tax type without a rule then costs no read of the client at all.
 */
const codes = new WeakMap<RecordReader, Map<string, Promise<string>>>();

function taxTypeCode(read: RecordReader, id: string): Promise<string> {
  let known = codes.get(read);
  if (!known) codes.set(read, known = new Map());
  let code = known.get(id);
  if (!code) {
    code = read.get("taxtype", id).then((r) => (typeof r?.data.code === "string" ? r.data.code : ""));
    known.set(id, code);
  }
  return code;
}

/** DOMAIN.md, incometax: the due date, when none is given, by SARS's rules for its tax type and client. */
export const incomeTaxHooks = workedOutHooks("incometax", async (read, data) => {
  const { account, taxType, taxYear } = data;
  if (typeof account !== "string" || typeof taxType !== "string" || typeof taxYear !== "number") return null;
  const code = await taxTypeCode(read, taxType);
  if (!hasReturnRule(code)) return null;
  const client = await read.get("account", account);
  return client ? returnDueDate({ taxType: code, taxYear, client: client.data }, read.extraHolidays) : null;
});
