import { deepStrictEqual, ok, rejects, strictEqual } from "node:assert/strict";
import { api, ApiError, errorDetails, setApiAuth } from "../../client/lib/api.ts";

Deno.test("the envelope gives message, code, field messages and field problems", () => {
  deepStrictEqual(
    errorDetails({
      error: {
        message: "email: Geçerli bir e-posta adresi olmalı",
        code: "invalidFields",
        requestId: "r-1",
        fields: {
          email: { code: "email", message: "Geçerli bir e-posta adresi olmalı" },
          name: { code: "atMostChars", message: "En fazla 5 karakter olmalı", params: { n: 5 } },
        },
      },
    }, 400),
    {
      message: "email: Geçerli bir e-posta adresi olmalı",
      code: "invalidFields",
      fields: { email: "Geçerli bir e-posta adresi olmalı", name: "En fazla 5 karakter olmalı" },
      problems: { email: { code: "email" }, name: { code: "atMostChars", params: { n: 5 } } },
    },
  );
});

Deno.test("a practice backend's own shapes (proxy mode) are read too", () => {
  const none = { code: undefined, fields: {}, problems: {} };
  deepStrictEqual(errorDetails({ message: "Wrong email or password." }, 401), {
    ...none,
    message: "Wrong email or password.",
  });
  deepStrictEqual(errorDetails({ error: "Invalid access token detected" }, 401), {
    ...none,
    message: "Invalid access token detected",
  });
  deepStrictEqual(
    errorDetails(
      { error: { message: "email: bad", fields: { email: "Please enter valid Email Address" } } },
      400,
    ),
    { ...none, message: "email: bad", fields: { email: "Please enter valid Email Address" } },
  );
  deepStrictEqual(errorDetails(undefined, 502), { ...none, message: "The server answered 502." });
});

/** Runs `fn` with fetch answering `respond`, recording the requests. */
async function withFetch(respond: (req: Request) => Response, fn: (seen: Request[]) => Promise<void>) {
  const original = globalThis.fetch;
  const seen: Request[] = [];
  globalThis.fetch = (input, init) => {
    const req = new Request(new URL(String(input), "http://ledgerdesk.test"), init);
    seen.push(req);
    return Promise.resolve(respond(req));
  };
  try {
    await fn(seen);
  } finally {
    globalThis.fetch = original;
    setApiAuth({ token: () => null, onUnauthorized: () => {} });
  }
}

/** The ApiError a call failed with. */
const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(() => Promise.reject(new Error("the call should have failed")), (e) => {
    ok(e instanceof ApiError);
    return e;
  });

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

Deno.test("a signed-in call carries the bearer token and JSON; an anonymous one does not", async () => {
  setApiAuth({ token: () => "tok.en.1", onUnauthorized: () => {} });
  await withFetch(() => json({ ok: true }), async (seen) => {
    deepStrictEqual(await api("/api/x", { body: { a: 1 } }), { ok: true });
    await api("/api/users/login", { body: {}, anonymous: true });
    strictEqual(seen[0].method, "POST");
    strictEqual(seen[0].headers.get("authorization"), "Bearer tok.en.1");
    strictEqual(seen[0].headers.get("content-type"), "application/json");
    deepStrictEqual(await seen[0].json(), { a: 1 });
    strictEqual(seen[1].headers.get("authorization"), null);
  });
});

Deno.test("a 401 to an authenticated call ends the session; to an anonymous one it does not", async () => {
  const ended: string[] = [];
  setApiAuth({ token: () => "tok.en.2", onUnauthorized: (t) => ended.push(t) });
  await withFetch(() => json({ error: { message: "Invalid jwt_access_token" } }, 401), async () => {
    const err: unknown = await api("/api/users/me").catch((e) => e);
    ok(err instanceof ApiError);
    strictEqual(err.status, 401);
    deepStrictEqual(ended, ["tok.en.2"]);
    await rejects(api("/api/users/login", { body: {}, anonymous: true }), ApiError);
    deepStrictEqual(ended, ["tok.en.2"]);
  });
});

Deno.test("a 429 carries its Retry-After; an unreachable server is status 0", async () => {
  await withFetch(
    () => json({ message: "Too many failed sign-ins." }, 429, { "retry-after": "30" }),
    async () => {
      const err = await failure(api("/api/users/login", { body: {}, anonymous: true }));
      deepStrictEqual([err.status, err.message, err.retryAfter], [429, "Too many failed sign-ins.", 30]);
    },
  );
  const original = globalThis.fetch;
  globalThis.fetch = () => Promise.reject(new TypeError("Failed to fetch"));
  try {
    const err = await failure(api("/api/x"));
    strictEqual(err.status, 0);
  } finally {
    globalThis.fetch = original;
  }
});
