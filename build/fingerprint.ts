import { join } from "node:path";

// deno.lock is left out: any deno command may rewrite it, and the pinned versions in deno.json already decide
// what is bundled.
const SOURCES = [
  "client",
  "domain",
  "fixtures",
  "build",
  "docs",
  "static/index.html",
  "static/portal.html",
  "deno.json",
];
/** Read by no build: the README's pictures. */
const IGNORED = ["docs/screenshots"];

async function collect(path: string, out: string[]) {
  if (IGNORED.some((ignored) => path.endsWith(ignored))) return;
  let info;
  try {
    info = await Deno.stat(path);
  } catch {
    return;
  }
  if (info.isDirectory) {
    for await (const e of Deno.readDir(path)) await collect(join(path, e.name), out);
  } else {
    out.push(`${path}:${info.size}:${info.mtime?.getTime() ?? 0}`);
  }
}

/** A cheap fingerprint of everything the client build reads: paths, sizes and modification times. */
export async function fingerprintSources(root: string): Promise<string> {
  const entries: string[] = [];
  for (const s of SOURCES) await collect(join(root, s), entries);
  entries.sort();
  const bytes = new TextEncoder().encode(entries.join("\n").replaceAll(root, ""));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}
