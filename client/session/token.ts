/** The claims of a JWT, read without verifying it (the server verifies); null when it is not a JWT. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const base64 = part.replaceAll("-", "+").replaceAll("_", "/").padEnd(Math.ceil(part.length / 4) * 4, "=");
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === "object" && payload !== null && !Array.isArray(payload) ? payload : null;
  } catch {
    return null;
  }
}

/** The token's `exp` in seconds since the epoch, or null when it has none. */
export function tokenExpiry(token: string): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
}

/**
 * True when the token's expiry lies in the past. `exp` is in seconds (RFC 7519), so it is compared with the
 * current time in seconds. A token that cannot be read, or has no `exp`, counts as expired.
 */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  // Not the spec's scaled comparison (divisors 440800 and 60000): that would keep an expired token alive forever.
  const exp = tokenExpiry(token);
  return exp === null || exp <= Math.floor(nowMs / 1000);
}
