/**
 * The home dashboard's figures over a seeded practice, on both engines: each figure counts exactly the records of
 * the list its link opens, as the list page would ask the API for them.
 */
import assert from "node:assert/strict";
import { addDays } from "../../domain/calendar.ts";
import { objectionDeadline } from "../../domain/deadlines.ts";
import { RESOURCES } from "../../domain/resources/index.ts";
import { filterableFields } from "../../client/backoffice/defs.ts";
import { writeListQuery } from "../../domain/list-query.ts";
import { conditionParamsOf, listQuery, readListState } from "../../client/backoffice/list/listState.ts";
import { storeTest } from "../support/store.ts";
import { everything, openPractice, type Practice, TODAY } from "./report-practice.ts";

type Figure = { count: number; link: string; total?: string };

/** The API call the list page makes for a link (its filters read as the page reads its address): its total. */
async function listTotal(
  p: Practice,
  link: string,
): Promise<{ resource: string; query: string; total: number }> {
  const url = new URL(link, "http://ledgerdesk.test");
  const def = RESOURCES.find((d) => d.base === url.pathname);
  assert.ok(def, `${link} opens a resource list`);
  const state = readListState(
    url.searchParams,
    filterableFields(def).map((f) => f.name),
    conditionParamsOf(def),
  );
  const query = writeListQuery(listQuery(state, def.defaultSort));
  const res = await p.as.admin.get(`/${def.name}?${query}`);
  assert.equal(res.status, 200, `${link}: ${res.text}`);
  return { resource: def.name, query: query.toString(), total: res.body.total };
}

/** An assessment date whose objection deadline falls `days` after TODAY. */
function assessedSoThatDeadlineIsIn(days: number): string {
  for (let date = TODAY;; date = addDays(date, -1)) {
    if (objectionDeadline(date) === addDays(TODAY, days)) return date;
    if (objectionDeadline(date) < TODAY) throw new Error(`no assessment date puts the deadline at +${days}`);
  }
}

/** Records on both sides of every figure's line: each "in" one counted, each "out" one not. */
async function arrange(p: Practice) {
  const api = p.as.admin;
  const created = async (resource: string, body: Record<string, unknown>) => {
    const res = await api.post(`/${resource}`, body);
    assert.equal(res.status, 201, `${resource}: ${res.text}`);
    return res.body.id as string;
  };
  const [account] = await everything(api, "/account?status=active");
  const [itReturn] = await everything(api, "/incometax?status=in-review");
  // 80 dispute business days never end on a weekend or holiday: look for a deadline 3 to 9 days ahead.
  const ahead = [3, 4, 5, 6, 7, 8, 9].find((d) => {
    try {
      assessedSoThatDeadlineIsIn(d);
      return true;
    } catch {
      return false;
    }
  })!;
  const assessment = await created("assessment", {
    incomeTax: itReturn.id,
    assessmentDate: assessedSoThatDeadlineIsIn(ahead),
  });
  const objection = (lodgedOn: string | null) =>
    created("objection", { assessment, groundsSummary: "Disallowed expenses", lodgedOn });
  const annual = (dueDate: string, status: string) =>
    // Dates set for the figures, not CIPC's: each says so (a date other than the rules' needs a reason).
    created("annualreturn", { account: account.id, year: 2026, dueDate, dueDateReason: "Test date", status });
  const letter = (responseDueOn: string, status: string) =>
    created("correspondence", {
      account: account.id,
      direction: "in",
      kind: "verification",
      subject: "Request for documents",
      receivedOn: addDays(TODAY, -30),
      responseDueOn,
      responseDueReason: "Test date",
      status,
    });
  return {
    objectionsDue: { in: [await objection(null)], out: [await objection(TODAY)] },
    annualReturnsDue: {
      in: [await annual(addDays(TODAY, 10), "due"), await annual(addDays(TODAY, 30), "overdue")],
      out: [await annual(addDays(TODAY, 5), "filed"), await annual(addDays(TODAY, 31), "due")],
    },
    correspondenceOverdue: {
      in: [await letter(addDays(TODAY, -3), "open")],
      out: [await letter(addDays(TODAY, -3), "responded"), await letter(TODAY, "open")],
    },
    paymentsThisMonth: {
      in: [
        await created("payment", {
          account: account.id,
          reference: "DASH-1",
          amount: "1234.56",
          method: "eft",
          receivedOn: "2026-11-01",
        }),
      ],
      out: [
        await created("payment", {
          account: account.id,
          reference: "DASH-2",
          amount: "99.99",
          method: "eft",
          receivedOn: "2026-10-31",
        }),
      ],
    },
  };
}

