/**
 * Bad input for a write endpoint, made from the endpoint's declared JSON Schema (the OpenAPI document's request
 * body) and a valid body: each case breaks the valid body in at least one way the server must refuse (a wrong
 * type, a missing required field, a string over its limit, a NUL, an option that does not exist, JSON that does
 * not parse, a reference to a record that does not exist, an invalid South African identifier), and may add noise
 * the server is free to accept (unknown fields, right-to-left and emoji text). Pure: no server, no Deno.
 */
import fc from "fast-check";

// deno-lint-ignore no-explicit-any -- JSON Schema nodes and JSON bodies are read freely
export type Json = any;
export type Schema = Record<string, Json>;

/** What a case must get: 400 naming one of `touched`, 404 (an id in the path that names nothing). */
export type Expect = "invalid" | "notFound";

/** One generated request: the body as text, and what it broke. */
export type BadCase = {
  /** The mutations' kinds ("wrong type", "1 MB string"...), for the figures. */
  kinds: string[];
  /** Field paths (`note.title`, `labels.0.id`, `body`) the server may name in its 400. */
  touched: string[];
  expect: Expect;
  /** A reference the spec answers with 404 when it names nothing (a scrumboard's board) was broken. */
  allow404?: boolean;
  /** The path's id, for endpoints with one (`{id}`); undefined keeps the valid one. */
  id?: string;
  text: string;
};

/** A change that makes the body invalid, at a path (dotted; "" is the body itself). */
export type Mutation = {
  path: string;
  kind: string;
  value: fc.Arbitrary<Json> | "delete";
  /** A reference to nothing the spec answers with 404. */
  notFound?: boolean;
};

/** Stands for a JSON token JSON.stringify cannot write (NaN, 1e400): placed in a body, written out as is. */
export class RawToken {
  constructor(readonly text: string) {}
}

export const ONE_MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------------------------
// Values

