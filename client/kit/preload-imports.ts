/**
 * Issue 34: a lazily loaded chunk's own imports are asked for with it, not once it has arrived and been compiled.
 * The build lists each lazy module's imports in the page (build/chunk-imports.ts) and compiles every dynamic
 * import as `(preloadImports(key), import(…))`: this adds a module preload for each file not asked for yet.
 */
type ChunkImports = { files: string[]; chunks: Record<string, number[]> };

let listed: ChunkImports | undefined;
const asked = new Set<number>();

/** The page's list; without one (a unit test, a page from before the list) nothing is preloaded. */
function list(): ChunkImports {
  const text = globalThis.document?.getElementById("chunk-imports")?.textContent;
  listed ??= text ? JSON.parse(text) as ChunkImports : { files: [], chunks: {} };
  return listed;
}

export function preloadImports(key: string): void {
  const { files, chunks } = list();
  for (const i of chunks[key] ?? []) {
    if (asked.has(i)) continue;
    asked.add(i);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = `/build/${files[i]}`;
    document.head.append(link);
  }
}
