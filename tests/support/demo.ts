import { Hono } from "hono";
import { createTokenService } from "../../server/auth/tokens.ts";
import { mountDemoApps } from "../../server/demo/index.ts";
import { Sandboxes, type SandboxHome } from "../../server/demo/sandbox.ts";
import { onError } from "../../server/middleware/errors.ts";
import { TEST_SECRET } from "./app.ts";

/** A note the notes app accepts, for the tests that write one. */
export const NOTE_DRAFT = {
  title: "Call SARS about the Naidoo refund",
  description: "Refund held for verification since January.",
  archive: false,
  image: "",
  time: "2026-03-10T08:00:00.000Z",
  reminder: null,
  checklist: [{ id: "c1", checked: false, text: "Have the case number ready" }],
  labels: ["label-work"],
};

/**
 * The demo apps' mock API alone (no store, no static files), with two signed-in demo users and an anonymous
 * caller. `call(user, method, path, body?, lang?)` answers `{ status, body }` with the JSON parsed (null when empty);
 * a GET's body goes into the query string, as the client sends it. The sandboxes are in memory (`sandboxes`, to
 * look inside) unless `home` gives others (the store's).
 */
export async function demoApi({ limit, home }: { limit?: number; home?: SandboxHome } = {}) {
  const tokens = await createTokenService(TEST_SECRET);
  const sandboxes = new Sandboxes(limit);
  const app = new Hono();
  app.onError(onError(() => {}));
  mountDemoApps(app, { tokens, sandboxes: home ?? sandboxes });
  const tokenOf = new Map<string, string>();
  const token = async (user: string) => {
    if (!tokenOf.has(user)) tokenOf.set(user, await tokens.issue(user, "admin", "demo"));
    return tokenOf.get(user)!;
  };

  async function call(
    user: string | null,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    /** Accept-Language, for the language of error messages. */
    lang?: string,
    // deno-lint-ignore no-explicit-any -- tests read answers of every app's shape
  ): Promise<{ status: number; body: any; text: string }> {
    const headers: Record<string, string> = lang ? { "accept-language": lang } : {};
    if (user) headers.authorization = `Bearer ${await token(user)}`;
    let url = path;
    let init: RequestInit = { method, headers };
    if (method === "GET" && body !== undefined) {
      url += (path.includes("?") ? "&" : "?") +
        new URLSearchParams(body as Record<string, string>).toString();
    } else if (body !== undefined) {
      headers["content-type"] = "application/json";
      init = { ...init, body: typeof body === "string" ? body : JSON.stringify(body) };
    }
    const res = await app.request(url, init);
    const text = await res.text();
    return { status: res.status, text, body: text === "" ? null : JSON.parse(text) };
  }

  return { app, sandboxes, tokens, call };
}
