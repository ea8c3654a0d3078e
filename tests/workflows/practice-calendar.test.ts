/**
 * The practice calendar's API over a seeded practice, on both engines: every deadline of the range as the lists
 * hold them, their states, the filters, the marked days, bad queries, permissions and client visibility.
 */
import assert from "node:assert/strict";
import { addDays } from "../../domain/calendar.ts";
import { resourceDef } from "../../domain/resources/index.ts";
import { DEADLINE_FIELDS, isOpen } from "../../domain/workflows/deadline-fields.ts";
import { entryState } from "../../domain/workflows/practice-deadlines.ts";
import { type DeadlineEntry, PRACTICE_CALENDAR_API } from "../../domain/workflows/practice-work.ts";
import { practiceCalendarAnswer } from "../../server/workflows/practice-answers.ts";
import { storeTest } from "../support/store.ts";
import type { Caller } from "../backoffice/support.ts";
import { everything, openPractice, type Practice, TODAY } from "./report-practice.ts";

const CALENDAR = PRACTICE_CALENDAR_API.slice("/api/backoffice".length);
/** 61 days around the seeded returns' due dates (20 October) and TODAY. */
const FROM = addDays(TODAY, -40);
const TO = addDays(TODAY, 20);

/** The deadlines of [from, to] worked out from the generic list API: `${kind}:${id}` → state. */
async function expected(api: Caller, from: string, to: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const d of DEADLINE_FIELDS) {
    const records = await everything(api, `/${d.resource}?${d.field}From=${from}&${d.field}To=${to}`);
    const siblings = d.renewedBy ? await everything(api, `/${d.resource}`) : [];
    for (const r of records) {
      const renewed = siblings.some((o) =>
        o.id !== r.id && d.renewedBy!.every((f) => o[f] === r[f]) && o[d.field] > r[d.field]
      );
      out.set(`${d.resource}:${r.id}`, entryState(r[d.field], isOpen(d, r) && !renewed, TODAY));
    }
  }
  return out;
}

/** The record an entry is a deadline of. */
const recordOf = (entry: DeadlineEntry) => entry.id.slice(entry.id.indexOf(":") + 1);

/** The people and places of each entry's client, read from the accounts (the entries carry the client's id). */
async function clientsOf(api: Caller) {
  const accounts = new Map((await everything(api, "/account")).map((a) => [a.id as string, a]));
  return (entry: DeadlineEntry) => {
    const a = entry.accountId === null ? undefined : accounts.get(entry.accountId);
    return {
      partner: a?.partner ?? null,
      manager: a?.manager ?? null,
      office: a?.office ?? null,
    } as { partner: string | null; manager: string | null; office: string | null };
  };
}

async function calendar(api: Caller, query: string): Promise<DeadlineEntry[]> {
  const res = await api.get(`${CALENDAR}?${query}`);
  assert.equal(res.status, 200, res.text);
  return res.body.items;
}

/** A client of the practice and, for it, a renewed clearance, a payable and a refund assessment near TODAY. */
async function addClearancesAndPayments(p: Practice) {
  const api = p.as.admin;
  const [account] = await everything(api, "/account?status=active");
  const clearance = async (expiresOn: string) => {
    const res = await api.post("/taxclearance", {
      account: account.id,
      kind: "tender",
      requestedOn: addDays(TODAY, -60),
      expiresOn,
    });
    assert.equal(res.status, 201, res.text);
    return res.body.id as string;
  };
  const old = await clearance(addDays(TODAY, -3));
  const renewal = await clearance(addDays(TODAY, 200));
  const lapsing = await api.post("/taxclearance", {
    account: account.id,
    kind: "good-standing",
    requestedOn: addDays(TODAY, -60),
    expiresOn: addDays(TODAY, 2),
  });
  assert.equal(lapsing.status, 201, lapsing.text);
  const project = await api.post("/project", {
    name: "Year-end, tidy books",
    account: account.id,
    owner: p.as.staff.userId,
    dueOn: addDays(TODAY, 5),
  });
  assert.equal(project.status, 201, project.text);
  return { account, old, renewal, lapsing: lapsing.body.id as string, project: project.body.id as string };
}

