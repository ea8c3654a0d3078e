import type { Migration } from "./migrations.ts";

/**
 * Migration 36 (issue 39, bulk changes): a change set is one bulk change of many records of a resource (a field
 * set to a value, or the records deleted), or the revert of one, applied all or nothing
 * (server/backoffice/bulk/). `change_set_record` keeps per record what a revert needs: the version the change set
 * wrote (a record changed since has another), and the field's value before and after it (a delete: the whole
 * record as it was, to put back). Each record's audit entry names its change set (`audit_log.change_set`).
 */
export const CHANGE_SETS_MIGRATION: Migration = {
  id: 36,
  name: "change-sets",
  up: `
    CREATE TABLE change_set (
      id TEXT PRIMARY KEY,
      resource TEXT NOT NULL,
      action TEXT NOT NULL,
      field TEXT,
      count INTEGER NOT NULL,
      user_id TEXT,
      at TEXT NOT NULL,
      reverts TEXT,
      reverted_by TEXT
    );
    CREATE INDEX change_set_at ON change_set (at, id);
    CREATE TABLE change_set_record (
      change_set_id TEXT NOT NULL,
      record_id TEXT NOT NULL,
      version INTEGER NOT NULL,
      before TEXT,
      after TEXT,
      PRIMARY KEY (change_set_id, record_id)
    );
    ALTER TABLE audit_log ADD COLUMN change_set TEXT;
  `,
};
