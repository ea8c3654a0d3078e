import { match, ok, strictEqual } from "node:assert/strict";
import { testApp } from "../support/app.ts";

const GOOGLE = {
  GOOGLE_CLIENT_ID: "client-123.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "shh-secret",
};
const b64url = (o: object) =>
  btoa(JSON.stringify(o)).replaceAll("=", "").replaceAll("+", "-").replaceAll("/", "_");

/** Google's token endpoint, faked: it checks what a real one checks and answers an ID token for `email`. */
function fakeGoogle(email: string, verified = true) {
  const seen: URLSearchParams[] = [];
  const fetch = ((_url: string | URL | Request, init?: RequestInit) => {
    const form = new URLSearchParams(String(init?.body));
    seen.push(form);
    if (form.get("code") !== "good-code" || form.get("client_secret") !== GOOGLE.GOOGLE_CLIENT_SECRET) {
      return Promise.resolve(Response.json({ error: "invalid_grant" }, { status: 400 }));
    }
    const idToken = `${b64url({ alg: "RS256" })}.${b64url({ email, email_verified: verified })}.sig`;
    return Promise.resolve(Response.json({ id_token: idToken, access_token: "at" }));
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

async function start(app: Awaited<ReturnType<typeof testApp>>["app"]) {
  const res = await app.request("http://ledgerdesk.local/api/users/auth/google");
  strictEqual(res.status, 302);
  const location = new URL(res.headers.get("location")!);
  const cookie = res.headers.get("set-cookie")!.split(";")[0];
  return { location, cookie, state: location.searchParams.get("state")! };
}

Deno.test("without Google credentials the address answers 501 saying how to enable it", async () => {
  const { app } = await testApp();
  const res = await app.request("/api/users/auth/google");
  strictEqual(res.status, 501);
  const { error } = await res.json();
  strictEqual(error.code, "googleNotEnabled");
  match(error.message, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
});

Deno.test("the flow starts with a redirect to Google carrying a state that is also in an HttpOnly cookie", async () => {
  const { app } = await testApp(GOOGLE, { fetch: fakeGoogle("admin@ledgerdesk.test").fetch });
  const { location, state } = await start(app);
  strictEqual(location.origin + location.pathname, "https://accounts.google.com/o/oauth2/v2/auth");
  strictEqual(location.searchParams.get("client_id"), GOOGLE.GOOGLE_CLIENT_ID);
  strictEqual(
    location.searchParams.get("redirect_uri"),
    "http://ledgerdesk.local/api/users/auth/google/callback",
  );
  strictEqual(location.searchParams.get("response_type"), "code");
  ok(state.length >= 40);
  const res = await app.request("http://ledgerdesk.local/api/users/auth/google");
  match(res.headers.get("set-cookie")!, /HttpOnly/i);
});

Deno.test("an existing active employee ends at /callback?token= with a back-office token", async () => {
  const google = fakeGoogle("Admin@LedgerDesk.test");
  const { app, tokens } = await testApp(GOOGLE, { fetch: google.fetch });
  const { cookie, state } = await start(app);
  const res = await app.request(
    `http://ledgerdesk.local/api/users/auth/google/callback?code=good-code&state=${state}`,
    { headers: { cookie } },
  );
  strictEqual(res.status, 302);
  const location = res.headers.get("location")!;
  match(location, /^\/callback\?token=/);
  const claims = await tokens.verify(location.split("token=")[1], "backoffice");
  strictEqual(claims.role, "admin");
  strictEqual(google.seen[0].get("redirect_uri"), "http://ledgerdesk.local/api/users/auth/google/callback");
});

Deno.test("a state that does not match the cookie is refused before Google is asked", async () => {
  const google = fakeGoogle("admin@ledgerdesk.test");
  const { app } = await testApp(GOOGLE, { fetch: google.fetch });
  const { cookie } = await start(app);
  for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
    const res = await app.request("/api/users/auth/google/callback?code=good-code&state=forged", { headers });
    match(decodeURIComponent(res.headers.get("location")!), /^\/callback\?error=.*state mismatch/);
  }
  strictEqual(google.seen.length, 0);
});

Deno.test("unknown or unverified Google accounts and refused codes end at /callback?error=", async () => {
  for (
    const [email, verified, code, reason] of [
      ["stranger@gmail.com", true, "good-code", /No active Ledgerdesk account/],
      ["admin@ledgerdesk.test", false, "good-code", /did not confirm an email/],
      ["admin@ledgerdesk.test", true, "bad-code", /could not confirm the sign-in/],
    ] as const
  ) {
    const { app } = await testApp(GOOGLE, { fetch: fakeGoogle(email, verified).fetch });
    const { cookie, state } = await start(app);
    const res = await app.request(`/api/users/auth/google/callback?code=${code}&state=${state}`, {
      headers: { cookie },
    });
    match(decodeURIComponent(res.headers.get("location")!), reason);
  }
});

Deno.test("a failed Google sign-in is worded in the browser's language, from the problem catalogue", async () => {
  const { app } = await testApp(GOOGLE, { fetch: fakeGoogle("stranger@gmail.com").fetch });
  const { cookie, state } = await start(app);
  const res = await app.request(`/api/users/auth/google/callback?code=good-code&state=${state}`, {
    headers: { cookie, "accept-language": "tr-TR,tr;q=0.9" },
  });
  const error = new URL(res.headers.get("location")!, "http://x").searchParams.get("error");
  strictEqual(
    error,
    "stranger@gmail.com adresini kullanan etkin bir Ledgerdesk hesabı yok. Bir yöneticiye başvurun.",
  );
  const cancelled = await app.request("/api/users/auth/google/callback?error=access_denied", {
    headers: { "accept-language": "ar" },
  });
  match(
    decodeURIComponent(cancelled.headers.get("location")!),
    /أُلغي تسجيل الدخول عبر Google \(access_denied\)/,
  );
});
