import { Hono } from "hono";
import { requireBackoffice } from "../../server/auth/guard.ts";
import { SessionRegistry } from "../../server/auth/sessions.ts";
import { createTokenService, withSessions } from "../../server/auth/tokens.ts";
import { openStore } from "../../server/store/index.ts";
import { BENCH_SECRET } from "./bench-token.ts";
import { exitWithParent, portArg } from "./child.ts";

/**
 * The guard's cost alone: one handler, reached with and without the back-office token check in front of it. The
 * check is the app's: the token verified, then its session (server/auth/sessions.ts) looked up in memory.
 * `/bench/token` hands the bench a token of a session of this server.
 */
const store = await openStore("sqlite::memory:");
const employee = await store.employees.create(
  { firstName: "Bench", lastName: "User", email: "bench@example.test", role: "staff", passwordHash: "x" },
  null,
);
const sessions = new SessionRegistry({
  db: store.db,
  idleMs: 30 * 60_000,
  findEmployee: store.employees.findById,
});
const raw = await createTokenService(BENCH_SECRET);
const tokens = withSessions(raw, sessions);
const app = new Hono();
const answer = (c: { json: (v: unknown) => Response }) => c.json({ status: "ok" });
app.get("/bench/open", answer);
app.get("/bench/guarded", requireBackoffice(tokens), answer);
app.get(
  "/bench/token",
  async (c) => c.text(await raw.issue(employee.id, "staff", "backoffice", await sessions.start(employee.id))),
);
Deno.serve({ port: portArg(), hostname: "127.0.0.1", onListen() {} }, app.fetch);
exitWithParent();
