/**
 * The calendar feeds' table (migration 9): a feed is found by the SHA-256 of its token, and its token is kept
 * sealed so its owner can copy the address again. One feed per owner, scope and subject: making it again replaces
 * the token, so an address that leaked stops working.
 */
import { randomHex, sha256 } from "../auth/digest.ts";
import { seal, unseal } from "../auth/sealed.ts";
import type { Db } from "../store/db.ts";

export type FeedScope = "employee" | "office";

export type FeedRow = {
  id: string;
  ownerId: string;
  scope: FeedScope;
  subjectId: string;
  createdAt: string;
};

/** A feed found by its token, with its owner as they are now. */
export type FoundFeed = FeedRow & { ownerRole: string; ownerActive: boolean };

type Row = {
  id: string;
  owner_id: string;
  scope: FeedScope;
  subject_id: string;
  created_at: string;
  sealed_token: string;
};

const feedOf = (r: Row): FeedRow => ({
  id: r.id,
  ownerId: r.owner_id,
  scope: r.scope,
  subjectId: r.subject_id,
  createdAt: r.created_at,
});

/** 32 random bytes: the whole secret of a feed's address. */
const TOKEN_BYTES = 32;

export class CalendarFeeds {
  constructor(private readonly db: Db, private readonly key: Promise<CryptoKey>) {}

  /** The owner's feeds with their tokens, oldest first. */
  async list(ownerId: string): Promise<Array<FeedRow & { token: string }>> {
    const rows = await this.db.all<Row>(
      `SELECT id, owner_id, scope, subject_id, created_at, sealed_token FROM calendar_feed
       WHERE owner_id = $1 ORDER BY created_at, id`,
      [ownerId],
    );
    const key = await this.key;
    return Promise.all(rows.map(async (r) => ({ ...feedOf(r), token: await unseal(key, r.sealed_token) })));
  }

  /** Makes the owner's feed of a subject, or gives the one they have a new token. `created` tells which. */
  async make(
    ownerId: string,
    scope: FeedScope,
    subjectId: string,
    now: Date,
  ): Promise<{ feed: FeedRow; token: string; created: boolean }> {
    const token = randomHex(TOKEN_BYTES);
    const hash = await sha256(token);
    const sealed = await seal(await this.key, token);
    const at = now.toISOString();
    return await this.db.transaction(async (tx) => {
      const before = await tx.get<{ id: string }>(
        "SELECT id FROM calendar_feed WHERE owner_id = $1 AND scope = $2 AND subject_id = $3",
        [ownerId, scope, subjectId],
      );
      const id = before?.id ?? crypto.randomUUID();
      if (before) {
        await tx.run(
          "UPDATE calendar_feed SET token_hash = $2, sealed_token = $3, created_at = $4 WHERE id = $1",
          [id, hash, sealed, at],
        );
      } else {
        await tx.run(
          `INSERT INTO calendar_feed (id, owner_id, scope, subject_id, token_hash, sealed_token, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [id, ownerId, scope, subjectId, hash, sealed, at],
        );
      }
      return { feed: { id, ownerId, scope, subjectId, createdAt: at }, token, created: !before };
    });
  }

  /** Revokes one of the owner's feeds; false when they have none of that id. */
  async revoke(ownerId: string, id: string): Promise<boolean> {
    const gone = await this.db.all<{ id: string }>(
      "DELETE FROM calendar_feed WHERE id = $1 AND owner_id = $2 RETURNING id",
      [id, ownerId],
    );
    return gone.length > 0;
  }

  /**
   * The feed a token opens, by its hash: the lookup compares digests, so how long it takes says nothing about how
   * near a guess came to a real token.
   */
  async find(token: string): Promise<FoundFeed | undefined> {
    const row = await this.db.get<Row & { role: string; active: boolean | number }>(
      `SELECT f.id, f.owner_id, f.scope, f.subject_id, f.created_at, f.sealed_token, e.role, e.active
       FROM calendar_feed f JOIN employee e ON e.id = f.owner_id WHERE f.token_hash = $1`,
      [await sha256(token)],
    );
    if (!row) return undefined;
    return { ...feedOf(row), ownerRole: row.role, ownerActive: row.active === true || row.active === 1 };
  }
}
