/**
 * How a list address spells conditions besides `?field=value`, named after the field: `<field>From` and
 * `<field>To` bound a date, number or amount (both inclusive), `<field>Empty=true|false` asks for blank (or
 * filled-in) values. One spelling for the server that reads them (server/backoffice/list-query.ts), the pages that
 * keep them in the address and the links that set them (the dashboard's figures). A declared field of that very
 * name wins: a payment's `periodFrom` is a field of its own.
 */
export const CONDITION_OPS = ["from", "to", "empty"] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

const SUFFIX: Record<ConditionOp, string> = { from: "From", to: "To", empty: "Empty" };
const NAME = /^([a-zA-Z][a-zA-Z0-9-]*?)(From|To|Empty)$/;

/** The list parameter of a condition on `field`: `dueDate` and "from" make `dueDateFrom`. */
export function conditionParam(field: string, op: ConditionOp): string {
  return `${field}${SUFFIX[op]}`;
}

/** The field and condition a parameter name spells, or undefined when it spells none. */
export function parseCondition(name: string): { field: string; op: ConditionOp } | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const op = CONDITION_OPS.find((o) => SUFFIX[o] === match[2])!;
  return { field: match[1], op };
}

/** Field kinds a range applies to (blank applies to any single value). */
export const RANGED_KINDS: ReadonlySet<string> = new Set(["date", "integer", "money"]);

/**
 * Field kinds a list sorts by (one value per record, compared as text, a number, a date or a choice): a column of
 * another kind (a reference, a set, rows) offers no sort. The server's sortValue sorts by these kinds alone (a
 * test keeps the two in step).
 */
export const SORTABLE_KINDS: ReadonlySet<string> = new Set([
  "text",
  "longtext",
  "enum",
  "date",
  "integer",
  "money",
  "bool",
]);
