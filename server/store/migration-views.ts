import type { Migration } from "./migrations.ts";

/**
 * Migration 34 (issue 39, saved views and columns of the back-office lists): a view is a user's list query and
 * columns under a name, private or shared; a user's own column layout and default view are one row per user and
 * list. Columns are JSON text; times ISO-8601 text.
 */
export const LIST_VIEWS_MIGRATION: Migration = {
  id: 34,
  name: "list-views",
  up: `
    CREATE TABLE list_view (
      id TEXT PRIMARY KEY,
      resource TEXT NOT NULL,
      owner_id TEXT NOT NULL,
      name TEXT NOT NULL,
      shared BOOLEAN NOT NULL,
      query TEXT NOT NULL,
      columns TEXT,
      version INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX list_view_resource_owner ON list_view (resource, owner_id);
    CREATE TABLE list_layout (
      user_id TEXT NOT NULL,
      resource TEXT NOT NULL,
      columns TEXT,
      default_view TEXT,
      PRIMARY KEY (user_id, resource)
    );
  `,
};
