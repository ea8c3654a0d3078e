import type { Db } from "./db.ts";

/** An employee's two-factor key as the store keeps it (migration 8); times in ms since the epoch. */
export type TwoFactorRow = { sealedSecret: string; enabledAt: number | null; lastStep: number };

export async function findTwoFactor(db: Db, employeeId: string): Promise<TwoFactorRow | undefined> {
  const row = await db.get<{ sealed_secret: string; enabled_at: number | null; last_step: number }>(
    "SELECT sealed_secret, enabled_at, last_step FROM employee_two_factor WHERE employee_id = $1",
    [employeeId],
  );
  return row && {
    sealedSecret: row.sealed_secret,
    enabledAt: row.enabled_at === null ? null : Number(row.enabled_at),
    lastStep: Number(row.last_step),
  };
}

/** Starts (or starts again) an enrolment: a new key, not yet confirmed. Refused (false) once one is enabled. */
export async function startTwoFactor(db: Db, employeeId: string, sealedSecret: string): Promise<boolean> {
  const { changes } = await db.run(
    `INSERT INTO employee_two_factor (employee_id, sealed_secret, enabled_at, last_step) VALUES ($1, $2, NULL, -1)
     ON CONFLICT (employee_id) DO UPDATE SET sealed_secret = $2, last_step = -1
     WHERE employee_two_factor.enabled_at IS NULL`,
    [employeeId, sealedSecret],
  );
  return changes > 0;
}

/**
 * Uses the time step `step` of the employee's key: false when a code of that step (or a later one) was used
 * already, so each code signs in once.
 */
export async function useTwoFactorStep(db: Db, employeeId: string, step: number): Promise<boolean> {
  const { changes } = await db.run(
    "UPDATE employee_two_factor SET last_step = $1 WHERE employee_id = $2 AND last_step < $1",
    [step, employeeId],
  );
  return changes > 0;
}

/** Confirms an enrolment and keeps the recovery codes' hashes (replacing any earlier ones), in one transaction. */
export async function enableTwoFactor(
  db: Db,
  employeeId: string,
  at: number,
  codeHashes: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run("UPDATE employee_two_factor SET enabled_at = $1 WHERE employee_id = $2", [at, employeeId]);
    await tx.run("DELETE FROM employee_recovery_code WHERE employee_id = $1", [employeeId]);
    for (const hash of codeHashes) {
      await tx.run("INSERT INTO employee_recovery_code (employee_id, code_hash) VALUES ($1, $2)", [
        employeeId,
        hash,
      ]);
    }
  });
}

/** Uses a recovery code: false when there is no such unused code. */
export async function useRecoveryCode(
  db: Db,
  employeeId: string,
  codeHash: string,
  at: number,
): Promise<boolean> {
  const { changes } = await db.run(
    `UPDATE employee_recovery_code SET used_at = $1
     WHERE employee_id = $2 AND code_hash = $3 AND used_at IS NULL`,
    [at, employeeId, codeHash],
  );
  return changes > 0;
}

export async function recoveryCodesLeft(db: Db, employeeId: string): Promise<number> {
  const row = await db.get<{ n: number }>(
    "SELECT count(*) AS n FROM employee_recovery_code WHERE employee_id = $1 AND used_at IS NULL",
    [employeeId],
  );
  return Number(row?.n ?? 0);
}

/** Turns two-factor sign-in off: the key and the recovery codes go. */
export async function removeTwoFactor(db: Db, employeeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run("DELETE FROM employee_recovery_code WHERE employee_id = $1", [employeeId]);
    await tx.run("DELETE FROM employee_two_factor WHERE employee_id = $1", [employeeId]);
  });
}
