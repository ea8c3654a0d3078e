/** The parts of an OpenAPI 3.1 description the API reference reads (server/openapi/document.ts writes them). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};
export type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
};
type Media = Record<string, { schema?: JsonSchema }>;
type RawOperation = {
  operationId: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Media };
  responses: Record<string, { description: string; content?: Media }>;
  security?: Record<string, unknown>[];
};
export type OpenApi = {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, JsonSchema> };
};

export type Operation = RawOperation & { method: string; path: string; tag: string };

/** Who may call: "anyone", "signed-in" (a bearer token), or "optional" (anyone reads, a token writes). */
export function accessOf(op: RawOperation): "anyone" | "signed-in" | "optional" {
  if (!op.security || op.security.length === 0) return "anyone";
  return op.security.some((s) => Object.keys(s).length === 0) ? "optional" : "signed-in";
}

const METHOD_ORDER = ["get", "post", "put", "patch", "delete"];

/** Every operation, grouped in the description's tag order and then by path. */
export function operationsOf(doc: OpenApi): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      out.push({ ...op, method, path, tag: op.tags?.[0] ?? "" });
    }
  }
  return out.sort((a, b) =>
    a.tag.localeCompare(b.tag) || a.path.localeCompare(b.path) ||
    METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method)
  );
}

/** Whether an operation matches every word of a search, in its method, path, summary or group. */
export function matchesSearch(op: Operation, query: string): boolean {
  const haystack = `${op.method} ${op.path} ${op.summary ?? ""} ${op.tag}`.toLowerCase();
  return query.toLowerCase().split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}

/** A schema with its `$ref` followed into components.schemas (once: a recursive schema stays a reference). */
export function resolveSchema(doc: OpenApi, schema: JsonSchema): JsonSchema {
  const name = schema.$ref?.match(/^#\/components\/schemas\/(.+)$/)?.[1];
  return name && doc.components.schemas[name] ? doc.components.schemas[name] : schema;
}

/** A schema's type in a word or two: "string", "integer or null", "array", "one of 2". */
export function typeOf(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split("/").pop()!;
  if (schema.enum) return "enum";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const types = variants.map(typeOf);
    return [...new Set(types)].join(" | ");
  }
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return schema.type ?? (schema.properties ? "object" : "any");
}

/** A schema rule, as a code (worded by the page, in its language) and its values. */
export type Rule = [
  code: "length" | "min" | "max" | "items" | "oneOf" | "format" | "default",
  Record<string, string>,
];

/** A schema's rules: lengths, bounds, options, format, default (of the non-null variant of a nullable one). */
export function rulesOf(schema: JsonSchema): Rule[] {
  const rules: Rule[] = [];
  const variants = schema.anyOf ?? schema.oneOf;
  const inner = variants?.find((v) => v.type !== "null") ?? schema;
  const { minLength, maxLength, minimum, maximum, minItems, maxItems } = inner;
  const bound = (n: number | undefined, fallback: string) => (n === undefined ? fallback : String(n));
  if (minLength !== undefined || maxLength !== undefined) {
    rules.push(["length", { min: bound(minLength, "0"), max: bound(maxLength, "∞") }]);
  }
  if (minimum !== undefined) rules.push(["min", { n: String(minimum) }]);
  if (maximum !== undefined) rules.push(["max", { n: String(maximum) }]);
  if (minItems !== undefined || maxItems !== undefined) {
    rules.push(["items", { min: bound(minItems, "0"), max: bound(maxItems, "∞") }]);
  }
  if (inner.enum) rules.push(["oneOf", { options: inner.enum.map((v) => String(v)).join(", ") }]);
  if (inner.format) rules.push(["format", { format: inner.format }]);
  if (inner.default !== undefined) rules.push(["default", { value: JSON.stringify(inner.default) }]);
  return rules;
}
