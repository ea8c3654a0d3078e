import type { Migration } from "./migrations.ts";

/**
 * Migration 33 (issue 37, the portal's message thread): a client's messages with the practice. The author is a
 * portal user or an employee (one of the two ids), with the name they had then (a later rename does not rewrite
 * what was said). A client's message is unread until staff mark the thread read. Times are ms since the epoch;
 * a thread is read newest first by (created_at, id).
 */
export const PORTAL_THREAD_MIGRATION: Migration = {
  id: 33,
  name: "portal-thread",
  up: `
    CREATE TABLE portal_message (
      id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL,
      portal_user_id TEXT REFERENCES portal_user (id) ON DELETE SET NULL,
      employee_id TEXT,
      author_name TEXT NOT NULL,
      body TEXT NOT NULL,
      created_at BIGINT NOT NULL,
      read_at BIGINT
    );
    CREATE INDEX portal_message_thread ON portal_message (account_id, created_at, id);
  `,
};
