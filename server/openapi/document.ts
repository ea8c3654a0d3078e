import type { RouterRoute } from "hono/types";
import { z } from "zod";
import type { core } from "zod/mini";
import type { ResourceDef } from "../../domain/resources/index.ts";
import { writeSchema } from "../../domain/resources/validate.ts";
import { REFS_TITLED } from "../../domain/resources/title.ts";
import { STATUS_OF_KIND } from "../middleware/errors.ts";
import { declaredInput } from "../middleware/validate.ts";
import { declaredAnswer } from "./answers.ts";

type Json = Record<string, unknown>;
type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
  security?: Json[];
};

/** The generic resource routes, written once with `:resource` and described once per declared resource. */
const RESOURCE_PREFIX = "/api/backoffice/:resource";
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** The one error body of every area (domain/api/envelope.ts), as a schema. */
const errorEnvelope = z.object({
  error: z.object({
    message: z.string().describe("What went wrong, in the language of the request's Accept-Language"),
    code: z.string().describe("A code of the problem catalogue (domain/api), for a client to word itself"),
    requestId: z.string().optional().describe("The X-Request-Id of the call, as the server log has it"),
    fields: z.record(
      z.string().describe("The field's path: `email`, `directors.0.idNumber`, `body` for the body itself"),
      z.object({
        code: z.string(),
        message: z.string(),
        params: z.record(z.string(), z.unknown()).optional(),
      }),
    ).optional().describe("Each field at fault and why (400)"),
  }).catchall(z.unknown()),
}).describe("Every refusal, of every area: 400 names the fields at fault");

/** Shared definitions (a recursive schema's parts), hoisted to components.schemas as `def<n>`. */
let hoisted: Json = {};

/**
 * A zod schema as JSON Schema (2020-12, which OpenAPI 3.1 speaks), as a client must send it ("input") or as the
 * server answers ("output"). Its own `$defs` (z.json() is recursive) move to components.schemas, where a `$ref`
 * inside the document can reach them.
 */
function jsonSchema(schema: core.$ZodType, io: "input" | "output" = "input"): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Json;
  delete out.$schema;
  const defs = out.$defs as Json | undefined;
  if (!defs) return out;
  delete out.$defs;
  const names = new Map<string, string>();
  for (const name of Object.keys(defs)) names.set(name, `def${Object.keys(hoisted).length + names.size}`);
  const text = JSON.stringify({ out, defs }).replace(
    /"#\/\$defs\/([^"]+)"/g,
    (_, name: string) => `"#/components/schemas/${names.get(name)}"`,
  );
  const moved = JSON.parse(text) as { out: Json; defs: Json };
  for (const [name, def] of Object.entries(moved.defs)) hoisted[names.get(name)!] = def;
  return moved.out;
}

const words = (segment: string) =>
  segment.replace(/[-_]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function operationId(method: string, path: string): string {
  const parts = path.replace(/^\/api\//, "").split(/[/{}:-]+/).filter(Boolean);
  return method + parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join("");
}

/** Where a path belongs, for grouping: its area and, for the demo apps, the app. */
function tagOf(path: string): string {
  if (path.startsWith("/api/backoffice/workflows")) return "Workflows";
  if (path.startsWith("/api/backoffice")) return "Back office";
  if (path.startsWith("/api/users") || path.startsWith("/api/account")) return "Sign-in and accounts";
  if (path.startsWith("/api/auth")) return "Demo sign-in";
  if (path === "/api/health" || path === "/api/openapi.json") return "Service";
  return `Demo: ${words(path.split("/")[2].replace(/-app$/, ""))}`;
}

/** The `/api/users` calls of a signed-in employee (the others are how one signs in). */
const SIGNED_IN_USER_PATHS = new Set([
  "/api/users/me",
  "/api/users/logout",
  "/api/users/logout-everywhere",
  "/api/users/:id/end-sessions",
  "/api/users/two-factor",
  "/api/users/two-factor/start",
  "/api/users/two-factor/confirm",
  "/api/users/two-factor/disable",
  "/api/users/:id/two-factor/reset",
]);

/** Who may call: a back-office bearer token, a demo one (optional on reads), or anyone. */
function securityOf(path: string, method: string): Json[] | undefined {
  if (path.startsWith("/api/backoffice") || SIGNED_IN_USER_PATHS.has(path)) return [{ bearer: [] }];
  if (path === "/api/auth/user/update") return [{ bearer: [] }];
  if (tagOf(path).startsWith("Demo: ")) return method === "get" ? [{}, { bearer: [] }] : [{ bearer: [] }];
  return undefined;
}

function summaryOf(method: string, path: string): string {
  const segments = path.split("/").filter((s) => s && !s.startsWith(":") && s !== "api");
  const last = segments.at(-1) ?? "";
  const subject = words(last);
  if (method === "get") return sentence(segments.length <= 1 ? `read ${subject}` : `read ${subject}`);
  return sentence(subject);
}

const errorResponse = {
  description: "A refusal",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

function jsonContent(schema: Json): Json {
  return { "application/json": { schema } };
}

/** The query parameters of an object schema (one per property). */
function queryParameters(schema: Json): Json[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: s,
  }));
}

