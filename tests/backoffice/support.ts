import assert from "node:assert/strict";
import { Hono } from "hono";
import { RESOURCES } from "../../domain/resources/index.ts";
import type { Field, ResourceDef } from "../../domain/resources/types.ts";
import { requireBackoffice } from "../../server/auth/guard.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import { createTokenService, type TokenService } from "../../server/auth/tokens.ts";
import { AnswerCache } from "../../server/backoffice/answer-cache.ts";
import { backofficeApi, type BackofficeDeps } from "../../server/backoffice/index.ts";
import { onError } from "../../server/middleware/errors.ts";
import type { RequestIdVariables } from "../../server/middleware/request-id.ts";
import type { Store } from "../../server/store/index.ts";
import { sampleBody } from "../support/resource-samples.ts";
import { TEST_SECRET } from "../support/app.ts";
import type { StoreTestContext } from "../support/store.ts";

/** PBKDF2 with few iterations: the engine tests create employees by the dozen. */
export const fastHash = (password: string) => hashPassword(password, 1_000);

export const ROLE_EMAILS = {
  admin: "admin@ledgerdesk.test",
  staff: "staff@ledgerdesk.test",
  user: "user@ledgerdesk.test",
  clerk: "clerk@ledgerdesk.test",
} as const;
export type TestRole = keyof typeof ROLE_EMAILS;

// Answers are whatever JSON the API sent: tests read them freely and assert on what they read.
// deno-lint-ignore no-explicit-any
export type Answer = { status: number; body: any; text: string; headers: Headers };

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** Calls the API as one signed-in user. */
export class Caller {
  constructor(readonly app: App, readonly token: string, readonly userId: string) {}

  /** `lang` is sent as Accept-Language, for the language of error messages. */
  async request(method: string, path: string, body?: unknown, lang?: string): Promise<Answer> {
    const res = await this.app.request(`/api/backoffice${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(lang ? { "accept-language": lang } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = undefined;
    if ((res.headers.get("content-type") ?? "").includes("json")) parsed = JSON.parse(text);
    return { status: res.status, body: parsed, text, headers: res.headers };
  }

  get = (path: string) => this.request("GET", path);
  post = (path: string, body: unknown) => this.request("POST", path, body);
  put = (path: string, body: unknown) => this.request("PUT", path, body);
  del = (path: string) => this.request("DELETE", path);
}

export interface Backoffice {
  app: App;
  store: Store;
  tokens: TokenService;
  as: Record<TestRole, Caller>;
  /** Server-side errors (500s) logged while the test ran: a test fails when there are any. */
  errors: string[];
}

/**
 * The back-office API over the test's own store (either engine), behind the real guard, with one signed-in
 * caller per role. Built like server/app.ts mounts it, minus the parts unrelated to the engine.
 */
export async function openBackoffice(
  t: StoreTestContext,
  deps: Partial<Omit<BackofficeDeps, "db">> & { answers?: AnswerCache; documentMaxBytes?: number } = {},
): Promise<Backoffice> {
  const store = await t.openStore();
  // Lists' answers kept as the app keeps them, so that every test here also proves none outlives a change.
  const answers = new AnswerCache(store.writes, { bytes: 8 * 2 ** 20, answerBytes: 2 ** 20 });
  const tokens = await createTokenService(TEST_SECRET);
  const errors: string[] = [];
  const app = new Hono<{ Variables: RequestIdVariables }>();
  app.onError(onError((line) => errors.push(line)));
  app.use("/api/backoffice/*", requireBackoffice(tokens));
  app.route("/api/backoffice", backofficeApi({ db: store.db, hash: fastHash, answers, ...deps }));
  return { app, store, tokens, as: await callers(app, store, tokens), errors };
}

/** A signed-in caller per test role, each an employee of the store (made the first time). */
export async function callers(
  app: App,
  store: Store,
  tokens: TokenService,
): Promise<Record<TestRole, Caller>> {
  const as = {} as Record<TestRole, Caller>;
  for (const [role, email] of Object.entries(ROLE_EMAILS) as [TestRole, string][]) {
    const [firstName] = email.split("@");
    const employee = await store.employees.findByEmail(email) ?? await store.employees.create({
      firstName,
      lastName: "Tester",
      email,
      role,
      passwordHash: await fastHash(`${role}-password`),
    }, null);
    as[role] = new Caller(app, await tokens.issue(employee.id, role, "backoffice"), employee.id);
  }
  return as;
}

/** Fails when the server answered any 500 (bad input must never be one). */
export function assertNoServerErrors(bo: Backoffice): void {
  assert.deepEqual(bo.errors, [], "server errors were logged");
}

export function def(name: string): ResourceDef {
  const found = RESOURCES.find((d) => d.name === name);
  if (!found) throw new Error(`no resource ${name}`);
  return found;
}

/**
 * The resources a declaration's fields refer to, nested fields included; a readOnly ref is the server's to set (a
 * request's item names the document that satisfied it), so no sample body names it.
 */
export function refTargets(fields: readonly Field[]): string[] {
  return fields.flatMap((f) =>
    f.readOnly
      ? []
      : f.kind === "ref" || f.kind === "refs"
      ? [f.to]
      : f.kind === "object" || f.kind === "items"
      ? refTargets(f.fields)
      : []
  );
}

/**
 * Creates records through the API on demand: `ensure(resource)` gives the id of a sample record, creating it (and
 * first whatever it refers to) once. `create(resource, n, overrides)` makes one more.
 */
export class Fixtures {
  readonly ids = new Map<string, string>();
  #n = 100;

  constructor(readonly caller: Caller) {}

  /** The next sample number: the one count `create` uses, so numbers (and what they pick: a season's year) differ. */
  next(): number {
    return this.#n++;
  }

  refId = (resource: string): string => {
    const id = this.ids.get(resource);
    if (!id) throw new Error(`ensure(${resource}) first`);
    return id;
  };

  async ensure(resource: string): Promise<string> {
    const known = this.ids.get(resource);
    if (known) return known;
    const record = await this.create(resource);
    this.ids.set(resource, record.id);
    return record.id;
  }

  /** Creates every record the resource refers to, so sampleBody can name them. */
  async ensureRefs(resource: string): Promise<void> {
    for (const to of refTargets(def(resource).fields)) await this.ensure(to);
  }

  async body(
    resource: string,
    n: number,
    refs: Record<string, string> = {},
  ): Promise<Record<string, unknown>> {
    await this.ensureRefs(resource);
    return sampleBody(def(resource), (to) => refs[to] ?? this.refId(to), n);
  }

  async create(
    resource: string,
    n = this.#n++,
    overrides: Record<string, unknown> = {},
    refs: Record<string, string> = {},
    // deno-lint-ignore no-explicit-any
  ): Promise<Record<string, any>> {
    const body = { ...await this.body(resource, n, refs), ...overrides };
    const res = await this.caller.post(`/${resource}`, body);
    assert.equal(res.status, 201, `create ${resource}: ${res.text}`);
    return res.body;
  }
}
