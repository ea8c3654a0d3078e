import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { seedSignIns } from "../../server/backoffice/seed.ts";
import { seedDemoPractice } from "../../server/backoffice/demo-practice/index.ts";
import { demoPractice } from "../../server/backoffice/demo-practice/generate.ts";
import { parseConfig } from "../../server/config.ts";
import { openStore } from "../../server/store/index.ts";

const fastHash = (password: string) => Promise.resolve(`test$${password.length}`);
const TODAY = "2026-11-22";

Deno.test("the demo practice is the same every time", () => {
  deepStrictEqual(demoPractice({ today: TODAY, accounts: 30 }), demoPractice({ today: TODAY, accounts: 30 }));
});

Deno.test("the demo practice seeds 200 clients with their work through the engine, once", async () => {
  const store = await openStore("sqlite::memory:");
  try {
    await seedSignIns(store, parseConfig({}), fastHash);
    const created = await seedDemoPractice(store, { today: TODAY, hash: fastHash });
    ok(created > 1000, `${created} records`);
    const count = async (resource: string) =>
      (await store.db.get<{ n: number }>("SELECT count(*) AS n FROM record WHERE resource = $1", [resource]))!
        .n;
    strictEqual(Number(await count("account")), 200);
    for (
      const resource of ["contact", "cipc", "incometax", "assessment", "objection", "annualreturn", "payment"]
    ) {
      ok(Number(await count(resource)) > 0, resource);
    }
    // Triggers ready to run, their client filter pointing at a real account type.
    const filters = await store.db.all<{ active: number; type: string }>(
      "SELECT json_extract(data, '$.active') AS active, json_extract(data, '$.accountFilter.accountType') AS type " +
        "FROM record WHERE resource = 'trigger'",
    );
    strictEqual(filters.filter((f) => f.active).length, 2);
    for (const { type } of filters) {
      strictEqual(
        Number(
          await store.db.get<{ n: number }>(
            "SELECT count(*) AS n FROM record WHERE resource = 'accounttype' AND id = $1",
            [type],
          ).then((r) => r!.n),
        ),
        1,
      );
    }
    const statuses = await store.db.all<{ status: string }>(
      "SELECT DISTINCT json_extract(data, '$.status') AS status FROM record WHERE resource = 'incometax'",
    );
    deepStrictEqual(statuses.map((s) => s.status).sort(), [
      "assessed",
      "closed",
      "in-preparation",
      "in-review",
      "info-received",
      "requested",
      "submitted",
    ]);
    strictEqual(
      await seedDemoPractice(store, { today: TODAY, hash: fastHash }),
      0,
      "a second start adds nothing",
    );
  } finally {
    await store.close();
  }
});