storeTest("every dashboard figure counts exactly the records of the list its link opens", async (t) => {
  const p = await openPractice(t);
  const arranged = await arrange(p);
  const res = await p.as.admin.get("/workflows/dashboard");
  assert.equal(res.status, 200, res.text);
  const board = res.body;
  assert.equal(board.today, TODAY);

  const figures: Array<[string, Figure]> = [
    ["activeClients", board.activeClients],
    ["returnsOutstanding", board.returnsOutstanding],
    ...board.returnsOutstanding.byStatus.map((s: Figure & { status: string }) => [`status ${s.status}`, s]),
    ["objectionsDue", board.objectionsDue],
    ["annualReturnsDue", board.annualReturnsDue],
    ["correspondenceOverdue", board.correspondenceOverdue],
    ["paymentsThisMonth", board.paymentsThisMonth],
    ...board.paymentsByMonth.map((m: Figure & { month: string }) => [`payments ${m.month}`, m]),
  ];
  for (const [name, figure] of figures) {
    const { total } = await listTotal(p, figure.link);
    assert.equal(figure.count, total, `${name}: ${figure.link}`);
  }
  for (const name of ["activeClients", "returnsOutstanding", "correspondenceOverdue", "paymentsThisMonth"]) {
    assert.ok(board[name].count > 0, `${name} has something to count`);
  }

  // The arranged records fall on the right side of each figure's line.
  for (const [name, { in: counted, out: left }] of Object.entries(arranged)) {
    const { resource, query } = await listTotal(p, board[name].link);
    const listed = new Set(
      (await everything(p.as.admin, `/${resource}?${query.replace(/&?page(Size)?=\d+/g, "")}`))
        .map((r) => r.id),
    );
    for (const id of counted) assert.ok(listed.has(id), `${name} counts ${id}`);
    for (const id of left) assert.ok(!listed.has(id), `${name} leaves out ${id}`);
  }

  const report = await p.as.admin.get("/workflows/reports/assessments-not-received");
  assert.equal(board.assessmentsNotReceived.count, report.body.total);
  assert.equal(board.assessmentsNotReceived.link, "/apps/reports/incometax");

  const outstanding = board.returnsOutstanding.byStatus.reduce((n: number, s: Figure) => n + s.count, 0);
  assert.equal(board.returnsOutstanding.count, outstanding);
  assert.deepEqual(
    board.returnsOutstanding.byStatus.map((s: { status: string }) => s.status),
    ["requested", "info-received", "in-preparation", "in-review", "client-approved", "submitted"],
  );

  assert.equal(board.paymentsByMonth.length, 12);
  assert.deepEqual(
    [board.paymentsByMonth[0].month, board.paymentsByMonth[11].month],
    ["2025-12", "2026-11"],
  );
  assert.deepEqual(board.paymentsThisMonth, board.paymentsByMonth[11]);
  for (const month of board.paymentsByMonth) {
    const paid = await everything(p.as.admin, `/payment?${new URL(month.link, "http://x").searchParams}`);
    const cents = paid.reduce((sum, pay) => sum + Math.round(Number(pay.amount) * 100), 0);
    assert.equal(month.total, (cents / 100).toFixed(2), month.month);
  }
  assert.deepEqual(p.errors, []);
});

storeTest("the dashboard leaves out the figures of modules the role may not read", async (t) => {
  const p = await openPractice(t, 10);
  const clerk = (await p.as.clerk.get("/workflows/dashboard")).body;
  // Clerks read clients, tax, secretarial and payments, but not reports.
  assert.equal(clerk.assessmentsNotReceived, undefined);
  for (const name of ["activeClients", "returnsOutstanding", "objectionsDue", "annualReturnsDue"]) {
    assert.equal(typeof clerk[name].count, "number", name);
  }
  const staff = (await p.as.staff.get("/workflows/dashboard")).body;
  assert.equal(typeof staff.assessmentsNotReceived.count, "number");

  // Taking every read away from clerks leaves only the day.
  const [permission] = await everything(p.as.admin, "/permission?role=clerk");
  const none = Object.fromEntries(Object.keys(permission.grants).map((m) => [m, []]));
  const saved = await p.as.admin.put(`/permission/${permission.id}`, { ...permission, grants: none });
  assert.equal(saved.status, 200, saved.text);
  await new Promise((r) => setTimeout(r, 5_100)); // the grant cache's time to live
  assert.deepEqual((await p.as.clerk.get("/workflows/dashboard")).body, { today: TODAY });
  assert.deepEqual(p.errors, []);
});
