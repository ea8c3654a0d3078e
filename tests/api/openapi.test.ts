import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { Validator } from "@seriousme/openapi-schema-validator";
import { RESOURCES } from "../../domain/resources/index.ts";
import { openApiPath } from "../../server/openapi/document.ts";
import { perResource } from "../../server/openapi/resource-operations.ts";
import { testApp } from "../support/app.ts";

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> };
};

async function description(env: Record<string, string> = {}) {
  const { app } = await testApp(env);
  const res = await app.request("/api/openapi.json");
  strictEqual(res.status, 200);
  return { app, doc: await res.json() as Doc };
}

/** Routes that only refuse (catch-alls answering 404 or 405) are not operations. */
const operations = (routes: readonly { method: string; path: string }[]) =>
  routes.filter((r) => r.path.startsWith("/api/") && r.method !== "ALL");

Deno.test("the API description is valid OpenAPI 3.1", async () => {
  const { doc } = await description();
  strictEqual(doc.openapi, "3.1.0");
  const result = await new Validator().validate(doc);
  ok(result.valid, JSON.stringify(result.errors, null, 1));
});

Deno.test("every route the server mounts is in the description, and each resource's routes once per resource", async () => {
  const { app, doc } = await description();
  const missing: string[] = [];
  // A route with middleware of its own (its input's validation) is listed once per handler: each counts once.
  const generic = new Set<string>();
  for (const { method, path } of operations(app.routes)) {
    const m = method.toLowerCase();
    // The bulk changes' routes are described once, with their `{resource}` (perResource).
    if (perResource(path)) {
      generic.add(`${method} ${path}`);
      for (const def of RESOURCES) {
        const action = m === "post" ? "create" : m === "put" ? "update" : m === "delete" ? "delete" : "read";
        if (action !== "read" && def.unsupported?.includes(action)) continue;
        const concrete = openApiPath(path.replace(":resource", def.name));
        if (!doc.paths[concrete]?.[m]) missing.push(`${method} ${concrete}`);
      }
    } else if (!doc.paths[openApiPath(path)]?.[m]) missing.push(`${method} ${path}`);
  }
  deepStrictEqual(missing, []);
  strictEqual(generic.size, 6, "list, create, read, audit, update, delete");
  ok(operations(app.routes).length > 90, "the whole surface, demo apps included");
});

Deno.test("operations carry the schemas that validate them, their answers and the error envelope", async () => {
  const { doc } = await description();
  const body = (path: string, method = "post") =>
    // deno-lint-ignore no-explicit-any
    (doc.paths[path][method].requestBody as any).content["application/json"].schema;
  ok(body("/api/notes-app/create-note").properties.note, "a demo app's body");
  deepStrictEqual(Object.keys(body("/api/users/login").properties).sort(), ["email", "password"]);
  ok(body("/api/account/reset-password").required.includes("password"));
  const account = body("/api/backoffice/account");
  ok(account.required.includes("name"), "an account needs its name");
  strictEqual(account.properties.name.title, "Name");
  ok(body("/api/backoffice/account/{id}", "put").required.includes("version"));
  // deno-lint-ignore no-explicit-any
  const login = doc.paths["/api/users/login"].post.responses as any;
  // A session, or (two-factor sign-in on) the challenge for the second step.
  const [signedIn, challenge] = login["200"].content["application/json"].schema.anyOf;
  ok(signedIn.properties.jwt_access_token);
  ok(challenge.properties.challenge);
  strictEqual(login.default.content["application/json"].schema.$ref, "#/components/schemas/Error");
  // deno-lint-ignore no-explicit-any
  const error = doc.components.schemas.Error as any;
  deepStrictEqual(error.properties.error.required.sort(), ["code", "message"]);
  // deno-lint-ignore no-explicit-any
  const list = doc.paths["/api/backoffice/account"].get as any;
  ok(list.parameters.some((p: { name: string }) => p.name === "pageSize"));
  deepStrictEqual(list.security, [{ bearer: [] }]);
  ok(doc.components.schemas.account, "each resource's record");
  // deno-lint-ignore no-explicit-any
  const notesAnswers = doc.paths["/api/notes-app/notes"].get.responses as any;
  const notes = notesAnswers["200"].content["application/json"].schema;
  strictEqual(notes.type, "array");
  ok(notes.items.properties.title, "a demo app's answer, from its fixture's schema");
  ok(
    body("/api/scrumboard-app/card/update").properties.card,
    "inputs checked inside a route are described too",
  );
  // deno-lint-ignore no-explicit-any
  ok(!(doc.components.schemas.employee as any).properties.password, "write-only fields are never returned");
  // deno-lint-ignore no-explicit-any
  const calendar = (doc.paths["/api/backoffice/workflows/practice-calendar"].get.responses as any)["200"];
  const entry = calendar.content["application/json"].schema.properties.items.items;
  ok(entry.properties.state.enum.includes("overdue"), "the practice calendar's answer, from its schema");
  // deno-lint-ignore no-explicit-any
  ok((doc.paths["/api/backoffice/workflows/calendar-feeds"].post.responses as any)["201"], "a feed made");
});

Deno.test("a resource's write schema says what the server accepts: null for an optional list, no default as required", async () => {
  const { doc } = await description();
  // deno-lint-ignore no-explicit-any
  const body = (path: string) => (doc.paths[path].post.requestBody as any).content["application/json"].schema;
  const services = body("/api/backoffice/opportunity").properties.services;
  deepStrictEqual(services.anyOf[1], { type: "null" }, "a blank list of refs is taken as an empty one");
  strictEqual(services.title, "Services");
  ok(!body("/api/backoffice/binding").required.includes("status"), "a status left out takes its default");
  ok(body("/api/backoffice/binding").required.includes("account"));
});

Deno.test("with the demo apps off, the description has none of their routes", async () => {
  const { doc } = await description({ DEMO_APPS: "off" });
  deepStrictEqual(Object.keys(doc.paths).filter((p) => p.includes("-app/") || p.startsWith("/api/auth/")), [
    "/api/auth/user/update",
  ]);
});
