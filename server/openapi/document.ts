import type { RouterRoute } from "hono/types";
import { z } from "zod";
import type { ResourceDef } from "../../domain/resources/index.ts";
import { STATUS_OF_KIND } from "../middleware/errors.ts";
import { declaredInput, takesFile } from "../middleware/validate.ts";
import { declaredAnswer } from "./answers.ts";
import {
  errorResponse,
  hoistedSchemas,
  type Json,
  jsonContent,
  jsonSchema,
  type Operation,
  operationId,
  resetHoisted,
  sentence,
  words,
} from "./json-schema.ts";
import { perResource, recordSchema, resourceOperations } from "./resource-operations.ts";

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

/** Where a path belongs, for grouping: its area and, for the demo apps, the app. */
function tagOf(path: string): string {
  if (path.startsWith("/api/backoffice/workflows")) return "Workflows";
  if (path.startsWith("/api/backoffice")) return "Back office";
  if (path.startsWith("/api/users") || path.startsWith("/api/account")) return "Sign-in and accounts";
  if (path.startsWith("/api/auth")) return "Demo sign-in";
  if (path.startsWith("/api/portal")) return "Client portal";
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
  // The portal's calls but its sign-in take a portal token (an audience of its own).
  if (path.startsWith("/api/portal") && !/\/(sign-in\/|invitations\/accept)/.test(path)) {
    return [{ bearer: [] }];
  }
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
    if (takesFile(handler)) {
      const file = { type: "string", contentMediaType: "application/octet-stream" };
      operation.requestBody = { required: true, content: { "application/octet-stream": { schema: file } } };
    }
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
  resetHoisted();
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
    if (perResource(path)) {
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
  Object.assign(schemas, hoistedSchemas());
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
