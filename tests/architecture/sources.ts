/**
 * The project's source files as the architecture rules read them: each file's path (from the project root), its
 * text, and the project files it imports (relative specifiers resolved; packages left out).
 */
import { dirname, join, normalize, relative } from "node:path";

export type Source = { path: string; text: string; imports: string[] };

const ROOT = normalize(join(dirname(new URL(import.meta.url).pathname), "../.."));
const AREAS = ["client", "server", "domain", "fixtures", "build"];
const SOURCE = /\.(ts|tsx)$/;

/** `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

/** The project files a text imports, as paths from the root, for a file at `path`. */
export function importsOf(path: string, text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(SPECIFIER)) {
    const spec = match[1];
    if (!spec.startsWith(".")) continue;
    found.add(normalize(join(dirname(path), spec)));
  }
  return [...found];
}

async function* walk(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(join(ROOT, dir))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) yield* walk(path);
    else if (entry.isFile && SOURCE.test(entry.name)) yield path;
  }
}

/** Every source file of the product (client, server, domain, fixtures, build); tests are not the product. */
export async function readSources(): Promise<Source[]> {
  const sources: Source[] = [];
  for (const area of AREAS) {
    for await (const path of walk(area)) {
      const text = await Deno.readTextFile(join(ROOT, path));
      sources.push({ path, text, imports: importsOf(path, text) });
    }
  }
  return sources.sort((a, b) => a.path.localeCompare(b.path));
}

export const fromRoot = (absolute: string) => relative(ROOT, absolute);