storeTest("the calendar holds every deadline of the range, in its state, linked to its record", async (t) => {
  const p = await openPractice(t, 40);
  const added = await addClearancesAndPayments(p);
  const want = await expected(p.as.admin, FROM, TO);
  const res = await p.as.admin.get(`${CALENDAR}?from=${FROM}&to=${TO}`);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.today, TODAY);
  assert.equal(res.body.truncated, false);
  const described = practiceCalendarAnswer.safeParse(res.body);
  assert.ok(described.success, `the answer is as the API description says: ${described.error?.message}`);
  const items: DeadlineEntry[] = res.body.items;
  // Enough to compare: returns are due by their taxpayers' rules, not all on 20 October (issue 32).
  assert.ok(items.length > 15, `${items.length} deadlines`);
  assert.deepEqual(new Map(items.map((i) => [i.id, i.state])), want);
  assert.ok(new Set(items.map((i) => i.kind)).size >= 4, [...new Set(items.map((i) => i.kind))].join());
  assert.deepEqual(items.map((i) => i.due), items.map((i) => i.due).sort(), "by due date");
  for (const item of items) {
    assert.ok(item.id.startsWith(`${item.kind}:`), item.id);
    assert.ok(item.due >= FROM && item.due <= TO);
    assert.ok(item.title && item.title !== recordOf(item), `${item.id} is titled: ${item.title}`);
    const def = resourceDef(item.kind)!;
    assert.ok(item.link.startsWith(`${def.base}/`) && item.link.endsWith(recordOf(item)), item.link);
  }
  const byId = new Map(items.map((i) => [i.id, i]));
  assert.equal(byId.get(`taxclearance:${added.old}`)?.state, "done", "a renewed clearance is done");
  assert.equal(byId.get(`taxclearance:${added.lapsing}`)?.state, "due-soon");
  // The clearance API agrees, so the list's and view page's warnings do (deadlineWarning reads _renewed).
  const clearances = await everything(p.as.admin, `/taxclearance?account=${added.account.id}`);
  assert.deepEqual(
    new Map(clearances.map((c) => [c.id, c._renewed])),
    new Map([[added.old, true], [added.renewal, false], [added.lapsing, false]]),
  );
  assert.equal((await p.as.admin.get(`/taxclearance/${added.old}`)).body._renewed, true);
  assert.equal(
    (await p.as.admin.get(`/account/${added.account.id}`)).body._renewed,
    undefined,
    "nothing to renew",
  );
  const lapsing = byId.get(`taxclearance:${added.lapsing}`)!;
  assert.equal(lapsing.accountId, added.account.id);
  assert.equal(lapsing.employeeId, added.account.manager ?? null, "no assignee: the client's manager");
  assert.match(lapsing.title, /Good standing/i);
  const project = byId.get(`project:${added.project}`)!;
  assert.equal(project.employeeId, p.as.staff.userId, "the project's owner");
  assert.ok(project.employee, "named");
  assert.equal(project.link, `/apps/project/${added.project}`, "no view page: the edit page");

  // A return's title is made of its client, tax type and year, as the resource API titles it.
  const aReturn = items.find((i) => i.kind === "incometax")!;
  const read = await p.as.admin.get(`/incometax/${recordOf(aReturn)}`);
  assert.equal(aReturn.title, read.body._title);
  const anObjection = items.find((i) => i.kind === "objection");
  if (anObjection) {
    assert.equal(
      anObjection.title,
      (await p.as.admin.get(`/objection/${recordOf(anObjection)}`)).body._title,
    );
  }
  assert.deepEqual(p.errors, []);
});

