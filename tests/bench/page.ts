import { join } from "node:path";

/** The scripts the first page loads before it can render, as URL paths; the entry comes first. */
export type FirstPage = { entry: string; scripts: string[] };

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    attributes.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attributes;
}

/** Same-origin URL path of a src/href, as the page at / resolves it; other origins are not ours to measure. */
function pathOf(ref: string): string {
  const base = "http://page.invalid/";
  const url = new URL(ref, base);
  if (url.origin !== new URL(base).origin) {
    throw new Error(`the page loads a script from another origin: ${ref}`);
  }
  return decodeURIComponent(url.pathname);
}

/** Finds the module entry and every modulepreload: what the browser fetches before the first render. */
export function parseFirstPage(html: string): FirstPage {
  let entry: string | undefined;
  const preloads: string[] = [];
  for (const [, tag, source] of html.matchAll(TAG)) {
    const attributes = attributesOf(source);
    if (tag.toLowerCase() === "script" && attributes.get("type") === "module" && attributes.get("src")) {
      entry ??= pathOf(attributes.get("src")!);
    }
    // rel is a token list: "modulepreload" may share it with other tokens.
    const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    if (tag.toLowerCase() === "link" && rel.includes("modulepreload") && attributes.get("href")) {
      preloads.push(pathOf(attributes.get("href")!));
    }
  }
  if (!entry) throw new Error('static/build/index.html has no <script type="module" src=…>');
  return { entry, scripts: [...new Set([entry, ...preloads])] };
}

/** The file behind a URL path: the server maps / onto static/. */
export function fileOf(root: string, urlPath: string): string {
  return join(root, "static", urlPath);
}

/** Reads a built file, turning a missing one into a message that says what to do. */
export async function readBuilt(path: string): Promise<Uint8Array> {
  try {
    return await Deno.readFile(path);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) {
      throw new Error(`${path} is missing: run \`deno task build\` (or the build changed during the bench)`);
    }
    throw err;
  }
}

export async function readFirstPage(root: string): Promise<FirstPage> {
  const html = new TextDecoder().decode(await readBuilt(join(root, "static/build/index.html")));
  return parseFirstPage(html);
}

/** The largest script the first page does not load: a real route chunk, fetched when its screen opens. */
export async function largestLazyChunk(root: string, first: FirstPage): Promise<string> {
  let best: { path: string; size: number } | undefined;
  for await (const entry of Deno.readDir(join(root, "static/build/chunks"))) {
    const path = `/build/chunks/${entry.name}`;
    if (!entry.name.endsWith(".js") || first.scripts.includes(path)) continue;
    const { size } = await Deno.stat(join(root, "static", path));
    if (!best || size > best.size) best = { path, size };
  }
  if (!best) throw new Error("no lazily loaded chunk in static/build/chunks");
  return best.path;
}
