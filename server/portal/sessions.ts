import type { Db } from "../store/db.ts";
import type { SessionState } from "../auth/sessions.ts";

/** A session id: 128 random bits, base64url (as the back office's). */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The portal's sessions: a sign-in (a code, an accepted invitation) starts one, its token names it, and the token
 * stands while the session's row is there and was used within the idle time. Sign-out ends one; staff revoking a
 * portal user ends all of theirs. Every check reads the row: the portal's traffic is a client's few calls, and
 * every instance over one database sees an end at once.
 */
export class PortalSessions {
  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
    private readonly now: () => number,
  ) {}

  async start(userId: string): Promise<string> {
    const at = this.now();
    const id = newSessionId();
    // Sessions that can no longer be used go as new ones start, so the table keeps only the living.
    await this.db.run("DELETE FROM portal_session WHERE last_seen_at < $1", [at - this.idleMs]);
    await this.db.run(
      "INSERT INTO portal_session (id, user_id, started_at, last_seen_at) VALUES ($1, $2, $3, $3)",
      [id, userId, at],
    );
    return id;
  }

  async check(claims: { sub: string; sid?: string }): Promise<SessionState> {
    if (typeof claims.sid !== "string") return "ended";
    const row = await this.db.get<{ user_id: string; last_seen_at: number }>(
      "SELECT user_id, last_seen_at FROM portal_session WHERE id = $1",
      [claims.sid],
    );
    if (!row || row.user_id !== claims.sub) return "ended";
    const at = this.now();
    if (at - Number(row.last_seen_at) > this.idleMs) {
      await this.end(claims.sid);
      return "idle";
    }
    await this.db.run("UPDATE portal_session SET last_seen_at = $1 WHERE id = $2 AND last_seen_at < $1", [
      at,
      claims.sid,
    ]);
    return "live";
  }

  async end(sid: string): Promise<void> {
    await this.db.run("DELETE FROM portal_session WHERE id = $1", [sid]);
  }

  async endAll(userId: string): Promise<void> {
    await this.db.run("DELETE FROM portal_session WHERE user_id = $1", [userId]);
  }
}
