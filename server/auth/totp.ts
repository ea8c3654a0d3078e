import { Secret, TOTP } from "otpauth";
import qrcode from "qrcode-generator";

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Codes of the step before and after now are accepted too: a phone's clock a little off, a code typed late. */
const WINDOW = 1;

function totp(secret: string, digits = DIGITS, label = "", issuer = "") {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new shared secret: 160 random bits (RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step a moment falls in. */
export function totpStep(ms: number): number {
  return Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of the secret at a moment (`digits` other than 6 for the RFC's test vectors). */
export function totpCode(secret: string, ms: number, digits = DIGITS): string {
  return totp(secret, digits).generate({ timestamp: ms });
}

/** The time step whose code `code` is (now, or one step either side), or null when it is none of them. */
export function totpMatch(secret: string, code: string, ms: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: ms, window: WINDOW });
  return delta === null ? null : totpStep(ms) + delta;
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totp(secret, DIGITS, account, issuer).toString();
}

/** The address as a QR code, an SVG drawn here so the browser loads no QR library. */
export function qrSvg(text: string): string {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
}
