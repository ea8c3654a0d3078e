import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { problem } from "../../domain/api/index.ts";
import { onError } from "../../server/middleware/errors.ts";
import { ownList } from "../../server/middleware/list-input.ts";
import { validate } from "../../server/middleware/validate.ts";
import { testApp } from "../support/app.ts";

type Json = Record<string, unknown>;
type Kind = { Variables: { kind: "person" | "company" } };

/** What each kind of party is sent as: the schema is chosen by the request (its path). */
const PARTY = {
  person: z.strictObject({ name: z.string(), idNumber: z.string().length(13) }),
  company: z.strictObject({ name: z.string(), cipcNumber: z.string() }),
};

const kindOf: MiddlewareHandler<Kind, string, { out: { param: { kind: "person" | "company" } } }> = async (
  c,
  next,
) => {
  c.set("kind", c.req.valid("param").kind);
  await next();
};

function pipeApp() {
  const app = new Hono<Kind>();
  app.onError(onError(() => {}));
  app.get(
    "/records/:id",
    validate("param", z.object({ id: z.string() })),
    (c) => c.json(c.req.valid("param")),
  );
  app.get(
    "/search",
    validate("query", z.strictObject({ q: z.string().optional(), tag: z.array(z.string()).optional() })),
    (c) => c.json(c.req.valid("query")),
  );
  app.post("/notes", validate("json", z.record(z.string(), z.unknown())), (c) => c.json(c.req.valid("json")));
  app.post(
    "/bare",
    validate("text", z.string().min(1)),
    (c) => c.json({ text: c.req.valid("json") }),
  );
  app.use("/parties/:kind", validate("param", z.object({ kind: z.enum(["person", "company"]) })), kindOf);
  app.post(
    "/parties/:kind",
    validate("json", (c: Context<Kind>) => PARTY[c.get("kind")]),
    (c) => c.json(c.req.valid("json")),
  );
  app.get(
    "/report",
    validate(
      "query",
      ownList({
        takes: ["sort", "page", "pageSize"],
        own: { sort: z.enum(["name", "due"]).optional(), year: z.string().regex(/^\d{4}$/).optional() },
        maxPageSize: 500,
        unknown: (name) => problem("unknownFilter", { name }),
      }),
    ),
    (c) => c.json(c.req.valid("query")),
  );
  return app;
}

const fields = async (res: Response) => {
  const { error } = await res.json();
  return Object.fromEntries(Object.entries(error.fields as Json).map(([k, v]) => [k, (v as Json).code]));
};
const post = (body: string) => ({ method: "POST", body });

Deno.test("pipe: a NUL in a path parameter names nothing there: 404, before the route runs", async () => {
  const app = pipeApp();
  deepStrictEqual(await (await app.request("/records/r-1")).json(), { id: "r-1" });
  const res = await app.request("/records/r%001");
  strictEqual(res.status, 404);
  strictEqual((await res.json()).error.code, "nothingHere");
  strictEqual(
    (await app.request("/parties/robot", post("{}"))).status,
    404,
    "a parameter its schema refuses",
  );
});

Deno.test("pipe: a NUL in a query parameter's name or value is a 400 naming the parameter", async () => {
  const app = pipeApp();
  const value = await app.request("/search?q=a%00b");
  strictEqual(value.status, 400);
  deepStrictEqual(await fields(value), { q: "noNul" });
  const name = await app.request("/search?q%00x=a");
  strictEqual(name.status, 400);
  deepStrictEqual(await fields(name), { "q\u0000x": "noNul" });
  deepStrictEqual(await fields(await app.request("/search?tag=a&tag=b%00")), { tag: "noNul" }, "not tag.1");
});

Deno.test("pipe: a NUL or half a character in a body's key or value is a 400 naming each place", async () => {
  const app = pipeApp();
  const res = await app.request("/notes", post('{"ok":"x","bad\\u0000key":1,"inner":{"half":"a\\ud800"}}'));
  strictEqual(res.status, 400);
  deepStrictEqual(await fields(res), { "bad\u0000key": "noNul", "inner.half": "wholeCharacters" });
  const text = await app.request("/bare", post("id\u0000"));
  deepStrictEqual(await fields(text), { body: "noNul" });
});

