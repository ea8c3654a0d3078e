/** The policy: only the app's own scripts, styles, fonts and connections; no plugins, framed by no one. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  // A document's preview: its bytes fetched with the session's token, shown from a blob (documents/VersionsPanel).
  "frame-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The headers of every document and static file. hono/secure-headers sets fifteen on every response, several for
 * retired browser features (X-XSS-Protection, X-Download-Options, Flash policies), at about a microsecond each;
 * these are the ones that protect today's browsers, and static responses are prebuilt with them once.
 */
export const SECURITY_HEADERS: [string, string][] = [
  ["Content-Security-Policy", CONTENT_SECURITY_POLICY],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/** What a hashed script, style or font needs: never sniffed into another type, never used by other sites. */
export const ASSET_SECURITY_HEADERS: [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/**
 * What an API answer needs (OWASP's REST guidance): it is never a document, so it may load nothing and be framed
 * by no one, and must not be sniffed into one (with nosniff, browsers' opaque-response blocking already keeps
 * JSON from other origins' pages). Framing, opener and referrer policies only mean something on documents, and
 * browsers keep HSTS from the page itself.
 */
export const API_SECURITY_HEADERS: [string, string][] = [
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["X-Content-Type-Options", "nosniff"],
];

/**
 * API answers carry tokens, clients' records, exports and two-factor secrets: no cache (a shared proxy, the
 * browser's disk, its back button) may keep one. A route that sets its own Cache-Control keeps it (the calendar
 * feed, which calendar apps poll), and so does a proxied answer whose backend set one.
 */
const API_CACHE_CONTROL: [string, string] = ["Cache-Control", "no-store"];

/** The API set and its Cache-Control, for answers prebuilt once and cloned (the health check, demo fixtures). */
export const PREBUILT_API_HEADERS: [string, string][] = [...API_SECURITY_HEADERS, API_CACHE_CONTROL];

/**
 * Answers prebuilt with every header they need (the API set included) and cloned per request. Their headers must
 * not be touched: on Deno a clone's `headers` reads as empty until set, and setting one drops the rest.
 */
const finished = new WeakSet<Response>();

export function markFinished(res: Response): Response {
  finished.add(res);
  return res;
}

export function isFinished(res: Response): boolean {
  return finished.has(res);
}

/** Adds the API set to an API answer, and no-store unless the answer says how it may be cached. */
export function addSecurityHeaders(headers: Headers) {
  for (const [name, value] of API_SECURITY_HEADERS) headers.set(name, value);
  if (!headers.has("cache-control")) headers.set(...API_CACHE_CONTROL);
}
