/** A back office with the trigger workflow mounted as server/app.ts mounts it, over the test's own store. */
import assert from "node:assert/strict";
import { Hono } from "hono";
import { requireBackoffice } from "../../server/auth/guard.ts";
import { createTokenService } from "../../server/auth/tokens.ts";
import type { Engine } from "../../server/backoffice/engine.ts";
import { HOOKS, type ResourceHooks } from "../../server/backoffice/hooks/index.ts";
import { backofficeApi, type ClientVisibility, createEngine } from "../../server/backoffice/index.ts";
import { onError } from "../../server/middleware/errors.ts";
import type { RequestIdVariables } from "../../server/middleware/request-id.ts";
import type { Store } from "../../server/store/index.ts";
import { triggerApi } from "../../server/workflows/trigger-routes.ts";
import { TriggerRunner } from "../../server/workflows/triggers.ts";
import { TEST_SECRET } from "../support/app.ts";
import type { StoreTestContext } from "../support/store.ts";
import { type Caller, callers, fastHash, type TestRole } from "../backoffice/support.ts";

/** 10:00 in Johannesburg on 15 November 2026: tax year 2027 for February year-ends. */
export const NOW = new Date("2026-11-15T08:00:00Z");
export const TODAY = "2026-11-15";

export type TriggerOffice = {
  store: Store;
  engine: Engine;
  runner: TriggerRunner;
  as: Record<TestRole, Caller>;
  errors: string[];
};

/**
 * The API with one signed-in caller per role. `hooks` are merged over the real ones (a test makes a write fail);
 * `store` reuses an open store (a second instance over the same database); `clientVisibility` is
 * CLIENT_VISIBILITY.
 */
export async function openTriggers(
  t: StoreTestContext,
  opts: {
    hooks?: Record<string, ResourceHooks>;
    clock?: () => Date;
    store?: Store;
    clientVisibility?: ClientVisibility;
  } = {},
): Promise<TriggerOffice> {
  const store = opts.store ?? await t.openStore();
  const tokens = await createTokenService(TEST_SECRET);
  const engine = createEngine({
    db: store.db,
    hash: fastHash,
    clock: opts.clock ?? (() => NOW),
    hooks: { ...HOOKS, ...opts.hooks },
    clientVisibility: opts.clientVisibility,
  });
  const runner = new TriggerRunner(store.db, engine);
  const errors: string[] = [];
  const app = new Hono<{ Variables: RequestIdVariables }>();
  app.onError(onError((line) => errors.push(line)));
  app.use("/api/backoffice/*", requireBackoffice(tokens));
  app.route("/api/backoffice/workflows/triggers", triggerApi(engine, runner));
  app.route("/api/backoffice", backofficeApi({ db: store.db, engine }));
  return { store, engine, runner, as: await callers(app, store, tokens), errors };
}

/** Creates a record through the API and answers its id. */
export async function make(api: Caller, resource: string, body: Record<string, unknown>): Promise<string> {
  const res = await api.post(`/${resource}`, body);
  assert.equal(res.status, 201, `create ${resource}: ${res.text}`);
  return res.body.id;
}

/** How many rows each table holds: a failed run must leave every count as it was. */
export async function counts(store: Store): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ["record", "record_ref", "record_unique", "audit_log", "trigger_claim"]) {
    const row = await store.db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
    out[table] = Number(row?.n);
  }
  return out;
}

/**
 * A small practice: tax type ITR12 (and VAT201), groups A and B, and clients of group A with February and June
 * year-ends, one dormant, one with its 2027 ITR12 already opened, one with only a VAT201 return, and one of group
 * B. The trigger: ITR12, due 20 October, group A, assigned to the staff member.
 */
export async function practice(office: TriggerOffice) {
  const api = office.as.admin;
  const itr12 = await make(api, "taxtype", { code: "ITR12", name: "Income tax: individuals" });
  const vat = await make(api, "taxtype", { code: "VAT201", name: "VAT return" });
  const groupA = await make(api, "accountgroup", { name: "Group A" });
  const groupB = await make(api, "accountgroup", { name: "Group B" });
  const individual = await make(api, "accounttype", { name: "Individual", entityKind: "individual" });
  const client = (name: string, extra: Record<string, unknown> = {}) =>
    make(api, "account", {
      name,
      accountType: individual,
      accountGroup: groupA,
      financialYearEnd: 2,
      status: "active",
      ...extra,
    });
  const accounts = {
    feb: await client("Thandi Nkosi", { provisionalTaxpayer: true }),
    june: await client("Karoo Bricks", { financialYearEnd: 6 }),
    dormant: await client("Sleepy Hollow", { status: "dormant" }),
    opened: await client("Already Opened"),
    vatOnly: await client("Vat Only"),
    groupB: await client("Other Group", { accountGroup: groupB }),
  };
  await make(api, "incometax", {
    account: accounts.opened,
    taxType: itr12,
    taxYear: 2027,
    status: "requested",
  });
  await make(api, "incometax", {
    account: accounts.vatOnly,
    taxType: vat,
    taxYear: 2027,
    status: "requested",
  });
  const trigger = await make(api, "trigger", {
    name: "ITR12 season",
    taxType: itr12,
    schedule: { kind: "yearly", month: 10, day: 20 },
    accountFilter: { accountGroup: groupA },
    assignee: office.as.staff.userId,
    active: true,
  });
  return { itr12, vat, groupA, groupB, individual, accounts, trigger };
}

/**
 * The back-office API over the test's own store with one workflow's routes mounted before it (as server/app.ts
 * mounts them), its engine on the fixed clock of NOW: one signed-in caller per role. `clientVisibility` is
 * CLIENT_VISIBILITY.
 */
export async function openWorkflowApi(
  t: StoreTestContext,
  mount: (app: Hono<{ Variables: RequestIdVariables }>, engine: Engine, store: Store) => void,
  hooks: Record<string, ResourceHooks> = HOOKS,
  clientVisibility?: ClientVisibility,
) {
  const store = await t.openStore();
  const tokens = await createTokenService(TEST_SECRET);
  const engine = createEngine({ db: store.db, hash: fastHash, clock: () => NOW, hooks, clientVisibility });
  const errors: string[] = [];
  const app = new Hono<{ Variables: RequestIdVariables }>();
  app.onError(onError((line) => errors.push(line)));
  app.use("/api/backoffice/*", requireBackoffice(tokens));
  mount(app, engine, store);
  app.route("/api/backoffice", backofficeApi({ db: store.db, engine }));
  return { store, engine, errors, as: await callers(app, store, tokens) };
}
