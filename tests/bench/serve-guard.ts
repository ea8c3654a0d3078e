import { Hono } from "hono";
import { requireBackoffice } from "../../server/auth/guard.ts";
import { createTokenService } from "../../server/auth/tokens.ts";
import { BENCH_SECRET } from "./bench-token.ts";
import { exitWithParent, portArg } from "./child.ts";

/** The guard's cost alone: one handler, reached with and without the back-office token check in front of it. */
const tokens = await createTokenService(BENCH_SECRET);
const app = new Hono();
const answer = (c: { json: (v: unknown) => Response }) => c.json({ status: "ok" });
app.get("/bench/open", answer);
app.get("/bench/guarded", requireBackoffice(tokens), answer);
Deno.serve({ port: portArg(), hostname: "127.0.0.1", onListen() {} }, app.fetch);
exitWithParent();
