import { invalidField } from "../../domain/api/index.ts";
import { addDays } from "../../domain/calendar.ts";
import { accountProfile } from "../../domain/compliance/account-profile.ts";
import { type CheckFinding, complianceChecks } from "../../domain/compliance/checks.ts";
import { addMonths, monthEnd } from "../../domain/compliance/due-days.ts";
import { generator, type Span } from "../../domain/compliance/generate.ts";
import type { ObligationKind } from "../../domain/compliance/kinds.ts";
import {
  type Kept,
  type Planned,
  planObligations,
  type PlanSummary,
  summarize,
  type Wanted,
} from "../../domain/compliance/plan.ts";
import { type FilingSeason, wholeSeasons } from "../../domain/compliance/seasons.ts";
import { practiceToday } from "../../domain/today.ts";
import type { Db } from "../store/db.ts";
import {
  type Actor,
  claimScheduledRun,
  type Engine,
  type HookContext,
  keptObligations,
  listRequest,
  lockUntilCommit,
  notFound,
  profiledClients,
  readyObligationRuns,
  refreshStatistics,
  smallResourceData,
  type Stored,
  TitleResolver,
  wholeList,
} from "../backoffice/index.ts";

/** Months ahead a run covers by default: the "at least the next 15 months". */
export const OBLIGATION_MONTHS_AHEAD = 15;

/** The schedule's claim on a practice day, beside the triggers' claims (each a day's one run, on any instance). */
const SCHEDULE_CLAIM = "compliance-obligations";
/** Serializes runs across instances: two runs never both find an obligation missing and both make it. */
const RUN_LOCK = "ledgerdesk-obligation-run";
/** What a run reads whole: the rules' reference data, every client's (the clients and obligations: #practice). */
const RUN_READS = ["filingseason", "accounttype", "cipc"];
/** The schedule writes as the server itself. */
const SCHEDULE_ACTOR: Actor = { id: null, role: "system" };

/** What a preview or a run answers: the span, the counts by kind, and the clients touched, by title. */
export type ObligationRunAnswer = PlanSummary & {
  span: Span;
  clients: { account: string; title: string; count: number }[];
};

/** The default span: from today to the end of the 15th month after this one. */
export function defaultSpan(today: string): Span {
  const month = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  return { from: today, to: monthEnd(addMonths(month, OBLIGATION_MONTHS_AHEAD)) };
}

/**
 * Keeps every client's statutory obligations (issue 36) as the profiles call for them: for a span of days, the
 * obligations of each active client's compliance profile (domain/compliance) against those kept, created,
 * moved, retired or reopened as domain/compliance/plan.ts says. A run is one transaction, all or nothing, and
 * idempotent: a second finds nothing to do. A preview works the plan out and writes nothing.
 */
export class ObligationRunner {
  readonly #db: Db;
  readonly #engine: Engine;

  constructor(db: Db, engine: Engine) {
    this.#db = db;
    this.#engine = engine;
  }

  /** What a run of `span` would do, as `actor` sees the clients (CLIENT_VISIBILITY keeps them to theirs). */
  async preview(span: Span, actor: Actor): Promise<ObligationRunAnswer> {
    await this.#engine.whenReady();
    const titles = new TitleResolver(this.#engine.lookup(actor));
    const { plan } = await this.#plan(span, actor, this.#db);
    return await this.#answer(span, plan, titles);
  }

  /** Runs `span` as `actor`, or for the schedule's practice day (undefined when another instance ran it). */
  async run(
    span: Span,
    by: { actor: Actor } | { schedule: string },
  ): Promise<ObligationRunAnswer | undefined> {
    const engine = this.#engine;
    await engine.whenReady();
    const actor = "actor" in by ? by.actor : SCHEDULE_ACTOR;
    const titles = new TitleResolver(engine.lookup(actor));
    await this.#ready();
    const plan = await this.#db.transaction(async (tx) => {
      await lockUntilCommit(tx, RUN_LOCK);
      if ("schedule" in by && !await claimScheduledRun(tx, SCHEDULE_CLAIM, by.schedule, engine.now())) return;
      const { plan, managers, clients } = await this.#plan(span, actor, tx);
      // The obligations' clients were just read: their ref checks and search texts need no second read.
      await titles.adopt(engine.def("account")!, clients);
      await this.#apply(plan, managers, actor, titles);
      return plan;
    });
    if (plan) await refreshStatistics(this.#db, plan.create.length);
    return plan && await this.#answer(span, plan, titles);
  }

