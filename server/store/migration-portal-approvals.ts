import type { Migration } from "./migrations.ts";

/**
 * Migration 40 (issue 37, approvals in the portal): staff ask a client to approve a document or accept an
 * engagement letter, one version of it; the client's portal user accepts it by a typed name. The row keeps the
 * signature whole (the typed name, the user and their address then, the time, the client's address, the SHA-256
 * of the bytes hashed again at acceptance), so a later rename or a removed user does not rewrite it. Times are ms
 * since the epoch.
 */
export const PORTAL_APPROVALS_MIGRATION: Migration = {
  id: 40,
  name: "portal-approvals",
  up: `
    CREATE TABLE portal_approval (
      id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL,
      document_id TEXT NOT NULL,
      version_n INTEGER NOT NULL,
      kind TEXT NOT NULL,
      status TEXT NOT NULL,
      asked_by TEXT NOT NULL,
      asked_by_name TEXT NOT NULL,
      asked_at BIGINT NOT NULL,
      withdrawn_at BIGINT,
      signed_name TEXT,
      signed_user_id TEXT,
      signed_user_email TEXT,
      signed_at BIGINT,
      signed_address TEXT,
      signed_sha256 TEXT
    );
    CREATE INDEX portal_approval_account ON portal_approval (account_id, asked_at);
    CREATE INDEX portal_approval_document ON portal_approval (document_id, asked_at);
  `,
};
