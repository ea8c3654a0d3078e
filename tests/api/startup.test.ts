import { match, strictEqual } from "node:assert/strict";

Deno.test({
  name: "server/main.ts refuses a bad variable with one line naming it and exits 1",
  sanitizeResources: false,
  async fn() {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "server/main.ts"],
      env: { PORT: "not-a-port" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    strictEqual(out.code, 1);
    const stderr = new TextDecoder().decode(out.stderr).trim();
    match(stderr, /^Invalid configuration: PORT /);
    strictEqual(stderr.split("\n").length, 1);
  },
});
