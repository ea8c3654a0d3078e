/** One-off public holidays (EXTRA_HOLIDAYS): configured, checked at start-up, and counted by deadlines. */
import assert from "node:assert/strict";
import { addBusinessDays, isBusinessDay } from "../../domain/calendar.ts";
import { objectionDeadline } from "../../domain/deadlines.ts";
import { parseConfig } from "../../server/config.ts";
import { testApp } from "../support/app.ts";
import { Caller, Fixtures } from "./support.ts";

/** A Wednesday inside the 80 dispute business days after 3 March 2025, and no holiday of its own. */
const ELECTION_DAY = "2025-04-02";

Deno.test("EXTRA_HOLIDAYS: comma-separated ISO dates, blanks and repeats ignored; a bad one names the variable", () => {
  assert.deepEqual(parseConfig({}).EXTRA_HOLIDAYS, []);
  assert.deepEqual(parseConfig({ EXTRA_HOLIDAYS: " 2026-11-04, 2024-05-29,,2024-05-29 " }).EXTRA_HOLIDAYS, [
    "2024-05-29",
    "2026-11-04",
  ]);
  for (const bad of ["2024-02-30", "29/05/2024", "2024-05-29;2026-11-04"]) {
    assert.throws(
      () => parseConfig({ EXTRA_HOLIDAYS: `2024-05-29,${bad}` }),
      new RegExp(
        `^Error: Invalid configuration: EXTRA_HOLIDAYS must be dates \\(YYYY-MM-DD\\) separated by commas`,
      ),
      bad,
    );
  }
});

Deno.test({
  name: "server/main.ts refuses a bad EXTRA_HOLIDAYS with one line naming it",
  sanitizeResources: false,
  async fn() {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "server/main.ts"],
      env: { EXTRA_HOLIDAYS: "2024-05-29,2024-13-01", DATABASE_URL: "sqlite::memory:" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(out.code, 1);
    const stderr = new TextDecoder().decode(out.stderr).trim();
    assert.equal(
      stderr,
      'Invalid configuration: EXTRA_HOLIDAYS must be dates (YYYY-MM-DD) separated by commas: "2024-13-01" is not one',
    );
  },
});

Deno.test("a configured election day moves an objection's deadline one business day later", async () => {
  const withHoliday = await testApp({ EXTRA_HOLIDAYS: ELECTION_DAY });
  const without = await testApp();
  const assessed = "2025-03-03";
  const deadlines: string[] = [];
  for (const { app } of [without, withHoliday]) {
    const login = await app.request("/api/users/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" }),
    });
    const session = await login.json();
    const fx = new Fixtures(new Caller(app, session.jwt_access_token, session.userId));
    const assessment = await fx.create("assessment", 0, { assessmentDate: assessed });
    deadlines.push((await fx.create("objection", 0, {}, { assessment: assessment.id })).deadline);
  }
  const [plain, moved] = deadlines;
  assert.ok(isBusinessDay(ELECTION_DAY), "the election day would otherwise be a business day");
  assert.equal(plain, objectionDeadline(assessed));
  assert.equal(moved, objectionDeadline(assessed, [ELECTION_DAY]));
  assert.equal(moved, addBusinessDays(plain, 1, { dispute: true }));
  assert.notEqual(moved, plain);
});