storeTest(
  "the calendar's filters: employee by role, office, kind, open only; and its marked days",
  async (t) => {
    const p = await openPractice(t, 40);
    const all = await calendar(p.as.admin, `from=${FROM}&to=${TO}`);
    const client = await clientsOf(p.as.admin);
    const partner = all.map(client).find((c) => c.partner)!.partner!;
    const asPartner = await calendar(p.as.admin, `from=${FROM}&to=${TO}&employee=${partner}&as=partner`);
    assert.deepEqual(
      asPartner.map((i) => i.id),
      all.filter((i) => client(i).partner === partner).map((i) => i.id),
    );
    const anyRole = await calendar(p.as.admin, `from=${FROM}&to=${TO}&employee=${partner}`);
    assert.deepEqual(
      anyRole.map((i) => i.id),
      all.filter((i) => [client(i).partner, client(i).manager, i.employeeId].includes(partner)).map((i) =>
        i.id
      ),
    );
    const assignee = all.find((i) => i.employeeId)!.employeeId!;
    assert.deepEqual(
      (await calendar(p.as.admin, `from=${FROM}&to=${TO}&employee=${assignee}&as=assignee`)).map((i) => i.id),
      all.filter((i) => i.employeeId === assignee).map((i) => i.id),
    );
    const office = all.map(client).find((c) => c.office)!.office!;
    assert.deepEqual(
      (await calendar(p.as.admin, `from=${FROM}&to=${TO}&office=${office}`)).map((i) => i.id),
      all.filter((i) => client(i).office === office).map((i) => i.id),
    );
    const kinds = await calendar(p.as.admin, `from=${FROM}&to=${TO}&kind=incometax&kind=correspondence`);
    assert.deepEqual(
      kinds.map((i) => i.id),
      all.filter((i) => i.kind === "incometax" || i.kind === "correspondence").map((i) => i.id),
    );
    const open = await calendar(p.as.admin, `from=${FROM}&to=${TO}&done=false`);
    assert.deepEqual(open.map((i) => i.id), all.filter((i) => i.state !== "done").map((i) => i.id));
    assert.ok(open.length < all.length, "some deadlines are met");

    const december = await p.as.admin.get(`${CALENDAR}?from=2026-12-01&to=2026-12-31`);
    const marked = december.body.marked as Array<{ date: string; kind: string; name: string }>;
    assert.ok(
      marked.some((m) => m.date === "2026-12-16" && m.kind === "holiday" && /Reconciliation/.test(m.name)),
    );
    assert.ok(marked.some((m) => m.date === "2026-12-25" && m.kind === "holiday"));
    assert.deepEqual(
      marked.filter((m) => m.kind === "dispute-exclusion").map((m) => m.date),
      Array.from({ length: 16 }, (_, i) => `2026-12-${String(16 + i).padStart(2, "0")}`),
    );
    assert.deepEqual(p.errors, []);
  },
);

storeTest(
  "perDay keeps each day's first deadlines by kind and id and counts each fuller day, as the month's cells show",
  async (t) => {
    const p = await openPractice(t, 40);
    await addClearancesAndPayments(p);
    const full = await calendar(p.as.admin, `from=${FROM}&to=${TO}`);
    const byDay = Map.groupBy(full, (i) => i.due);
    for (const perDay of [1, 2]) {
      const res = await p.as.admin.get(`${CALENDAR}?from=${FROM}&to=${TO}&perDay=${perDay}`);
      assert.equal(res.status, 200, res.text);
      const described = practiceCalendarAnswer.safeParse(res.body);
      assert.ok(described.success, `as the API description says: ${described.error?.message}`);
      const fuller = [...byDay].filter(([, items]) => items.length > perDay);
      assert.ok(fuller.length > 0, `some day has more than ${perDay}`);
      assert.deepEqual(
        res.body.items.map((i: DeadlineEntry) => i.id),
        [...byDay.values()].flatMap((items) => items.slice(0, perDay).map((i) => i.id)),
        "each day's first, in the full answer's order",
      );
      assert.deepEqual(
        res.body.dayTotals,
        Object.fromEntries(fuller.map(([day, items]) => [day, items.length])),
      );
    }
    assert.equal((await p.as.admin.get(`${CALENDAR}?from=${FROM}&to=${TO}`)).body.dayTotals, undefined);
    for (const bad of ["0", "51", "two", "1.5"]) {
      const res = await p.as.admin.get(`${CALENDAR}?from=${FROM}&to=${TO}&perDay=${bad}`);
      assert.equal(res.status, 400, `${bad}: ${res.text}`);
      assert.ok(res.body.error.fields?.perDay, `${bad}: ${res.text}`);
    }
    assert.deepEqual(p.errors, []);
  },
);

storeTest("a configured extra holiday is marked with the Act's", async (t) => {
  const p = await openPractice(t, 5, { extraHolidays: ["2026-11-25"] });
  const res = await p.as.admin.get(`${CALENDAR}?from=2026-11-01&to=2026-11-30`);
  assert.deepEqual(res.body.marked, [{
    date: "2026-11-25",
    kind: "holiday",
    name: "Declared public holiday",
  }]);
});