/** The path's parameters, each as the route's `validate("param", …)` schema has it (text, when it has none). */
function pathParameters(path: string, schema: Json | undefined): Json[] {
  const properties = (schema?.properties ?? {}) as Record<string, Json>;
  return [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: properties[name] ?? { type: "string" },
  }));
}

/** One route's operation, from the schemas of the middleware that validates it and the answer it declares. */
function routeOperation(method: string, path: string, handlers: readonly unknown[]): Operation {
  const operation: Operation = {
    operationId: operationId(method, path),
    summary: summaryOf(method, path),
    tags: [tagOf(path)],
    responses: {},
  };
  const query: Json[] = [];
  let params: Json | undefined;
  for (const handler of handlers) {
    const input = declaredInput(handler);
    // A schema made per request (the back office's, per resource) is described where its routes are.
    if (input && typeof input.schema !== "function") {
      const schema = jsonSchema(input.schema);
      if (input.target === "param") params = schema;
      // A GET has no body: its "json" input is read from the query string (server/middleware/read-input.ts).
      else if (input.target === "query" || method === "get") query.push(...queryParameters(schema));
      // A body read as text (the to-do app's bare id) may also be sent as a JSON string.
      else if (input.target === "text") {
        operation.requestBody = {
          required: true,
          content: { "text/plain": { schema }, ...jsonContent(schema) },
        };
      } else operation.requestBody = { required: true, content: jsonContent(schema) };
    }
    const answer = declaredAnswer(handler);
    if (answer) {
      operation.responses[String(answer.status)] = {
        description: answer.description,
        content: jsonContent(jsonSchema(answer.schema, "output")),
      };
    }
  }
  if (Object.keys(operation.responses).length === 0) {
    operation.responses["200"] = { description: "OK", content: jsonContent({}) };
  }
  operation.responses.default = errorResponse;
  const parameters = [...pathParameters(path, params), ...query];
  if (parameters.length > 0) operation.parameters = parameters;
  const security = securityOf(path, method);
  if (security) operation.security = security;
  return operation;
}

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
function recordSchema(def: ResourceDef, today: string): Json {
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
function resourceOperations(
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
      "200": { description: "Who changed what, newest first", content: jsonContent({ type: "array" }) },
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

/** `/api/x/:id` → `/api/x/{id}`, as OpenAPI writes a path parameter. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/**
 * The OpenAPI 3.1 description of every route mounted on the app, made from the routes themselves: each route's
 * input from the schema its `validate` middleware checks, its answer from `answers`, and the generic back-office
 * routes once per declared resource from the resource's own write schema. Routes that only refuse (the catch-alls
 * that answer 404 and 405) are not operations and are left out.
 */
export function openApiDocument(
  routes: readonly RouterRoute[],
  { resources, today }: { resources: readonly ResourceDef[]; today: string },
): Json {
  hoisted = {};
  const byRoute = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  for (const route of routes) {
    if (!route.path.startsWith("/api/")) continue;
    const methods = route.method === "ALL" ? [] : [route.method.toLowerCase()];
    for (const method of methods) {
      if (!(METHODS as readonly string[]).includes(method)) continue;
      const key = `${method.toUpperCase()} ${route.path}`;
      const entry = byRoute.get(key) ?? { method, path: route.path, handlers: [] };
      entry.handlers.push(route.handler);
      byRoute.set(key, entry);
    }
  }
  // Middleware mounted with `use` on a path ("ALL") runs before the route's handlers: its schemas count too.
  const shared = routes.filter((r) => r.method === "ALL");
  const paths: Record<string, Record<string, Operation>> = {};
  const mountedGeneric = new Set<string>();
  for (const [key, { method, path, handlers }] of byRoute) {
    if (path.startsWith(RESOURCE_PREFIX)) {
      mountedGeneric.add(key);
      continue;
    }
    const before = shared.filter((r) => r.path === path).map((r) => r.handler);
    const openPath = openApiPath(path);
    paths[openPath] ??= {};
    paths[openPath][method] = routeOperation(method, path, [...before, ...handlers]);
  }
  const schemas: Json = { Error: jsonSchema(errorEnvelope, "output") };
  if (mountedGeneric.size > 0) {
    for (const def of resources) {
      schemas[def.name] = recordSchema(def, today);
      Object.assign(paths, resourceOperations(def, mountedGeneric, today));
    }
  }
  Object.assign(schemas, hoisted);
  return {
    openapi: "3.1.0",
    info: {
      title: "Ledgerdesk API",
      version: "1.0.0",
      description:
        "The HTTP API of Ledgerdesk: the back office of a tax, accounting and company-secretarial " +
        "practice (sign-in, every resource, workflows) and the demo apps' mock layer. Every refusal has the " +
        "same envelope (components.schemas.Error); its message follows Accept-Language (en, tr, ar). " +
        `Statuses used: ${[...new Set(Object.values(STATUS_OF_KIND))].sort().join(", ")}.`,
    },
    servers: [{ url: "/" }],
    tags: [...new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((o) => o.tags)))]
      .sort().map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "A back-office token from POST /api/users/login, or a demo one from POST /api/auth",
        },
      },
    },
  };
}
