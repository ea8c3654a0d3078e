import { Hono } from "hono";
import { addDays } from "../../../domain/calendar.ts";
import { objectionDeadline } from "../../../domain/deadlines.ts";
import { RESOURCES } from "../../../domain/resources/index.ts";
import { INCOME_TAX_STATUSES } from "../../../domain/resources/tax.ts";
import { validateRecord } from "../../../domain/resources/validate.ts";
import { requireBackoffice } from "../../../server/auth/guard.ts";
import { createTokenService } from "../../../server/auth/tokens.ts";
import { Engine } from "../../../server/backoffice/engine.ts";
import { refValues } from "../../../server/backoffice/fields.ts";
import { recordSource } from "../../../server/backoffice/records.ts";
import { writeRefs } from "../../../server/backoffice/refs.ts";
import { practiceToday } from "../../../domain/today.ts";
import type { Db } from "../../../server/store/index.ts";
import { workflowReportsApi } from "../../../server/workflows/report-routes.ts";
import { sampleBody } from "../../support/resource-samples.ts";
import { atMost, type BenchContext, type MeasureGroup, type Result } from "../measure.ts";
import { quantile, withPracticeStore } from "../practice-store.ts";

const ACCOUNTS = 10_000;
const RETURNS_PER_ACCOUNT = 5;
const RUNS = 100;
const BUDGET_MS = 50;

