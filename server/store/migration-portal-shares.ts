import type { Migration } from "./migrations.ts";

/**
 * Migration 39 (issue 37, documents shared in the client portal): a document staff shared with its client's portal
 * users, when and by whom. One row a document (sharing again keeps the first time); unsharing deletes it. The
 * client is the document's own (its record's `account`), read when listing: a document moved to another client is
 * shared with no one until staff share it again (server/portal/shares.ts). Times are ms since the epoch.
 */
export const PORTAL_SHARES_MIGRATION: Migration = {
  id: 39,
  name: "portal-shares",
  up: `
    CREATE TABLE portal_share (
      document_id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL,
      shared_at BIGINT NOT NULL,
      shared_by TEXT
    );
    CREATE INDEX portal_share_account ON portal_share (account_id);
  `,
};
