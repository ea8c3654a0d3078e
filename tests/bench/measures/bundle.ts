import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { join, relative } from "node:path";
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

/** Every .css file under static/build/, including any CSS chunk esbuild may write under chunks/. */
async function cssFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) found.push(...await cssFiles(path));
    else if (entry.isFile && entry.name.endsWith(".css")) found.push(path);
  }
  return found.sort();
}

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
      budget: atMost(130 * KB),
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

async function css(root: string): Promise<Result> {
  const dir = join(root, "static/build");
  const paths = await cssFiles(dir);
  if (paths.length === 0) throw new Error("static/build/ holds no .css file: run `deno task build`");
  const files = await Promise.all(paths.map(async (p) => sizeOf(relative(dir, p), await readBuilt(p))));
  return {
    id: "css-gzip",
    label: "Total CSS (gzip)",
    value: total(files, "gzip"),
    unit: "bytes",
    // One stylesheet serves every screen: the back office and the demo apps' ~20 screens. 25 KB held until the
    // second set of demo screens; 30 KB leaves room for the template pages without a split per area.
    budget: atMost(30 * KB),
    detail: `${files.length} file(s), ${(total(files, "raw") / KB).toFixed(1)} KB raw`,
    data: { files },
  };
}

/** What the first page costs to download: sizes of the built client, no server involved. */
export const bundle: MeasureGroup = {
  id: "bundle",
  name: "bundle",
  run: async (ctx) => [...await initialJs(ctx.root), await css(ctx.root)],
};