storeTest("a bad calendar query is a 400 naming the parameter", async (t) => {
  const p = await openPractice(t, 5);
  const bad = async (query: string, field: string, code: string) => {
    const res = await p.as.admin.get(`${CALENDAR}?${query}`);
    assert.equal(res.status, 400, `${query}: ${res.text}`);
    assert.equal(res.body.error.fields?.[field]?.code, code, `${query}: ${res.text}`);
  };
  await bad("from=2026-02-30&to=2026-03-01", "from", "date");
  await bad("to=2026-03-01", "from", "required");
  await bad("from=2026-03-02&to=2026-03-01", "to", "toBeforeFrom");
  await bad("from=2026-01-01&to=2026-03-05", "to", "rangeTooLong");
  await bad("from=2026-01-01&to=2026-01-31&kind=incometax&kind=payment", "kind", "oneOf");
  await bad("from=2026-01-01&to=2026-01-31&colour=red", "colour", "unknownField");
  await bad("from=2026-01-01&to=2026-01-31&done=maybe", "done", "oneOf");
  assert.equal((await p.as.admin.get(`${CALENDAR}?from=2026-01-01&to=2026-03-03`)).status, 200, "62 days");
  assert.deepEqual(p.errors, []);
});

storeTest(
  "a role sees the deadlines of the modules it reads; a confined employee their clients'",
  async (t) => {
    const p = await openPractice(t, 30, { clientVisibility: "assigned" });
    const all = await calendar(p.as.admin, `from=${FROM}&to=${TO}`);
    const staff = await calendar(p.as.staff, `from=${FROM}&to=${TO}`);
    const client = await clientsOf(p.as.admin);
    const mine = (i: DeadlineEntry) =>
      client(i).partner === p.as.staff.userId || client(i).manager === p.as.staff.userId;
    assert.deepEqual(staff.map((i) => i.id), all.filter(mine).map((i) => i.id));
    assert.ok(staff.length > 0 && staff.length < all.length, `${staff.length} of ${all.length}`);

    const [permission] = await everything(p.as.admin, "/permission?role=staff");
    const grants = { ...permission.grants, secretarial: [] };
    const saved = await p.as.admin.put(`/permission/${permission.id}`, { ...permission, grants });
    assert.equal(saved.status, 200, saved.text);
    const withoutSecretarial = await calendar(p.as.staff, `from=${FROM}&to=${TO}`);
    assert.ok(staff.some((i) => i.kind === "annualreturn"));
    assert.deepEqual(
      withoutSecretarial.map((i) => i.id),
      staff.filter((i) => i.kind !== "annualreturn").map((i) => i.id),
    );
    assert.deepEqual(p.errors, []);
  },
);

storeTest(
  "obligations carry their kind as the entry's type, and the calendar narrows to some kinds",
  async (t) => {
    const p = await openPractice(t, 5);
    const [account] = await everything(p.as.admin, "/account");
    const made = async (body: Record<string, unknown>) => {
      const res = await p.as.admin.post("/obligation", { account: account.id, ...body });
      assert.equal(res.status, 201, res.text);
      return `obligation:${res.body.id}`;
    };
    const dividend = await made({ kind: "dividends-tax", period: addDays(TODAY, -31).slice(0, 7) });
    const change = await made({ kind: "beneficial-ownership", period: addDays(TODAY, -3) });
    const vat = await made({
      kind: "vat201",
      period: addDays(TODAY, -40).slice(0, 7),
      dueDate: addDays(TODAY, 5),
      dueDateReason: "Arranged with SARS",
    });
    const all = await calendar(p.as.admin, `from=${FROM}&to=${TO}`);
    const typeOf = (id: string) => all.find((i) => i.id === id)?.type;
    assert.deepEqual([dividend, change, vat].map(typeOf), [
      "dividends-tax",
      "beneficial-ownership",
      "vat201",
    ]);
    assert.ok(
      all.filter((i) => i.kind !== "obligation").every((i) => i.type === undefined),
      "no sorts elsewhere",
    );
    const narrowed = await calendar(p.as.admin, `from=${FROM}&to=${TO}&type=vat201&type=dividends-tax`);
    assert.deepEqual(
      narrowed.map((i) => i.id),
      all.filter((i) => i.kind !== "obligation" || ["vat201", "dividends-tax"].includes(i.type!)).map((i) =>
        i.id
      ),
    );
    const bad = await p.as.admin.get(`${CALENDAR}?from=${FROM}&to=${TO}&type=vat999`);
    assert.equal(bad.status, 400, bad.text);
    assert.equal(bad.body.error.fields?.type?.code, "oneOf", bad.text);
    assert.deepEqual(p.errors, []);
  },
);
