import { deepStrictEqual, rejects, strictEqual } from "node:assert/strict";
import { seal, unseal } from "../../server/auth/sealed.ts";
import { createTokenService } from "../../server/auth/tokens.ts";
import { newTotpSecret, qrSvg, totpCode, totpMatch, totpStep, totpUri } from "../../server/auth/totp.ts";
import { normalizeRecoveryCode } from "../../server/auth/two-factor.ts";

/** RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" (here in base32) and its 8-digit codes. */
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

Deno.test("TOTP codes are RFC 6238's test vectors (SHA-1), and 6-digit codes are their last six digits", () => {
  for (const [seconds, code] of RFC_VECTORS) {
    strictEqual(totpCode(RFC_SECRET, seconds * 1000, 8), code, `T = ${seconds}`);
    strictEqual(totpCode(RFC_SECRET, seconds * 1000), code.slice(2), `T = ${seconds}, 6 digits`);
  }
});

Deno.test("a code matches its own step and one step either side, no further; the answer is the code's step", () => {
  const at = 1234567890_000;
  const step = totpStep(at);
  const code = (offset: number) => totpCode(RFC_SECRET, at + offset * 30_000);
  strictEqual(totpMatch(RFC_SECRET, code(0), at), step);
  strictEqual(totpMatch(RFC_SECRET, code(-1), at), step - 1);
  strictEqual(totpMatch(RFC_SECRET, code(1), at), step + 1);
  strictEqual(totpMatch(RFC_SECRET, code(-2), at), null);
  strictEqual(totpMatch(RFC_SECRET, code(2), at), null);
  for (const bad of ["", "12345", "1234567", "abcdef", "89005924"]) {
    strictEqual(totpMatch(RFC_SECRET, bad, at), null);
  }
});

Deno.test("a new key is 160 bits of base32; its address and QR code are what authenticator apps read", () => {
  const secret = newTotpSecret();
  strictEqual(secret.length, 32);
  strictEqual(/^[A-Z2-7]+$/.test(secret), true);
  const uri = totpUri(secret, "ada@example.test", "Ledgerdesk");
  strictEqual(
    uri,
    `otpauth://totp/Ledgerdesk:ada%40example.test?issuer=Ledgerdesk&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
  );
  const svg = qrSvg(uri);
  strictEqual(svg.startsWith("<svg"), true);
  strictEqual(svg.includes("<script"), false);
});

Deno.test("sealed keys open with the key they were sealed with only", async () => {
  const one = await (await createTokenService("a".repeat(40))).deriveKey("two-factor");
  const other = await (await createTokenService("b".repeat(40))).deriveKey("two-factor");
  const sealed = await seal(one, RFC_SECRET);
  strictEqual(sealed.includes(RFC_SECRET), false);
  strictEqual(await unseal(one, sealed), RFC_SECRET);
  await rejects(unseal(other, sealed));
});

Deno.test("recovery codes are read without regard to case, spaces or the dash", () => {
  deepStrictEqual(
    ["abcde-fgh23", "ABCDE FGH23", "abcdefgh23", "abcde-fgh2", "abcde-fgh21", "abcde-fgh23x"].map(
      normalizeRecoveryCode,
    ),
    ["abcdefgh23", "abcdefgh23", "abcdefgh23", undefined, undefined, undefined],
  );
});
