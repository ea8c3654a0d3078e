import { refusal } from "../../domain/api/index.ts";
import { CODE_MINUTES, PORTAL_LINK_PAGE, type PortalPoll } from "../../domain/portal.ts";
import { randomHex, sha256 } from "../auth/digest.ts";
import type { Db } from "../store/db.ts";
import type { Portal } from "./portal.ts";

const MINUTES_MS = CODE_MINUTES * 60_000;

/**
 * Keeps the row of a code asked for `email`, at once and alike for any address (its earlier one dies); it answers
 * the asking device's polls: pending, then expired, unless `linkFor` gives it a person and a link. Rows run out a
 * further CODE_MINUTES later, so a late poll still hears "expired". Returns the poll's secret.
 */
export async function startLink(db: Db, email: string, now: number): Promise<string> {
  const poll = randomHex(32);
  await db.transaction(async (tx) => {
    await tx.run("DELETE FROM portal_link WHERE email = $1 OR expires_at < $2", [email, now - MINUTES_MS]);
    await tx.run(
      "INSERT INTO portal_link (poll_hash, email, expires_at) VALUES ($1, $2, $3)",
      [await sha256(poll), email, now + MINUTES_MS],
    );
  });
  return poll;
}

/** Gives poll `poll`'s row a link for user `userId` (a person who may sign in); the link's address to mail. */
export async function linkFor(
  db: Db,
  { poll, userId, publicUrl }: { poll: string; userId: string; publicUrl: string },
): Promise<string | null> {
  const token = randomHex(32);
  const kept = await db.run(
    "UPDATE portal_link SET user_id = $1, link_hash = $2 WHERE poll_hash = $3 AND user_id IS NULL",
    [userId, await sha256(token), await sha256(poll)],
  );
  // Asked again meanwhile: the row is gone, and so is this link.
  if (kept.changes !== 1) return null;
  return `${publicUrl.replace(/\/+$/, "")}${PORTAL_LINK_PAGE}?token=${token}`;
}

type LinkRow = {
  email: string;
  user_id: string | null;
  expires_at: number;
  approved_at: number | null;
  used_at: number | null;
};

/**
 * Sign-in by link, "on the device that asked": opening the mailed link (on any device) approves it and signs no one
 * in there; the device that asked, polling with its secret, is signed in once. A link works once, until its code's
 * time is up, and only for the person it was mailed to; a code used first kills it, as it kills the code.
 */
export class PortalLinks {
  constructor(private readonly deps: { db: Db; portal: Portal; now: () => number }) {}

  /** A code asked for `email`: its row kept at once (see startLink), and the poll's secret for the asking device. */
  async ask(email: string): Promise<string> {
    return await startLink(this.deps.db, email, this.deps.now());
  }

  /** Approves the link `token`: unknown (or replaced) 404, used or late 400. */
  async open(token: string): Promise<void> {
    const { db, portal } = this.deps;
    const hash = await sha256(token);
    const row = await db.get<LinkRow>("SELECT * FROM portal_link WHERE link_hash = $1", [hash]);
    if (!row || !row.user_id) throw refusal("portalLinkUnknown");
    if (row.approved_at !== null) throw refusal("portalLinkUsed");
    const now = this.deps.now();
    if (Number(row.expires_at) <= now) throw refusal("portalLinkExpired", { minutes: CODE_MINUTES });
    if ((await portal.clients(row.user_id)).length === 0) throw refusal("portalLinkUnknown");
    // Checked and approved in one statement: of two openings at once, one approves.
    const approved = await db.run(
      "UPDATE portal_link SET approved_at = $1 WHERE link_hash = $2 AND approved_at IS NULL",
      [now, hash],
    );
    if (approved.changes !== 1) throw refusal("portalLinkUsed");
  }

  /**
   * The asking device's poll: pending until the link is opened, then signed in once. A secret that is no one's,
   * or another address's, is 404; used or late, 400.
   */
  async poll(email: string, poll: string, address: string | null): Promise<PortalPoll> {
    const { db, portal } = this.deps;
    const hash = await sha256(poll);
    const row = await db.get<LinkRow>("SELECT * FROM portal_link WHERE poll_hash = $1", [hash]);
    if (!row || row.email !== email) throw refusal("portalLinkUnknown");
    if (row.used_at !== null) throw refusal("portalLinkUsed");
    const now = this.deps.now();
    if (Number(row.expires_at) <= now) throw refusal("portalLinkExpired", { minutes: CODE_MINUTES });
    if (row.approved_at === null || !row.user_id) return { pending: true };
    const used = await db.run(
      "UPDATE portal_link SET used_at = $1 WHERE poll_hash = $2 AND used_at IS NULL",
      [now, hash],
    );
    if (used.changes !== 1) throw refusal("portalLinkUsed");
    // The code mailed with the link dies with it.
    await db.run("DELETE FROM portal_code WHERE user_id = $1", [row.user_id]);
    if ((await portal.clients(row.user_id)).length === 0) throw refusal("portalLinkUnknown");
    return await portal.signIn(row.user_id, address);
  }
}
