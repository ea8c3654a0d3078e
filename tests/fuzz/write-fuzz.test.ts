/**
 * Bad input at every write of the API (every POST, PUT and PATCH the OpenAPI document lists): each generated case
 * must answer 400 naming a field it broke (a body over the back office's limit may be a 413; an id in the path
 * that names nothing a 404), never a 500, and must change nothing, checked by reading back.
 *
 * `deno task test` runs FUZZ_RUNS (default 16) cases per endpoint; `deno task fuzz` runs 300 (FUZZ_RUNS overrides
 * either). The seed is fixed (FUZZ_SEED overrides it) and printed with any failure, with the case. FUZZ_ONLY=<part
 * of "METHOD /path"> fuzzes only the endpoints it names (while fixing one). With TEST_DATABASE_URL set the writes
 * that reach the store are fuzzed on PostgreSQL too.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { RESOURCES } from "../../domain/resources/index.ts";
import type { ResourceDef } from "../../domain/resources/types.ts";
import { ACCOUNT_BODY_BYTES, API_BODY_BYTES } from "../../server/app.ts";
import { totpCode } from "../../server/auth/totp.ts";
import type { Mail } from "../../server/mail/mailer.ts";
import { Caller, Fixtures } from "../backoffice/support.ts";
import { testApp } from "../support/app.ts";
import { storeEngines } from "../support/store.ts";
import {
  type BadCase,
  badCases,
  type Json,
  missingIds,
  type Mutation,
  noiseMutations,
  schemaMutations,
  verdict,
  writeBody,
} from "./bad-input.ts";
import {
  type Area,
  type Ctx,
  DEMO_SIGN_IN,
  type Generator,
  generators,
  REGISTRANT,
  SIGN_IN,
  type Staff,
  writeOperations,
} from "./write-endpoints.ts";

const LONG = Deno.args.includes("--long");
const RUNS = Number(Deno.env.get("FUZZ_RUNS") ?? (LONG ? 300 : 16));
/** PostgreSQL answers each case a few times slower: a quarter of the cases there, but in the long run. */
const RUNS_ON: Record<string, number> = {
  sqlite: RUNS,
  postgres: LONG ? RUNS : Math.max(2, Math.ceil(RUNS / 4)),
};
const SEED = Number(Deno.env.get("FUZZ_SEED") ?? 20261125);
/** The body limits of the areas (server/app.ts): bodies over them may answer 413. */
const BODY_LIMITS: Record<Area, number> = {
  "back office": API_BODY_BYTES,
  workflows: API_BODY_BYTES,
  auth: ACCOUNT_BODY_BYTES,
  "demo apps": API_BODY_BYTES,
};

type Harness = Awaited<ReturnType<typeof harness>>;

/** A development sign-in whose password (and so its hash) the employees the generators make share. */
const STAFF = { email: "staff@ledgerdesk.test", password: "ledgerdesk-staff" };

