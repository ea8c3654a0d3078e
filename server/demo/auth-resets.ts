import type { ResettableAccounts } from "../auth/reset-links.ts";
import type { Db } from "../store/index.ts";
import type { DemoUsers } from "./auth-users.ts";

/** How many demo links are kept at once in memory; the oldest goes first. */
const MAX_DEMO_LINKS = 5_000;

type Link = { uuid: string; expiresAt: number };

/** Where the demo users' links are kept: one per user (a new one replaces it), each taken once. */
interface DemoLinks {
  keep(tokenHash: string, link: Link, now: number): Promise<void>;
  /** The link, gone from here once taken (used or not). */
  take(tokenHash: string): Promise<Link | undefined>;
}

/** In memory: without a store (proxy mode), gone on restart like the demo users' own changes. */
function memoryLinks(): DemoLinks {
  const links = new Map<string, Link>();
  return {
    keep(tokenHash, link) {
      for (const [key, kept] of links) if (kept.uuid === link.uuid) links.delete(key);
      if (links.size >= MAX_DEMO_LINKS) links.delete(links.keys().next().value!);
      links.set(tokenHash, link);
      return Promise.resolve();
    },
    take(tokenHash) {
      const link = links.get(tokenHash);
      links.delete(tokenHash);
      return Promise.resolve(link);
    },
  };
}

/**
 * In the store's demo_password_reset table: a link asked for on one instance works on another. Bounded: one per
 * user, and expired ones go whenever a link is kept.
 */
function storeLinks(db: Db): DemoLinks {
  return {
    keep: (tokenHash, { uuid, expiresAt }, now) =>
      db.transaction(async (tx) => {
        await tx.run("DELETE FROM demo_password_reset WHERE user_uuid = $1 OR expires_at <= $2", [uuid, now]);
        await tx.run(
          "INSERT INTO demo_password_reset (token_hash, user_uuid, expires_at) VALUES ($1, $2, $3)",
          [
            tokenHash,
            uuid,
            expiresAt,
          ],
        );
      }),
    async take(tokenHash) {
      const row = await db.get<{ user_uuid: string; expires_at: number }>(
        "DELETE FROM demo_password_reset WHERE token_hash = $1 RETURNING user_uuid, expires_at",
        [tokenHash],
      );
      return row && { uuid: row.user_uuid, expiresAt: Number(row.expires_at) };
    },
  };
}

/** The demo apps' users: their links in the store when there is one (`db`), else in memory. */
export function demoResets(users: DemoUsers, db?: Db): ResettableAccounts {
  const links = db ? storeLinks(db) : memoryLinks();
  return {
    prefix: "d",
    async issue(email, tokenHash, expiresAt, now) {
      const user = await users.findByEmail(email);
      if (!user) return undefined;
      await links.keep(tokenHash, { uuid: user.uuid, expiresAt: expiresAt.getTime() }, now.getTime());
      return { name: user.data.displayName };
    },
    async reset(tokenHash, password, now) {
      const link = await links.take(tokenHash);
      if (!link || link.expiresAt <= now.getTime()) return undefined;
      return (await users.setPassword(link.uuid, password))?.data.email;
    },
  };
}
