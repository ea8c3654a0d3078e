import type { Db } from "../store/index.ts";
import { findEmployeeByEmail, setEmployeePassword } from "../store/employees.ts";
import { endEmployeeSessions } from "../store/sessions.ts";

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

/**
 * Accounts of one store whose password a reset link can set. A link's secret is never kept, only its SHA-256
 * hash; asking again replaces the account's earlier link, and using a link uses it up.
 */
export interface ResettableAccounts {
  /** The first part of this store's link tokens, so a token finds its store without trying each. */
  readonly prefix: string;
  /** Keeps a link for the (active) account with this address; its name for the mail, or undefined if none. */
  issue(email: string, tokenHash: string, expiresAt: Date, now: Date): Promise<{ name: string } | undefined>;
  /**
   * Uses up an unexpired link and sets the account's password (already hashed for the employees, plain for the
   * demo store, which hashes it itself): all or nothing, and no hash is made unless the link is real and
   * unexpired. Returns the account's address, or undefined.
   */
  reset(tokenHash: string, password: string, now: Date): Promise<string | undefined>;
}

/**
 * The back office's employees (the embedded store): links in the `password_reset` table. A new password ends
 * the employee's sessions: whoever knew the old one is signed out too.
 */
export function employeeResets(
  db: Db,
  hash: (password: string) => Promise<string>,
  sessions: { forget(employeeId: string): void },
): ResettableAccounts {
  return {
    prefix: "e",
    async issue(email, tokenHash, expiresAt, now) {
      const employee = await findEmployeeByEmail(db, email);
      if (!employee?.active) return undefined;
      await db.transaction(async (tx) => {
        await tx.run("DELETE FROM password_reset WHERE employee_id = $1 OR expires_at <= $2", [
          employee.id,
          now.toISOString(),
        ]);
        await tx.run("INSERT INTO password_reset (token_hash, employee_id, expires_at) VALUES ($1, $2, $3)", [
          tokenHash,
          employee.id,
          expiresAt.toISOString(),
        ]);
      });
      return { name: employee.firstName };
    },
    async reset(tokenHash, password, now) {
      // A made-up or stale token is turned away before the (slow on purpose) hash: guessing costs the server
      // one lookup. The hash is made outside the transaction rather than hold the database meanwhile; the link
      // is used up inside it, so of two uses at once only one sets the password.
      const found = await db.get<{ expires_at: string; active: boolean | number }>(
        `SELECT r.expires_at, e.active FROM password_reset r JOIN employee e ON e.id = r.employee_id
         WHERE r.token_hash = $1`,
        [tokenHash],
      );
      if (!found || found.expires_at <= now.toISOString() || !found.active) return undefined;
      const passwordHash = await hash(password);
      const done = await db.transaction(async (tx) => {
        const link = await tx.get<{ employee_id: string; expires_at: string }>(
          "DELETE FROM password_reset WHERE token_hash = $1 RETURNING employee_id, expires_at",
          [tokenHash],
        );
        if (!link || link.expires_at <= now.toISOString()) return undefined;
        const row = await tx.get<{ email: string; active: boolean | number }>(
          "SELECT email, active FROM employee WHERE id = $1",
          [link.employee_id],
        );
        if (!row || !row.active) return undefined;
        await setEmployeePassword(tx, link.employee_id, passwordHash, link.employee_id, now);
        await endEmployeeSessions(tx, link.employee_id);
        return { email: row.email, id: link.employee_id };
      });
      if (!done) return undefined;
      sessions.forget(done.id);
      return done.email;
    },
  };
}
