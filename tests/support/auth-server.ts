import type { Page } from "playwright-core";
import { buildClientIfStale, type TestServer } from "./server.ts";

const ROOT = new URL("../../", import.meta.url);

/** The development server's seeded sign-ins (ARCHITECTURE.md). */
export const SIGN_INS = {
  admin: { email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" },
  staff: { email: "staff@ledgerdesk.test", password: "ledgerdesk-staff" },
  clerk: { email: "clerk@ledgerdesk.test", password: "ledgerdesk-clerk" },
} as const;

export const DEMO_SIGN_INS = {
  admin: { email: "admin@demo.ledgerdesk.test", password: "admin-demo" },
  staff: { email: "staff@demo.ledgerdesk.test", password: "staff-demo" },
} as const;

/** Reads the server's stdout until it says where it listens (that line, and the port), then keeps draining it. */
export async function listening(
  stdout: ReadableStream<Uint8Array<ArrayBuffer>>,
): Promise<{ line: string; port: number }> {
  const reader = stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  const deadline = setTimeout(() => reader.cancel(), 60_000);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`server/main.ts stopped before listening:\n${seen}`);
      seen += value;
      const match = /.*listening on http:\/\/\S*:(\d+).*/.exec(seen);
      if (match) {
        (async () => {
          while (!(await reader.read()).done) { /* keep the pipe flowing */ }
        })().catch(() => {});
        return { line: match[0], port: Number(match[1]) };
      }
    }
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * server/main.ts in development on a port of the system's choosing (it prints which), with no practice backend or
 * Google sign-in whatever this machine's environment says; `env` adds DATABASE_URL, JWT_SECRET, DEMO_APPS.
 */
export function devServerProcess(env: Record<string, string>): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "server/main.ts"],
    cwd: ROOT,
    env: {
      PORT: "0",
      APP_ENV: "development",
      BACKEND_URL: "",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      ...env,
    },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
}

/**
 * The real server as `deno task start` runs it (server/main.ts, development, seeded users), on a free port
 * with an in-memory database and its own JWT secret, so it touches no data folder. `env` adds to or overrides its
 * configuration (`CLIENT_VISIBILITY=assigned`).
 */
export async function startDevServer(env: Record<string, string> = {}): Promise<TestServer> {
  await buildClientIfStale();
  // The server binds a port of the system's choosing and prints it: picking a free port here and passing it on
  // would race with the other test processes, and a health check could then reach someone else's server.
  const child = devServerProcess({
    DATABASE_URL: "sqlite::memory:",
    JWT_SECRET: crypto.randomUUID() + crypto.randomUUID(),
    DEMO_APPS: "on",
    ...env,
  });
  const { port } = await listening(child.stdout);
  const url = `http://127.0.0.1:${port}`;
  const stderr: string[] = [];
  const reader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  const drain = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      stderr.push(value);
    }
  })();
  let closing = false;
  // A server that dies during the tests says why, instead of leaving only "connection refused" behind.
  child.status.then((status) => {
    if (!closing) {
      console.error(`server/main.ts exited (${status.code}) during the tests:\n${stderr.join("")}`);
    }
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`server/main.ts did not start:\n${stderr.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    close: async () => {
      closing = true;
      try {
        child.kill();
      } catch {
        // Already gone.
      }
      await child.status;
      await drain.catch(() => {});
    },
  };
}

export type SignInAnswer = {
  jwt_access_token: string;
  userId: string;
  userType: string;
  name: string;
  role: string;
  email: string;
};

/** Signs in through the API (no browser), for a token or the name the server gives a user. */
export async function apiSignIn(
  baseUrl: string,
  who: { email: string; password: string },
): Promise<SignInAnswer> {
  const res = await fetch(new URL("/api/users/login", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`sign-in of ${who.email} answered ${res.status}: ${await res.text()}`);
  return await res.json();
}

/** A signed-in employee's session under the keys the app stores it by (client/auth/storage.ts). */
export function storedSession(
  answer: Pick<SignInAnswer, "jwt_access_token" | "userId" | "name">,
): Record<string, string> {
  return {
    jwt_access_token: answer.jwt_access_token,
    userId: String(answer.userId),
    userType: "employee",
    userName: answer.name,
  };
}

/**
 * Starts a page signed in as `who` without going through the form: the token is stored under the spec's keys
 * before the app starts, and the app verifies it as it would after a reload. Call before `page.goto`.
 */
export async function seedSession(page: Page, baseUrl: string, who: { email: string; password: string }) {
  const answer = await apiSignIn(baseUrl, who);
  await page.addInitScript((session) => {
    if (sessionStorage.getItem("ld-test-seeded")) return;
    sessionStorage.setItem("ld-test-seeded", "1");
    for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
  }, storedSession(answer));
  return answer;
}
