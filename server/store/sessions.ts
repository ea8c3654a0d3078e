import type { Db } from "./db.ts";

/** A back-office session as the store keeps it (migration 7); times in ms since the epoch. */
export type EmployeeSession = { id: string; employeeId: string; startedAt: number; lastSeenAt: number };

type SessionRow = { id: string; employee_id: string; started_at: number; last_seen_at: number };

/** A session id: 128 random bits, base64url. */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Starts a session of the employee, seen now; returns its id. */
export async function startSession(db: Db, employeeId: string, at: number): Promise<EmployeeSession> {
  const session = { id: newSessionId(), employeeId, startedAt: at, lastSeenAt: at };
  await db.run(
    "INSERT INTO employee_session (id, employee_id, started_at, last_seen_at) VALUES ($1, $2, $3, $4)",
    [session.id, employeeId, at, at],
  );
  return session;
}

export async function findSession(db: Db, id: string): Promise<EmployeeSession | undefined> {
  const row = await db.get<SessionRow>(
    "SELECT id, employee_id, started_at, last_seen_at FROM employee_session WHERE id = $1",
    [id],
  );
  return row && {
    id: row.id,
    employeeId: row.employee_id,
    startedAt: Number(row.started_at),
    lastSeenAt: Number(row.last_seen_at),
  };
}

/** Records use of a session; never moves its time back (another instance may have written a later one). */
export async function touchSession(db: Db, id: string, at: number): Promise<void> {
  await db.run("UPDATE employee_session SET last_seen_at = $1 WHERE id = $2 AND last_seen_at < $1", [at, id]);
}

/** Ends one session; false when there was none. */
export async function endSession(db: Db, id: string): Promise<boolean> {
  return (await db.run("DELETE FROM employee_session WHERE id = $1", [id])).changes > 0;
}

/** Ends every session of the employee; returns how many there were. */
export async function endEmployeeSessions(db: Db, employeeId: string): Promise<number> {
  return (await db.run("DELETE FROM employee_session WHERE employee_id = $1", [employeeId])).changes;
}

/** Forgets sessions unused since `before` (their tokens are refused anyway); returns how many. */
export async function pruneSessions(db: Db, before: number): Promise<number> {
  return (await db.run("DELETE FROM employee_session WHERE last_seen_at < $1", [before])).changes;
}
