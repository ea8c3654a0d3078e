import type { Migration } from "./migrations.ts";

/**
 * Migration 43 (issue 37): an audit entry written by a client's portal user names them. `portal_user_id` is the
 * portal user (no foreign key: the history outlives a removed person, as it outlives a removed record), and
 * `portal_user_name` the name they had then (their contact's, else their address), so a later rename or a revoked
 * access does not rewrite who did it. Staff's and the server's own entries leave both empty.
 */
export const AUDIT_PORTAL_MIGRATION: Migration = {
  id: 43,
  name: "audit-portal-user",
  up: `
    ALTER TABLE audit_log ADD COLUMN portal_user_id TEXT;
    ALTER TABLE audit_log ADD COLUMN portal_user_name TEXT;
  `,
};
