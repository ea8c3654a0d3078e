import { invalid, problem, refusal } from "../../domain/api/index.ts";
import type { PortalEnrolment, PortalTwoFactorState } from "../../domain/portal.ts";
import { seal, unseal } from "../auth/sealed.ts";
import { newTotpSecret, qrSvg, totpMatch, totpUri } from "../auth/totp.ts";
import type { Db } from "../store/db.ts";

type Row = { sealed_secret: string; enabled_at: number | null; last_step: number };

/**
 * A portal user's authenticator app (TOTP, server/auth/totp.ts) as a second factor they turn on themselves: set
 * up with a key shown once (QR code and text) and confirmed by its first code, turned off with a code. Once on,
 * every sign-in (a code, a link, an invitation) asks for a current code before the session starts. A code works
 * once (its time step is remembered). Keys are sealed with the employees' key (a copy of the database gives none).
 */
export class PortalTwoFactor {
  constructor(
    private readonly deps: { db: Db; key: Promise<CryptoKey>; practiceName: string; now: () => number },
  ) {}

  async state(userId: string): Promise<PortalTwoFactorState> {
    return { enabled: (await this.#row(userId))?.enabled_at != null };
  }

  async isOn(userId: string): Promise<boolean> {
    return (await this.state(userId)).enabled;
  }

  /** A new key for user `userId` (who reads `account` in their app); refused (409) while one is on. */
  async start(userId: string, account: string): Promise<PortalEnrolment> {
    const secret = newTotpSecret();
    const sealed = await seal(await this.deps.key, secret);
    const { changes } = await this.deps.db.run(
      `INSERT INTO portal_two_factor (user_id, sealed_secret, enabled_at, last_step) VALUES ($1, $2, NULL, -1)
       ON CONFLICT (user_id) DO UPDATE SET sealed_secret = $2, last_step = -1
       WHERE portal_two_factor.enabled_at IS NULL`,
      [userId, sealed],
    );
    if (changes !== 1) throw refusal("twoFactorAlreadyOn");
    const uri = totpUri(secret, account, this.deps.practiceName);
    return { secret, uri, qrSvg: qrSvg(uri) };
  }

  /** Turns it on with the first code of the key just set up; a wrong code is a 400 naming `code`. */
  async confirm(userId: string, code: string): Promise<PortalTwoFactorState> {
    const row = await this.#row(userId);
    if (!row || row.enabled_at !== null) throw codeRefused("wrong");
    await this.#use(userId, row, code);
    await this.deps.db.run("UPDATE portal_two_factor SET enabled_at = $1 WHERE user_id = $2", [
      this.deps.now(),
      userId,
    ]);
    return { enabled: true };
  }

  /** Turns it off, given a current code. */
  async disable(userId: string, code: string): Promise<PortalTwoFactorState> {
    const row = await this.#row(userId);
    if (!row || row.enabled_at === null) throw codeRefused("wrong");
    await this.#use(userId, row, code);
    await this.deps.db.run("DELETE FROM portal_two_factor WHERE user_id = $1", [userId]);
    return { enabled: false };
  }

  /** The sign-in's second step: a current code of the user's key, not used before. */
  async check(userId: string, code: string): Promise<void> {
    const row = await this.#row(userId);
    if (!row || row.enabled_at === null) throw codeRefused("wrong");
    await this.#use(userId, row, code);
  }

  async #use(userId: string, row: Row, code: string): Promise<void> {
    // A key sealed under another JWT_SECRET cannot be read: staff revoke and invite the person again.
    const secret = await unseal(await this.deps.key, row.sealed_secret).catch(() => undefined);
    const step = secret === undefined ? null : totpMatch(secret, code.replace(/\s/g, ""), this.deps.now());
    if (step === null) throw codeRefused("wrong");
    const { changes } = await this.deps.db.run(
      "UPDATE portal_two_factor SET last_step = $1 WHERE user_id = $2 AND last_step < $1",
      [step, userId],
    );
    if (changes !== 1) throw codeRefused("used");
  }

  async #row(userId: string): Promise<Row | undefined> {
    return await this.deps.db.get<Row>(
      "SELECT sealed_secret, enabled_at, last_step FROM portal_two_factor WHERE user_id = $1",
      [userId],
    );
  }
}

/** A refused code: a 400 naming the `code` field. */
function codeRefused(check: "wrong" | "used") {
  return invalid({ code: problem(check === "wrong" ? "portalTwoFactorWrong" : "twoFactorCodeUsed") });
}
