/**
 * The one fetch wrapper of the client: JSON in and out, the session's `Authorization: Bearer` header, and one
 * typed error. The session plugs itself in with `setApiAuth`, so this module knows nothing about sign-in.
 */

/**
 * A failed call: the HTTP status (0 when the server could not be reached), the problem's code, its message and
 * per-field messages (in the language the call asked for), and each field's problem as a code with parameters
 * (`problems`), so a screen can word it again when the language changes.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: unknown = undefined,
    /** Seconds to wait, from a Retry-After header (429). */
    readonly retryAfter: number | undefined = undefined,
    /** The catalogue code of the problem (domain/api); undefined for an answer not in our envelope. */
    readonly code: string | undefined = undefined,
    readonly problems: Record<string, FieldProblem> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A field's problem as the envelope gives it: a catalogue code and its parameters. */
export type FieldProblem = { code: string; params?: Record<string, unknown> };

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
  /** "manual": a redirect is not followed (answered as status 0), so a call can learn where it would lead. */
  redirect?: RequestRedirect;
  /** "no-store": asked of the server itself, never of the browser's cache (a health check). */
  cache?: RequestCache;
};

type AuthHooks = {
  /** The current access token, or null for a guest. */
  token: () => string | null;
  /** Who is signed in (their id), or null: every cached answer is that person's (client/lib/data/keys.ts). */
  who?: () => string | null;
  /**
   * An authenticated call answered 401; `sentToken` is the token that call carried, `code` the problem's code
   * (the session ended, went idle, or the token is not valid).
   */
  onUnauthorized: (sentToken: string, code: string | undefined) => void;
  /** An authenticated call was refused (any status) with this problem code: the session may act on some. */
  onRefused?: (code: string) => void;
};

let auth: AuthHooks = { token: () => null, onUnauthorized: () => {} };

export function setApiAuth(hooks: AuthHooks) {
  auth = hooks;
}

/** The signed-in person's id, or "" for a guest. */
export function signedInAs(): string {
  return auth.who?.() ?? "";
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * What an error body says. Our server answers one envelope, `{ error: { message, code, fields?: { [path]:
 * { code, message, params? } } } }`; a practice's own backend (proxy mode) may answer `{ message }` (its sign-in)
 * or `{ error: "…" }`, which are read too.
 */
export function errorDetails(body: unknown, status: number): {
  message: string;
  code?: string;
  fields: Record<string, string>;
  problems: Record<string, FieldProblem>;
} {
  const fallback = `The server answered ${status}.`;
  const fields: Record<string, string> = {};
  const problems: Record<string, FieldProblem> = {};
  if (!isObject(body)) {
    return { message: typeof body === "string" && body ? body : fallback, code: undefined, fields, problems };
  }
  const nested = isObject(body.error) ? body.error : undefined;
  const message = typeof nested?.message === "string"
    ? nested.message
    : typeof body.message === "string"
    ? body.message
    : typeof body.error === "string"
    ? body.error
    : fallback;
  const rawFields = isObject(nested?.fields) ? nested.fields : {};
  for (const [path, v] of Object.entries(rawFields)) {
    if (typeof v === "string") fields[path] = v;
    else if (isObject(v) && typeof v.message === "string") {
      fields[path] = v.message;
      if (typeof v.code === "string") {
        problems[path] = isObject(v.params) ? { code: v.code, params: v.params } : { code: v.code };
      }
    }
  }
  return { message, code: typeof nested?.code === "string" ? nested.code : undefined, fields, problems };
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

/** Headers every call sends: the page's language (the server words its errors in it) and the session's token. */
function callHeaders(token: string | null): Record<string, string> {
  const lang = globalThis.document?.documentElement.lang;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (lang) headers["Accept-Language"] = lang;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** A refused call's error; a 401 to a call that carried the session's token also ends that session. */
function refused(status: number, body: unknown, retryAfter: string | null, token: string | null): ApiError {
  const { message, code, fields, problems } = errorDetails(body, status);
  const retry = Number(retryAfter);
  if (status === 401 && token) auth.onUnauthorized(token, code);
  if (token && code) auth.onRefused?.(code);
  return new ApiError(
    status,
    message,
    fields,
    body,
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
    code,
    problems,
  );
}

async function send(
  path: string,
  options: ApiOptions,
  token: string | null,
  accept?: string,
): Promise<Response> {
  const headers = callHeaders(token);
  if (accept) headers.Accept = accept;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  try {
    return await fetch(withQuery(path, options.query), {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
      redirect: options.redirect,
      cache: options.cache,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, NETWORK_ERROR);
  }
}

/**
 * Calls the API and returns the parsed JSON body. Any non-2xx answer throws an ApiError; a 401 to a call that
 * carried the session's token also ends that session (the session decides how).
 */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const token = options.anonymous ? null : auth.token();
  const res = await send(path, options, token);
  const body = await readBody(res);
  if (res.ok) return body as T;
  throw refused(res.status, body, res.headers.get("retry-after"), token);
}

/** An answer's bytes (a document's file), asked with the session's token: a plain link would carry none. */
export async function apiBlob(
  path: string,
  options: Pick<ApiOptions, "query" | "signal"> = {},
): Promise<Blob> {
  const token = auth.token();
  const res = await send(path, options, token, "*/*");
  if (res.ok) return await res.blob();
  throw refused(res.status, await readBody(res), res.headers.get("retry-after"), token);
}

export type UploadOptions = {
  query?: ApiOptions["query"];
  /** Bytes sent so far of the file's total, as they leave. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** Send no Authorization header (a document request's link: its token is in the path). */
  anonymous?: ApiOptions["anonymous"];
};

/**
 * Sends a file as a request's whole body (a document's upload) and returns the parsed JSON answer. Through
 * XMLHttpRequest, which tells an upload's progress (fetch tells none); errors as `api` throws them.
 */
export function upload<T = unknown>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  const token = options.anonymous ? null : auth.token();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", withQuery(path, options.query));
    for (const [name, value] of Object.entries(callHeaders(token))) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (e) => options.onProgress?.(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      const type = xhr.getResponseHeader("content-type") ?? "";
      let body: unknown = xhr.responseText;
      if (type.includes("json") && xhr.responseText !== "") {
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = xhr.responseText;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(refused(xhr.status, body, xhr.getResponseHeader("retry-after"), token));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(new DOMException("The upload was stopped.", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
