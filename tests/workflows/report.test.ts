/** "Assessments not received" over a seeded practice, on both engines: the lines, filters, sort, paging and CSV. */
import assert from "node:assert/strict";
import { daysBetween } from "../../domain/calendar.ts";
import { storeTest } from "../support/store.ts";
import { everything, openPractice, type Practice, TODAY } from "./report-practice.ts";

const REPORT = "/workflows/reports/assessments-not-received";

type Line = {
  id: string;
  accountId: string;
  account: string;
  taxYear: number;
  submittedOn: string | null;
  daysSinceSubmission: number | null;
  partnerId: string | null;
  officeId: string | null;
};

/**
 * Makes one submitted return assessed and then puts it back to `submitted` by hand: a return with an assessment
 * must stay off the report whatever its status says. Returns its id.
 */
async function assessedButSubmitted(p: Practice): Promise<string> {
  const api = p.as.admin;
  const [target] = await everything(api, "/incometax?status=submitted&sort=submittedOn");
  const assessment = await api.post("/assessment", {
    incomeTax: target.id,
    assessmentDate: TODAY,
    amountDue: "100.00",
  });
  assert.equal(assessment.status, 201, assessment.text);
  const assessed = await api.get(`/incometax/${target.id}`);
  assert.equal(assessed.body.status, "assessed");
  const back = await api.put(`/incometax/${target.id}`, { ...assessed.body, status: "submitted" });
  assert.equal(back.status, 200, back.text);
  return target.id;
}

/** What the report must hold, worked out from the generic list API. */
async function expected(p: Practice) {
  const api = p.as.admin;
  const assessedReturns = new Set((await everything(api, "/assessment")).map((a) => a.incomeTax));
  const accounts = new Map((await everything(api, "/account")).map((a) => [a.id, a]));
  return (await everything(api, "/incometax?status=submitted"))
    .filter((r) => !assessedReturns.has(r.id))
    .map((r) => ({
      ...r,
      partner: accounts.get(r.account)?.partner,
      office: accounts.get(r.account)?.office,
    }));
}

const ids = (lines: { id: string }[]) => lines.map((l) => l.id).sort();

storeTest(
  "the report lists submitted returns without an assessment, with the days since submission",
  async (t) => {
    const p = await openPractice(t);
    const excluded = await assessedButSubmitted(p);
    const want = await expected(p);
    assert.ok(want.length > 5, `the seeded practice has ${want.length} returns waiting`);

    const res = await p.as.admin.get(`${REPORT}?pageSize=500`);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.today, TODAY);
    assert.equal(res.body.total, want.length);
    const lines: Line[] = res.body.items;
    assert.deepEqual(ids(lines), ids(want));
    assert.ok(!lines.some((l) => l.id === excluded), "a return with an assessment is not listed");
    for (const line of lines) {
      const source = want.find((w) => w.id === line.id)!;
      assert.equal(line.submittedOn, source.submittedOn ?? null);
      assert.equal(
        line.daysSinceSubmission,
        source.submittedOn ? daysBetween(source.submittedOn, TODAY) : null,
      );
      assert.equal(line.taxYear, source.taxYear);
      assert.equal(line.partnerId, source.partner ?? null);
      assert.equal(line.officeId, source.office ?? null);
      assert.match(line.account, /^ACC\d{4} — /);
    }
    // The default order: the longest waits first.
    const days = lines.map((l) => l.daysSinceSubmission).filter((d): d is number => d !== null);
    assert.deepEqual(days, [...days].sort((a, b) => b - a));
    assert.deepEqual(p.errors, []);
  },
);

storeTest("the report filters by tax year, the client's partner and the client's office", async (t) => {
  const p = await openPractice(t);
  const want = await expected(p);
  const api = p.as.admin;
  const year = want[0].taxYear;
  const partner = want[0].partner;
  const office = want.at(-1)!.office;

  const byYear = await api.get(`${REPORT}?taxYear=${year}&pageSize=500`);
  assert.deepEqual(ids(byYear.body.items), ids(want.filter((w) => w.taxYear === year)));
  const byPartner = await api.get(`${REPORT}?partner=${partner}&pageSize=500`);
  assert.deepEqual(ids(byPartner.body.items), ids(want.filter((w) => w.partner === partner)));
  const byOffice = await api.get(`${REPORT}?office=${office}&pageSize=500`);
  assert.deepEqual(ids(byOffice.body.items), ids(want.filter((w) => w.office === office)));
  const all = await api.get(`${REPORT}?taxYear=${year}&partner=${partner}&office=${office}&pageSize=500`);
  const both = want.filter((w) => w.taxYear === year && w.partner === partner && w.office === office);
  assert.deepEqual(ids(all.body.items), ids(both));
  assert.equal(all.body.total, both.length);
  // A cleared filter box filters nothing; an unknown partner matches nothing.
  assert.equal((await api.get(`${REPORT}?taxYear=&partner=&office=`)).body.total, want.length);
  assert.equal((await api.get(`${REPORT}?partner=nobody`)).body.total, 0);
  assert.deepEqual(p.errors, []);
});

