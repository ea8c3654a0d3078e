import type { Context, MiddlewareHandler, Next } from "hono";
import { gzipSync } from "node:zlib";
import { identify } from "../auth/guard.ts";
import type { TokenService } from "../auth/tokens.ts";
import { refusal } from "../../domain/api/index.ts";
import { markFinished, PREBUILT_API_HEADERS } from "../middleware/security-headers.ts";

/**
 * The demo apps' state: one sandbox per signed-in user (demo or back-office token), seeded from the fixtures.
 * Copy-on-write per app: a sandbox holds a private copy of an app's state only once that user has written to it,
 * so an untouched app costs nothing. Where sandboxes live is a SandboxHome: with a store, the store
 * (stored-sandboxes.ts), so every instance sees a user's writes; in proxy mode, which has no store, this process's
 * memory (Sandboxes: reset on restart). Both are bounded: past the limit the least recently used user's sandbox
 * is dropped. Anonymous callers read the fixtures and cannot write.
 */

/** One app's state slot: its name and its (deep-frozen) fixture. */
export type DemoSlot<S> = { readonly name: string; readonly fixture: S };

export class Sandbox {
  readonly #apps: Map<string, unknown>;
  #changed = false;

  /** `apps`: the states written before, by slot name (a stored sandbox's). */
  constructor(apps: Record<string, unknown> = {}) {
    this.#apps = new Map(Object.entries(apps));
  }

