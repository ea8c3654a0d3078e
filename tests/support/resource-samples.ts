/**
 * Valid create bodies for any back-office resource, generated from its declaration: for the validator's tests,
 * the engine's API tests and demo data.
 *
 * `sampleBody(def, refId, n)` is deterministic (same arguments, same body) and varies with `n`: values of unique
 * fields (account code, employee email, module key) and identifiers differ for distinct `n`, so create records
 * of one resource with distinct `n`. Every value is already in the form the validator stores (money with two
 * decimals, emails lowercase, identifiers without spaces), so `validateRecord(...).data` holds the body's values
 * unchanged. South African identifiers come from domain/identifiers.ts and pass its checks.
 */
import { isoDate } from "../../domain/calendar.ts";
import type { ObligationKind } from "../../domain/compliance/kinds.ts";
import { PERIOD_EXAMPLES } from "../../domain/compliance/rules.ts";
import {
  CIPC_SUFFIX_KINDS,
  makeCipcNumber,
  makeIdNumber,
  makeIncomeTaxNumber,
  makePayeNumber,
  makeVatNumber,
} from "../../domain/identifiers.ts";
import type { Field, ResourceDef } from "../../domain/resources/types.ts";

/** The id of an existing record of `resource`, for ref fields (the engine tests create one on demand). */
export type RefId = (resource: string) => string;

export type SampleOptions = {
  /**
   * Only the fields a create needs (required ones, less those the server generates); the values of object and
   * list fields are still complete. Default: every field.
   */
  requiredOnly?: boolean;
};

const FIRST_NAMES = [
  "Thandi",
  "Pieter",
  "Ayesha",
  "Sipho",
  "Lerato",
  "Johan",
  "Naledi",
  "Rajesh",
  "Zanele",
  "Chris",
];
const LAST_NAMES = [
  "Nkosi",
  "van der Merwe",
  "Patel",
  "Dlamini",
  "Botha",
  "Mokoena",
  "Naidoo",
  "Smith",
  "Khumalo",
];
const COMPANIES = [
  "Karoo Bricks (Pty) Ltd",
  "Mzansi Fresh Produce CC",
  "Table Bay Logistics (Pty) Ltd",
  "Ubuntu Community Trust",
  "Highveld Engineering Inc",
  "Zulu Sun Tours",
  "Cape Vineyards Partnership",
];

const TAX_TYPES: readonly (readonly [code: string, name: string])[] = [
  ["ITR12", "Income tax return (individual)"],
  ["ITR14", "Income tax return (company)"],
  ["IT12TR", "Income tax return (trust)"],
  ["IRP6", "Provisional tax"],
  ["VAT201", "VAT return"],
  ["EMP201", "PAYE return"],
];

const pad = (n: number, width: number) => String(n).padStart(width, "0");
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length];
/** A name that stays distinct past the end of the list. */
const varied = (list: readonly string[], n: number) =>
  n < list.length ? list[n] : `${list[n % list.length]} ${Math.floor(n / list.length) + 1}`;

// A CIPC record's registration number, entity type and incorporation date agree with one another.
const cipcYear = (n: number) => 2000 + (n % 25);
const cipcSuffix = (n: number) => pick(["07", "23", "06", "08", "21"] as const, n);

function textValue(f: Extract<Field, { kind: "text" }>, resource: string, n: number): string {
  switch (f.format) {
    case "email":
      return f.name === "email"
        ? `${resource}${n}@example.co.za`
        : `${f.name.toLowerCase()}.${resource}${n}@example.co.za`;
    case "phone":
      return `${f.name === "mobile" ? "+27 82" : "+27 21"} 555 ${pad(n % 10_000, 4)}`;
    case "incomeTaxNumber":
      return makeIncomeTaxNumber(n, pick(["0", "1", "9"] as const, n));
    case "vatNumber":
      return makeVatNumber(n);
    case "payeNumber":
      return makePayeNumber(n);
    case "idNumber":
      return makeIdNumber(isoDate(1960 + (n % 40), 1 + (n % 12), 1 + (n % 28)), n);
    case "cipcNumber":
    case "registrationNumber":
      return makeCipcNumber(cipcYear(n), n, cipcSuffix(n));
  }
  if (f.name === "firstName") return pick(FIRST_NAMES, n);
  if (f.name === "lastName") return pick(LAST_NAMES, n * 7);
  if (f.name === "password") return `correct-horse-${n}`;
  if (resource === "taxtype" && f.name === "code") return varied(TAX_TYPES.map(([code]) => code), n);
  if (resource === "taxtype" && f.name === "name") return varied(TAX_TYPES.map(([, name]) => name), n);
  if (f.name === "code") return `SMP${pad(n, 4)}`;
  if (f.name === "key") return `sample-${n}`;
  if (f.name === "name" && resource === "account") return varied(COMPANIES, n);
  const value = `${f.label.en} ${n + 1}`;
  return value.length > (f.max ?? 200) ? value.slice(0, f.max) : value.padEnd(f.min ?? 0, "x");
}

