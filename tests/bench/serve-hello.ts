import { exitWithParent, portArg } from "./child.ts";

/**
 * The baselines: the fastest answer Deno.serve can give on this machine ("Hello World"), and, at /bytes/<path>,
 * the same precompressed build file the app serves, sent from memory with nothing else around it.
 */
const files = new Map<string, Uint8Array<ArrayBuffer>>();
async function bytesOf(path: string) {
  if (!files.has(path)) {
    const { brotliCompressSync } = await import("node:zlib");
    files.set(path, new Uint8Array(brotliCompressSync(await Deno.readFile(`static${path}`))));
  }
  return files.get(path)!;
}

Deno.serve({ port: portArg(), hostname: "127.0.0.1", onListen() {} }, async (req) => {
  const { pathname } = new URL(req.url);
  if (!pathname.startsWith("/bytes/")) return new Response("Hello World");
  return new Response(await bytesOf(pathname.slice("/bytes".length)), {
    headers: { "content-type": "text/javascript; charset=utf-8", "content-encoding": "br" },
  });
});
exitWithParent();
