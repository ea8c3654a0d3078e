import type { Migration } from "./migrations.ts";

/**
 * Migration 42 (issue 37, sign-in by link): a code's mail also carries a link, and opening it signs in the device
 * that asked for the code, which polls with a secret only it holds. Every address asked for has a row, a person's
 * or no one's (no user, no link): the asking device's polls then answer alike whether the address is anyone's.
 * One row per address at a time (a new code replaces it). Both secrets are kept by their SHA-256 alone. Opened,
 * the link is approved; the asking device's next poll uses it up. A person may also turn on an authenticator app
 * (TOTP) as a second factor: its key sealed as the employees' are, the last time step used (a code works once),
 * on from its first code. Times are ms since the epoch.
 */
export const PORTAL_LINKS_MIGRATION: Migration = {
  id: 42,
  name: "portal-sign-in-links-and-two-factor",
  up: `
    CREATE TABLE portal_link (
      poll_hash TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      user_id TEXT REFERENCES portal_user (id) ON DELETE CASCADE,
      link_hash TEXT UNIQUE,
      expires_at BIGINT NOT NULL,
      approved_at BIGINT,
      used_at BIGINT
    );
    CREATE INDEX portal_link_email ON portal_link (email);
    CREATE INDEX portal_link_expires ON portal_link (expires_at);
    CREATE TABLE portal_two_factor (
      user_id TEXT PRIMARY KEY REFERENCES portal_user (id) ON DELETE CASCADE,
      sealed_secret TEXT NOT NULL,
      enabled_at BIGINT,
      last_step BIGINT NOT NULL
    );
  `,
};
