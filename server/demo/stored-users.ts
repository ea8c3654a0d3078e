import type { Db, SqlValue } from "../store/index.ts";
import { emailKey, type KeptUser, type KeptUsers, MAX_REGISTRATIONS } from "./auth-users.ts";

const COLUMNS =
  "uuid, email, origin, role, display_name, photo_url, settings, shortcuts, password_hash, registered_at";

type Row = {
  uuid: string;
  email: string;
  origin: string;
  role: string;
  display_name: string;
  photo_url: string;
  settings: string;
  shortcuts: string;
  password_hash: string | null;
  registered_at: number | null;
};

const keptOf = (row: Row): KeptUser => ({
  user: {
    uuid: row.uuid,
    from: row.origin,
    role: row.role,
    data: {
      displayName: row.display_name,
      photoURL: row.photo_url,
      email: row.email,
      settings: JSON.parse(row.settings),
      shortcuts: JSON.parse(row.shortcuts),
    },
  },
  ...(row.password_hash !== null && { passwordHash: row.password_hash }),
});

/** The row's values in COLUMNS' order. */
const valuesOf = ({ user, passwordHash }: KeptUser, registeredAt: number | null): SqlValue[] => [
  user.uuid,
  user.data.email,
  user.from,
  user.role,
  user.data.displayName,
  user.data.photoURL,
  JSON.stringify(user.data.settings),
  JSON.stringify(user.data.shortcuts),
  passwordHash,
  registeredAt,
];

/**
 * In the store's demo_user table (migration 21), so every instance over one database knows the same users. A
 * change is one statement that sets only what changes (two instances changing one user's name and shortcuts at
 * once keep both); a seeded user's first change writes the fixture's record with it. The email's key is unique:
 * of two registrations of one email on two instances at once, the second insert finds it taken.
 */
export function storedUsers(
  db: Db,
  { limit = MAX_REGISTRATIONS, now = Date.now }: { limit?: number; now?: () => number } = {},
): KeptUsers {
  const one = async (sql: string, params: SqlValue[]) => {
    const row = await db.get<Row>(sql, params);
    return row && keptOf(row);
  };
  /**
   * Runs `set` (its parameters from $2) on the user's row; a seeded user without one is written as `seeded`
   * (the fixture's record with the change made).
   */
  const change = async (uuid: string, set: string, params: SqlValue[], seeded?: KeptUser) => {
    const update = () =>
      one(`UPDATE demo_user SET ${set} WHERE uuid = $1 RETURNING ${COLUMNS}`, [uuid, ...params]);
    // A row another instance is writing at the same moment holds the email's key too: PostgreSQL's ON CONFLICT
    // with a target arbitrates that one index alone and fails on the other (a 500 under two changes at once), so
    // any conflict leaves the insert undone and the change is made to the row that won.
    const found = seeded
      ? await one(
        `INSERT INTO demo_user (${COLUMNS}, email_key) VALUES ($1, ${placeholders(2, 10)})
         ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [uuid, ...valuesOf(seeded, null).slice(1), emailKey(seeded.user.data.email)],
      ) ?? await update()
      : await update();
    return found?.user;
  };
  return {
    byEmail: (key) => one(`SELECT ${COLUMNS} FROM demo_user WHERE email_key = $1`, [key]),
    byUuid: (uuid) => one(`SELECT ${COLUMNS} FROM demo_user WHERE uuid = $1`, [uuid]),
    async register(kept) {
      const { changes } = await db.run(
        `INSERT INTO demo_user (${COLUMNS}, email_key) VALUES (${placeholders(1, 11)})
         ON CONFLICT (email_key) DO NOTHING`,
        [...valuesOf(kept, now()), emailKey(kept.user.data.email)],
      );
      if (changes === 0) return false;
      // The newest `limit` registrations stay (the registration time, then the uuid, orders them).
      const cutoff = await db.get<{ at: number; uuid: string }>(
        `SELECT registered_at AS at, uuid FROM demo_user WHERE registered_at IS NOT NULL
         ORDER BY registered_at DESC, uuid DESC LIMIT 1 OFFSET $1`,
        [limit],
      );
      if (cutoff) {
        await db.run(
          `DELETE FROM demo_user
           WHERE registered_at < $1 OR (registered_at = $1 AND uuid <= $2)`,
          [Number(cutoff.at), cutoff.uuid],
        );
      }
      return true;
    },
    setPasswordHash: (uuid, hash, seed) =>
      change(uuid, "password_hash = $2", [hash], seed && { user: seed, passwordHash: hash }),
    update: (uuid, patch, seed) =>
      change(
        uuid,
        `display_name = coalesce($2, demo_user.display_name), photo_url = coalesce($3, demo_user.photo_url),
         settings = coalesce($4, demo_user.settings), shortcuts = coalesce($5, demo_user.shortcuts)`,
        [
          patch.displayName,
          patch.photoURL,
          patch.settings && JSON.stringify(patch.settings),
          patch.shortcuts && JSON.stringify(patch.shortcuts),
        ],
        seed && { user: { ...seed, data: { ...seed.data, ...patch } } },
      ),
  };
}

/** `$from, …, $(from + count - 1)`. */
const placeholders = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `$${from + i}`).join(", ");
