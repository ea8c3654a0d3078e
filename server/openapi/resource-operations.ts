import type { ResourceDef } from "../../domain/resources/index.ts";
import { REFS_TITLED } from "../../domain/resources/title.ts";
import { writeSchema } from "../../domain/resources/validate.ts";
import {
  errorResponse,
  type Json,
  jsonContent,
  jsonSchema,
  type Operation,
  operationId,
} from "./json-schema.ts";

/** The generic resource routes, written once with `:resource` and described once per declared resource. */
export const RESOURCE_PREFIX = "/api/backoffice/:resource";

/**
 * Whether a route under RESOURCE_PREFIX is described once per resource (here), rather than once with its
 * `{resource}` from its own schemas as any route: the bulk changes' (server/backoffice/bulk) are the latter.
 */
export const perResource = (path: string) =>
  path.startsWith(RESOURCE_PREFIX) && !path.startsWith(`${RESOURCE_PREFIX}/bulk`);

const SYSTEM_PROPERTIES: Json = {
  id: { type: "string" },
  createdAt: { type: "string", format: "date-time" },
  updatedAt: { type: "string", format: "date-time" },
  createdBy: { type: ["string", "null"] },
  updatedBy: { type: ["string", "null"] },
  version: { type: "integer", minimum: 1, description: "Send it back on PUT: a stale one is a 409" },
  _title: { type: "string", description: "The record's name, in English" },
  _refTitles: {
    type: "object",
    additionalProperties: { oneOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
    description:
      `The names of the records its refs point at, by field: a ref's, or those of the first ${REFS_TITLED} of a list`,
  },
};

/** A resource's write schema, with the fields it needs on create and their English labels. */
function writeBody(def: ResourceDef, mode: "create" | "update", today: string): Json {
  const schema = jsonSchema(writeSchema(def, mode, today));
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  for (const field of def.fields) {
    const property = properties[field.name];
    if (!property) continue;
    // A blank list (null) is accepted as an empty one unless the field is required: say so, as for other fields.
    const list = field.kind === "refs" || field.kind === "items" || field.kind === "enums";
    properties[field.name] = list && !field.required && !field.requiredOnCreate
      ? { anyOf: [property, { type: "null" }], title: field.label.en }
      : { ...property, title: field.label.en };
  }
  // A field with a default is filled in when left out, so a create need not send it.
  const required = def.fields
    .filter((f) =>
      f.required && !f.generated && !f.readOnly && !f.when && !("default" in f && f.default !== undefined)
    )
    .map((f) => f.name).filter((n) => properties[n]);
  if (mode === "create") schema.required = required;
  else schema.required = ["version"];
  return schema;
}

/** A record as the API returns it: its fields (less write-only ones) and the system fields. */
export function recordSchema(def: ResourceDef, today: string): Json {
  const body = jsonSchema(writeSchema(def, "create", today), "output");
  const properties = { ...(body.properties as Record<string, Json>) };
  for (const field of def.fields) {
    if (field.writeOnly) delete properties[field.name];
    else if (!properties[field.name]) properties[field.name] = { title: field.label.en };
  }
  return { type: "object", title: def.label.en, properties: { ...SYSTEM_PROPERTIES, ...properties } };
}

const LIST_PARAMETERS: Json[] = [
  {
    name: "q",
    in: "query",
    schema: { type: "string" },
    description: "Words to search the searchable fields for",
  },
  {
    name: "sort",
    in: "query",
    schema: { type: "string" },
    description: "A sortable field (default per resource)",
  },
  { name: "order", in: "query", schema: { enum: ["asc", "desc"] } },
  {
    name: "page",
    in: "query",
    schema: { type: "integer", minimum: 1, default: 1 },
    description: "A page by number (deep pages cost more: prefer after/before)",
  },
  {
    name: "after",
    in: "query",
    schema: { type: "string" },
    description: "The page after this place (an answer's next); not with page",
  },
  {
    name: "before",
    in: "query",
    schema: { type: "string" },
    description: "The page before this place (an answer's prev); not with page",
  },
  { name: "pageSize", in: "query", schema: { type: "integer", minimum: 1, maximum: 200, default: 25 } },
  { name: "format", in: "query", schema: { enum: ["json", "csv"], default: "json" } },
];

/** The generic resource routes, once per resource: list, create, read, audit, update, delete. */
export function resourceOperations(
  def: ResourceDef,
  mounted: ReadonlySet<string>,
  today: string,
): Record<string, Record<string, Operation>> {
  const ref = { $ref: `#/components/schemas/${def.name}` };
  const base = `/api/backoffice/${def.name}`;
  const tags = ["Back office"];
  const security = [{ bearer: [] }];
  const label = def.label.en;
  const idParam = { name: "id", in: "path", required: true, schema: { type: "string" } };
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (path: string, method: string, op: Omit<Operation, "tags" | "security" | "operationId">) => {
    const generic = method.toUpperCase() + " " + path.replace(base, RESOURCE_PREFIX).replace("{id}", ":id");
    if (!mounted.has(generic)) return;
    paths[path] ??= {};
    paths[path][method] = {
      operationId: operationId(method, `${base}/${path.slice(base.length)}`) +
        (method === "get" && path === base ? "List" : ""),
      tags,
      security,
      ...op,
      responses: { ...op.responses, default: errorResponse },
    };
  };
  const unsupported = new Set(def.unsupported ?? []);
  add(base, "get", {
    summary: `${label}: list`,
    parameters: [
      ...LIST_PARAMETERS,
      {
        name: "filters",
        in: "query",
        style: "form",
        explode: true,
        schema: { type: "object", additionalProperties: { type: "string" } },
        description:
          "Any field name = a value it must have (refs by id, enums by option, dates as YYYY-MM-DD)",
      },
    ],
    responses: {
      "200": {
        description: "One page of records (format=csv: every record, as text/csv)",
        content: {
          ...jsonContent({
            type: "object",
            properties: {
              items: { type: "array", items: ref },
              total: { type: "integer", description: "Matches, counted up to 10,000" },
              capped: { type: "boolean", description: "There are more matches than total" },
              next: { type: ["string", "null"], description: "Pass as ?after= for the next page" },
              prev: { type: ["string", "null"], description: "Pass as ?before= for the previous page" },
            },
            required: ["items", "total", "capped", "next", "prev"],
          }),
          "text/csv": { schema: { type: "string" } },
        },
      },
    },
  });
  if (!unsupported.has("create")) {
    add(base, "post", {
      summary: `${label}: create a record`,
      requestBody: { required: true, content: jsonContent(writeBody(def, "create", today)) },
      responses: { "201": { description: "Created", content: jsonContent(ref) } },
    });
  }
  add(`${base}/{id}`, "get", {
    summary: `${label}: read a record`,
    parameters: [idParam],
    responses: { "200": { description: "The record", content: jsonContent(ref) } },
  });
  add(`${base}/{id}/audit`, "get", {
    summary: `${label}: a record's history`,
    parameters: [idParam],
    responses: {
      "200": {
        description:
          "Who changed what, newest first: each entry's changed field names (`changed`) and, for an update, each field's value before and after (`changes`: never a write-only field's; a long text shortened, a long list as its count), the change set a bulk change wrote it in (`changeSet`, else null), and the client's portal user who wrote it (`portalUser`: their id and name then, else null; `userId` is null then)",
        content: jsonContent({ type: "array" }),
      },
    },
  });
  if (!unsupported.has("update")) {
    add(`${base}/{id}`, "put", {
      summary: `${label}: update a record`,
      parameters: [idParam],
      requestBody: { required: true, content: jsonContent(writeBody(def, "update", today)) },
      responses: { "200": { description: "The record as saved", content: jsonContent(ref) } },
    });
  }
  if (!unsupported.has("delete")) {
    add(`${base}/{id}`, "delete", {
      summary: `${label}: delete a record`,
      parameters: [idParam],
      responses: { "204": { description: "Deleted" } },
    });
  }
  return paths;
}
