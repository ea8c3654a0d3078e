import { type DemoUserRecord, demoUsersFixture } from "../../fixtures/auth.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";

/** At most this many registered demo users are kept; the oldest registration goes first. */
const MAX_USERS = 5_000;

export type DemoUser = Omit<DemoUserRecord, "password">;
/** A seeded user keeps the fixture's public password until it is reset; then, like a registrant, only a hash. */
type Stored = { user: DemoUser; seeded: boolean; fixturePassword?: string; passwordHash?: string };

/**
 * The mock layer's user table: the fixture's users plus registrations, in memory, reset on restart.
 * The fixture's passwords are public demo credentials; a registrant's password is kept only as a hash.
 * Per instance: with several instances a registration, a password reset or a profile change is known only to the
 * instance that took it (the fixture's users sign in on every one, and their sandboxes are in the store). It moves
 * to the store together with the reset links that point into it (auth-resets.ts).
 */
export function createDemoUsers() {
  const byUuid = new Map<string, Stored>(
    demoUsersFixture.map((
      { password, ...user },
    ) => [user.uuid, { user: structuredClone(user), seeded: true, fixturePassword: password }]),
  );
  const find = (email: string) => {
    const wanted = email.trim().toLowerCase();
    for (const s of byUuid.values()) if (s.user.data.email.toLowerCase() === wanted) return s;
    return undefined;
  };
  return {
    findByEmail(email: string): DemoUser | undefined {
      return find(email)?.user;
    },
    findByUuid(uuid: string): DemoUser | undefined {
      return byUuid.get(uuid)?.user;
    },
    async checkPassword(email: string, password: string): Promise<boolean> {
      const stored = find(email);
      if (!stored) return false;
      if (stored.fixturePassword !== undefined) return stored.fixturePassword === password;
      return await verifyPassword(password, stored.passwordHash!);
    },
    async register(user: DemoUser, password: string) {
      if (byUuid.size >= MAX_USERS) {
        const oldest = [...byUuid.entries()].find(([, s]) => !s.seeded)?.[0];
        if (oldest) byUuid.delete(oldest);
      }
      byUuid.set(user.uuid, { user, seeded: false, passwordHash: await hashPassword(password) });
    },
    /** Sets a new password (a reset link was followed); false when the user is gone. */
    async setPassword(uuid: string, password: string): Promise<boolean> {
      const stored = byUuid.get(uuid);
      if (!stored) return false;
      stored.passwordHash = await hashPassword(password);
      stored.fixturePassword = undefined;
      return true;
    },
    update(uuid: string, patch: Partial<DemoUser["data"]>): DemoUser | undefined {
      const stored = byUuid.get(uuid);
      if (!stored) return undefined;
      stored.user = { ...stored.user, data: { ...stored.user.data, ...patch } };
      return stored.user;
    },
  };
}

export type DemoUsers = ReturnType<typeof createDemoUsers>;