  /**
   * Reads a whole resource as a run reads it (`page`: one row, which only makes the list's indexes). The lists'
   * indexes are made on first use and remembered (sort-index.ts): made inside a run's transaction, one would
   * vanish with a refused run while still remembered, so a run reads a row of each first, for good.
   */
  async #read(resource: string, page?: { page: 1; pageSize: 1 }): Promise<Stored[]> {
    const engine = this.#engine;
    const def = engine.def(resource)!;
    const request = page ? listRequest(def, page).request : wholeList(def, {});
    return (await engine.source(resource).list(def, request)).rows;
  }

  async #ready(): Promise<void> {
    for (const resource of RUN_READS) await this.#read(resource, { page: 1, pageSize: 1 });
    await readyObligationRuns(this.#db);
  }

  /**
   * Every active client the actor sees with its profile's fields, their obligations as a plan compares them, and
   * the rules' reference data: a run's reading, through `db` (a run's transaction).
   */
  async #practice(actor: Actor, db: Db): Promise<PlanInputs> {
    const engine = this.#engine;
    const all = (resource: string) => this.#read(resource);
    const types = await all("accounttype");
    const confine = (resource: string) => engine.visibility.confine(resource, actor);
    const kept = await keptObligations(db, engine.def("obligation")!, confine("obligation"));
    return {
      seasons: wholeSeasons((await all("filingseason")).map((r) => r.data)),
      entityKinds: new Map(types.map((r) => [r.id, r.data.entityKind])),
      incorporated: new Map(
        (await all("cipc")).map((r) => [String(r.data.account), r.data.incorporationDate]),
      ),
      clients: await profiledClients(db, engine.def("account")!, confine("account")),
      kept: kept.map((k) => ({ ...k, kind: k.kind as ObligationKind })),
    };
  }

  /**
   * One client's reading, inside the write that changed its profile: by its refs and ids, which need no list's
   * index (one made inside a write that then fails would vanish while still remembered).
   */
  async #client(ctx: HookContext, client: Stored): Promise<PlanInputs> {
    const refd = async (resource: string) => {
      const ids = await ctx.referring(resource, "account", "account", client.id);
      return (await Promise.all(ids.map((id) => ctx.get(resource, id)))).filter((r) => r !== undefined);
    };
    const type = typeof client.data.accountType === "string"
      ? await ctx.get("accounttype", client.data.accountType)
      : undefined;
    const [cipc] = await refd("cipc");
    const active = client.data.status === "active";
    return {
      seasons: wholeSeasons(await smallResourceData(ctx.db, "filingseason")),
      entityKinds: new Map(type ? [[type.id, type.data.entityKind]] : []),
      incorporated: new Map(cipc ? [[client.id, cipc.data.incorporationDate]] : []),
      // A client no longer active is called for nothing: its open obligations retire.
      clients: active ? [client] : [],
      kept: (await refd("obligation")).map(keptOf),
    };
  }

  #planOf(
    span: Span,
    inputs: PlanInputs,
  ): { plan: Planned; managers: Map<string, unknown>; missing: number[] } {
    const engine = this.#engine;
    const wanted: Wanted[] = [];
    const missing = new Set<number>();
    const managers = new Map<string, unknown>();
    const generate = generator(span, inputs.seasons, engine.extraHolidays);
    for (const client of inputs.clients) {
      const profile = accountProfile(
        client.data,
        inputs.entityKinds.get(String(client.data.accountType)),
        inputs.incorporated.get(client.id),
      );
      if (!profile) continue;
      managers.set(client.id, client.data.manager ?? null);
      const generated = generate(profile);
      for (const year of generated.missingSeasons) missing.add(year);
      for (const due of generated.due) wanted.push({ ...due, account: client.id });
    }
    const plan = planObligations(wanted, inputs.kept, span, practiceToday(engine.now()));
    return { plan, managers, missing: [...missing].sort() };
  }

  async #plan(
    span: Span,
    actor: Actor,
    db: Db,
  ): Promise<{ plan: Planned; managers: Map<string, unknown>; clients: Stored[] }> {
    const inputs = await this.#practice(actor, db);
    const { plan, managers, missing } = this.#planOf(span, inputs);
    if (missing.length > 0) throw invalidField("to", "seasonUnknown", { years: missing.join(", ") });
    return { plan, managers, clients: inputs.clients };
  }

  /**
   * The contradictions in one client's compliance data (domain/compliance/checks.ts), as `actor` sees the client
   * (404 when they may not): none for a client whose account type names no entity kind the rules know.
   */
  async checks(account: string, actor: Actor): Promise<CheckFinding[]> {
    const engine = this.#engine;
    await engine.whenReady();
    const accountDef = engine.def("account")!;
    const client = await engine.sourceFor("account", actor).get(accountDef, account);
    if (!client) throw notFound(accountDef, account);
    const ofClient = async (resource: string) => {
      const def = engine.def(resource)!;
      return (await engine.source(resource).list(def, wholeList(def, { where: { account: [account] } })))
        .rows;
    };
    const typeDef = engine.def("accounttype")!;
    const type = typeof client.data.accountType === "string"
      ? await engine.source("accounttype").get(typeDef, client.data.accountType)
      : undefined;
    const [cipc] = await ofClient("cipc");
    const profile = accountProfile(client.data, type?.data.entityKind, cipc?.data.incorporationDate);
    if (!profile) return [];
    const obligations = (await ofClient("obligation")).map(keptOf);
    return complianceChecks(profile, client.data, obligations, practiceToday(engine.now()));
  }

  /**
   * Keeps one client's obligations as its profile now calls for them (issue 36: a client registers for VAT,
   * changes category, stops being an employer), inside the write that changed it, from today on. When the filing
   * seasons lack a year the span reaches it does nothing rather than half: the next run says which year is
   * missing.
   */
  async keepClient(ctx: HookContext, client: Stored): Promise<void> {
    await lockUntilCommit(ctx.db, RUN_LOCK);
    const span = defaultSpan(practiceToday(this.#engine.now()));
    const { plan, managers, missing } = this.#planOf(span, await this.#client(ctx, client));
    if (missing.length > 0) return;
    await this.#apply(plan, managers, ctx.actor, new TitleResolver(this.#engine.lookup(ctx.actor)));
  }

  async #apply(plan: Planned, managers: Map<string, unknown>, actor: Actor, titles: TitleResolver) {
    const engine = this.#engine;
    const def = engine.def("obligation")!;
    if (plan.create.length > 0) {
      // In the order of their clients' ids: the indexes keyed by client (refs, the lists') then take each batch's
      // entries in a narrow stretch of pages (as a trigger run makes its returns).
      const create = [...plan.create].sort((a, b) => compareIds(a.account, b.account));
      await engine.insertMany(
        def,
        create.map((w) => ({
          account: w.account,
          kind: w.kind,
          period: w.period,
          dueDate: w.due,
          status: "open",
          // Who does it: the client's manager, until someone assigns it.
          assignee: managers.get(w.account) ?? null,
        })),
        actor,
        { generated: true, retired: false },
        titles,
      );
    }
    for (const { kept, dueDate } of plan.change) {
      await engine.setServerFields(def, kept.id, kept.version, { dueDate }, actor);
    }
    for (const kept of plan.retire) {
      await engine.setServerFields(
        def,
        kept.id,
        kept.version,
        { status: "not-required", retired: true },
        actor,
      );
    }
    for (const { kept, dueDate } of plan.reopen) {
      await engine.setServerFields(
        def,
        kept.id,
        kept.version,
        { status: "open", retired: false, dueDate },
        actor,
      );
    }
  }

  async #answer(span: Span, plan: Planned, titles: TitleResolver): Promise<ObligationRunAnswer> {
    const summary = summarize(plan);
    const names = await titles.refTitles("account", summary.clients.map((c) => c.account));
    return {
      ...summary,
      span,
      clients: summary.clients.map((c) => ({ ...c, title: names.get(c.account) ?? c.account })),
    };
  }
}

/** What a plan is worked out from. */
type PlanInputs = {
  seasons: FilingSeason[];
  entityKinds: Map<string, unknown>;
  incorporated: Map<string, unknown>;
  clients: Stored[];
  kept: Kept[];
};

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function keptOf(r: Stored): Kept {
  return {
    id: r.id,
    version: r.version,
    account: String(r.data.account),
    kind: r.data.kind as ObligationKind,
    period: String(r.data.period),
    dueDate: String(r.data.dueDate),
    status: String(r.data.status),
    generated: r.data.generated === true,
    retired: r.data.retired === true,
  };
}

/** A span given by a caller: each end optional (today; the default span's end), checked to be in order. */
export function spanOf(given: { from?: string; to?: string }, today: string): Span {
  const fallback = defaultSpan(today);
  const span = { from: given.from ?? fallback.from, to: given.to ?? fallback.to };
  if (span.to < span.from) throw invalidField("to", "toBeforeFrom", { from: span.from });
  // Two years and a little more: a run's plan must stay a run's size.
  if (span.to > addDays(span.from, 800)) {
    throw invalidField("to", "rangeTooLong", { n: 800, from: span.from });
  }
  return span;
}