  read<S>(slot: DemoSlot<S>): S {
    return (this.#apps.get(slot.name) as S | undefined) ?? slot.fixture;
  }

  /** Runs `change` on this user's own copy of the app's state, made on the first write. */
  write<S, T>(slot: DemoSlot<S>, change: (state: S) => T): T {
    let state = this.#apps.get(slot.name) as S | undefined;
    if (state === undefined) {
      state = structuredClone(slot.fixture) as S;
      this.#apps.set(slot.name, state);
    }
    this.#changed = true;
    return change(state);
  }

  /** Whether anything was written since the sandbox was made. */
  get changed(): boolean {
    return this.#changed;
  }

  /** The states written to, by slot name. */
  written(): Record<string, unknown> {
    return Object.fromEntries(this.#apps);
  }

  /** How many apps this user has written to (for tests and the bench). */
  get copies(): number {
    return this.#apps.size;
  }
}

/**
 * Where the sandboxes live. `enter` finds the user's sandbox for the app mounted at `app`, sets it on the request
 * and runs the rest of it (`next`), keeping what the handler wrote.
 */
export interface SandboxHome {
  enter(c: Context<DemoEnv>, user: string, app: string, next: Next): Promise<void>;
}

/** Enough for a busy training day; each written-to app costs tens of KB, so memory stays bounded. */
export const DEFAULT_SANDBOX_LIMIT = 500;

/** The sandboxes in this process's memory, for proxy mode (no store) and the tests that look inside. */
export class Sandboxes implements SandboxHome {
  readonly #byUser = new Map<string, Sandbox>();
  constructor(readonly limit = DEFAULT_SANDBOX_LIMIT) {}

  async enter(c: Context<DemoEnv>, user: string, _app: string, next: Next): Promise<void> {
    c.set("sandbox", this.of(user));
    await next();
  }

  /** The user's sandbox, created on first use; marks it most recently used. */
  of(user: string): Sandbox {
    let sandbox = this.#byUser.get(user);
    if (sandbox) {
      this.#byUser.delete(user);
    } else {
      sandbox = new Sandbox();
      if (this.#byUser.size >= this.limit) this.#byUser.delete(this.#byUser.keys().next().value!);
    }
    this.#byUser.set(user, sandbox);
    return sandbox;
  }

  get size(): number {
    return this.#byUser.size;
  }
}

export type DemoVariables = { sandbox: Sandbox | null };
export type DemoEnv = { Variables: DemoVariables };

/**
 * Finds the caller's sandbox of the app mounted at `app`. No token: a read-only view of the fixtures (writes get
 * 401). A token that does not verify is a 401 rather than a silent fall back to anonymous, so an expired session
 * is noticed.
 */
export function demoSession(
  tokens: TokenService,
  home: SandboxHome,
  app: string,
): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const who = await identify(tokens, c);
    if (who === "missing") {
      if (c.req.method !== "GET" && c.req.method !== "HEAD") throw refusal("anonymousDemoWrite");
      c.set("sandbox", null);
    } else if (typeof who === "string") {
      throw refusal("accessTokenInvalid");
    } else {
      return home.enter(c, `${who.aud}:${who.sub}`, app, next);
    }
    await next();
  };
}

/** Freezes a fixture all the way down, so no handler can change the shared copy by mistake. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Declares an app's state. In handlers: `slot.read(c)` for the caller's view, `slot.write(c, state => …)` to
 * change it (the session middleware guarantees a sandbox on writes).
 */
export function demoState<S>(name: string, fixture: S) {
  const slot: DemoSlot<S> = { name, fixture: deepFreeze(fixture) };
  return {
    ...slot,
    read(c: Context<DemoEnv>): S {
      return c.var.sandbox?.read(slot) ?? slot.fixture;
    },
    write<T>(c: Context<DemoEnv>, change: (state: S) => T): T {
      const sandbox = c.var.sandbox;
      if (!sandbox) throw new Error("demoState.write without a sandbox: mount the app behind demoSession");
      return sandbox.write(slot, change);
    },
  };
}

const derivedFromFixtures = new WeakMap<object, Map<string, unknown>>();

/**
 * A value computed from an app's state (a filtered list), cached while that state is the shared fixture: then the
 * answer is the same for everyone who has not written, and it is frozen so sendJson serves it from cached bytes.
 * Once a user has written, their state is their own and the value is computed afresh.
 */
export function derived<T>(state: object, key: string, compute: () => T): T {
  if (!Object.isFrozen(state)) return compute();
  let cache = derivedFromFixtures.get(state);
  if (!cache) derivedFromFixtures.set(state, cache = new Map());
  if (!cache.has(key)) cache.set(key, deepFreeze(compute()));
  return cache.get(key) as T;
}

/** One finished answer per encoding, cloned per request (see sendJson). */
type Encoded = { raw: Response; gzip: Response | null };
const encodedFixtures = new WeakMap<object, Encoded>();
/** Below this a gzip member costs more than it saves. */
const GZIP_FROM_BYTES = 1024;

function encode(value: object): Encoded {
  const raw = new TextEncoder().encode(JSON.stringify(value));
  const json = { "Content-Type": "application/json", ...Object.fromEntries(PREBUILT_API_HEADERS) };
  if (raw.byteLength < GZIP_FROM_BYTES) return { raw: new Response(raw, { headers: json }), gzip: null };
  const vary = { ...json, Vary: "Accept-Encoding" };
  return {
    raw: new Response(raw, { headers: vary }),
    gzip: new Response(new Uint8Array(gzipSync(raw, { level: 9 })), {
      headers: { ...vary, "Content-Encoding": "gzip" },
    }),
  };
}

/**
 * Answers JSON. A frozen value (a fixture nobody has written to) is serialised and gzipped once into finished
 * responses that are cloned per request, as the static files are: a clone shares the bytes, where building a
 * Response from them copies them, and the large read-only lists (icons, mails) would pay that copy every time.
 */
export function sendJson(c: Context, value: unknown, status: 200 | 201 | 404 = 200): Response {
  if (value === null || typeof value !== "object" || !Object.isFrozen(value) || status !== 200) {
    return c.json(value, status);
  }
  let encoded = encodedFixtures.get(value);
  if (!encoded) encodedFixtures.set(value, encoded = encode(value));
  const gzip = encoded.gzip && /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
  return markFinished((gzip ? encoded.gzip! : encoded.raw).clone());
}
