import { exitWithParent, portArg } from "./child.ts";

/**
 * The baselines: the fastest answer Deno.serve can give on this machine ("Hello World"); at /bytes/<path>, the
 * same precompressed build file the app serves, sent from memory with nothing else around it; and at /trivial,
 * the least a page with an email field can be (the floor of the page-load measures).
 */
const files = new Map<string, Uint8Array<ArrayBuffer>>();
async function bytesOf(path: string) {
  if (!files.has(path)) {
    const { brotliCompressSync } = await import("node:zlib");
    files.set(path, new Uint8Array(brotliCompressSync(await Deno.readFile(`static${path}`))));
  }
  return files.get(path)!;
}

const TRIVIAL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head>
<body><form><label>Email <input type="email" name="email" autocomplete="username"></label></form></body></html>`;

Deno.serve({ port: portArg(), hostname: "127.0.0.1", onListen() {} }, async (req) => {
  const { pathname } = new URL(req.url);
  if (pathname === "/trivial") {
    return new Response(TRIVIAL_PAGE, { headers: { "content-type": "text/html" } });
  }
  if (!pathname.startsWith("/bytes/")) return new Response("Hello World");
  return new Response(await bytesOf(pathname.slice("/bytes".length)), {
    headers: { "content-type": "text/javascript; charset=utf-8", "content-encoding": "br" },
  });
});
exitWithParent();
