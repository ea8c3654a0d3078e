/**
 * PostgreSQL's planner statistics refreshed after a run that wrote many records (issue 36: lists planned on the
 * old statistics took seconds after a run of 650,000 obligations); SQLite keeps none.
 */
import assert from "node:assert/strict";
import { ANALYZE_AFTER_RECORDS, refreshStatistics } from "../../server/backoffice/queries/statistics.ts";
import { storeTest } from "../support/store.ts";

storeTest(
  "a run that wrote many records refreshes PostgreSQL's statistics; a small one leaves them",
  async (t) => {
    const store = await t.openStore();
    const analyzed = async () => {
      if (store.db.dialect !== "postgres") return null;
      const row = await store.db.get<{ n: number | string }>(
        `SELECT count(*) AS n FROM pg_stat_user_tables
       WHERE schemaname = current_schema() AND relname IN ('record', 'record_ref') AND last_analyze IS NOT NULL`,
      );
      return Number(row!.n);
    };
    assert.equal(await refreshStatistics(store.db, ANALYZE_AFTER_RECORDS - 1), false);
    assert.equal(await analyzed(), store.db.dialect === "postgres" ? 0 : null);
    assert.equal(await refreshStatistics(store.db, ANALYZE_AFTER_RECORDS), store.db.dialect === "postgres");
    assert.equal(await analyzed(), store.db.dialect === "postgres" ? 2 : null);
  },
);
