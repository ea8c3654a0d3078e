import { deepStrictEqual, notStrictEqual, ok, strictEqual } from "node:assert/strict";
import { BEFORE_ENROLMENT, openBeforeEnrolment } from "../../server/auth/enrolment.ts";
import { totpCode } from "../../server/auth/totp.ts";
import { signedInApp } from "../support/app.ts";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Every operation of the API description, as a method and a path to call (its parameters filled in). */
async function operations(app: { request: (path: string) => Response | Promise<Response> }) {
  const doc = await (await app.request("/api/openapi.json")).json();
  const ops: { method: string; path: string; call: string }[] = [];
  for (const [template, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      const path = template.replace(/\{[^}]+\}/g, "x");
      ops.push({ method: method.toUpperCase(), path, call: `${method.toUpperCase()} ${path}` });
    }
  }
  return ops;
}

for (
  const [policy, who] of [["admins", "admin"], ["everyone", "staff"]] as const
) {
  Deno.test(`TWO_FACTOR=${policy}: an unenrolled ${who}'s token opens no /api route but setting it up, who they are and leaving`, async () => {
    const { app, send, tokens, store } = await signedInApp({ TWO_FACTOR: policy });
    const staffLogin = await send(
      "/api/users/login",
      JSON.stringify({ email: "staff@ledgerdesk.test", password: "ledgerdesk-staff" }),
    );
    const token = who === "admin" ? tokens.admin : (await staffLogin.json()).jwt_access_token;
    const ops = await operations(app);
    const call = (method: string, path: string) =>
      send(path, method === "GET" ? null : "{}", token, { method });

    // The finding: an administrator who has not set it up acted on other employees.
    ok(ops.some((op) => op.call === "POST /api/users/x/two-factor/reset"));
    ok(ops.some((op) => op.call === "POST /api/users/x/end-sessions"));

    const refusedOnes = ops.filter((op) => !openBeforeEnrolment(op.method, op.path));
    ok(refusedOnes.length > 200, `${refusedOnes.length} operations`);
    for (const { method, path, call: name } of refusedOnes) {
      const res = await call(method, path);
      const body = await res.json();
      deepStrictEqual([res.status, body.error?.code], [403, "twoFactorEnrolmentRequired"], name);
    }

    // What is listed is a route (no stale entry), and it is not refused; leaving last, as it ends the session.
    for (const entry of BEFORE_ENROLMENT) ok(ops.some((op) => op.call === entry), `${entry} is a route`);
    const leaving = (name: string) => name.startsWith("POST /api/users/logout");
    const opened = ops.filter((op) => openBeforeEnrolment(op.method, op.path)).sort((a, b) =>
      Number(leaving(a.call)) - Number(leaving(b.call))
    );
    for (const { method, path, call: name } of opened) {
      const res = await call(method, path);
      const body = res.headers.get("content-type")?.includes("json") ? await res.json() : await res.text();
      notStrictEqual(body?.error?.code, "twoFactorEnrolmentRequired", name);
      notStrictEqual(res.status, 403, name);
    }
    await store?.close();
  });
}

Deno.test("the gate leaves others alone: a role not asked, and the same admin once set up", async () => {
  const { send, tokens, store } = await signedInApp({ TWO_FACTOR: "admins" });
  const staff = await send(
    "/api/users/login",
    JSON.stringify({ email: "staff@ledgerdesk.test", password: "ledgerdesk-staff" }),
  );
  const staffToken = (await staff.json()).jwt_access_token;
  const reset = `/api/users/${
    (await store!.employees.findByEmail("staff@ledgerdesk.test"))!.id
  }/end-sessions`;
  const grants = (token: string) => send("/api/backoffice/me/grants", null, token, { method: "GET" });
  strictEqual((await grants(staffToken)).status, 200, "staff are not asked");
  strictEqual((await grants(tokens.admin)).status, 403);

  const started = await (await send("/api/users/two-factor/start", "{}", tokens.admin)).json();
  const code = totpCode(started.secret, Date.now());
  const confirmed = await send("/api/users/two-factor/confirm", JSON.stringify({ code }), tokens.admin);
  strictEqual(confirmed.status, 200);
  strictEqual((await grants(tokens.admin)).status, 200, "set up: the same session opens the back office");
  const ended = await send(reset, "{}", tokens.admin);
  deepStrictEqual([ended.status, await ended.json()], [200, { ended: 1 }]);
  await store?.close();
});
