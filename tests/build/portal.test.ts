import { ok } from "node:assert/strict";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { bundlePortal, PORTAL_SCRIPT_BUDGET } from "../../build/portal.ts";

Deno.test("the client portal's script is its own, its first page's within budget gzipped, and carries none of the shell", async () => {
  const out = await Deno.makeTempDir({ prefix: "ledgerdesk-portal-" });
  try {
    const { script, first, sources } = await bundlePortal(resolve("."), out, { sourceMaps: false });
    ok(first.includes(script), "the first page's files hold the entry");
    let gzipped = 0;
    for (const file of first) gzipped += gzipSync(await Deno.readFile(`${out}/${file}`), { level: 9 }).length;
    ok(gzipped <= PORTAL_SCRIPT_BUDGET, `${gzipped} bytes gzipped, over ${PORTAL_SCRIPT_BUDGET}`);
    const shell = sources.filter((s) => /client\/(shell|backoffice|session|kit\/i18n\/(en|tr|ar))/.test(s));
    ok(shell.length === 0, `the portal bundles the shell's ${shell.join(", ")}`);
  } finally {
    await esbuild.stop();
    await Deno.remove(out, { recursive: true });
  }
});
