import { type DemoUserRecord, demoUsersFixture } from "../../fixtures/auth.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";

/** At most this many registered demo users are kept; the oldest registration goes first. */
export const MAX_REGISTRATIONS = 5_000;

export type DemoUser = Omit<DemoUserRecord, "password">;
/** What a profile change may set. */
export type DemoUserPatch = Partial<
  Pick<DemoUser["data"], "displayName" | "photoURL" | "settings" | "shortcuts">
>;
/** A kept user: without a hash, a seeded user whose fixture password still stands. */
export type KeptUser = { user: DemoUser; passwordHash?: string };

/** The users kept beside the fixture: registrations, and seeded users once one of them is changed. */
export interface KeptUsers {
  /** `emailKey`: the email trimmed and lower-cased. */
  byEmail(emailKey: string): Promise<KeptUser | undefined>;
  byUuid(uuid: string): Promise<KeptUser | undefined>;
  /** Adds a registration unless its email is taken (false); past the limit, the oldest registration goes. */
  register(kept: Required<KeptUser>): Promise<boolean>;
  /**
   * Changes a kept user, or keeps `seed` (a seeded user as the fixture has it) with the change made; undefined
   * when the user is not there (a registration that went).
   */
  setPasswordHash(uuid: string, hash: string, seed?: DemoUser): Promise<DemoUser | undefined>;
  update(uuid: string, patch: DemoUserPatch, seed?: DemoUser): Promise<DemoUser | undefined>;
}

export const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * The mock layer's user table: the fixture's users plus registrations. The fixture's users are public demo
 * credentials, on every instance without being written; a registration, and a seeded user once changed (a new
 * password, a profile change), is `kept`: in the store when there is one (stored-users.ts), so that every instance
 * over it knows them, or else in this process's memory (proxy mode), reset on restart. Passwords other than the
 * fixture's are kept only as hashes.
 */
export function createDemoUsers(kept: KeptUsers = memoryUsers()) {
  const seeds = demoUsersFixture.map(({ password, ...user }) => ({ user, password }));
  const seedByEmail = (email: string) => seeds.find((s) => emailKey(s.user.data.email) === emailKey(email));
  const seedByUuid = (uuid: string) => seeds.find((s) => s.user.uuid === uuid);
  const find = async (email: string) => {
    const seed = seedByEmail(email);
    return (await kept.byEmail(emailKey(email))) ?? (seed && { user: structuredClone(seed.user) });
  };
  return {
    async findByEmail(email: string): Promise<DemoUser | undefined> {
      return (await find(email))?.user;
    },
    async findByUuid(uuid: string): Promise<DemoUser | undefined> {
      const seed = seedByUuid(uuid)?.user;
      return (await kept.byUuid(uuid))?.user ?? (seed && structuredClone(seed));
    },
    async checkPassword(email: string, password: string): Promise<boolean> {
      const found = await find(email);
      if (!found) return false;
      if (found.passwordHash === undefined) return seedByEmail(email)?.password === password;
      return await verifyPassword(password, found.passwordHash);
    },
    /** False when the email is taken (a seeded user's, or another registration's, made first on any instance). */
    async register(user: DemoUser, password: string): Promise<boolean> {
      if (seedByEmail(user.data.email)) return false;
      return await kept.register({ user, passwordHash: await hashPassword(password) });
    },
    /** Sets a new password (a reset link was followed); the user, or undefined when they are gone. */
    async setPassword(uuid: string, password: string): Promise<DemoUser | undefined> {
      return await kept.setPasswordHash(uuid, await hashPassword(password), seedByUuid(uuid)?.user);
    },
    update(uuid: string, patch: DemoUserPatch): Promise<DemoUser | undefined> {
      return kept.update(uuid, patch, seedByUuid(uuid)?.user);
    },
  };
}

export type DemoUsers = ReturnType<typeof createDemoUsers>;

/** In memory: without a store (proxy mode), gone on restart. */
export function memoryUsers(limit = MAX_REGISTRATIONS): KeptUsers {
  const byUuid = new Map<string, KeptUser>();
  const byEmail = new Map<string, string>();
  /** Registrations' uuids, oldest first. */
  const registrations = new Set<string>();
  const keep = (kept: KeptUser) => {
    byUuid.set(kept.user.uuid, kept);
    byEmail.set(emailKey(kept.user.data.email), kept.user.uuid);
    return kept;
  };
  const change = (uuid: string, seed: DemoUser | undefined, changed: (kept: KeptUser) => KeptUser) => {
    const found = byUuid.get(uuid) ?? (seed && { user: structuredClone(seed) });
    return Promise.resolve(found && keep(changed(found)).user);
  };
  return {
    byEmail: (key) => Promise.resolve(byUuid.get(byEmail.get(key) ?? "")),
    byUuid: (uuid) => Promise.resolve(byUuid.get(uuid)),
    register(kept) {
      if (byEmail.has(emailKey(kept.user.data.email))) return Promise.resolve(false);
      if (registrations.size >= limit) {
        const oldest = registrations.values().next().value!;
        registrations.delete(oldest);
        byEmail.delete(emailKey(byUuid.get(oldest)!.user.data.email));
        byUuid.delete(oldest);
      }
      registrations.add(keep(kept).user.uuid);
      return Promise.resolve(true);
    },
    setPasswordHash: (uuid, passwordHash, seed) => change(uuid, seed, (kept) => ({ ...kept, passwordHash })),
    update: (uuid, patch, seed) =>
      change(
        uuid,
        seed,
        (kept) => ({ ...kept, user: { ...kept.user, data: { ...kept.user.data, ...patch } } }),
      ),
  };
}
