import { sign, verify } from "hono/jwt";

/**
 * "challenge": the second step of a two-factor sign-in, never a session (no guard admits it). "portal": a client
 * portal user's (issue 37), which only the portal's guard admits, and which admits nothing else.
 */
export type Audience = "backoffice" | "demo" | "challenge" | "portal";

/**
 * `sid`: the session the token belongs to (a back-office one, server/auth/sessions.ts, or a portal one,
 * server/portal/sessions.ts); demo tokens have none.
 */
export type TokenClaims = {
  sub: string;
  role: string;
  aud: Audience;
  exp: number;
  iat: number;
  sid?: string;
};

/** Why a token is refused: "invalid" (bad, expired, other audience) or its session's end ("ended", "idle"). */
export type Unaccepted = "invalid" | "ended" | "idle";

export class InvalidTokenError extends Error {
  constructor(readonly reason: Unaccepted = "invalid") {
    super(reason === "invalid" ? "Invalid or expired token" : `Session ${reason}`);
  }
}

/**
 * Lifetimes: a working day and a half for staff; the demo apps' tokens live 2 days (demo-apps.md §9); a sign-in's
 * second step must follow within 5 minutes.
 */
export const TOKEN_TTL_SECONDS: Record<Audience, number> = {
  backoffice: 12 * 3600,
  demo: 2 * 24 * 3600,
  challenge: 5 * 60,
  portal: 12 * 3600,
};

/**
 * HS256 tokens with an audience. The HMAC key is imported once here, not per request.
 * `now` is injectable so expiry can be tested without waiting.
 */
export async function createTokenService(secret: string, now: () => number = Date.now) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, [
    "deriveKey",
  ]);
  // A verified token always verifies again: remember it, so each request pays a map lookup rather than an HMAC.
  // Expiry is still checked on every use; the cache is bounded, oldest first out. Per instance, and rightly so:
  // a token's signature depends on the token and the secret alone (whether its session stands is checked apart).
  const verified = new Map<string, TokenClaims>();
  const remember = (token: string, claims: TokenClaims) => {
    if (verified.size >= 10_000) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  return {
    /**
     * An AES-GCM key of its own for `purpose`, derived from the same secret (HKDF): one secret to keep, and a
     * key that signs nothing.
     */
    deriveKey(purpose: string): Promise<CryptoKey> {
      return crypto.subtle.deriveKey(
        { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: new TextEncoder().encode(purpose) },
        material,
        { name: "AES-GCM", length: 256 },
        false,
        ["encrypt", "decrypt"],
      );
    },
    issue(sub: string, role: string, aud: Audience, sid?: string): Promise<string> {
      const iat = Math.floor(now() / 1000);
      const claims = { sub, role, aud, iat, exp: iat + TOKEN_TTL_SECONDS[aud] };
      return sign(sid === undefined ? claims : { ...claims, sid }, key, "HS256");
    },
    /**
     * The claims of a valid token for that audience (or any of those audiences); anything else (tampered,
     * expired, other audience, alg none) throws.
     */
    async verify(token: string, aud: Audience | readonly Audience[]): Promise<TokenClaims> {
      const audiences: readonly Audience[] = typeof aud === "string" ? [aud] : aud;
      const known = verified.get(token);
      if (known) {
        if (audiences.includes(known.aud) && known.exp > Math.floor(now() / 1000)) return known;
        throw new InvalidTokenError();
      }
      try {
        // Expiry is checked here against the injected clock rather than inside hono/jwt.
        const claims = await verify(token, key, {
          alg: "HS256",
          aud: [...audiences],
          exp: false,
          iat: false,
        });
        const nowSeconds = Math.floor(now() / 1000);
        if (typeof claims.exp !== "number" || claims.exp <= nowSeconds) throw new Error("expired");
        if (typeof claims.iat === "number" && claims.iat > nowSeconds + 60) {
          throw new Error("issued in the future");
        }
        if (typeof claims.sub !== "string" || typeof claims.role !== "string") throw new Error("claims");
        remember(token, claims as unknown as TokenClaims);
        return claims as unknown as TokenClaims;
      } catch {
        throw new InvalidTokenError();
      }
    },
  };
}

export type TokenService = Awaited<ReturnType<typeof createTokenService>>;

type SessionCheck = { check(claims: TokenClaims): Promise<"live" | "ended" | "idle"> };

/**
 * The token service of the embedded backend: a back-office token verifies only while its session stands, so every
 * guard, /verifytoken and the demo apps' sandboxes refuse an ended session alike; a portal token likewise, against
 * the portal's sessions.
 */
export function withSessions(
  tokens: TokenService,
  sessions: SessionCheck,
  portal?: SessionCheck,
): TokenService {
  return {
    ...tokens,
    async verify(token, aud) {
      const claims = await tokens.verify(token, aud);
      if (claims.aud !== "backoffice" && claims.aud !== "portal") return claims;
      // Without the portal's sessions (a test's app, a bench) no portal token stands.
      const checker = claims.aud === "backoffice" ? sessions : portal;
      const state = checker ? await checker.check(claims) : "ended";
      if (state !== "live") throw new InvalidTokenError(state);
      return claims;
    },
  };
}

/** The token of an `Authorization: Bearer <token>` (or `JWT <token>`) header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^(?:Bearer|JWT)\s+(\S+)$/i.exec(header ?? "");
  return match?.[1];
}
