import type { Config } from "../config.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { Store } from "../store/index.ts";
import { dialectOf } from "./dialect.ts";

/** The development sign-ins of ARCHITECTURE.md, documented in the README. */
export const DEVELOPMENT_SIGN_INS = [
  {
    firstName: "Ada",
    lastName: "Admin",
    email: "admin@ledgerdesk.test",
    password: "ledgerdesk-admin",
    role: "admin",
  },
  {
    firstName: "Sipho",
    lastName: "Staff",
    email: "staff@ledgerdesk.test",
    password: "ledgerdesk-staff",
    role: "staff",
  },
  {
    firstName: "Carla",
    lastName: "Clerk",
    email: "clerk@ledgerdesk.test",
    password: "ledgerdesk-clerk",
    role: "clerk",
  },
] as const;

/**
 * Seeds sign-ins into an empty store: in production only ADMIN_EMAIL/ADMIN_PASSWORD, otherwise the three
 * development users. A store that has employees is left alone. Several instances starting at once on an empty
 * store take turns (a lock, then the count again): one seeds, the others find it seeded.
 */
export async function seedSignIns(
  store: Store,
  config: Config,
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<number> {
  if (await store.employees.count() > 0) return 0;
  const hashed = await Promise.all(
    people(config).map(async ({ password, ...person }) => ({
      ...person,
      passwordHash: await hash(password),
    })),
  );
  return await store.db.transaction(async (tx) => {
    await dialectOf(tx).lock(tx, "seed sign-ins");
    if (await store.employees.count() > 0) return 0;
    for (const person of hashed) await store.employees.create(person, null);
    return hashed.length;
  });
}

function people(config: Config) {
  return config.APP_ENV === "production"
    ? [{
      firstName: "Practice",
      lastName: "Administrator",
      email: config.ADMIN_EMAIL!,
      password: config.ADMIN_PASSWORD!,
      role: "admin" as const,
    }]
    : DEVELOPMENT_SIGN_INS;
}