storeTest("the report sorts by any column either way and pages through the sorted lines", async (t) => {
  const p = await openPractice(t);
  const api = p.as.admin;
  const whole = (await api.get(`${REPORT}?sort=account&order=asc&pageSize=500`)).body.items as Line[];
  const names = whole.map((l) => l.account.split(" — ")[1].toLowerCase());
  assert.deepEqual(names, [...names].sort());
  const years = (await api.get(`${REPORT}?sort=taxYear&order=desc&pageSize=500`)).body.items.map(
    (l: Line) => l.taxYear,
  );
  assert.deepEqual(years, [...years].sort((a, b) => b - a));
  const soonest = (await api.get(`${REPORT}?sort=daysSinceSubmission&order=asc&pageSize=500`)).body.items
    .map((l: Line) => l.daysSinceSubmission).filter((d: number | null) => d !== null);
  assert.deepEqual(soonest, [...soonest].sort((a, b) => a - b));
  // Pages of a sorted report add up to the whole, in order.
  const paged = [];
  for (let page = 1; page <= Math.ceil(whole.length / 7); page++) {
    const res = await api.get(`${REPORT}?sort=account&order=asc&pageSize=7&page=${page}`);
    assert.equal(res.body.total, whole.length);
    paged.push(...res.body.items);
  }
  assert.deepEqual(paged.map((l) => l.id), whole.map((l) => l.id));
  const past = await api.get(`${REPORT}?page=999`);
  assert.deepEqual([past.body.items.length, past.body.total], [0, whole.length]);
  assert.deepEqual(p.errors, []);
});

storeTest("the report exports as CSV with the same filters and sort", async (t) => {
  const p = await openPractice(t);
  const api = p.as.admin;
  const want = await expected(p);
  const year = want[0].taxYear;
  const json = await api.get(`${REPORT}?taxYear=${year}&sort=account&pageSize=500`);
  const csv = await api.get(`${REPORT}?taxYear=${year}&sort=account&format=csv`);
  assert.equal(csv.status, 200);
  assert.match(csv.headers.get("content-type") ?? "", /^text\/csv/);
  assert.match(csv.headers.get("content-disposition") ?? "", /assessments-not-received-2026-11-22\.csv/);
  const raw = await p.app.request(`/api/backoffice${REPORT}?taxYear=${year}&format=csv`, {
    headers: { authorization: `Bearer ${api.token}` },
  });
  assert.deepEqual(
    [...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)],
    [0xef, 0xbb, 0xbf],
    "BOM, for Excel",
  );
  const lines = csv.text.replace(/^\uFEFF/, "").split("\r\n").filter((l) => l !== "");
  assert.equal(
    lines[0],
    "Client,Tax type,Tax year,Submitted on,Days since submission,eFiling reference,Partner,Office",
  );
  assert.equal(lines.length, json.body.total + 1, "one line per return, whatever the page size");
  const first: Line & { taxType: string; efilingReference: string; partner: string; office: string } =
    json.body.items[0];
  const cells = [
    first.account,
    first.taxType,
    first.taxYear,
    first.submittedOn,
    first.daysSinceSubmission,
    first.efilingReference,
    first.partner,
    first.office,
  ].map((v) => String(v ?? ""));
  assert.equal(lines[1], cells.map((c) => (/[",]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(","));
  assert.ok(lines.slice(1).every((l) => l.includes(`,${year},`)));
  assert.deepEqual(p.errors, []);
});

storeTest("bad report parameters are a 400 naming them; a role without reports is refused", async (t) => {
  const p = await openPractice(t, 5);
  const api = p.as.admin;
  for (
    const [query, field] of [
      ["taxYear=26", "taxYear"],
      ["taxYear=abcd", "taxYear"],
      ["sort=colour", "sort"],
      ["order=up", "order"],
      ["page=0", "page"],
      ["pageSize=501", "pageSize"],
      ["format=xml", "format"],
      ["partner=a%00b", "partner"],
      ["colour=red", "colour"],
    ]
  ) {
    const res = await api.get(`${REPORT}?${query}`);
    assert.equal(res.status, 400, query);
    assert.ok(res.body.error.fields[field], `${query}: ${res.text}`);
    assert.ok(res.body.error.message.startsWith(`${field}:`), res.body.error.message);
  }
  const clerk = await p.as.clerk.get(REPORT);
  assert.equal(clerk.status, 403);
  assert.match(clerk.body.error.message, /may not read records in Reports/);
  assert.equal((await p.as.staff.get(REPORT)).status, 200);
  assert.deepEqual(p.errors, []);
});
