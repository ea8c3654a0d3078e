import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { seedSignIns } from "../../server/backoffice/seed.ts";
import { seedDemoPractice } from "../../server/backoffice/demo-practice/index.ts";
import { demoPractice } from "../../server/backoffice/demo-practice/generate.ts";
import { parseConfig } from "../../server/config.ts";
import { openStore } from "../../server/store/index.ts";
import { dayOfWeek, isBusinessDay } from "../../domain/calendar.ts";
import { replyDueDate, returnDueDate } from "../../domain/workflows/due-dates.ts";

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
      "client-approved",
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

Deno.test("the demo practice's due dates follow the rules per taxpayer, never on a day the rule moves", async () => {
  const store = await openStore("sqlite::memory:");
  try {
    await seedSignIns(store, parseConfig({}), fastHash);
    await seedDemoPractice(store, { today: TODAY, hash: fastHash, accounts: 40 });
    const rows = async (resource: string) =>
      (await store.db.all<{ data: string }>("SELECT data FROM record WHERE resource = $1", [resource]))
        .map((r) => JSON.parse(r.data) as Record<string, unknown>);
    const byId = async (resource: string) =>
      new Map(
        (await store.db.all<{ id: string; data: string }>("SELECT id, data FROM record WHERE resource = $1", [
          resource,
        ])).map((r) => [r.id, JSON.parse(r.data) as Record<string, unknown>]),
      );
    const [clients, taxTypes] = [await byId("account"), await byId("taxtype")];
    const returns = await rows("incometax");
    ok(returns.length > 40);
    const rules = new Set<string>();
    for (const r of returns) {
      const code = String(taxTypes.get(r.taxType as string)!.code);
      const worked = returnDueDate({
        taxType: code,
        taxYear: r.taxYear as number,
        client: clients.get(r.account as string)!,
      })!;
      rules.add(worked.rule);
      strictEqual(r.dueDate, worked.date, `${code} ${r.taxYear}`);
      ok(isBusinessDay(r.dueDate as string), `${r.dueDate} is a business day`);
      // Companies and trusts are not all due on the individuals' 20 October.
      if (code !== "ITR12") ok(!(r.dueDate as string).endsWith("-10-20"), `${code} ${r.dueDate}`);
    }
    deepStrictEqual([...rules].sort(), ["company", "individual", "provisional", "trust"]);
    const letters = (await rows("correspondence")).filter((l) => l.kind !== "general");
    ok(letters.length > 0);
    for (const l of letters) {
      const due = l.responseDueOn as string;
      strictEqual(due, replyDueDate(l)!.date);
      ok(isBusinessDay(due) && dayOfWeek(due) !== 0, `a reply due ${due}`);
    }
  } finally {
    await store.close();
  }
});
