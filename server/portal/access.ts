import type { PortalAccessState, PortalRosterState } from "../../domain/portal.ts";
import type { Stored } from "../backoffice/index.ts";

// A contact's portal access as staff read it (issue 37): its row, and what it says by the server's clock.

/** A contact's access row with its person's address and last sign-in (portal_access joined to portal_user). */
export type AccessRow = {
  contact_id: string;
  user_id: string;
  email: string;
  invited_at: number;
  invite_expires_at: number | null;
  invite_hash: string | null;
  accepted_at: number | null;
  revoked_at: number | null;
  last_sign_in_at: number | null;
};

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
export const emailOf = (contact: Stored) =>
  typeof contact.data.email === "string" ? contact.data.email.trim().toLowerCase() : "";

/** A contact's name as people read it: first and last. */
export const contactName = (contact: Stored) =>
  [contact.data.firstName, contact.data.lastName].filter((p) => typeof p === "string" && p).join(" ");

/** An access row as staff see it (null: never invited). */
export function stateOf(contact: string, row: AccessRow | undefined): PortalAccessState | null {
  if (!row) return null;
  return {
    contact,
    email: row.email,
    status: row.revoked_at !== null ? "revoked" : row.accepted_at !== null ? "active" : "invited",
    invitedAt: iso(row.invited_at)!,
    expiresAt: iso(row.invite_expires_at),
    acceptedAt: iso(row.accepted_at),
    lastSignInAt: iso(row.last_sign_in_at),
  };
}

/** A contact's state from its access, by the server's clock: what the staff's screens say of it. */
export function rosterState(row: AccessRow | undefined, now: number): PortalRosterState {
  if (!row) return "never";
  if (row.revoked_at !== null) return "revoked";
  if (row.accepted_at !== null) return "active";
  return row.invite_expires_at !== null && Number(row.invite_expires_at) >= now ? "invited" : "expired";
}
