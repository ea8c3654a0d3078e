/**
 * Two instances of the real server (server/main.ts) on one PostgreSQL database behind a round-robin proxy: what a
 * practice that outgrows one machine runs. Each check goes through the proxy, so consecutive requests reach
 * different instances: limits count across both, a session ended on one is refused by the other within the
 * promised time, a demo user sees their own writes wherever they land (a user registered on one is known to the
 * other), a list one instance keeps in memory shows a save made on the other, the daily schedule runs each
 * trigger once when both instances run it at the same moment, and no read operation of the API description
 * answers a 5xx.
 */
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { SIGN_IN_LIMITS } from "../../server/app.ts";
import { SESSION_RECHECK_MS } from "../../server/auth/sessions.ts";
import { type ServerProcess, startServer, stopServer } from "../crash/server-process.ts";
import { DEMO_SIGN_INS, SIGN_INS } from "../support/auth-server.ts";
import { NOTE_DRAFT } from "../support/demo.ts";
import { storeEngines } from "../support/store.ts";
import { roundRobin } from "./round-robin.ts";

const postgres = storeEngines().find((e) => e.name === "postgres")!;

// deno-lint-ignore no-explicit-any -- the test reads answers of every operation's shape
type Answer = { status: number; instance: string | null; body: any };

async function ask(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(origin + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    // A redirect is an answer (Google sign-in's, to Google): not followed.
    redirect: "manual",
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (a CSV, a calendar feed): kept as text.
  }
  return { status: res.status, instance: res.headers.get("x-instance"), body: parsed };
}

/** Signs in; returns the token and the employee's id. */
async function signIn(origin: string, who: { email: string; password: string }) {
  const res = await ask(origin, "POST", "/api/users/login", who);
  strictEqual(res.status, 200, `sign-in of ${who.email}: ${JSON.stringify(res.body)}`);
  return { token: res.body.jwt_access_token as string, userId: res.body.userId as string };
}

/** Resolves with how long `check` took to come true, polling every 100 ms; throws past `limitMs`. */
async function timeUntil(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not true within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return performance.now() - started;
}

