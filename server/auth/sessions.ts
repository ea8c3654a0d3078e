import { Refusal } from "../../domain/api/index.ts";
import type { Db } from "../store/db.ts";
import type { Employee } from "../store/employees.ts";
import {
  endEmployeeSessions,
  endSession,
  findSession,
  pruneSessions,
  startSession,
  touchSession,
} from "../store/sessions.ts";
import { TOKEN_TTL_SECONDS } from "./tokens.ts";

/** Whether a back-office token's session still stands: "idle" ended by the idle time, "ended" by anything else. */
export type SessionState = "live" | "ended" | "idle";

/**
 * The promise to several instances on one PostgreSQL database: a session ended through one instance (sign-out,
 * sign-out everywhere, an administrator ending it, a deactivation, a new role, a password reset) is refused by
 * every other within this time, because what the registry keeps in memory of a session and of its employee is
 * read again from the database at least this often. This instance's own ends take effect at once.
 * tests/instances/two-instances.test.ts holds every instance to it.
 */
export const SESSION_RECHECK_MS = 5_000;
/** Entries kept per map; the oldest go first. */
const MAX_CACHED = 10_000;

type KnownSession = { employeeId: string; lastSeen: number; persisted: number; readAt: number };
type KnownEmployee = { active: boolean; role: string; readAt: number } | { missing: true; readAt: number };

export type SessionOptions = {
  db: Db;
  /** Sessions unused for this long end; the next call with their token is refused. */
  idleMs: number;
  findEmployee: (id: string) => Promise<Employee | undefined>;
  now?: () => number;
};

function remember<T>(map: Map<string, T>, key: string, value: T) {
  map.delete(key);
  if (map.size >= MAX_CACHED) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * The back-office sessions: a sign-in starts one, its tokens (refreshed through /verifytoken) carry its id, and a
 * token is accepted only while its session stands: its row exists, its employee exists, is active and still has
 * the role the token says, and it was used within the idle time. Each check is answered from memory (a map
 * lookup), reading the database only every few seconds per session; last use is written back at most every
 * `persistMs`, so an instance restarting may end a session that much early, never late.
 */
export class SessionRegistry {
  readonly idleMs: number;
  readonly #db: Db;
  readonly #findEmployee: SessionOptions["findEmployee"];
  readonly #now: () => number;
  readonly #persistMs: number;
  readonly #sessions = new Map<string, KnownSession>();
  readonly #employees = new Map<string, KnownEmployee>();
  #prunedAt = 0;

  constructor(options: SessionOptions) {
    this.#db = options.db;
    this.idleMs = options.idleMs;
    this.#findEmployee = options.findEmployee;
    this.#now = options.now ?? Date.now;
    this.#persistMs = Math.min(60_000, Math.floor(options.idleMs / 10));
  }

  /** Starts a session of the employee (a sign-in) and returns its id. */
  async start(employeeId: string): Promise<string> {
    const at = this.#now();
    await this.#prune(at);
    const session = await startSession(this.#db, employeeId, at);
    remember(this.#sessions, session.id, { employeeId, lastSeen: at, persisted: at, readAt: at });
    return session.id;
  }

  /** Whether the session `sid` of the token's employee and role stands; a standing session counts as used now. */
  async check(claims: { sub: string; role: string; sid?: string }): Promise<SessionState> {
    if (typeof claims.sid !== "string") return "ended";
    const at = this.#now();
    const session = await this.#session(claims.sid, at);
    if (!session || session.employeeId !== claims.sub) return "ended";
    const employee = await this.#employee(claims.sub, at);
    if ("missing" in employee || !employee.active || employee.role !== claims.role) return "ended";
    if (at - session.lastSeen > this.idleMs) {
      await this.end(claims.sid);
      return "idle";
    }
    session.lastSeen = Math.max(session.lastSeen, at);
    if (at - session.persisted >= this.#persistMs) {
      const persisted = session.persisted;
      session.persisted = at;
      try {
        await touchSession(this.#db, claims.sid, at);
      } catch (error) {
        // A full disk refuses writes, not reads: the last use is kept here, to be written by a later request.
        if (!(error instanceof Refusal && error.problem.code === "storeFull")) throw error;
        session.persisted = persisted;
      }
    }
    return "live";
  }

  /** Ends one session (sign out). */
  async end(sid: string): Promise<void> {
    await endSession(this.#db, sid);
    this.#sessions.delete(sid);
  }

  /** Ends every session of the employee; returns how many there were. */
  async endAll(employeeId: string): Promise<number> {
    const n = await endEmployeeSessions(this.#db, employeeId);
    this.forget(employeeId);
    return n;
  }

  /**
   * Drops what is remembered of the employee and their sessions, after a write that changed them (deactivation,
   * a new role, sessions ended in a transaction): the next check reads the database.
   */
  forget(employeeId: string): void {
    this.#employees.delete(employeeId);
    for (const [sid, session] of this.#sessions) {
      if (session.employeeId === employeeId) this.#sessions.delete(sid);
    }
  }

  async #session(sid: string, at: number): Promise<KnownSession | undefined> {
    const known = this.#sessions.get(sid);
    if (known && at - known.readAt < SESSION_RECHECK_MS) return known;
    const row = await findSession(this.#db, sid);
    if (!row) {
      this.#sessions.delete(sid);
      return undefined;
    }
    const lastSeen = Math.max(row.lastSeenAt, known?.lastSeen ?? 0);
    const session = { employeeId: row.employeeId, lastSeen, persisted: row.lastSeenAt, readAt: at };
    remember(this.#sessions, sid, session);
    return session;
  }

  async #employee(id: string, at: number): Promise<KnownEmployee> {
    const known = this.#employees.get(id);
    if (known && at - known.readAt < SESSION_RECHECK_MS) return known;
    const row = await this.#findEmployee(id);
    const employee: KnownEmployee = row
      ? { active: row.active, role: row.role, readAt: at }
      : { missing: true, readAt: at };
    remember(this.#employees, id, employee);
    return employee;
  }

  /** Once an hour at most, forgets sessions that can no longer be used: idle, or past any token's lifetime. */
  async #prune(at: number): Promise<void> {
    if (at - this.#prunedAt < 3_600_000) return;
    this.#prunedAt = at;
    // Last use is written back late by up to persistMs: a session that recent may still be in use here.
    const unusable = Math.min(this.idleMs, TOKEN_TTL_SECONDS.backoffice * 1000) + this.#persistMs;
    await pruneSessions(this.#db, at - unusable);
  }
}
