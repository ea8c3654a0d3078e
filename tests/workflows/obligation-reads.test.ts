/**
 * What an obligation run reads (issue 36, server/backoffice/queries/obligation-runs.ts), on both engines: the
 * clients' profiles off an index of their values give the same profiles as the records read whole (booleans, a
 * year-end month, a blank VAT category, the list of excluded kinds), and the obligations kept, read off theirs,
 * are the records as a plan compares them. A run reads nothing else of them.
 */
import assert from "node:assert/strict";
import { accountProfile } from "../../domain/compliance/account-profile.ts";
import {
  keptObligations,
  profiledClients,
  readyObligationRuns,
  wholeList,
} from "../../server/backoffice/index.ts";
import { ObligationRunner } from "../../server/workflows/obligations.ts";
import { storeTest } from "../support/store.ts";
import { make, openWorkflowApi } from "./triggers-support.ts";

storeTest(
  "a run reads the clients' profiles and the obligations kept as their records hold them",
  async (t) => {
    let runner!: ObligationRunner;
    const { store, engine, as } = await openWorkflowApi(t, (_app, engine, store) => {
      runner = new ObligationRunner(store.db, engine);
    });
    const admin = as.admin;
    const company = await make(admin, "accounttype", { name: "Private company", entityKind: "company" });
    const person = await make(admin, "accounttype", { name: "Individual", entityKind: "individual" });
    await make(admin, "account", {
      name: "Karoo Bricks",
      accountType: company,
      financialYearEnd: 6,
      provisionalTaxpayer: true,
      provisionalTopUp: true,
      vatCategory: "C",
      vatFiling: "branch",
      employer: true,
      manager: as.staff.userId,
      complianceExcluded: [{ kind: "itr14", reason: "Filed by the group's auditors" }],
    });
    await make(admin, "account", { name: "Thandi Nkosi", accountType: person });
    await make(admin, "account", { name: "Sleeping Ltd", accountType: company, status: "dormant" });

    const accountDef = engine.def("account")!;
    const obligationDef = engine.def("obligation")!;
    await readyObligationRuns(store.db);
    const whole = (await engine.source("account").list(accountDef, wholeList(accountDef, {}))).rows;
    const read = await profiledClients(store.db, accountDef, undefined);
    assert.deepEqual(
      read.map((r) => r.id).sort(),
      whole.filter((r) => r.data.status === "active").map((r) => r.id).sort(),
    );
    for (const client of read) {
      const record = whole.find((r) => r.id === client.id)!;
      const kind = record.data.accountType === company ? "company" : "individual";
      assert.deepEqual(accountProfile(client.data, kind, null), accountProfile(record.data, kind, null));
      assert.equal(client.data.manager ?? null, record.data.manager ?? null);
    }

    await runner.run({ from: "2026-11-15", to: "2027-11-14" }, {
      actor: { id: as.admin.userId, role: "admin" },
    });
    const obligations =
      (await engine.source("obligation").list(obligationDef, wholeList(obligationDef, {}))).rows;
    assert.ok(obligations.length > 20, `${obligations.length} obligations made`);
    const kept = await keptObligations(store.db, obligationDef, undefined);
    assert.deepEqual(
      kept.sort((a, b) => a.id.localeCompare(b.id)),
      obligations.map((r) => ({
        id: r.id,
        version: r.version,
        account: r.data.account,
        kind: r.data.kind,
        period: r.data.period,
        dueDate: r.data.dueDate,
        status: r.data.status,
        generated: r.data.generated,
        retired: r.data.retired,
      })).sort((a, b) => a.id.localeCompare(b.id)),
    );
    assert.ok(!kept.some((k) => k.kind === "itr14"), "the excluded kind is made for nobody");
  },
);