/** The whole app in this process, signed in as the admin (back office) and a demo user. */
async function harness(databaseUrl?: string) {
  const mails: Mail[] = [];
  const mailer = { canSend: true, send: (m: Mail) => Promise.resolve(void mails.push(m)) };
  const { app, store, logs, background } = await testApp({}, { mailer, databaseUrl });
  const admin = (await store!.employees.findByEmail(SIGN_IN.email))!;
  const { passwordHash } = (await store!.employees.findByEmail(STAFF.email))!;
  const raw = async (method: string, path: string, text: string | undefined, token?: string) => {
    const res = await app.request(path, {
      method,
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: text,
    });
    const answer = await res.text();
    let body: Json = undefined;
    try {
      body = JSON.parse(answer);
    } catch {
      body = answer;
    }
    return { status: res.status, body };
  };
  // Signed in as staff sign in: a back-office token stands only while its session does.
  const backofficeToken: string = (await raw("POST", "/api/users/login", JSON.stringify(SIGN_IN))).body
    .jwt_access_token;
  const signIn = await raw("POST", "/api/auth", JSON.stringify(DEMO_SIGN_IN));
  const demoToken: string = signIn.body.access_token;
  const tokenOf = (t: Exclude<Generator["token"], "own">) =>
    t === "backoffice" ? backofficeToken : t === "demo" ? demoToken : undefined;
  /** The token a generator's requests carry: the one it names, or that of the employee it made (`own`). */
  const bearer = (g: Generator, own: Staff | undefined) => g.token === "own" ? own!.token : tokenOf(g.token);
  const fixtures = new Fixtures(new Caller(app, backofficeToken, admin.id));
  let hired = 0;
  const ctx: Ctx = {
    async call(method, path, body, token) {
      const res = await raw(
        method,
        path,
        body === undefined ? undefined : JSON.stringify(body),
        tokenOf(token),
      );
      assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async recordId(resource) {
      const def = RESOURCES.find((d) => d.name === resource)!;
      if (!def.unsupported?.includes("create")) return await fixtures.ensure(resource);
      // A document is made by uploading its file.
      if (resource === "document") return await ctx.document();
      // A job is made by its template's run (issue 38): one template, one active client, one period.
      if (resource === "job") {
        const backoffice = (path: string, body?: Json) =>
          ctx.call(body === undefined ? "GET" : "POST", `/api/backoffice/${path}`, body, "backoffice");
        const client = await backoffice("account", {
          name: `Jobs client ${fixtures.next()}`,
          accountType: await fixtures.ensure("accounttype"),
          financialYearEnd: 2,
          status: "active",
        });
        const template = await backoffice("jobtemplate", {
          name: `Jobs ${fixtures.next()}`,
          stages: [{ name: "Do it", role: "manager" }],
          recurrence: { frequency: "yearly", day: 1 },
          startsOn: "2026-01-01",
          dueDaysAfter: 7,
          daysAhead: 0,
          clients: `code=${client.code}`,
        });
        await backoffice(`workflows/job-templates/${template.id}/run`, {});
        return (await backoffice(`job?template=${template.id}`)).items[0].id;
      }
      const list = await ctx.call("GET", `/api/backoffice/${resource}?pageSize=50`, undefined, "backoffice");
      const locked = def.locked;
      return list.items.find((r: Json) => !locked || !locked.is.includes(r[locked.field])).id;
    },
    async document(filing = {}) {
      // Numbers from the fixtures' one count: samples numbered apart could pick one filing season's year twice.
      const n = fixtures.next();
      const query = new URLSearchParams({
        account: await fixtures.ensure("account"),
        name: `fuzz-${n}.pdf`,
        ...filing,
      });
      // Bytes of their own each time: the same bytes are kept once, and a purge must not find them shared.
      const made = await raw(
        "POST",
        `/api/backoffice/document-files?${query}`,
        `%PDF-1.7\n${n}`,
        backofficeToken,
      );
      assert.equal(made.status, 201, JSON.stringify(made.body));
      return made.body.id;
    },
    async resetToken() {
      // Not the admin's: a reset ends every session of the employee, the harness's too.
      const { email } = await ctx.newEmployee();
      await ctx.call("POST", "/api/account/forgot-password", { email }, "demo");
      // The link is kept and mailed after the answer.
      await background.idle();
      const link = /token=([^\s]+)/.exec(mails.at(-1)!.text)![1];
      return decodeURIComponent(link);
    },
    async portalInvitation() {
      const n = fixtures.next();
      const email = `fuzz.contact.${n}@client.test`;
      const contact = await fixtures.create("contact", n, { email });
      await ctx.call("POST", "/api/backoffice/portal/invitations", { contact: contact.id }, "backoffice");
      return { email, token: /\/portal\/accept\?token=([0-9a-f]{64})/.exec(mails.at(-1)!.text)![1] };
    },
    async portalCode(asked?: string) {
      if (asked) {
        await background.idle();
        return { email: asked, code: /client portal is ([0-9]{6})\./.exec(mails.at(-1)!.text)![1] };
      }
      const { email, token } = await ctx.portalInvitation();
      await ctx.call("POST", "/api/portal/invitations/accept", { token }, "none");
      await ctx.call("POST", "/api/portal/sign-in/code", { email }, "none");
      // The code is kept and mailed after the answer.
      await background.idle();
      return { email, code: /client portal is ([0-9]{6})\./.exec(mails.at(-1)!.text)![1] };
    },
    async portalLink() {
      const { email, token } = await ctx.portalInvitation();
      await ctx.call("POST", "/api/portal/invitations/accept", { token }, "none");
      const { poll } = await ctx.call("POST", "/api/portal/sign-in/code", { email }, "none");
      await background.idle();
      return { email, poll, token: /\/portal\/link\?token=([0-9a-f]{64})/.exec(mails.at(-1)!.text)![1] };
    },
    async portalUser(twoFactor) {
      const { email, code } = await ctx.portalCode();
      const { token } = await ctx.call("POST", "/api/portal/sign-in/verify", { email, code }, "none");
      const person: Staff = { id: "", email, password: "", token };
      if (!twoFactor) return person;
      const asPerson = async (path: string, body?: Json) => {
        const res = await raw("POST", path, JSON.stringify(body ?? {}), token);
        assert.equal(res.status, 200, `${path}: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body;
      };
      person.secret = (await asPerson("/api/portal/two-factor/start")).secret;
      if (twoFactor === "on") {
        await asPerson("/api/portal/two-factor/confirm", { code: totpCode(person.secret!, Date.now()) });
      }
      return person;
    },
    demoAccessToken: demoToken,
    async newEmployee(twoFactor) {
      const email = `fuzz.employee.${++hired}@ledgerdesk.test`;
      const employee = await store!.employees.create(
        { firstName: "Fuzz", lastName: `Employee ${hired}`, email, role: "staff", passwordHash },
        null,
      );
      const signIn = { email, password: STAFF.password };
      const token: string = (await ctx.call("POST", "/api/users/login", signIn, "none")).jwt_access_token;
      const staff: Staff = { id: employee.id, ...signIn, token };
      if (!twoFactor) return staff;
      const asStaff = async (path: string, body?: Json) => {
        const res = await raw("POST", path, JSON.stringify(body ?? {}), token);
        assert.equal(res.status, 200, `${path}: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body;
      };
      staff.secret = (await asStaff("/api/users/two-factor/start")).secret;
      if (twoFactor === "on") {
        await asStaff("/api/users/two-factor/confirm", { code: totpCode(staff.secret!, Date.now()) });
      }
      return staff;
    },
  };
  const sample = async (def: ResourceDef, _ctx: Ctx) => await fixtures.body(def.name, fixtures.next());
  const doc = (await raw("GET", "/api/openapi.json", undefined)).body;
  // The engine brings stored search texts up to date once, in the background: before any read-back is taken.
  await ctx.call("GET", "/api/backoffice/module?pageSize=1", undefined, "backoffice");
  return { app, store: store!, logs, raw, tokenOf, bearer, ctx, sample, doc };
}

/** The request path of an operation, its `{id}` (and `{resource}`) filled in, with its query when it takes one. */
const pathOf = (operation: string, g: Generator, id: string | undefined, query = "") =>
  operation.split(" ")[1].replace("{id}", encodeURIComponent(id ?? "")).replace(
    "{resource}",
    g.resource ?? "",
  ) +
  (query ? `?${query}` : "");

/** Every row of every table, in a stable order: what "changed nothing" compares. */
async function storeRows(h: Harness): Promise<string> {
  const tables = await h.store.db.all<{ name: string }>(
    h.store.db.dialect === "sqlite"
      ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
      : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1",
  );
  const out: string[] = [];
  // The limits' tries (auth_try) count requests, good or bad, by design: not what a write's answer changes. SQLite's
  // trigram index (record_trigram and its tables) is made of `record`'s texts, compared there.
  const compared = tables.filter((t) => t.name !== "auth_try" && !t.name.startsWith("record_trigram"));
  // A session's last use is its token's check, made by every request, good or bad: not what the write changed.
  const seen = ({ last_seen_at: _, ...rest }: Record<string, unknown>) => rest;
  for (const { name } of compared) {
    const rows = (await h.store.db.all<Record<string, unknown>>(`SELECT * FROM "${name}"`))
      .map((r) => JSON.stringify(name.endsWith("_session") ? seen(r) : r)).sort();
    out.push(`${name}: ${rows.join("\n")}`);
  }
  return out.join("\n");
}

/** The reads that show what a write to `operation` could change. */
function readBack(h: Harness, operation: string, area: Area): () => Promise<string> {
  if (area !== "demo apps") {
    return async () => {
      // The probes below sign in with a wrong password: with no tries counted yet, no limit answers them instead.
      await h.store.db.run("DELETE FROM auth_try");
      const parts = [await storeRows(h)];
      if (area === "auth") {
        const demoUser = await h.raw(
          "POST",
          "/api/auth/access-token",
          JSON.stringify({ access_token: h.ctx.demoAccessToken }),
        );
        parts.push(JSON.stringify(demoUser.body.user));
        const registrant = await h.raw(
          "POST",
          "/api/auth",
          JSON.stringify({ email: REGISTRANT, password: "x" }),
        );
        parts.push(JSON.stringify(registrant.body));
      }
      return parts.join("\n");
    };
  }
  // The demo app's own reads: every GET of its tag that needs no parameter.
  const tag = h.doc.paths[operation.split(" ")[1]].post.tags[0];
  const reads = Object.entries(h.doc.paths as Record<string, Json>)
    .filter(([path, ops]) =>
      ops.get?.tags?.[0] === tag && !path.includes("{") &&
      !(ops.get.parameters ?? []).some((p: Json) => p.required)
    )
    .map(([path]) => path);
  return async () => {
    const answers = [];
    for (const path of reads) {
      answers.push(JSON.stringify((await h.raw("GET", path, undefined, h.tokenOf("demo"))).body));
    }
    return answers.join("\n");
  };
}

/** Whether an operation is a demo app's (its tag), whose state is in memory whatever the store. */
const DEMO_ONLY = (h: Harness, operation: string) => {
  const [method, path] = operation.split(" ");
  return String(h.doc.paths[path][method.toLowerCase()].tags[0]).startsWith("Demo: ");
};

/** The operation's request body schema, or undefined when it takes none. */
const bodySchema = (h: Harness, operation: string) => {
  const [method, path] = operation.split(" ");
  return h.doc.paths[path][method.toLowerCase()].requestBody?.content?.["application/json"]?.schema;
};

type Tally = { tried: number; handled: number; kinds: Map<string, number> };

async function fuzzOperation(h: Harness, operation: string, tallies: Map<Area, Tally>, runs: number) {
  const g = generators(h.sample).get(operation);
  assert.ok(g, `${operation} has no generator in tests/fuzz/write-endpoints.ts`);
  const schema = bodySchema(h, operation);
  // No body and no id (a sign-out, starting an enrolment): nothing of the request to break.
  if (!schema && !g.id) return;
  const own = g.own ? await g.own(h.ctx) : undefined;
  const base = await g.base(h.ctx, own);
  const id = g.id ? await g.id(h.ctx) : undefined;
  const query = id !== undefined && g.query ? await g.query(h.ctx, id) : "";
  const skip = g.skipFor?.(base) ?? new Set<string>();
  const refs = Object.entries(g.refs ?? {});
  const isRef = (path: string) => refs.some(([r]) => r === path);
  const mutations: Mutation[] = [];
  if (schema) {
    mutations.push(...schemaMutations(schema, base, h.doc, {
      skip,
      strictNumbers: g.strictNumbers,
      requiredFromSchema: g.requiredFromSchema,
      alsoAccepts: g.alsoAccepts,
    }));
    mutations.push(...(g.extras ?? []).filter((m) => !skip.has(m.path)));
    for (const [path, status] of refs) {
      const current = path === "" ? base : path.split(".").reduce((v: Json, k) => v?.[k], base);
      const nothing = typeof current === "number"
        ? fc.integer({ min: 10_000, max: 2 ** 31 })
        : Array.isArray(current)
        ? fc.uuid().map((u) => [...current, `missing-${u}`])
        : fc.uuid().map((u) => `missing-${u}`);
      mutations.push({ path, kind: "reference to nothing", value: nothing, notFound: status === 404 });
    }
  }
  const noise = schema ? noiseMutations(schema, base, h.doc, (p) => isRef(p) || skip.has(p)) : [];
  const bodyCases = schema ? badCases(base, mutations, noise) : undefined;
  const idCases = id === undefined ? undefined : missingIds.map((missing): BadCase => ({
    kinds: ["id that names nothing"],
    touched: [],
    expect: "notFound",
    id: missing,
    text: base === undefined ? "" : writeBody(base),
  }));
  const cases = bodyCases && idCases
    ? fc.oneof({ arbitrary: bodyCases, weight: 5 }, { arbitrary: idCases, weight: 1 })
    : (bodyCases ?? idCases)!;
  const read = readBack(h, operation, g.area);
  const before = await read();
  const tally = tallies.get(g.area) ?? { tried: 0, handled: 0, kinds: new Map() };
  tallies.set(g.area, tally);
  const [method] = operation.split(" ");
  await fc.assert(
    fc.asyncProperty(cases, async (c) => {
      tally.tried++;
      const logged = h.logs.length;
      const answer = await h.raw(method, pathOf(operation, g, c.id ?? id, query), c.text, h.bearer(g, own));
      const shown = typeof answer.body === "string"
        ? answer.body.slice(0, 300)
        : JSON.stringify(answer.body)?.slice(0, 300);
      const what = `${operation} [${c.kinds.join(", ")}] touched ${
        c.touched.join(", ")
      }: ${answer.status} ${shown}`;
      const problem = verdict(
        c,
        answer,
        BODY_LIMITS[g.area],
      );
      assert.equal(problem, null, `${problem}\n${what}\nbody: ${c.text.slice(0, 300)}`);
      const errors = h.logs.slice(logged).filter((l) => l.startsWith("error "));
      assert.deepEqual(errors, [], what);
      assert.equal(await read(), before, `the write changed something: ${what}`);
      tally.handled++;
      for (const kind of c.kinds) tally.kinds.set(kind, (tally.kinds.get(kind) ?? 0) + 1);
    }),
    // A case that changed something leaves the state changed: shrinking from there would mislead.
    { seed: SEED, numRuns: runs, endOnFailure: true },
  );
}

// On PostgreSQL (TEST_DATABASE_URL set) the writes that reach the store: the demo apps keep theirs in memory.
for (const engine of storeEngines()) {
  Deno.test({
    name:
      `every write of the API refuses bad input with a 400 naming the field, and changes nothing (${engine.name})`,
    ignore: engine.skipReason !== undefined,
    sanitizeOps: false,
    sanitizeResources: false,
    async fn(t) {
      const { url, cleanup } = await engine.fresh(false);
      const h = await harness(url);
      const only = Deno.env.get("FUZZ_ONLY");
      const operations = writeOperations(h.doc).filter((op) =>
        (!only || op.includes(only)) && (engine.name === "sqlite" || !DEMO_ONLY(h, op))
      );
      const tallies = new Map<Area, Tally>();
      try {
        for (const operation of operations) {
          await t.step(operation, () => fuzzOperation(h, operation, tallies, RUNS_ON[engine.name]));
        }
      } finally {
        await h.store.close();
        await cleanup();
      }
      console.log(
        `${engine.name}: seed ${SEED}, ${
          RUNS_ON[engine.name]
        } cases per endpoint, ${operations.length} endpoints`,
      );
      for (const [area, { tried, handled, kinds }] of tallies) {
        console.log(
          `${area}: ${tried} cases tried, ${handled} handled (${
            [...kinds].map(([k, n]) => `${k} ${n}`).join(", ")
          })`,
        );
      }
    },
  });
}

Deno.test({
  name:
    "each write endpoint's generator makes a body the server accepts (so its breakages are what it refuses)",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const h = await harness();
    try {
      const all = generators(h.sample);
      // Deletions last, the board's very last: the other writes still find what they name.
      const rank = (op: string) => (op.includes("board/delete") ? 2 : /delete|remove/.test(op) ? 1 : 0);
      const operations = writeOperations(h.doc).sort((a, b) => rank(a) - rank(b));
      for (const operation of operations) {
        const g = all.get(operation);
        assert.ok(g, `${operation} has no generator in tests/fuzz/write-endpoints.ts`);
        const own = g.own ? await g.own(h.ctx) : undefined;
        const body = await g.base(h.ctx, own);
        const id = g.id ? await g.id(h.ctx) : undefined;
        const query = id !== undefined && g.query ? await g.query(h.ctx, id) : "";
        const answer = await h.raw(
          operation.split(" ")[0],
          pathOf(operation, g, id, query),
          body === undefined ? undefined : writeBody(body),
          h.bearer(g, own),
        );
        assert.ok(
          answer.status >= 200 && answer.status < 300,
          `${operation}: ${answer.status} ${JSON.stringify(answer.body)}`,
        );
      }
    } finally {
      await h.store.close();
    }
  },
});
