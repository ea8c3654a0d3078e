import type { Migration } from "./migrations.ts";

/**
 * Migration 26 (issue 35, document requests): the upload links a request is mailed with, kept by their SHA-256
 * alone (a copy of the database opens no link), and the daily pass's (request, day) claims, so that however many
 * instances run the pass a request is reminded once a day. The request itself is a record (documentrequest).
 */
export const REQUEST_LINKS_MIGRATION: Migration = {
  id: 26,
  name: "document-request-links",
  up: `
    CREATE TABLE document_request_link (
      token_hash TEXT PRIMARY KEY,
      request_id TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      revoked_at TEXT
    );
    CREATE INDEX document_request_link_request ON document_request_link (request_id);
    CREATE TABLE document_request_reminder (
      request_id TEXT NOT NULL,
      day TEXT NOT NULL,
      claimed_at TEXT NOT NULL,
      PRIMARY KEY (request_id, day)
    );
  `,
};
