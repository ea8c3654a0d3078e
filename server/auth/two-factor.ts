import type { Db } from "../store/db.ts";
import {
  enableTwoFactor,
  findTwoFactor,
  recoveryCodesLeft,
  removeTwoFactor,
  startTwoFactor,
  useRecoveryCode,
  useTwoFactorStep,
} from "../store/two-factor.ts";
import { seal, unseal } from "./sealed.ts";
import { newTotpSecret, qrSvg, totpMatch, totpUri } from "./totp.ts";

/** Who must sign in with a second factor: nobody (anyone may choose to), administrators, or every employee. */
export type TwoFactorPolicy = "optional" | "admins" | "everyone";

export const RECOVERY_CODES = 10;
/** Lower-case base32 without look-alikes' trouble: 10 characters of it are 50 random bits. */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
/** Recovery codes are shown as `xxxxx-xxxxx`; typed with or without the dash, spaces or capitals. */
const RECOVERY_CODE = /^[a-z2-7]{10}$/;
/** Enabled-or-not is re-read at least this often (another instance may have changed it). */
const REREAD_MS = 5_000;

export type Enrolment = { secret: string; uri: string; qrSvg: string };
export type TwoFactorStatus = { enabled: boolean; required: boolean; recoveryCodesLeft: number };
/** Why a code was refused: not a code of the key (or no key), or a code already used. */
export type CodeCheck = "ok" | "wrong" | "used";

function recoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const text = [...bytes].map((b) => ALPHABET[b & 31]).join("");
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** A typed recovery code in its stored form, or undefined when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const text = typed.toLowerCase().replace(/[\s-]/g, "");
  return RECOVERY_CODE.test(text) ? text : undefined;
}

async function hashRecoveryCode(employeeId: string, code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${employeeId}:${code}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Two-factor sign-in with TOTP (RFC 6238): enrolment (a sealed key, confirmed by a first code, then ten one-time
 * recovery codes shown once and kept hashed), the second step's check (a code is good once: its time step is
 * remembered), and turning it off. Whether an employee has it on is remembered per process for the guard,
 * cleared by this instance's changes and re-read every few seconds for another's.
 */
export class TwoFactor {
  readonly #db: Db;
  readonly #key: Promise<CryptoKey>;
  readonly #policy: TwoFactorPolicy;
  readonly #now: () => number;
  readonly #enabled = new Map<string, { on: boolean; readAt: number }>();

  /** `key` seals the TOTP keys (derived from the signing secret, so it comes as a promise). */
  constructor(options: { db: Db; key: Promise<CryptoKey>; policy: TwoFactorPolicy; now?: () => number }) {
    this.#db = options.db;
    this.#key = options.key;
    this.#policy = options.policy;
    this.#now = options.now ?? Date.now;
  }

  /** Whether the practice requires a second factor of this role. */
  required(role: string): boolean {
    return this.#policy === "everyone" || (this.#policy === "admins" && role === "admin");
  }

  async isEnabled(employeeId: string): Promise<boolean> {
    const at = this.#now();
    const known = this.#enabled.get(employeeId);
    if (known && at - known.readAt < REREAD_MS) return known.on;
    const on = (await findTwoFactor(this.#db, employeeId))?.enabledAt != null;
    if (this.#enabled.size >= 10_000) this.#enabled.delete(this.#enabled.keys().next().value!);
    this.#enabled.set(employeeId, { on, readAt: at });
    return on;
  }

  async status(employeeId: string, role: string): Promise<TwoFactorStatus> {
    const enabled = await this.isEnabled(employeeId);
    return {
      enabled,
      required: this.required(role),
      recoveryCodesLeft: enabled ? await recoveryCodesLeft(this.#db, employeeId) : 0,
    };
  }

  /** Starts an enrolment; undefined when two-factor sign-in is on already. */
  async start(employeeId: string, account: string, issuer: string): Promise<Enrolment | undefined> {
    const secret = newTotpSecret();
    if (!await startTwoFactor(this.#db, employeeId, await seal(await this.#key, secret))) return undefined;
    const uri = totpUri(secret, account, issuer);
    return { secret, uri, qrSvg: qrSvg(uri) };
  }

  /**
   * Confirms an enrolment with a code of the new key: on, and the recovery codes, shown this once. "wrong" also
   * when there is no enrolment waiting; undefined `codes` unless "ok".
   */
  async confirm(employeeId: string, code: string): Promise<{ check: CodeCheck; codes?: string[] }> {
    const row = await findTwoFactor(this.#db, employeeId);
    if (!row || row.enabledAt !== null) return { check: "wrong" };
    const check = await this.#totp(employeeId, row.sealedSecret, code);
    if (check !== "ok") return { check };
    const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
    const hashes = await Promise.all(codes.map((c) => hashRecoveryCode(employeeId, c.replace("-", ""))));
    await enableTwoFactor(this.#db, employeeId, this.#now(), hashes);
    this.#enabled.delete(employeeId);
    return { check, codes };
  }

  /** The second step: a current code of the employee's key, or one of their unused recovery codes. */
  async check(employeeId: string, code: string): Promise<CodeCheck> {
    const row = await findTwoFactor(this.#db, employeeId);
    if (!row || row.enabledAt === null) return "wrong";
    const recovery = normalizeRecoveryCode(code);
    if (recovery !== undefined) {
      const hash = await hashRecoveryCode(employeeId, recovery);
      return await useRecoveryCode(this.#db, employeeId, hash, this.#now()) ? "ok" : "wrong";
    }
    return await this.#totp(employeeId, row.sealedSecret, code);
  }

  /** Turns two-factor sign-in off, given a code as for signing in. */
  async disable(employeeId: string, code: string): Promise<CodeCheck> {
    const check = await this.check(employeeId, code);
    if (check !== "ok") return check;
    await removeTwoFactor(this.#db, employeeId);
    this.#enabled.delete(employeeId);
    return check;
  }

  /**
   * Turns another employee's two-factor sign-in off without a code (they lost the phone and the recovery codes);
   * they sign in with the password alone until they set it up again. False when it was not set up.
   */
  async reset(employeeId: string): Promise<boolean> {
    const had = (await findTwoFactor(this.#db, employeeId)) !== undefined;
    await removeTwoFactor(this.#db, employeeId);
    this.#enabled.delete(employeeId);
    return had;
  }

  async #totp(employeeId: string, sealedSecret: string, code: string): Promise<CodeCheck> {
    // A key sealed under another JWT_SECRET cannot be read: only the recovery codes still sign in.
    const secret = await unseal(await this.#key, sealedSecret).catch(() => undefined);
    if (secret === undefined) return "wrong";
    const step = totpMatch(secret, code.replace(/\s/g, ""), this.#now());
    if (step === null) return "wrong";
    return await useTwoFactorStep(this.#db, employeeId, step) ? "ok" : "used";
  }
}
