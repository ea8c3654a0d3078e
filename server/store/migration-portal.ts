import type { Migration } from "./migrations.ts";

/**
 * Migration 31 (issue 37, the client portal): portal users are people (one per e-mail address), each with an
 * access per contact they were invited as (the contact's client is one they may act for). Invitations and sign-in
 * codes are kept by their SHA-256 alone (a copy of the database signs no one in); a code counts its wrong tries.
 * Portal sessions are apart from the employees' (a portal token names one). Times are ms since the epoch.
 */
export const PORTAL_MIGRATION: Migration = {
  id: 31,
  name: "client-portal",
  up: `
    CREATE TABLE portal_user (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      created_at BIGINT NOT NULL,
      last_sign_in_at BIGINT
    );
    CREATE TABLE portal_access (
      contact_id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES portal_user (id) ON DELETE CASCADE,
      invited_at BIGINT NOT NULL,
      invited_by TEXT,
      invite_hash TEXT UNIQUE,
      invite_expires_at BIGINT,
      accepted_at BIGINT,
      revoked_at BIGINT
    );
    CREATE INDEX portal_access_user ON portal_access (user_id);
    CREATE TABLE portal_code (
      user_id TEXT PRIMARY KEY REFERENCES portal_user (id) ON DELETE CASCADE,
      code_hash TEXT NOT NULL,
      expires_at BIGINT NOT NULL,
      wrong_tries INTEGER NOT NULL
    );
    CREATE TABLE portal_session (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES portal_user (id) ON DELETE CASCADE,
      started_at BIGINT NOT NULL,
      last_seen_at BIGINT NOT NULL
    );
    CREATE INDEX portal_session_user ON portal_session (user_id);
  `,
};
