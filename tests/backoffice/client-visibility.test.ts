/**
 * CLIENT_VISIBILITY=assigned over a seeded practice, on both engines: a staff member sees and changes only the
 * clients they are partner or manager of and those clients' records, in lists, searches, reads, CSV exports, the
 * report and the dashboard; another's record is a 404 exactly like a missing one, never in a list or an export; a
 * write cannot reach another's client; admins see everything; with the rule off nothing changes.
 */
import assert from "node:assert/strict";
import { RESOURCES } from "../../domain/resources/index.ts";
import { clientPaths } from "../../server/backoffice/visibility.ts";
import { storeTest } from "../support/store.ts";
import type { Caller } from "./support.ts";
import { everything, linkTotal, openPractice, type Practice } from "../workflows/report-practice.ts";

const PATHS = clientPaths(RESOURCES);
/** The resources that belong to a client, the client first. */
const CLIENT_RESOURCES = [...PATHS.keys()];

type Rec = Record<string, unknown> & { id: string };

/** Every record of every client resource as the admin lists them, and the client each belongs to. */
async function practiceAsAdmin(p: Practice) {
  const records = new Map<string, Rec[]>();
  for (const resource of CLIENT_RESOURCES) {
    records.set(resource, await everything(p.as.admin, `/${resource}`));
  }
  const byId = new Map<string, Rec>();
  for (const [resource, list] of records) for (const r of list) byId.set(`${resource}/${r.id}`, r);
  const clientOf = (resource: string, record: Rec): string | null => {
    let at: Rec | undefined = record;
    let name = resource;
    for (const step of PATHS.get(resource)!) {
      const next: unknown = at?.[step.field];
      if (typeof next !== "string") return null;
      name = step.to;
      at = byId.get(`${name}/${next}`);
    }
    return at?.id ?? null;
  };
  return { records, clientOf };
}

/** The ids `caller` lists of a resource, in list order. */
async function listed(caller: Caller, path: string): Promise<string[]> {
  return (await everything(caller, path)).map((r) => r.id);
}

const sorted = (ids: Iterable<string>) => [...ids].sort();

/** An error answer as it reads with the id it names put as ID, and without its request id. */
function answered(text: string, id: string): unknown {
  const body = JSON.parse(text.replaceAll(id, "ID"));
  delete body.error.requestId;
  return body;
}

storeTest(
  "a confined employee lists, searches, reads and exports only their clients and those clients' records",
  async (t) => {
    const p = await openPractice(t, 40, { clientVisibility: "assigned" });
    const { records, clientOf } = await practiceAsAdmin(p);
    const staffId = p.as.staff.userId;
    const accounts = records.get("account")!;
    const mine = new Set(
      accounts.filter((a) => a.partner === staffId || a.manager === staffId).map((a) => a.id),
    );
    assert.ok(
      mine.size > 0 && mine.size < accounts.length,
      `staff manages some clients, not all (${mine.size})`,
    );

    for (const resource of CLIENT_RESOURCES) {
      const all = records.get(resource)!;
      const theirs = all.filter((r) => mine.has(clientOf(resource, r) ?? ""));
      const others = all.filter((r) => !mine.has(clientOf(resource, r) ?? ""));
      assert.deepEqual(
        sorted(await listed(p.as.staff, `/${resource}`)),
        sorted(theirs.map((r) => r.id)),
        resource,
      );
      const first = await p.as.staff.get(`/${resource}?pageSize=5`);
      assert.equal(first.body.total, theirs.length, `${resource}: the total counts theirs only`);
      // The clerk is no client's partner or manager: nothing.
      if (resource !== "account") {
        const clerk = await p.as.clerk.get(`/${resource}`);
        if (clerk.status === 200) assert.deepEqual([clerk.body.total, clerk.body.items], [0, []], resource);
      }
      // Another's record reads as missing: the very answer a made-up id gets, bar the id.
      for (const other of others.slice(0, 2)) {
        const hidden = await p.as.staff.get(`/${resource}/${other.id}`);
        const missing = await p.as.staff.get(`/${resource}/no-such-id`);
        assert.equal(hidden.status, 404, `${resource}/${other.id}`);
        assert.deepEqual(answered(hidden.text, other.id), answered(missing.text, "no-such-id"));
        assert.equal((await p.as.staff.get(`/${resource}/${other.id}/audit`)).status, 404);
        assert.equal((await p.as.admin.get(`/${resource}/${other.id}`)).status, 200, "the admin reads it");
      }
      for (const own of theirs.slice(0, 1)) {
        assert.equal((await p.as.staff.get(`/${resource}/${own.id}`)).status, 200, `${resource}/${own.id}`);
      }
      // The export holds their records only: one line each after the header.
      const csv = await p.as.staff.get(`/${resource}?format=csv`);
      assert.equal(csv.status, 200);
      assert.equal(
        csv.text.split("\r\n").filter((l) => l !== "").length,
        theirs.length + 1,
        `${resource} CSV`,
      );
    }

    // Searching by another's client's name finds nothing; by their own, it finds it (the ref picker's search too).
    const other = accounts.find((a) => !mine.has(a.id))!;
    const own = accounts.find((a) => mine.has(a.id))!;
    assert.equal(
      (await p.as.staff.get(`/account?q=${encodeURIComponent(String(other.code))}`)).body.total,
      0,
    );
    assert.deepEqual(
      (await p.as.staff.get(`/account?q=${encodeURIComponent(String(own.code))}`)).body.items.map((a: Rec) =>
        a.id
      ),
      [own.id],
    );
    const csv = (await p.as.staff.get("/incometax?format=csv")).text;
    assert.ok(!csv.includes(String(other.name)), "no line names another's client");
    // A ref filter naming another's client lists nothing of it.
    assert.equal((await p.as.staff.get(`/incometax?account=${other.id}`)).body.total, 0);

    // The admin sees the whole practice.
    assert.equal((await p.as.admin.get("/account?pageSize=1")).body.total, accounts.length);
    assert.deepEqual(p.errors, []);
  },
);

