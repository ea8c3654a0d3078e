import type * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { dirname, join, relative, resolve } from "node:path";

/**
 * Issue 34's second wave: a lazily loaded chunk's static imports are found only once the browser has fetched and
 * compiled it, so they come a round trip later. The build lists each lazy chunk's imports (`chunkImports`, from
 * esbuild's metafile) in the page, and every `import("./…")` in the client is compiled as
 * `(preloadImports(key), import("./…"))` (`preloadImportsPlugin`): the client asks for the chunk and all it imports at
 * once (client/kit/preload-imports.ts).
 */

/** What the page holds: the files, and each lazy module's imports as indexes into them, by the module's key. */
export type ChunkImports = { files: string[]; chunks: Record<string, number[]> };

/** A short, stable name for a lazily loaded module: a hash of its path under the project's root. */
export function chunkKey(root: string, path: string): string {
  return createHash("sha256").update(relative(root, path)).digest("base64url").slice(0, 6);
}

const DYNAMIC_IMPORT = /\bimport\((["'])(\.{1,2}\/[^"'`]+)\1\)/g;

/**
 * The source of `path` with each dynamic import of a relative module preceded by the preload of its imports; the
 * helper's import goes at the end, so no line or column of the source moves before it (source maps stay true).
 */
export function withPreloads(source: string, path: string, root: string, helper: string): string | undefined {
  if (source.search(DYNAMIC_IMPORT) === -1) return undefined;
  const rewritten = source.replace(
    DYNAMIC_IMPORT,
    (call, _quote, target: string) =>
      `(__preloadImports(${JSON.stringify(chunkKey(root, resolve(dirname(path), target)))}), ${call})`,
  );
  return `${rewritten}\nimport { preloadImports as __preloadImports } from ${JSON.stringify(helper)};\n`;
}

/** The esbuild plugin that applies `withPreloads` to the client's modules (all but the helper's own). */
export function preloadImportsPlugin(root: string, helper: string): esbuild.Plugin {
  const client = join(root, "client").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return {
    name: "preload-imports",
    setup(build) {
      build.onLoad({ filter: new RegExp(`^${client}/.*\\.tsx?$`) }, async ({ path }) => {
        if (path === helper) return undefined;
        const contents = withPreloads(await Deno.readTextFile(path), path, root, helper);
        return contents === undefined ? undefined : { contents, loader: path.endsWith("x") ? "tsx" : "ts" };
      });
    },
  };
}

/** An output's chunk and every chunk it imports statically, however deep (the metafile's paths). */
export function staticClosure(metafile: esbuild.Metafile): (output: string) => Set<string> {
  const staticImports = (path: string) =>
    metafile.outputs[path].imports.filter((i) => i.kind === "import-statement").map((i) => i.path);
  const closure = (path: string, seen = new Set<string>()): Set<string> => {
    if (!seen.has(path)) {
      seen.add(path);
      for (const i of staticImports(path)) closure(i, seen);
    }
    return seen;
  };
  return (output) => closure(output);
}

/**
 * Each lazily loaded module's key and the chunks it needs beyond its own, however deep: only those the first page
 * does not already hold (`first`), by their paths under `outdir`. A module whose chunk imports nothing more is
 * left out.
 */
export function chunkImports(
  metafile: esbuild.Metafile,
  { root, outdir, entry, first }: { root: string; outdir: string; entry: string; first: ReadonlySet<string> },
): ChunkImports {
  const under = (path: string) => relative(outdir, resolve(path));
  const closure = staticClosure(metafile);
  const files: string[] = [];
  const index = new Map<string, number>();
  const chunks: Record<string, number[]> = {};
  for (const [path, meta] of Object.entries(metafile.outputs)) {
    if (!meta.entryPoint || path === entry) continue;
    const needed = [...closure(path)].filter((p) => p !== path).map(under).filter((f) => !first.has(f));
    if (needed.length === 0) continue;
    const key = chunkKey(root, resolve(meta.entryPoint));
    if (chunks[key]) throw new Error(`build/chunk-imports.ts: two lazy modules share the key ${key}`);
    chunks[key] = needed.map((file) => {
      if (!index.has(file)) index.set(file, files.push(file) - 1);
      return index.get(file)!;
    });
  }
  return { files, chunks };
}