Deno.test({
  name: "two instances on one PostgreSQL behind a round-robin proxy are one product",
  ignore: postgres.skipReason !== undefined,
  // The servers' pipes and the proxy's connections outlive a step; they are closed at the end.
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async (t) => {
    const { url, cleanup } = await postgres.fresh(true);
    const secret = crypto.randomUUID() + crypto.randomUUID();
    const servers: ServerProcess[] = [];
    try {
      // Both at once, as a load balancer's instances start on an empty database: one migrates and seeds the
      // sign-ins, the other waits for it and finds them made.
      // Google sign-in set up (with made-up credentials), so the sweep reaches its routes' work rather than the
      // 501 that says it is off.
      const env = {
        DEMO_APPS: "on",
        GOOGLE_CLIENT_ID: "two-instances",
        GOOGLE_CLIENT_SECRET: "two-instances",
      };
      const started = await Promise.allSettled([
        startServer(url, secret, env),
        startServer(url, secret, env),
      ]);
      for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
      for (const result of started) if (result.status === "rejected") throw result.reason;
      const [one, two] = servers.map((s) => s.origin);
      const proxy = roundRobin([one, two]);
      const via = proxy.origin;
      try {
        await t.step("failed sign-ins count across both instances", async () => {
          const who = SIGN_INS.clerk;
          const answered = new Set<string | null>();
          for (let i = 0; i < SIGN_IN_LIMITS.perEmail; i++) {
            const res = await ask(via, "POST", "/api/users/login", { ...who, password: `guess-${i}-x` });
            strictEqual(res.status, 401);
            answered.add(res.instance);
          }
          deepStrictEqual([...answered].sort(), ["0", "1"], "the failures reached both instances");
          for (let i = 0; i < 2; i++) {
            const res = await ask(via, "POST", "/api/users/login", who);
            strictEqual(res.status, 429, `instance ${res.instance} counts the other's failures too`);
          }
        });

        await t.step(
          `a session ended on one instance is refused by the other within ${SESSION_RECHECK_MS} ms`,
          async () => {
            for (const endedBy of ["logout-everywhere", "end-sessions"] as const) {
              const { token, userId } = await signIn(one, SIGN_INS.staff);
              strictEqual((await ask(two, "GET", "/api/users/me", undefined, token)).status, 200);
              if (endedBy === "logout-everywhere") {
                strictEqual((await ask(one, "POST", "/api/users/logout-everywhere", {}, token)).status, 200);
              } else {
                const admin = (await signIn(one, SIGN_INS.admin)).token;
                const ended = await ask(one, "POST", `/api/users/${userId}/end-sessions`, {}, admin);
                strictEqual(ended.status, 200, JSON.stringify(ended.body));
              }
              strictEqual(
                (await ask(one, "GET", "/api/users/me", undefined, token)).status,
                401,
                "at once where it ended",
              );
              const took = await timeUntil(
                SESSION_RECHECK_MS + 1_000,
                async () => (await ask(two, "GET", "/api/users/me", undefined, token)).status === 401,
              );
              ok(
                took <= SESSION_RECHECK_MS + 1_000,
                `${endedBy}: refused by the other after ${took.toFixed(0)} ms`,
              );
            }
          },
        );

        await t.step("a list kept by one instance shows a save made through the other", async () => {
          const { token } = await signIn(one, SIGN_INS.admin);
          const path = "/api/backoffice/office?sort=name";
          const before = await ask(one, "GET", path, undefined, token);
          strictEqual(before.status, 200);
          // Asked again: now answered from the first instance's memory.
          deepStrictEqual((await ask(one, "GET", path, undefined, token)).body, before.body);
          const name = `Kept Elsewhere ${crypto.randomUUID().slice(0, 8)}`;
          const made = await ask(two, "POST", "/api/backoffice/office", { name }, token);
          strictEqual(made.status, 201, JSON.stringify(made.body));
          const took = await timeUntil(1_000, async () => {
            const listed = await ask(one, "GET", path, undefined, token);
            return listed.body.items.some((o: { name: string }) => o.name === name);
          });
          ok(took < 1_000, `the other instance's save shows after ${took.toFixed(0)} ms`);
        });

        await t.step("a demo user sees their own writes whichever instance answers", async () => {
          const signedIn = await ask(via, "POST", "/api/auth", DEMO_SIGN_INS.staff);
          strictEqual(signedIn.status, 200);
          const token = signedIn.body.access_token;
          const created = await ask(via, "POST", "/api/notes-app/create-note", { note: NOTE_DRAFT }, token);
          strictEqual(created.status, 200, JSON.stringify(created.body));
          const answered = new Set<string | null>();
          for (let i = 0; i < 10; i++) {
            const listed = await ask(via, "GET", "/api/notes-app/notes", undefined, token);
            strictEqual(listed.status, 200);
            ok(
              listed.body.some((n: { id: string }) => n.id === created.body.id),
              `instance ${listed.instance}`,
            );
            answered.add(listed.instance);
          }
          strictEqual(answered.size, 2, "both instances answered");
        });

        await t.step("a demo user registered on one instance is known to both", async () => {
          const who = { email: "Registered@Demo.Test", password: "registered-pass-1" };
          const made = await ask(via, "POST", "/api/auth/register", { displayName: "Nomsa Zulu", ...who });
          strictEqual(made.status, 200);
          ok(made.body.user, JSON.stringify(made.body));
          const answered = new Set<string | null>();
          for (let i = 0; i < 10; i++) {
            const signedIn = await ask(via, "POST", "/api/auth", who);
            deepStrictEqual(signedIn.body.user, made.body.user, `signed in on instance ${signedIn.instance}`);
            const token = signedIn.body.access_token;
            const profile = await ask(via, "POST", "/api/auth/access-token", {}, token);
            deepStrictEqual(profile.body.user, made.body.user, `profile on instance ${profile.instance}`);
            const note = { ...NOTE_DRAFT, title: `Note ${i}` };
            const created = await ask(via, "POST", "/api/notes-app/create-note", { note }, token);
            strictEqual(created.status, 200, `write on instance ${created.instance}`);
            const listed = await ask(via, "GET", "/api/notes-app/notes", undefined, token);
            ok(
              listed.body.some((n: { id: string }) => n.id === created.body.id),
              `written on instance ${created.instance}, read on instance ${listed.instance}`,
            );
            for (const answer of [signedIn, profile, created, listed]) answered.add(answer.instance);
          }
          deepStrictEqual([...answered].sort(), ["0", "1"], "both instances answered");
        });

        await t.step(
          "the daily schedule, run by both instances at once, runs each trigger once",
          async () => {
            const admin = (await signIn(via, SIGN_INS.admin)).token;
            const make = async (resource: string, body: Record<string, unknown>) => {
              const res = await ask(via, "POST", `/api/backoffice/${resource}`, body, admin);
              strictEqual(res.status, 201, JSON.stringify(res.body));
              return res.body.id as string;
            };
            const vat = await make("taxtype", { code: "VAT201", name: "VAT return" });
            const triggers = [
              await make("trigger", {
                name: "VAT a",
                taxType: vat,
                schedule: { kind: "after-year-end", days: 25 },
              }),
              await make("trigger", {
                name: "VAT b",
                taxType: vat,
                schedule: { kind: "after-year-end", days: 0 },
              }),
            ].sort();
            for (const server of servers) server.child.kill("SIGUSR1");
            const runs = async () =>
              (await ask(via, "GET", "/api/backoffice/triggerrun", undefined, admin)).body;
            await timeUntil(20_000, async () => (await runs()).total >= triggers.length);
            // Both passes have had their time: a second run of a trigger would show by now.
            await new Promise((resolve) => setTimeout(resolve, 1_500));
            const made = (await runs()).items.map((r: { trigger: string }) => r.trigger).sort();
            deepStrictEqual(made, triggers);
          },
        );

        await t.step(
          "every read operation of the API description answers without a server error",
          async () => {
            const admin = (await signIn(via, SIGN_INS.admin)).token;
            const doc = (await ask(via, "GET", "/api/openapi.json")).body;
            const failures: string[] = [];
            let asked = 0;
            for (const [path, operations] of Object.entries(doc.paths as Record<string, object>)) {
              if (!("get" in operations)) continue;
              const concrete = path.replace(/\{[^}]+\}/g, "no-such-thing");
              const res = await ask(via, "GET", concrete, undefined, admin);
              asked++;
              if (res.status >= 500) {
                failures.push(`GET ${concrete} (instance ${res.instance}): ${res.status}`);
              }
            }
            ok(asked > 100, `${asked} read operations`);
            deepStrictEqual(failures, []);
          },
        );
      } finally {
        await proxy.close();
      }
      deepStrictEqual(servers.flatMap((s) => s.errors()), [], "no server logged an error");
    } finally {
      for (const server of servers) await stopServer(server);
      await cleanup();
    }
  },
});
