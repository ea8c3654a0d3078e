import * as esbuild from "esbuild";
import { join, relative, resolve } from "node:path";
import { fingerprintSources } from "./fingerprint.ts";

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

/** Bundles the client's scripts into `outdir`: the entry and its first imports, as paths under it. */
export async function bundleScripts(
  outdir: string,
  { sourceMaps }: BuildOptions,
): Promise<{ entry: string; preload: string[] }> {
  const result = await esbuild.build({
    entryPoints: [join(ROOT, "client/main.tsx")],
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    sourcemap: sourceMaps ? "linked" : false,
    target: ["chrome120", "firefox120", "safari17"],
    jsx: "automatic",
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"' },
    // The documentation's Markdown (docs/*.md) is bundled as text, one lazy chunk per page.
    loader: { ".md": "text" },
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  // The metafile's paths are relative to the working directory.
  const under = (path: string) => relative(outdir, resolve(path));
  const outputs = Object.entries(result.metafile.outputs);
  const [entryPath, entryMeta] = outputs.find(([, o]) => o.entryPoint?.endsWith("client/main.tsx"))!;
  const preload = entryMeta.imports.filter((i) => i.kind === "import-statement").map((i) => under(i.path));
  return { entry: under(entryPath), preload };
}

async function buildStyles(fontFile: string): Promise<string> {
  const tmp = await Deno.makeTempFile({ suffix: ".css" });
  const cmd = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      "npm:@tailwindcss/cli@4.3.3",
      "-i",
      join(ROOT, "client/styles.css"),
      "-o",
      tmp,
      "--minify",
    ],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  });
  const { success, stderr } = await cmd.output();
  if (!success) throw new Error(`Tailwind failed:\n${new TextDecoder().decode(stderr)}`);
  const css = (await Deno.readTextFile(tmp)).replaceAll("__MATERIAL_ICONS_WOFF2__", `/build/${fontFile}`);
  await Deno.remove(tmp);
  return await writeHashed("app", "css", new TextEncoder().encode(css));
}

const SPLASH = /\s*<div id="splash-screen"[\s\S]*?<\/div>\s*<\/div>/;

/**
 * Writes index.html and the prerendered pages (build/prerender.tsx): the same head; in a prerendered page the
 * form stands in `#shell` where the splash screen would be, and the app renders into a hidden `#root`.
 */
async function writePages(script: string, preload: string[], style: string, font: string) {
  const template = await Deno.readTextFile(join(ROOT, "static/index.html"));
  const head = [
    `<link rel="stylesheet" href="/build/${style}">`,
    `<link rel="preload" href="/build/${font}" as="font" type="font/woff2" crossorigin>`,
    ...preload.map((p) => `<link rel="modulepreload" href="/build/${p}">`),
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
  for (const [file, markup] of prerenderedPages()) {
    const body = lean.replace(SPLASH, "").replace(
      '<div id="root"></div>',
      `<div id="shell">${markup}</div><div id="root" hidden></div>`,
    );
    if (!body.includes('<div id="shell">')) throw new Error(`static/index.html has no <div id="root"></div>`);
    await Deno.writeTextFile(join(OUT, file.slice(1)), body);
  }
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
    const [{ entry, preload }, style] = await Promise.all([
      bundleScripts(OUT, options),
      buildStyles(fontFile),
    ]);
    await writePages(entry, preload, style, fontFile);
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