Deno.test("pipe: repeated query parameters are lists; a parameter's problem is named by the parameter", async () => {
  const app = pipeApp();
  deepStrictEqual(await (await app.request("/search?q=x&tag=a&tag=b")).json(), { q: "x", tag: ["a", "b"] });
  const twice = await app.request("/search?q=x&q=y");
  strictEqual(twice.status, 400);
  deepStrictEqual(await fields(twice), { q: "text" }, "one value expected, a list given");
  deepStrictEqual(await fields(await app.request("/search?tag=a&colour=red")), {
    tag: "list",
    colour: "unknownField",
  });
});

Deno.test("pipe: a schema made for the request checks what that request must send", async () => {
  const app = pipeApp();
  const person = { name: "Thandi", idNumber: "8001015009087" };
  deepStrictEqual(await (await app.request("/parties/person", post(JSON.stringify(person)))).json(), person);
  const asCompany = await app.request("/parties/company", post(JSON.stringify(person)));
  strictEqual(asCompany.status, 400);
  deepStrictEqual(await fields(asCompany), { cipcNumber: "required", idNumber: "unknownField" });
});

Deno.test("pipe: a body read as text is given as sent; a JSON body keeps its guarantees", async () => {
  const app = pipeApp();
  deepStrictEqual(await (await app.request("/bare", post("todo-01"))).json(), { text: "todo-01" });
  deepStrictEqual(await fields(await app.request("/bare", post(""))), { body: "required" });
  deepStrictEqual(await (await app.request("/notes", post(""))).json(), {}, "an empty body is {}");
  const typed = await app.request("/notes", {
    ...post('{"a":1}'),
    headers: { "content-type": "text/plain" },
  });
  deepStrictEqual(await typed.json(), { a: 1 }, "read whatever its Content-Type says");
  strictEqual((await (await app.request("/notes", post("{"))).json()).error.code, "invalidJson");
});

Deno.test("pipe: a list with parameters of its own reads the grammar and names every parameter at fault", async () => {
  const app = pipeApp();
  deepStrictEqual(await (await app.request("/report?sort=due&pageSize=500&year=2026&page=")).json(), {
    sort: "due",
    page: 1,
    pageSize: 500,
    year: "2026",
  });
  const res = await app.request("/report?page=0&year=26&colour=red&q=x&sort=size&year=2025");
  strictEqual(res.status, 400);
  deepStrictEqual(await fields(res), {
    colour: "unknownFilter",
    q: "unknownFilter",
    page: "wholeFrom",
    year: "oneValue",
    sort: "oneOf",
  });
  deepStrictEqual(await fields(await app.request("/report?year=26")), { year: "pattern" });
});

Deno.test("the API description shows every route's input: path parameters, and queries and bodies read by hand before", async () => {
  const { app } = await testApp();
  const doc = await (await app.request("/api/openapi.json")).json();
  const params = (path: string, method = "get") =>
    Object.fromEntries(
      (doc.paths[path][method].parameters as Json[]).map((p) => [`${p.in} ${p.name}`, p]),
    );
  const run = params("/api/backoffice/workflows/triggers/{id}/run", "post");
  deepStrictEqual(run["path id"], { name: "id", in: "path", required: true, schema: { type: "string" } });
  ok(params("/api/users/{id}/end-sessions", "post")["path id"]);
  ok(params("/api/calendar-feed/{file}")["path file"]);

  const report = params("/api/backoffice/workflows/reports/assessments-not-received");
  for (const name of ["taxYear", "partner", "office", "sort", "order", "page", "pageSize", "format"]) {
    ok(report[`query ${name}`], `the report's ${name}`);
  }
  ok((report["query sort"].schema as Json).enum, "the report's columns");
  strictEqual((report["query pageSize"].schema as Json).maximum, 500);
  const calendar = params("/api/backoffice/workflows/practice-calendar");
  strictEqual(calendar["query from"].required, true);
  strictEqual((calendar["query kind"].schema as Json).type, "array");
  ok(params("/api/backoffice/workflows/my-work")["query employee"]);
  ok(params("/api/backoffice/workflows/workload")["query weeks"]);
  ok(params("/api/users/auth/google/callback")["query state"]);

  const removeTodo = doc.paths["/api/todo-app/remove-todo"].post.requestBody.content;
  deepStrictEqual(Object.keys(removeTodo).sort(), ["application/json", "text/plain"]);
  strictEqual(removeTodo["text/plain"].schema.type, "string");
});
