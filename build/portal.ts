import * as esbuild from "esbuild";
import { join, relative, resolve } from "node:path";
import { staticClosure } from "./chunk-imports.ts";
import type { BuildOptions } from "./client.ts";
import { scriptOptions } from "./script-options.ts";
import { servedPage } from "./served-page.ts";

/**
 * The client portal's own entry (issue 37): a small bundle of its own, apart from the back office's (no shell, no
 * router, no data layer, none of the shell's words: client/kit/i18n/core.ts), so a client's phone loads only the
 * portal: its first page's script at most PORTAL_SCRIPT_BUDGET gzipped (tests/build/portal.test.ts). Its own page, `portal.html`, names its script
 * and its stylesheet, made from the classes of the portal's sources alone.
 */
export const PORTAL_ENTRY = "client/portal/main.tsx";
/** The budget for the script of the portal's first page (its sign-in), gzipped. */
export const PORTAL_SCRIPT_BUDGET = 80 * 1024;

/**
 * Bundles the portal into `outdir`: its entry's path there, every file its first page loads (`first`: the entry
 * and the chunks it imports statically, however deep; the screens after the sign-in load lazily), and the sources
 * its stylesheet is made from.
 */
export async function bundlePortal(
  root: string,
  outdir: string,
  { sourceMaps }: BuildOptions,
): Promise<{ script: string; first: string[]; sources: string[] }> {
  const result = await esbuild.build({
    ...scriptOptions(sourceMaps),
    entryPoints: { portal: join(root, PORTAL_ENTRY) },
    splitting: true,
    chunkNames: "chunks/portal-[name]-[hash]",
    outdir,
  });
  const under = (path: string) => relative(outdir, resolve(path));
  const [script] = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint)!;
  const sources = Object.keys(result.metafile.inputs).filter((p) => p.startsWith("client/")).map((p) =>
    resolve(p)
  );
  const first = [...staticClosure(result.metafile)(script)].map(under);
  return { script: under(script), first, sources: sources.sort() };
}

/**
 * Writes `portal.html` from its template (static/portal.html), naming the portal's script and stylesheet, and the
 * served sign-in in each language (`portal-sign-in.html`, `.tr`, `.ar`: build/prerender.tsx), its form in `#shell`
 * and the app's hidden `#root` beside it, as the staff sign-in is served (build/client.ts).
 */
export async function writePortalPage(
  root: string,
  outdir: string,
  { script, first }: { script: string; first: string[] },
  sheet: string,
) {
  const template = await Deno.readTextFile(join(root, "static/portal.html"));
  const head = [
    `<link rel="stylesheet" href="/build/${sheet}">`,
    `<script type="module" src="/build/${script}"></script>`,
  ];
  // The entry's own imports are asked for beside it rather than once it has been read; not by the served sign-in,
  // which is on screen before any script runs, so that fetching them does not hold up its first paint.
  const preload = first.filter((f) => f !== script).map((f) =>
    `<link rel="modulepreload" href="/build/${f}">`
  );
  const page = (lines: string[]) => template.replace("<!-- build:head -->", lines.join("\n    "));
  await Deno.writeTextFile(join(outdir, "portal.html"), page([...head, ...preload]));
  const lean = page(head);
  const { prerenderedPortal } = await import("./prerender.tsx");
  for (const [file, { markup, lang, dir, title }] of await prerenderedPortal()) {
    const page = { markup, lang, dir };
    const body = servedPage(lean.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`), page);
    await Deno.writeTextFile(join(outdir, file.slice(1)), body);
  }
}