storeTest("a confined employee cannot change, delete or write onto another's client", async (t) => {
  const p = await openPractice(t, 20, { clientVisibility: "assigned" });
  const staff = p.as.staff;
  const staffId = staff.userId;
  const accounts: Rec[] = await everything(p.as.admin, "/account");
  const other = accounts.find((a) => a.partner !== staffId && a.manager !== staffId)!;
  const own = accounts.find((a) => a.manager === staffId)!;
  const [taxType] = await everything(p.as.admin, "/taxtype");
  const [otherReturn] = await everything(p.as.admin, `/incometax?account=${other.id}`);

  // Update and delete of another's record: 404, and nothing changes.
  for (const [resource, record] of [["account", other], ["incometax", otherReturn]] as const) {
    const put = await staff.put(`/${resource}/${record.id}`, { notes: "mine now", version: record.version });
    assert.equal(put.status, 404, put.text);
    assert.equal((await staff.del(`/${resource}/${record.id}`)).status, 404);
    assert.equal((await p.as.admin.get(`/${resource}/${record.id}`)).body.version, record.version);
  }

  // A record onto another's client: the 400 a client that does not exist gets.
  const body = (account: string) => ({ account, taxType: taxType.id, taxYear: 2031, status: "requested" });
  const onOther = await staff.post("/incometax", body(other.id));
  const onNone = await staff.post("/incometax", body("no-such-client"));
  assert.equal(onOther.status, 400, onOther.text);
  assert.deepEqual(answered(onOther.text, other.id), answered(onNone.text, "no-such-client"));
  assert.ok(onOther.body.error.fields.account);
  const made = await staff.post("/incometax", body(own.id));
  assert.equal(made.status, 201, made.text);
  // Moving it to another's client is refused the same way.
  const moved = await staff.put(`/incometax/${made.body.id}`, { account: other.id, version: 1 });
  assert.equal(moved.status, 400, moved.text);
  assert.ok(moved.body.error.fields.account);
  // An assessment on another's return: its return reads as missing.
  const assessed = await staff.post("/assessment", {
    incomeTax: otherReturn.id,
    assessmentDate: "2026-11-01",
  });
  assert.equal(assessed.status, 400, assessed.text);
  assert.ok(assessed.body.error.fields.incomeTax);

  // A record of no client, or a client that is not theirs, would vanish from their sight: refused, and why.
  const contact = await staff.post("/contact", { firstName: "Nomsa", lastName: "Dube" });
  assert.equal(contact.status, 400, contact.text);
  assert.equal(contact.body.error.fields.account.code, "chooseYourClient");
  const client = {
    name: "Hex Holdings",
    accountType: own.accountType,
    financialYearEnd: 2,
    status: "active",
  };
  const notMine = await staff.post("/account", { ...client, partner: other.partner });
  assert.equal(notMine.status, 400, notMine.text);
  assert.deepEqual(Object.keys(notMine.body.error.fields).sort(), ["manager", "partner"]);
  const managed = await staff.post("/account", { ...client, manager: staffId });
  assert.equal(managed.status, 201, managed.text);
  assert.equal((await staff.get(`/account/${managed.body.id}`)).status, 200);
  const handedOver = await staff.put(`/account/${managed.body.id}`, { manager: other.partner, version: 1 });
  assert.equal(handedOver.status, 400, handedOver.text);

  // The admin changes anyone's: moving a client to the staff member brings it, and its records, into sight.
  const given = await p.as.admin.put(`/account/${other.id}`, { manager: staffId, version: other.version });
  assert.equal(given.status, 200, given.text);
  assert.equal((await staff.get(`/account/${other.id}`)).status, 200);
  assert.equal((await staff.get(`/incometax/${otherReturn.id}`)).status, 200);
  assert.deepEqual(p.errors, []);
});

