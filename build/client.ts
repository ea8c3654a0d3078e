import * as esbuild from "esbuild";
import { join, relative, resolve } from "node:path";
import { type ChunkImports, chunkImports, preloadImportsPlugin, staticClosure } from "./chunk-imports.ts";
import { fingerprintSources } from "./fingerprint.ts";
import { bundlePortal, writePortalPage } from "./portal.ts";
import { scriptOptions } from "./script-options.ts";
import { servedPage } from "./served-page.ts";
import { type Sheet, sheetInput, SHEETS, type SheetSources, sheetSources } from "./styles.ts";

export type BuildResult = { files: string[]; ms: number };
/** `sourceMaps`: write `.map` files (the original sources) and link them from the scripts (domain/source-maps.ts). */
export type BuildOptions = { sourceMaps: boolean };

const ROOT = new URL("..", import.meta.url).pathname;
const OUT = join(ROOT, "static/build");

async function contentHash(bytes: Uint8Array): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  return Array.from(hash.slice(0, 8), (b) => alphabet[b % 32]).join("");
}

async function writeHashed(name: string, ext: string, bytes: Uint8Array): Promise<string> {
  const file = `${name}-${await contentHash(bytes)}.${ext}`;
  await Deno.writeFile(join(OUT, file), bytes);
  return file;
}

type Bundle = {
  entry: string;
  preload: string[];
  sheets: SheetSources;
  chunks: Record<string, string[]>;
  imports: ChunkImports;
};

/**
 * Bundles the client's scripts into `outdir`: the entry and its first imports, as paths under it, the sources each
 * stylesheet is made from, each lazily loaded module's chunk with the chunks it imports (`chunks`, by module), and
 * the list the page holds of what each lazy chunk imports beyond the first page (`imports`).
 */
export async function bundleScripts(
  outdir: string,
  { sourceMaps }: BuildOptions,
): Promise<Bundle> {
  const result = await esbuild.build({
    ...scriptOptions(sourceMaps),
    entryPoints: [join(ROOT, "client/main.tsx")],
    splitting: true,
    outdir,
    chunkNames: "chunks/[name]-[hash]",
    // The documentation's Markdown (docs/*.md) is bundled as text, one lazy chunk per page.
    loader: { ".md": "text" },
    plugins: [preloadImportsPlugin(ROOT, join(ROOT, "client/kit/preload-imports.ts"))],
  });
  // The metafile's paths are relative to the working directory.
  const under = (path: string) => relative(outdir, resolve(path));
  const outputs = Object.entries(result.metafile.outputs);
  const [entryPath, entryMeta] = outputs.find(([, o]) => o.entryPoint?.endsWith("client/main.tsx"))!;
  const preload = entryMeta.imports.filter((i) => i.kind === "import-statement").map((i) => under(i.path));
  // A lazily loaded module's chunk and every chunk it imports, however deep.
  const closure = staticClosure(result.metafile);
  const chunks: Record<string, string[]> = {};
  for (const [path, meta] of outputs) {
    if (meta.entryPoint && path !== entryPath) chunks[meta.entryPoint] = [...closure(path)].map(under);
  }
  const entry = under(entryPath);
  return {
    entry,
    preload,
    sheets: sheetSources(result.metafile, entryMeta.entryPoint!),
    chunks,
    imports: chunkImports(result.metafile, {
      root: ROOT,
      outdir,
      entry: entryPath,
      first: new Set([entry, ...preload]),
    }),
  };
}

/** One stylesheet, from the app's (client/styles.css) with the classes of `sources`: its hashed file name. */
async function buildSheet(name: string, sources: string[], fontFile: string): Promise<string> {
  const dir = await Deno.makeTempDir({ dir: join(ROOT, "static/build") });
  try {
    const input = join(dir, "input.css");
    const output = join(dir, "output.css");
    await Deno.writeTextFile(input, sheetInput(ROOT, dir, sources));
    const cmd = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "npm:@tailwindcss/cli@4.3.3", "-i", input, "-o", output, "--minify"],
      cwd: ROOT,
      stdout: "piped",
      stderr: "piped",
    });
    const { success, stderr } = await cmd.output();
    if (!success) throw new Error(`Tailwind failed:\n${new TextDecoder().decode(stderr)}`);
    const css = (await Deno.readTextFile(output)).replaceAll(
      "__MATERIAL_ICONS_WOFF2__",
      `/build/${fontFile}`,
    );
    return await writeHashed(name, "css", new TextEncoder().encode(css));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

type Styles = { shell: string; later: Record<Sheet, string> };

/** The first page's sheet and the later ones (the frame's, each wing's), which load with their chunks. */
async function buildStyles(sheets: SheetSources, fontFile: string): Promise<Styles> {
  const [shell, ...later] = await Promise.all([
    buildSheet("app", sheets.shell, fontFile),
    ...SHEETS.map((s) => buildSheet(s, sheets[s], fontFile)),
  ]);
  return { shell, later: Object.fromEntries(SHEETS.map((s, i) => [s, later[i]])) as Record<Sheet, string> };
}

const SPLASH = /\s*<div id="splash-screen"[\s\S]*?<\/div>\s*<\/div>/;

