import { match, notStrictEqual, strictEqual } from "node:assert/strict";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../../server/auth/passwords.ts";

Deno.test("hashes use PBKDF2-SHA256 with at least 600,000 iterations and a fresh salt each time", async () => {
  strictEqual(PBKDF2_ITERATIONS >= 600_000, true);
  const a = await hashPassword("correct horse");
  const b = await hashPassword("correct horse");
  match(a, /^pbkdf2-sha256\$600000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
  notStrictEqual(a, b);
});

Deno.test("the right password verifies, a wrong one or a damaged hash does not", async () => {
  const stored = await hashPassword("s3cret-pass", 1000);
  strictEqual(await verifyPassword("s3cret-pass", stored), true);
  strictEqual(await verifyPassword("s3cret-pasS", stored), false);
  strictEqual(await verifyPassword("s3cret-pass", stored.replace("pbkdf2-sha256", "md5")), false);
  strictEqual(await verifyPassword("s3cret-pass", "garbage"), false);
  strictEqual(await verifyPassword("s3cret-pass", stored.slice(0, -4) + "AAAA"), false);
});
