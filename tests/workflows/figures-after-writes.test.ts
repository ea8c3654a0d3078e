/**
 * The dashboard's figures and the report's count come off tallies the writes keep (server/backoffice/tally.ts):
 * read once (the tallies are made), then written through the API in every way a figure can move, they still count
 * exactly what the lists hold. And the report's pages in client order, found by walking the clients, are the
 * pages of the whole report sorted.
 */
import assert from "node:assert/strict";
import type { Db } from "../../server/store/db.ts";
import { assessmentsNotReceived } from "../../server/workflows/report.ts";
import { storeTest } from "../support/store.ts";
import { everything, linkTotal, openPractice, type Practice, TODAY } from "./report-practice.ts";

type Figure = { count: number; link: string; total?: string };

/** Returns submitted and without an assessment, worked out from the lists. */
async function waiting(p: Practice): Promise<number> {
  const assessed = new Set((await everything(p.as.admin, "/assessment")).map((a) => a.incomeTax));
  return (await everything(p.as.admin, "/incometax?status=submitted")).filter((r) => !assessed.has(r.id))
    .length;
}

async function agrees(p: Practice, step: string): Promise<void> {
  const board = (await p.as.admin.get("/workflows/dashboard")).body;
  const figures: Array<[string, Figure]> = [
    ["activeClients", board.activeClients],
    ["returnsOutstanding", board.returnsOutstanding],
    ...board.returnsOutstanding.byStatus.map((s: Figure & { status: string }) => [s.status, s]),
    ["correspondenceOverdue", board.correspondenceOverdue],
    ...board.paymentsByMonth.map((m: Figure & { month: string }) => [m.month, m]),
  ];
  for (const [name, figure] of figures) {
    assert.equal(figure.count, await linkTotal(p.as.admin, figure.link), `${step}: ${name}`);
  }
  const paid = await everything(
    p.as.admin,
    `/payment?receivedOnFrom=${TODAY.slice(0, 8)}01&receivedOnTo=${TODAY}`,
  );
  const cents = paid.reduce((sum, pay) => sum + Math.round(Number(pay.amount) * 100), 0);
  assert.equal(board.paymentsThisMonth.total, (cents / 100).toFixed(2), `${step}: paid this month`);
  const want = await waiting(p);
  assert.equal(board.assessmentsNotReceived.count, want, `${step}: assessments not received`);
  const report = await p.as.admin.get("/workflows/reports/assessments-not-received");
  assert.equal(report.body.total, want, `${step}: the report's count`);
}

storeTest("the figures follow every kind of write made after they were first read", async (t) => {
  const p = await openPractice(t);
  const api = p.as.admin;
  await agrees(p, "first read");

  const ok = async (res: Promise<{ status: number; text: string; body: Record<string, unknown> }>) => {
    const answer = await res;
    assert.ok(answer.status < 300, answer.text);
    return answer.body;
  };
  const [account] = await everything(api, "/account?status=active");
  await ok(api.put(`/account/${account.id}`, { ...account, status: "dormant" }));

  // A return made, moved along to submitted, assessed (its hook sets `assessed`), put back by hand, and the
  // assessment deleted: it waits again.
  const [template] = await everything(api, "/incometax?status=requested");
  const { account: client, taxType, taxYear } = template;
  const made = await ok(api.post("/incometax", { account: client, taxType, taxYear, status: "in-review" }));
  await ok(api.put(`/incometax/${made.id}`, { ...made, status: "submitted", submittedOn: TODAY }));
  await agrees(p, "submitted");
  const assessment = await ok(api.post("/assessment", { incomeTax: made.id, assessmentDate: TODAY }));
  await agrees(p, "assessed");
  const assessed = await ok(api.get(`/incometax/${made.id}`));
  await ok(api.put(`/incometax/${made.id}`, { ...assessed, status: "submitted" }));
  await agrees(p, "back to submitted with its assessment");
  await ok(api.del(`/assessment/${assessment.id}`));
  await agrees(p, "assessment deleted");
  await ok(api.del(`/incometax/${made.id}`));

  const [payment] = await everything(api, "/payment");
  await ok(api.put(`/payment/${payment.id}`, { ...payment, amount: "4321.09", receivedOn: TODAY }));
  await ok(api.post("/payment", {
    account: account.id,
    reference: "TALLY-1",
    amount: "0.01",
    method: "eft",
    receivedOn: TODAY,
  }));
  const [other] = (await everything(api, "/payment")).filter((pay) => pay.id !== payment.id);
  await ok(api.del(`/payment/${other.id}`));
  const [letter] = await everything(api, "/correspondence?status=open");
  if (letter) await ok(api.put(`/correspondence/${letter.id}`, { ...letter, status: "responded" }));
  await agrees(p, "after the writes");
  assert.deepEqual(p.errors, []);
});

storeTest(
  "pages in client order, found by walking the clients, are the pages of the sorted report",
  async (t) => {
    const p = await openPractice(t);
    const walked: string[] = [];
    const db = p.store.db;
    // The practice's database, noting the statements that walk the clients.
    const seen: Db = {
      dialect: db.dialect,
      all: (sql, params) => {
        if (sql.includes("CROSS JOIN")) walked.push(sql);
        return db.all(sql, params);
      },
      get: (sql, params) => db.get(sql, params),
      run: (sql, params) => db.run(sql, params),
      exec: (sql) => db.exec(sql),
      transaction: (fn) => db.transaction(fn),
      close: () => db.close(),
    };
    const [{ taxYear }] = await everything(p.as.admin, "/incometax?status=submitted");
    for (const filters of [{}, { taxYear }]) {
      for (const order of ["asc", "desc"] as const) {
        const whole = await assessmentsNotReceived(seen, { ...filters, sort: "account", order }, TODAY);
        const pages = [];
        for (let offset = 0; offset < whole.total; offset += 2) {
          const page = await assessmentsNotReceived(
            seen,
            { ...filters, sort: "account", order, page: { limit: 2, offset } },
            TODAY,
          );
          assert.equal(page.total, whole.total);
          pages.push(...page.rows);
        }
        assert.deepEqual(
          pages.map((r) => r.id),
          whole.rows.map((r) => r.id),
          `${order} ${JSON.stringify(filters)}`,
        );
      }
    }
    assert.ok(walked.length > 0, "the first pages walk the clients");
  },
);
