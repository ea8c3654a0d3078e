import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { join } from "node:path";
import { atMost, KB, type MeasureGroup, type Result } from "../measure.ts";
import { fileOf, readBuilt, readFirstPage } from "../page.ts";

type Sized = { file: string; raw: number; gzip: number; brotli: number };

/** Compressed as the server precompresses its static files (static.ts): gzip 9, brotli 11. */
function sizeOf(file: string, bytes: Uint8Array): Sized {
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const total = (files: Sized[], key: "raw" | "gzip" | "brotli") => files.reduce((sum, f) => sum + f[key], 0);

/** What the build says of the wings' first chunks and the stylesheets (build/client.ts writeManifest). */
type Manifest = {
  scripts: { first: string[]; wings: Record<string, string[]> };
  styles: { shell: string; later: Record<string, string> };
};

async function readManifest(root: string): Promise<Manifest> {
  const bytes = await readBuilt(join(root, "static/build/manifest.json"));
  return JSON.parse(new TextDecoder().decode(bytes));
}

const built = (root: string, file: string) => join(root, "static/build", file);

async function initialJs(root: string): Promise<Result[]> {
  const page = await readFirstPage(root);
  const files = await Promise.all(
    page.scripts.map(async (url) => sizeOf(url, await readBuilt(fileOf(root, url)))),
  );
  const summary = `${files.length} files, ${(total(files, "raw") / KB).toFixed(1)} KB raw`;
  return [
    {
      id: "initial-js-gzip",
      label: "Initial JS (gzip)",
      value: total(files, "gzip"),
      unit: "bytes",
      // Issue 34: was 130 KB. The frame, the wings' route tables and the resources' names load after it.
      budget: atMost(110 * KB),
      detail: `${summary}: entry + modulepreloads`,
      data: { files },
    },
    {
      id: "initial-js-brotli",
      label: "Initial JS (brotli)",
      value: total(files, "brotli"),
      unit: "bytes",
      detail: "what browsers are actually sent",
    },
  ];
}

/**
 * What opening each wing fetches beyond the first page's script: its first chunk and the chunks it imports. A
 * budget each, so that a screen added to a wing cannot move weight back into the first page unseen.
 */
const WING_JS: Record<string, { label: string; budget: number }> = {
  frame: { label: "the signed-in frame (navbar, bars, panels)", budget: 14 },
  dashboard: { label: "the home dashboard (with chart.js)", budget: 72 },
  "backoffice-screens": { label: "the back office's list and record screens", budget: 88 },
  "demo-apps": { label: "the demo apps' routes and menus", budget: 5 },
  pages: { label: "the template pages' routes and the error pages", budget: 4 },
};

async function wingJs(root: string, manifest: Manifest): Promise<Result[]> {
  return await Promise.all(
    Object.entries(WING_JS).map(async ([wing, { label, budget }]) => {
      const paths = manifest.scripts.wings[wing];
      if (!paths) throw new Error(`static/build/manifest.json names no first chunk of ${wing}`);
      const files = await Promise.all(paths.map(async (f) => sizeOf(f, await readBuilt(built(root, f)))));
      return {
        id: `wing-js-${wing}`,
        label: `JS of ${label} (gzip)`,
        value: total(files, "gzip"),
        unit: "bytes" as const,
        budget: atMost(budget * KB),
        detail: `${files.length} files beyond the first page's`,
        data: { files },
      };
    }),
  );
}

/**
 * The first page's stylesheet, and each later one: the frame's and each wing's, which load with them (each holds
 * the one before, so it is what that screen's styles weigh).
 */
const LATER_CSS: Record<string, number> = { frame: 24, backoffice: 27, demo: 28, pages: 26 };

async function css(root: string, manifest: Manifest): Promise<Result[]> {
  const sheet = async (file: string) => sizeOf(file, await readBuilt(built(root, file)));
  const first = await sheet(manifest.styles.shell);
  const later = await Promise.all(
    Object.entries(LATER_CSS).map(async ([name, budget]) => {
      const file = manifest.styles.later[name];
      if (!file) throw new Error(`static/build/manifest.json names no ${name} stylesheet`);
      const sized = await sheet(file);
      return {
        id: `css-gzip-${name}`,
        label: `CSS with the ${name === "frame" ? "frame" : `${name} wing`} (gzip)`,
        value: sized.gzip,
        unit: "bytes" as const,
        budget: atMost(budget * KB),
        detail: `${(sized.raw / KB).toFixed(1)} KB raw, the first page's classes among them`,
        data: { files: [sized] },
      };
    }),
  );
  return [
    {
      id: "css-gzip",
      label: "Initial CSS (gzip)",
      value: first.gzip,
      unit: "bytes",
      // Issue 34: was one 30 KB sheet for every screen; the frame's and each wing's load with them.
      budget: atMost(20 * KB),
      detail: `${(first.raw / KB).toFixed(1)} KB raw: sign-in and the bare frame`,
      data: { files: [first] },
    },
    ...later,
  ];
}

/** What the first page costs to download, and what each wing adds: sizes of the built client, no server. */
export const bundle: MeasureGroup = {
  id: "bundle",
  name: "bundle",
  run: async (ctx) => {
    const manifest = await readManifest(ctx.root);
    return [
      ...await initialJs(ctx.root),
      ...await wingJs(ctx.root, manifest),
      ...await css(ctx.root, manifest),
    ];
  },
};