const RTL = [
  "مرحبا بالعالم",
  "שלום עולם",
  "ضريبة القيمة المضافة ٢٠٢٦",
  "\u202Eevil\u202C",
  "\u200F\u200Eمرحبا",
];
const EMOJI = ["😀", "👩🏽‍💼", "🇿🇦", "🧾💸", "\uD83D", "e\u0301"];
const CONTROL = ["\u0001", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\u2028", "\uFEFF"];

/** Text a field may or may not hold: right-to-left, emoji, control characters; never blank, never digits only. */
export const oddText: fc.Arbitrary<string> = fc.tuple(
  fc.constantFrom(...RTL, ...EMOJI, ...CONTROL),
  fc.constantFrom("x", "Ünïcödé", "a", "Z"),
  fc.constantFrom(...RTL, ...EMOJI, ...CONTROL, ""),
).map(([a, b, c]) => `${a}${b}${c}`);

/**
 * A string of `n` characters (code points, as the server's limits count them: an emoji is one), none of them
 * white space (servers trim), so its length is what is sent.
 */
export function longText(n: number): fc.Arbitrary<string> {
  return fc.constantFrom("x", "é", "ض", "😀").map((c) => c.repeat(n));
}

const ONE_MB_TEXT = longText(ONE_MB);

/** Numbers JSON can barely or not at all carry: not numbers once parsed, or far too large for any field. */
const HUGE: fc.Arbitrary<Json> = fc.constantFrom(
  new RawToken("1e400"),
  new RawToken("-1e400"),
  1e300,
  -1.7976931348623157e308,
  2 ** 53 + 1,
);
/** JSON that does not parse, in a value's place: the answer names the body. */
const UNPARSABLE: fc.Arbitrary<Json> = fc.constantFrom(
  new RawToken("NaN"),
  new RawToken("Infinity"),
  new RawToken("undefined"),
  new RawToken("0x1F"),
  new RawToken("'single'"),
  new RawToken("01"),
);

const VALUES_OF_TYPE: Record<string, fc.Arbitrary<Json>> = {
  string: fc.oneof(oddText, fc.constantFrom("true", "null", "[]", "{}", "12abc", "1e3", "-")),
  number: fc.oneof(fc.constantFrom(1.5, -0.25, 1e-7), HUGE),
  integer: fc.constantFrom(0, 7, -12, 2 ** 31),
  boolean: fc.boolean(),
  null: fc.constant(null),
  object: fc.constantFrom({}, { id: "x" }, { "0": 1, length: 1 }),
  array: fc.constantFrom([], [1, "x", null], [{}], [[]]),
};
const TYPES = Object.keys(VALUES_OF_TYPE);

// ---------------------------------------------------------------------------------------------------------------
// Schemas

/** A `$ref` followed into the document's components. */
function resolve(node: Schema | undefined, doc: Schema): Schema {
  let n = node ?? {};
  for (let i = 0; i < 10 && typeof n.$ref === "string"; i++) {
    n = n.$ref.split("/").slice(1).reduce((at: Json, key: string) => at?.[key], doc) ?? {};
  }
  return n;
}

/** The node and its anyOf/oneOf branches, flattened. */
function branches(node: Schema, doc: Schema): Schema[] {
  const n = resolve(node, doc);
  const alternatives = n.anyOf ?? n.oneOf;
  if (!Array.isArray(alternatives)) return [n];
  return alternatives.flatMap((b: Schema) => branches(b, doc));
}

/**
 * The object branch that describes `value`: of a union of object shapes (an image or a link attachment), the one
 * whose constant properties (`type: "link"`) the value holds.
 */
function objectBranch(node: Schema, doc: Schema, value: Json): Schema | undefined {
  const objects = branches(node, doc).filter((b) => b.type === "object" || b.properties);
  const fits = (b: Schema) =>
    Object.entries(b.properties ?? {}).every(([key, p]) => {
      const constant = resolve(p as Schema, doc).const;
      return constant === undefined || value?.[key] === constant;
    });
  return objects.find(fits) ?? objects[0];
}

/** The JSON types a node accepts; undefined when it says nothing (any value). */
export function typesOf(node: Schema, doc: Schema): Set<string> | undefined {
  const types = new Set<string>();
  for (const b of branches(node, doc)) {
    if (Array.isArray(b.enum) || "const" in b) {
      for (const v of b.enum ?? [b.const]) {
        types.add(v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
      }
      continue;
    }
    if (b.type === undefined) return undefined;
    for (const t of [b.type].flat()) types.add(t);
  }
  if (types.has("number")) types.add("integer");
  return types;
}

/** A keyword of whichever branch has it (`maxLength` of the string branch of a nullable string). */
function keyword(node: Schema, doc: Schema, name: string): Json {
  for (const b of branches(node, doc)) if (b[name] !== undefined) return b[name];
  return undefined;
}

/** What the walk may be told beside the schema. */
export type WalkOptions = {
  /** Paths left alone (conditional fields whose condition does not hold: the server drops them). */
  skip?: ReadonlySet<string>;
  /** Whether a number written as digits ("12") is a wrong type for a number field (false: it may be accepted). */
  strictNumbers?: boolean;
  /**
   * Whether the `required` lists of nested objects say what they must hold (false: the caller says it, as the back
   * office does from its field declarations: its generated schemas list nested optional fields as required).
   */
  requiredFromSchema?: boolean;
  /** Types the server accepts at a path beside the declared ones (money as a number); `*` stands for an index. */
  alsoAccepts?: (path: string) => readonly string[];
};

const at = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);

/**
 * Every way to break `value` (valid for `node`) that the declared schema itself refuses: wrong types, strings over
 * their limit, numbers out of range, options that do not exist, lists too long, required fields left out, NULs.
 */
export function schemaMutations(
  node: Schema,
  value: Json,
  doc: Schema,
  opts: WalkOptions = {},
  path = "",
  depth = 0,
): Mutation[] {
  if (opts.skip?.has(path) || depth > 6) return [];
  const out: Mutation[] = [];
  const types = typesOf(node, doc);
  for (const t of opts.alsoAccepts?.(path.replace(/\.\d+(?=\.|$)/g, ".*")) ?? []) types?.add(t);
  if (types) {
    const wrong = TYPES.filter((t) => !types.has(t) && !(t === "integer" && types.has("number")));
    for (const t of wrong) {
      let values = VALUES_OF_TYPE[t];
      if (t === "string" && opts.strictNumbers) values = fc.oneof(values, fc.constantFrom("12", "0", "-3.5"));
      out.push({
        path,
        kind: t === "array" || t === "object" ? `${t} for a ${[...types][0]}` : "wrong type",
        value: values,
      });
    }
    if (types.has("number") || types.has("integer")) {
      out.push({ path, kind: "huge or not a number", value: UNPARSABLE });
    }
    if (types.has("integer") && !types.has("number")) {
      out.push({ path, kind: "huge or not a number", value: HUGE });
    }
    if (types.has("integer") || types.has("number")) {
      const min = keyword(node, doc, "minimum"), max = keyword(node, doc, "maximum");
      if (typeof min === "number" && min > -(2 ** 53)) {
        out.push({ path, kind: "out of range", value: fc.constant(min - 1) });
      }
      if (typeof max === "number" && max < 2 ** 53) {
        out.push({ path, kind: "out of range", value: fc.constant(max + 1) });
      }
    }
    if (types.has("string")) {
      const maxLength = keyword(node, doc, "maxLength");
      if (typeof maxLength === "number") {
        out.push({
          path,
          kind: "string over its limit",
          value: fc.integer({ min: maxLength + 1, max: maxLength + 40 }).chain(longText),
        });
        out.push({ path, kind: "1 MB string", value: ONE_MB_TEXT });
      }
      const options = keyword(node, doc, "enum");
      if (Array.isArray(options)) {
        out.push({
          path,
          kind: "not an option",
          value: fc.oneof(oddText, fc.constant("ACTIVE")).filter((v) => !options.includes(v)),
        });
      }
      if (typeof value === "string") {
        out.push({
          path,
          kind: "NUL",
          value: fc.nat(value.length).map((i) => value.slice(0, i) + "\u0000" + value.slice(i)),
        });
      }
    }
    if (types.has("array")) {
      const maxItems = keyword(node, doc, "maxItems");
      if (typeof maxItems === "number" && maxItems <= 2000 && Array.isArray(value) && value.length > 0) {
        out.push({
          path,
          kind: "list over its limit",
          value: fc.constant(Array.from({ length: maxItems + 1 }, () => structuredClone(value[0]))),
        });
      }
    }
  }
  if (value !== null && typeof value === "object") {
    const object = objectBranch(node, doc, value);
    const array = branches(node, doc).find((b) => b.type === "array" || b.items);
    if (Array.isArray(value) && array?.items) {
      value.slice(0, 2).forEach((item, i) =>
        out.push(...schemaMutations(array.items, item, doc, opts, at(path, i), depth + 1))
      );
    } else if (!Array.isArray(value) && object) {
      const properties: Record<string, Schema> = object.properties ?? {};
      const required = new Set<string>(object.required ?? []);
      for (const [key, prop] of Object.entries(properties)) {
        const needed = required.has(key) && resolve(prop, doc).default === undefined;
        const trusted = depth === 0 || opts.requiredFromSchema !== false;
        if (needed && trusted && !opts.skip?.has(at(path, key))) {
          out.push({ path: at(path, key), kind: "missing field", value: "delete" });
        }
        out.push(...schemaMutations(prop, value[key], doc, opts, at(path, key), depth + 1));
      }
      if (object.additionalProperties === false) {
        out.push({ path: at(path, "unknownField"), kind: "unknown field", value: fc.constant("x") });
      }
      out.push({ path: at(path, "bad\u0000key"), kind: "NUL", value: fc.constant("x") });
    }
  }
  return out;
}

/**
 * Changes the server may accept or refuse (right-to-left and emoji text for a string, digits for a number, unknown
 * fields): mixed into cases beside a mutation that must be refused, they may be named too. `leave` keeps paths
 * (references) unchanged.
 */
export function noiseMutations(
  node: Schema,
  value: Json,
  doc: Schema,
  leave: (path: string) => boolean = () => false,
  path = "",
  depth = 0,
): Mutation[] {
  if (depth > 6 || leave(path)) return [];
  if (typeof value === "string") return [{ path, kind: "right-to-left and emoji text", value: oddText }];
  if (typeof value === "number") {
    return [{ path, kind: "number as a string", value: fc.constant(String(value)) }];
  }
  if (value === null || typeof value !== "object") return [];
  const out: Mutation[] = [];
  const object = objectBranch(node, doc, value);
  const array = branches(node, doc).find((b) => b.type === "array" || b.items);
  if (Array.isArray(value)) {
    if (array?.items) {
      value.slice(0, 2).forEach((v, i) =>
        out.push(...noiseMutations(array.items, v, doc, leave, at(path, i), depth + 1))
      );
    }
    return out;
  }
  for (const [key, v] of Object.entries(value)) {
    out.push(...noiseMutations(object?.properties?.[key] ?? {}, v, doc, leave, at(path, key), depth + 1));
  }
  out.push({
    path: at(path, "unknown_" + depth),
    kind: "unknown field",
    value: fc.oneof(oddText, fc.integer(), fc.constant({ nested: [1] })),
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Cases

/** Whether `key` can be set on `node`: an object's any key, an array's index only (another mutation made it one). */
const settable = (node: Json, key: string) =>
  node !== null && typeof node === "object" && (!Array.isArray(node) || /^\d{1,4}$/.test(key));

function setAt(body: Json, path: string, value: Json | undefined): Json {
  if (path === "") return value;
  const keys = path.split(".");
  let node = body;
  for (const key of keys.slice(0, -1)) {
    if (!settable(node, key)) return body;
    if (node[key] === undefined || node[key] === null || typeof node[key] !== "object") node[key] = {};
    node = node[key];
  }
  if (!settable(node, keys.at(-1)!)) return body;
  const last = keys.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return body;
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A body as JSON text, RawTokens written as they are. */
export function writeBody(body: Json): string {
  const raw: string[] = [];
  const text = JSON.stringify(body, (_k, v) => {
    if (v instanceof RawToken) {
      raw.push(v.text);
      return `__raw_${raw.length - 1}__`;
    }
    return v;
  }) ?? "";
  return text.replace(/"__raw_(\d+)__"/g, (_, i) => raw[Number(i)]);
}

const BROKEN_JSON = [
  "{",
  '{"a":1,}',
  "[1,2",
  '{"a":1}}',
  "{'a':1}",
  '{"a":undefined}',
  "\u0000",
  "nul\u0000l",
];

/**
 * Cases for one endpoint: 1 to 2 mutations of `mutations` (each one the server must refuse) over the valid
 * `base`, with some noise of `noise`, or a body that is not JSON at all.
 */
export function badCases(base: Json, mutations: Mutation[], noise: Mutation[]): fc.Arbitrary<BadCase> {
  const broken = fc.constantFrom(...BROKEN_JSON).map((text): BadCase => ({
    kinds: ["not JSON"],
    touched: ["body"],
    expect: "invalid",
    text,
  }));
  if (mutations.length === 0) return broken;
  // A kind first, then a mutation of it: each kind is tried as often, however many places it has.
  const byKind = Map.groupBy(mutations, (m) => m.kind);
  const oneMutation = fc.constantFrom(...byKind.keys()).chain((kind) =>
    fc.constantFrom(...byKind.get(kind)!)
  );
  const change = (m: Mutation) =>
    (m.value === "delete" ? fc.constant(undefined) : m.value).map((value) => ({ m, value }));
  const mutated = fc.tuple(
    fc.array(oneMutation, { minLength: 1, maxLength: 2 }).chain((ms) => fc.tuple(...ms.map(change))),
    noise.length > 0
      ? fc.subarray(noise, { maxLength: Math.min(3, noise.length) }).chain((ns) =>
        fc.tuple(...ns.map(change))
      )
      : fc.constant([]),
  ).map(([changes, extra]): BadCase => {
    let body = structuredClone(base);
    const touched = new Set<string>();
    // Noise first: a mutation at the same place then wins.
    for (const { m, value } of [...extra, ...changes]) {
      // A copy: the same constant may land twice in one body, and one inside the other.
      body = setAt(body, m.path, value instanceof RawToken ? value : structuredClone(value));
      touched.add(m.path || "body");
    }
    const text = writeBody(body);
    return {
      kinds: changes.map(({ m }) => m.kind),
      touched: parses(text) ? [...touched] : ["body"],
      expect: "invalid",
      allow404: changes.some(({ m }) => m.notFound),
      text,
    };
  });
  return fc.oneof({ arbitrary: mutated, weight: 12 }, { arbitrary: broken, weight: 1 });
}

/** Ids in a path that name nothing: unknown, odd, huge, or holding a NUL. */
export const missingIds: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  oddText.filter((s) => s.isWellFormed()),
  fc.constantFrom(
    "0",
    "-1",
    "null",
    "undefined",
    "%00",
    "\u0000",
    "a\u0000b",
    "x".repeat(5000),
    "' OR 1=1 --",
  ),
);

/** Whether a named field is one the case touched: the same path, or one inside the other. */
export function related(named: string, touched: string): boolean {
  return named === touched || named.startsWith(`${touched}.`) || touched.startsWith(`${named}.`);
}

export type Answer = { status: number; body: Json };

/**
 * What is wrong with an answer to a bad case, or null when it is right: a 400 naming a touched field (an
 * over-limit body may be a 413 instead), or a 404 for an id that names nothing. Never a 500, never a 2xx.
 */
export function verdict(c: BadCase, answer: Answer, bodyLimit: number | undefined): string | null {
  const { status, body } = answer;
  if (c.expect === "notFound") {
    return status === 404 ? null : `expected 404 for an id that names nothing, got ${status}`;
  }
  if (status === 404 && c.allow404) return null;
  const bytes = new TextEncoder().encode(c.text).byteLength;
  if (status === 413 && bodyLimit !== undefined && bytes > bodyLimit) {
    return body?.error?.code === "bodyTooLarge" ? null : `413 without code bodyTooLarge`;
  }
  if (status !== 400) return `expected 400, got ${status}`;
  const fields = Object.keys(body?.error?.fields ?? {});
  if (fields.length === 0) return "a 400 that names no field";
  if (!fields.some((f) => c.touched.some((t) => related(f, t)))) {
    return `the 400 names ${fields.join(", ")}, none of the fields broken (${c.touched.join(", ")})`;
  }
  return null;
}