/** Whole requests (guard, grants, query, SQL, JSON), after the first few have built the indexes: sorted, in ms. */
async function timings(app: Hono, token: string, path: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now();
    const res = await app.request(`/api/backoffice/workflows${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * A practice of 10,000 clients, each with five returns (tax years back from this one: older ones assessed or
 * closed, recent ones spread over the working statuses), an annual return for a third of them, a payment each,
 * some correspondence and objections. One submitted return in ten has an assessment although its status still
 * says submitted, which the report must leave out.
 *
 * Master data goes through the engine; the 80,000 records of work are validated as the engine validates them and
 * stored as it stores them (the record row with its search text, its ref rows), without the audit trail and the
 * per-write checks that would make seeding take minutes.
 */
async function seed(
  ctx: BenchContext,
  engine: Engine,
  db: Db,
  actor: { id: string; role: string },
  today: string,
) {
  const def = (name: string) => RESOURCES.find((d) => d.name === name)!;
  const ids = new Map<string, string>([["employee", actor.id]]);
  for (const name of ["accounttype", "accountgroup", "taxtype", "division"]) {
    ids.set(name, (await engine.create(def(name), sampleBody(def(name), (to) => ids.get(to)!, 0), actor)).id);
  }
  const offices: string[] = [];
  for (let n = 0; n < 3; n++) {
    offices.push((await engine.create(def("office"), sampleBody(def("office"), () => "", n), actor)).id);
  }
  ids.set("office", offices[0]);
  const source = recordSource(db);
  const at = new Date().toISOString();
  /** Stores a record; `computed` holds what the engine's hooks would have worked out (an objection's deadline). */
  const put = async (resource: string, body: Record<string, unknown>, computed = {}): Promise<string> => {
    const d = def(resource);
    const result = validateRecord(d, body, { mode: "create", today });
    if (!result.ok) throw new Error(`bench ${resource}: ${JSON.stringify(result.problems)}`);
    const data = { ...result.data, ...computed };
    const id = crypto.randomUUID();
    const stamps = { version: 1, createdAt: at, updatedAt: at, createdBy: actor.id, updatedBy: actor.id };
    await source.insert(d, { id, data, ...stamps });
    await writeRefs(db, resource, id, refValues(d.fields, data));
    return id;
  };
  const year = Number(today.slice(0, 4));
  let submittedSoFar = 0;
  ctx.progress(`storing ${ACCOUNTS.toLocaleString("en-US")} accounts and their work`);
  // One transaction: SQLite would otherwise sync the file once per record.
  await db.transaction(async () => {
    for (let n = 0; n < ACCOUNTS; n++) {
      if (ctx.signal.aborted) throw ctx.signal.reason;
      const body = sampleBody(def("account"), (to) => ids.get(to)!, n);
      body.code = `ACC${String(n + 1).padStart(5, "0")}`;
      body.office = offices[n % offices.length];
      const account = await put("account", body);
      for (let k = 0; k < RETURNS_PER_ACCOUNT; k++) {
        const taxYear = year - k;
        const status = k >= 2
          ? ((n + k) % 3 === 0 ? "closed" : "assessed")
          : INCOME_TAX_STATUSES[(n * 3 + k) % 5];
        const submittedOn = ["submitted", "assessed", "closed"].includes(status)
          ? addDays(`${taxYear}-07-01`, 20 + (n % 90))
          : null;
        const incomeTax = await put("incometax", {
          account,
          taxType: ids.get("taxtype"),
          taxYear,
          dueDate: `${taxYear}-10-20`,
          requestedOn: `${taxYear}-07-01`,
          submittedOn,
          efilingReference: submittedOn ? `EF${taxYear}${String(n).padStart(6, "0")}` : null,
          preparedBy: actor.id,
          status,
        });
        if (submittedOn && (status !== "submitted" || submittedSoFar++ % 10 === 0)) {
          const assessmentDate = addDays(submittedOn, 30);
          const assessment = await put("assessment", { incomeTax, assessmentDate, amountDue: "0.00" });
          if (n % 50 === 0) {
            await put("objection", { assessment, groundsSummary: "Expenses disallowed" }, {
              deadline: objectionDeadline(assessmentDate),
            });
          }
        }
      }
      if (n % 3 === 0) {
        await put("annualreturn", {
          account,
          year,
          dueDate: addDays(today, (n % 120) - 30),
          status: n % 9 === 0 ? "filed" : "due",
        });
      }
      await put("payment", {
        account,
        reference: `INV${n}`,
        amount: `${1000 + (n % 500)}.00`,
        method: "eft",
        receivedOn: addDays(today, -(n % 365)),
      });
      if (n % 4 === 0) {
        await put("correspondence", {
          account,
          direction: "in",
          kind: "verification",
          subject: "Request for supporting documents",
          receivedOn: addDays(today, -(n % 60)),
          responseDueOn: addDays(today, 21 - (n % 60)),
          status: n % 8 === 0 ? "responded" : "open",
        });
      }
    }
  });
}

function run(ctx: BenchContext): Promise<Result[]> {
  return withPracticeStore(async ({ store, engine, actor }) => {
    const today = practiceToday(new Date());
    await seed(ctx, engine, store.db, actor, today);
    const tokens = await createTokenService("bench-only-secret-0123456789-abcdefghijklmnopqrstuvwxyz");
    const token = await tokens.issue(actor.id, "admin", "backoffice");
    const app = new Hono();
    app.use("/api/backoffice/*", requireBackoffice(tokens));
    app.route("/api/backoffice/workflows", workflowReportsApi({ db: store.db }));

    const report = await timings(app, token, "/reports/assessments-not-received");
    const filtered = await timings(
      app,
      token,
      `/reports/assessments-not-received?taxYear=${Number(today.slice(0, 4)) - 1}&sort=account&page=3`,
    );
    const board = await timings(app, token, "/dashboard");
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    const scale = `${ACCOUNTS / 1000}k accounts, ${ACCOUNTS * RETURNS_PER_ACCOUNT / 1000}k returns`;
    const pair = (id: string, label: string, times: number[]): Result[] => [
      {
        id: `${id}-p50`,
        label: `${label}, p50`,
        value: quantile(times, 0.5),
        unit: "ms",
        budget: atMost(BUDGET_MS),
        detail: `${scale}; ${RUNS} requests (SQLite)`,
      },
      {
        id: `${id}-p99`,
        label: `${label}, p99`,
        value: quantile(times, 0.99),
        unit: "ms",
        budget: atMost(BUDGET_MS),
        detail: `worst ${ms(times.at(-1)!)}`,
      },
    ];
    return [
      ...pair("workflows-report", "Assessments not received: first page", report),
      ...pair("workflows-report-filtered", "Assessments not received: year + sort + page 3", filtered),
      ...pair("workflows-dashboard", "Dashboard: every figure", board),
    ];
  });
}

/** The report and the dashboard's figures over a practice of 10,000 clients and 50,000 returns (issue 6). */
export const workflows: MeasureGroup = { name: "workflows", run };
