/**
 * The one fetch wrapper of the client: JSON in and out, the session's `Authorization: Bearer` header, and one
 * typed error. The session plugs itself in with `setApiAuth`, so this module knows nothing about sign-in.
 */

/** A failed call: the HTTP status (0 when the server could not be reached), its message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: unknown = undefined,
    /** Seconds to wait, from a Retry-After header (429). */
    readonly retryAfter: number | undefined = undefined,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const NETWORK_ERROR = "Could not reach the server. Check the connection and try again.";

export type ApiOptions = {
  /** Defaults to POST when there is a body, GET otherwise. */
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Send no Authorization header (sign-in, registration, token checks that carry the token in the body). */
  anonymous?: boolean;
  /** Let the request outlive the page (a save sent as the page is closed or reloaded). */
  keepalive?: boolean;
};

type AuthHooks = {
  /** The current access token, or null for a guest. */
  token: () => string | null;
  /** An authenticated call answered 401; `sentToken` is the token that call carried. */
  onUnauthorized: (sentToken: string) => void;
};

let auth: AuthHooks = { token: () => null, onUnauthorized: () => {} };

export function setApiAuth(hooks: AuthHooks) {
  auth = hooks;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The message and fields of an error body, whichever of the API's shapes it has: `{ message }` (sign-in),
 * `{ error: { message, fields } }` (validation and guards), `{ error: "…" }` (the demo token check).
 */
export function errorDetails(
  body: unknown,
  status: number,
): { message: string; fields: Record<string, string> } {
  const fallback = `The server answered ${status}.`;
  if (!isObject(body)) return { message: typeof body === "string" && body ? body : fallback, fields: {} };
  const nested = isObject(body.error) ? body.error : undefined;
  const message = typeof body.message === "string"
    ? body.message
    : typeof body.error === "string"
    ? body.error
    : typeof nested?.message === "string"
    ? nested.message
    : fallback;
  const fields: Record<string, string> = {};
  const rawFields = isObject(nested?.fields) ? nested.fields : isObject(body.fields) ? body.fields : {};
  for (const [k, v] of Object.entries(rawFields)) if (typeof v === "string") fields[k] = v;
  return { message, fields };
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === "") return undefined;
  if (!(res.headers.get("content-type") ?? "").includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function withQuery(path: string, query: ApiOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}

/**
 * Calls the API and returns the parsed JSON body. Any non-2xx answer throws an ApiError; a 401 to a call that
 * carried the session's token also ends that session (the session decides how).
 */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const token = options.anonymous ? null : auth.token();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(withQuery(path, options.query), {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, NETWORK_ERROR);
  }
  const body = await readBody(res);
  if (res.ok) return body as T;
  const { message, fields } = errorDetails(body, res.status);
  const retry = Number(res.headers.get("retry-after"));
  if (res.status === 401 && token) auth.onUnauthorized(token);
  throw new ApiError(
    res.status,
    message,
    fields,
    body,
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
  );
}