function integerValue(f: Extract<Field, { kind: "integer" }>, n: number): number {
  const min = f.min ?? 1;
  if (min >= 1990) return 2020 + (n % 7); // years
  const max = Math.min(f.max ?? min + 99, min + 27); // days stay valid in every month
  return min + (n % (max - min + 1));
}

function moneyValue(f: Extract<Field, { kind: "money" }>, n: number): string {
  const value = 1000 + n * 250 + (n % 4) * 0.25;
  return (f.allowNegative && n % 3 === 2 ? -value : value).toFixed(2);
}

/** Values for one level of fields. */
function sampleFields(
  fields: Field[],
  resource: string,
  refId: RefId,
  n: number,
  opts: SampleOptions,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  // Enum fields first, so conditional fields (`when`) can see them.
  const ordered = [...fields].sort((a, b) => Number(!!a.when) - Number(!!b.when));
  for (const f of ordered) {
    if (f.readOnly) continue;
    if (f.when && !f.when.is.includes(body[f.when.field] as string)) continue;
    const needed = (f.required && !f.generated) || f.requiredOnCreate;
    if (opts.requiredOnly && !needed) continue;
    const i = fields.indexOf(f);
    body[f.name] = sampleValue(f, resource, refId, n, i);
  }
  return body;
}

/** One field's value; `i`, the field's position, spreads dates and flags over the fields of one record. */
function sampleValue(
  f: Field,
  resource: string,
  refId: RefId,
  n: number,
  i: number,
): unknown {
  switch (f.kind) {
    case "text":
      return textValue(f, resource, n);
    case "longtext":
      return `${f.label.en} of sample ${n + 1}.`;
    case "integer":
      return integerValue(f, n);
    case "money":
      return moneyValue(f, n);
    case "date":
      if (f.name === "incorporationDate") return isoDate(cipcYear(n), 1 + (n % 12), 1 + (n % 28));
      return isoDate(2024 + (n % 2), 1 + ((n + i) % 12), 1 + ((n * 3 + i) % 28));
    case "enum":
      if (resource === "cipc" && f.name === "entityType") return CIPC_SUFFIX_KINDS[cipcSuffix(n)];
      return pick(f.options, n + i);
    case "enums":
      return f.options.filter((_, k) => k === 0 || (n + k) % 2 === 0);
    case "bool":
      return f.default ?? (n + i) % 2 === 0;
    case "ref":
      return refId(f.to);
    case "refs":
      return [refId(f.to)];
    case "items":
      return [0, 1].map((k) => sampleFields(f.fields, resource, refId, n + k, {}));
    case "object":
      return sampleFields(f.fields, resource, refId, n, {});
  }
}

/** A valid create body for `def`; see the module header. */
export function sampleBody(
  def: ResourceDef,
  refId: RefId,
  n = 0,
  opts: SampleOptions = {},
): Record<string, unknown> {
  const body = sampleFields(def.fields, def.name, refId, n, opts);
  // An obligation's period is written its kind's way (server/backoffice/hooks/obligation.ts).
  if (def.name === "obligation") body.period = PERIOD_EXAMPLES[body.kind as ObligationKind];
  // One filing season a year, and a practice starts with 2024 to 2028 (server/store/migration-compliance.ts).
  if (def.name === "filingseason") body.year = 2030 + (n % 70);
  // A job template's clients are the clients list's own query (server/backoffice/hooks/jobs.ts).
  if (def.name === "jobtemplate" && "clients" in body) body.clients = "status=active";
  return body;
}
