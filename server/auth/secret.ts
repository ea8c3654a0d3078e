import { dirname } from "node:path";

/**
 * The token signing secret: JWT_SECRET when set (required in production); in development one is generated once
 * and kept beside the database, so sessions survive restarts without any set-up.
 */
export async function resolveJwtSecret(
  { configured, production, file }: { configured?: string; production: boolean; file: string },
): Promise<string> {
  if (configured) return configured;
  if (production) throw new Error("JWT_SECRET must be set in production (at least 32 characters).");
  try {
    const kept = (await Deno.readTextFile(file)).trim();
    if (kept.length >= 32) return kept;
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  }
  const bytes = crypto.getRandomValues(new Uint8Array(48));
  const secret = btoa(String.fromCharCode(...bytes));
  await Deno.mkdir(dirname(file), { recursive: true });
  await Deno.writeTextFile(file, secret + "\n", { mode: 0o600 });
  return secret;
}