/**
 * Writes index.html and the prerendered pages (build/prerender.tsx): the same head; in a prerendered page the
 * form stands in `#shell` where the splash screen would be, and the app renders into a hidden `#root`.
 */
async function writePages(
  script: string,
  preload: string[],
  imports: ChunkImports,
  styles: Styles,
  font: string,
) {
  const template = await Deno.readTextFile(join(ROOT, "static/index.html"));
  // The later sheets' addresses, for the chunks that load them (client/kit/styles.ts).
  const later = Object.entries(styles.later).map(([sheet, file]) => `${sheet}=/build/${file}`).join(" ");
  const head = [
    `<link rel="stylesheet" href="/build/${styles.shell}">`,
    `<meta name="stylesheets" content="${later}">`,
    `<link rel="preload" href="/build/${font}" as="font" type="font/woff2" crossorigin>`,
    ...preload.map((p) => `<link rel="modulepreload" href="/build/${p}">`),
    // What each lazy chunk imports, asked for with it (client/kit/preload-imports.ts): data, never run.
    `<script type="application/json" id="chunk-imports">${JSON.stringify(imports)}</script>`,
    `<script type="module" src="/build/${script}"></script>`,
  ].join("\n    ");
  const index = template.replace("<!-- build:head -->", head);
  await Deno.writeTextFile(join(OUT, "index.html"), index);
  // A prerendered page is on screen before its scripts run: it preloads none of them, so fetching and compiling
  // them does not hold up the first paint; the entry then fetches its chunks itself.
  const lean = template.replace(
    "<!-- build:head -->",
    head.split("\n    ").filter((l) => !l.includes("modulepreload")).join("\n    "),
  );
  const { prerenderedPages } = await import("./prerender.tsx");
  for (const [file, { markup, lang, dir }] of await prerenderedPages()) {
    const body = servedPage(lean.replace(SPLASH, ""), { markup, lang, dir });
    await Deno.writeTextFile(join(OUT, file.slice(1)), body);
  }
}

/**
 * The first chunk of each wing: what opening it fetches beyond the first page's script. The bench budgets each
 * (tests/bench/measures/bundle.ts), so a screen added to a wing cannot grow the first page's script unseen.
 */
const WING_CHUNKS: Record<string, string> = {
  frame: "client/shell/layout/Frame.tsx",
  "backoffice-screens": "client/backoffice/screens.ts",
  dashboard: "client/backoffice/workflows/dashboard/DashboardPage.tsx",
  "demo-apps": "client/shell/demo-apps.ts",
  pages: "client/pages/index.ts",
};

/**
 * static/build/manifest.json: the wings' first chunks and the stylesheets, by name, for the bench; public file
 * names only, as the pages name them.
 */
async function writeManifest(
  { entry, preload, chunks, styles }: {
    entry: string;
    preload: string[];
    chunks: Record<string, string[]>;
    styles: Styles;
  },
) {
  const first = new Set([entry, ...preload]);
  const wings = Object.fromEntries(
    Object.entries(WING_CHUNKS).map(([name, module]) => {
      const files = chunks[module];
      if (!files) throw new Error(`build/client.ts: ${module} is no lazily loaded chunk`);
      return [name, files.filter((f) => !first.has(f))];
    }),
  );
  const manifest = { scripts: { first: [...first], wings }, styles };
  await Deno.writeTextFile(join(OUT, "manifest.json"), JSON.stringify(manifest, null, 2));
}

/** What the last build was made from: the sources' fingerprint and whether it has source maps. */
async function buildFingerprint({ sourceMaps }: BuildOptions): Promise<string> {
  return `${await fingerprintSources(ROOT)}${sourceMaps ? " with source maps" : ""}`;
}

/** Builds the client into static/build: hashed JS chunks, CSS, the icon font and index.html. */
export async function buildClient(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  await Deno.remove(OUT, { recursive: true }).catch(() => {});
  await Deno.mkdir(OUT, { recursive: true });
  try {
    const font = await Deno.readFile(join(ROOT, "node_modules/material-icons/iconfont/material-icons.woff2"));
    const fontFile = await writeHashed("material-icons", "woff2", font);
    const { entry, preload, sheets, chunks, imports } = await bundleScripts(OUT, options);
    const styles = await buildStyles(sheets, fontFile);
    await writePages(entry, preload, imports, styles, fontFile);
    const portal = await bundlePortal(ROOT, OUT, options);
    await writePortalPage(ROOT, OUT, portal, await buildSheet("portal", portal.sources, fontFile));
    await writeManifest({ entry, preload, chunks, styles });
    await Deno.writeTextFile(join(OUT, ".fingerprint"), await buildFingerprint(options));
  } finally {
    await esbuild.stop();
  }
  const files = [];
  for await (const e of Deno.readDir(OUT)) files.push(e.name);
  return { files, ms: Math.round(performance.now() - started) };
}

/** True when static/build is missing, older than the sources it is built from, or made with other options. */
export async function isStale(options: BuildOptions): Promise<boolean> {
  try {
    const stored = await Deno.readTextFile(join(OUT, ".fingerprint"));
    return stored !== await buildFingerprint(options);
  } catch {
    return true;
  }
}
