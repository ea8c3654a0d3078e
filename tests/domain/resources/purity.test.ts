import { ok } from "node:assert/strict";

const DIR = new URL("../../../domain/resources/", import.meta.url);

Deno.test("domain/resources is pure and client-light: zod/mini only, no Deno, DOM, server or client imports", async () => {
  for await (const entry of Deno.readDir(DIR)) {
    if (!entry.name.endsWith(".ts")) continue;
    const source = await Deno.readTextFile(new URL(entry.name, DIR));
    const imports = [...source.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]);
    for (const spec of imports) {
      ok(
        spec.startsWith("./") || spec.startsWith("../") || spec === "zod/mini",
        `${entry.name}: imports ${spec}`,
      );
      ok(!/\/(server|client)\//.test(spec) && !spec.startsWith("../../"), `${entry.name}: imports ${spec}`);
    }
    ok(!/\bDeno\./.test(source), `${entry.name}: uses Deno`);
    ok(!/\b(window|document|localStorage)\./.test(source), `${entry.name}: uses the DOM`);
  }
});