type Figure = { count: number; link: string };

storeTest(
  "a confined employee's report and dashboard count their own lists; the admin's the practice's",
  async (t) => {
    const p = await openPractice(t, 60, { clientVisibility: "assigned" });
    const staffId = p.as.staff.userId;
    const accounts: Rec[] = await everything(p.as.admin, "/account");
    const mine = new Set(
      accounts.filter((a) => a.partner === staffId || a.manager === staffId).map((a) => a.id),
    );

    const report = (caller: Caller, query = "") =>
      caller.get(`/workflows/reports/assessments-not-received?pageSize=500${query}`);
    const all = (await report(p.as.admin)).body;
    const theirs = all.items.filter((line: { accountId: string }) => mine.has(line.accountId));
    assert.ok(theirs.length > 0 && theirs.length < all.items.length, "some lines are theirs, not all");
    const staffReport = (await report(p.as.staff)).body;
    assert.equal(staffReport.total, theirs.length);
    assert.deepEqual(staffReport.items, theirs);
    for (const sort of ["account", "partner", "taxYear"]) {
      const page = (await report(p.as.staff, `&sort=${sort}&pageSize=3`)).body;
      assert.equal(page.total, theirs.length, sort);
      assert.ok(page.items.every((line: { accountId: string }) => mine.has(line.accountId)), sort);
    }
    const csv = (await report(p.as.staff, "&format=csv")).text;
    assert.equal(csv.split("\r\n").filter((l) => l !== "").length, theirs.length + 1);

    const figures = (board: Record<string, Figure & { byStatus?: Figure[] }>) => {
      const out: Array<[string, Figure]> = [];
      for (const [name, value] of Object.entries(board)) {
        if (name === "paymentsByMonth") {
          (value as unknown as Figure[]).forEach((m, i) => out.push([`${name} ${i}`, m]));
        } else if (
          value && typeof value === "object" && "count" in value && name !== "assessmentsNotReceived"
        ) {
          out.push([name, value]);
          for (const s of value.byStatus ?? []) out.push([`${name} ${s.link}`, s]);
        }
      }
      return out;
    };
    const staffBoard = (await p.as.staff.get("/workflows/dashboard")).body;
    const adminBoard = (await p.as.admin.get("/workflows/dashboard")).body;
    for (const [name, figure] of figures(staffBoard)) {
      assert.equal(figure.count, await linkTotal(p.as.staff, figure.link), `staff ${name}`);
    }
    for (const [name, figure] of figures(adminBoard)) {
      assert.equal(figure.count, await linkTotal(p.as.admin, figure.link), `admin ${name}`);
    }
    assert.equal(staffBoard.assessmentsNotReceived.count, theirs.length);
    assert.equal(adminBoard.assessmentsNotReceived.count, all.total);
    assert.ok(staffBoard.activeClients.count < adminBoard.activeClients.count);
    assert.ok(staffBoard.activeClients.count > 0);
    // Money adds up over their payments only.
    const paid = await everything(
      p.as.staff,
      `/payment?${new URL(staffBoard.paymentsThisMonth.link, "http://x").searchParams}`,
    );
    const cents = paid.reduce((sum, pay) => sum + Math.round(Number(pay.amount) * 100), 0);
    assert.equal(staffBoard.paymentsThisMonth.total, (cents / 100).toFixed(2));
    // The clerk is no one's partner or manager: every figure is nought.
    const clerkBoard = (await p.as.clerk.get("/workflows/dashboard")).body;
    for (const [name, figure] of figures(clerkBoard)) assert.equal(figure.count, 0, `clerk ${name}`);
    assert.deepEqual(p.errors, []);
  },
);

storeTest("with the rule off (the default) every employee sees every client, as before", async (t) => {
  const p = await openPractice(t, 20);
  const staffId = p.as.staff.userId;
  const accounts: Rec[] = await everything(p.as.admin, "/account");
  const other = accounts.find((a) => a.partner !== staffId && a.manager !== staffId)!;
  for (const resource of ["account", "incometax", "objection", "payment"]) {
    assert.deepEqual(
      sorted(await listed(p.as.staff, `/${resource}`)),
      sorted(await listed(p.as.admin, `/${resource}`)),
    );
  }
  assert.equal((await p.as.staff.get(`/account/${other.id}`)).status, 200);
  assert.equal((await p.as.clerk.get(`/account/${other.id}`)).status, 200);
  const contact = await p.as.staff.post("/contact", { firstName: "Nomsa", lastName: "Dube" });
  assert.equal(contact.status, 201, contact.text);
  const staffBoard = (await p.as.staff.get("/workflows/dashboard")).body;
  const adminBoard = (await p.as.admin.get("/workflows/dashboard")).body;
  assert.deepEqual(staffBoard, adminBoard);
  assert.deepEqual(p.errors, []);
});
