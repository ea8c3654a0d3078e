/**
 * Titles of referenced records in Chromium: what an answer does not title is asked for together, one request per
 * resource, however many records the page shows (react-admin's get-many), never one request per record.
 */
import assert from "node:assert/strict";
import type { Request } from "playwright-core";
import { backofficeApi, E2E, Harness, open } from "../support/e2e.ts";

/** The back office's record reads of a page, by resource: get-many (`?id=`) and one record by its id. */
function recordReads(requests: readonly Request[]) {
  const many = new Map<string, string[][]>();
  const single = new Map<string, number>();
  for (const r of requests) {
    const url = new URL(r.url());
    const [, api, backoffice, resource, id] = url.pathname.split("/");
    if (r.method() !== "GET" || api !== "api" || backoffice !== "backoffice") continue;
    if (url.searchParams.has("id")) {
      many.set(resource, [...many.get(resource) ?? [], url.searchParams.getAll("id")]);
    } else if (id !== undefined && id !== "audit" && resource !== "workflows") {
      single.set(resource, (single.get(resource) ?? 0) + 1);
    }
  }
  return { many, single };
}

/** Accounts the trigger opens returns for: 20 more than the answer titles (REFS_TITLED). */
const CLIENTS = 40;

Deno.test({
  name: "titles: the 20 returns a run's page shows beyond its answer's titles cost one request, not 20",
  ...E2E,
  async fn() {
    const harness = await Harness.start();
    try {
      const api = backofficeApi(harness);
      const taxType = await api("POST", "taxtype", { code: "ITR14", name: "Companies" });
      const type = await api("POST", "accounttype", { name: "Company", entityKind: "company" });
      for (let n = 1; n <= CLIENTS; n++) {
        await api("POST", "account", { name: `Client ${n}`, accountType: type.id, status: "active" });
      }
      const trigger = await api("POST", "trigger", {
        name: "ITR14 season",
        taxType: taxType.id,
        schedule: { kind: "yearly", month: 10, day: 20 },
      });
      const run = await api("POST", `workflows/triggers/${trigger.id}/run`);
      assert.equal(run.createdRecords.length, CLIENTS);

      await harness.withPage({}, async ({ page }) => {
        const requests: Request[] = [];
        page.on("request", (r) => requests.push(r));
        await open(page, `/apps/taxcase/trigger/records/view/${run.id}`);
        const created = page.getByTestId("record-details").locator("[data-field=createdRecords]");
        const badges = created.locator(".badge");
        await created.filter({ hasText: "Client 1" }).waitFor();
        await page.getByTestId("audit-entry").first().waitFor();
        assert.equal(await badges.count(), 20);
        // The first 20 came with the answer: nothing asked of the returns yet.
        assert.equal(recordReads(requests).many.get("incometax"), undefined);

        await created.getByTestId("refs-more").click();
        await badges.nth(CLIENTS - 1).waitFor();
        // Every title is shown, none is still loading.
        await page.waitForFunction(
          (n) => {
            const shown = [...document.querySelectorAll("[data-field=createdRecords] .badge")];
            return shown.length === n && shown.every((b) => /Client \d+/.test(b.textContent ?? ""));
          },
          CLIENTS,
        );

        const { many, single } = recordReads(requests);
        const asked = many.get("incometax") ?? [];
        assert.equal(asked.length, 1, `one get-many for the returns, not ${asked.length}`);
        assert.deepEqual(asked[0].sort(), [...run.createdRecords.slice(20)].sort());
        assert.equal(single.get("incometax") ?? 0, 0, "no return asked for by its id");
        for (const [resource, calls] of many) assert.equal(calls.length, 1, `${resource}: one request`);
      });
    } finally {
      await harness.close();
    }
  },
});
