import type { ResettableAccounts } from "../auth/reset-links.ts";
import type { DemoUsers } from "./auth-users.ts";

/** How many demo links are kept at once; the oldest goes first (the demo store is in memory). */
const MAX_DEMO_LINKS = 5_000;

/** The demo apps' users (in memory): links in memory too, gone on restart like the users' own changes. */
export function demoResets(users: DemoUsers): ResettableAccounts {
  const links = new Map<string, { uuid: string; expiresAt: number }>();
  return {
    prefix: "d",
    issue(email, tokenHash, expiresAt) {
      const user = users.findByEmail(email);
      if (!user) return Promise.resolve(undefined);
      for (const [key, link] of links) if (link.uuid === user.uuid) links.delete(key);
      if (links.size >= MAX_DEMO_LINKS) links.delete(links.keys().next().value!);
      links.set(tokenHash, { uuid: user.uuid, expiresAt: expiresAt.getTime() });
      return Promise.resolve({ name: user.data.displayName });
    },
    async reset(tokenHash, password, now) {
      const link = links.get(tokenHash);
      links.delete(tokenHash);
      if (!link || link.expiresAt <= now.getTime()) return undefined;
      if (!(await users.setPassword(link.uuid, password))) return undefined;
      return users.findByUuid(link.uuid)?.data.email;
    },
  };
}
