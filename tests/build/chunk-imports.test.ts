import { deepStrictEqual, equal, ok } from "node:assert/strict";
import { join, resolve } from "node:path";
import type { Metafile } from "esbuild";
import { chunkImports, chunkKey, withPreloads } from "../../build/chunk-imports.ts";
import { bundleScripts } from "../../build/client.ts";

type Import = [path: string, kind: "import-statement" | "dynamic-import"];

/** Made-up build outputs, as esbuild's metafile tells them: each output's imports and the module it stands for. */
function metafile(outputs: Record<string, { entryPoint?: string; imports: Import[] }>): Metafile {
  return {
    inputs: {},
    outputs: Object.fromEntries(
      Object.entries(outputs).map(([path, { entryPoint, imports }]) => [
        path,
        {
          bytes: 1,
          inputs: {},
          exports: [],
          entryPoint,
          imports: imports.map(([to, kind]) => ({ path: to, kind })),
        },
      ]),
    ),
  } as unknown as Metafile;
}

const ROOT = resolve(".");

Deno.test("a lazy chunk's list holds what it imports however deep, but not itself nor the first page's files", () => {
  const list = chunkImports(
    metafile({
      "out/main.js": {
        entryPoint: "client/main.tsx",
        imports: [["out/chunks/react.js", "import-statement"], ["out/chunks/Page.js", "dynamic-import"]],
      },
      "out/chunks/react.js": { imports: [] },
      "out/chunks/Page.js": {
        entryPoint: "client/Page.tsx",
        imports: [
          ["out/chunks/shared.js", "import-statement"],
          ["out/chunks/react.js", "import-statement"],
          ["out/chunks/Charts.js", "dynamic-import"],
        ],
      },
      "out/chunks/shared.js": { imports: [["out/chunks/deep.js", "import-statement"]] },
      "out/chunks/deep.js": { imports: [] },
      // Imports nothing the first page has not: no entry.
      "out/chunks/Charts.js": {
        entryPoint: "client/Charts.tsx",
        imports: [["out/chunks/react.js", "import-statement"]],
      },
    }),
    { root: ROOT, outdir: "out", entry: "out/main.js", first: new Set(["main.js", "chunks/react.js"]) },
  );
  const page = chunkKey(ROOT, resolve("client/Page.tsx"));
  deepStrictEqual(Object.keys(list.chunks), [page]);
  deepStrictEqual(list.chunks[page].map((i) => list.files[i]), ["chunks/shared.js", "chunks/deep.js"]);
});

Deno.test("every relative dynamic import is preceded by its module's preload; lines and columns before it stay", () => {
  const path = join(ROOT, "client/shell/routes.tsx");
  const source = [
    'const Page = lazy(() => import("./pages/Page.tsx"));',
    "const docs = (slug: string) => import(`../../docs/${slug}.md`);",
    "const react = () => import('react');",
  ].join("\n");
  const out = withPreloads(source, path, ROOT, "/helper.ts")!;
  const key = chunkKey(ROOT, join(ROOT, "client/shell/pages/Page.tsx"));
  const lines = out.split("\n");
  equal(lines[0], `const Page = lazy(() => (__preloadImports("${key}"), import("./pages/Page.tsx")));`);
  // A computed address or a package is no chunk of ours to list: left as it is.
  deepStrictEqual(lines.slice(1, 3), source.split("\n").slice(1));
  equal(lines[3], 'import { preloadImports as __preloadImports } from "/helper.ts";');
  equal(withPreloads("const a = 1;", path, ROOT, "/helper.ts"), undefined);
});

Deno.test({
  name: "the built client lists the dashboard chunk's imports under the key its dynamic import preloads",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const out = await Deno.makeTempDir();
    try {
      const { entry, preload, chunks, imports } = await bundleScripts(out, { sourceMaps: false });
      const module = "client/backoffice/workflows/dashboard/DashboardPage.tsx";
      const [chunk, ...beyond] = chunks[module];
      const first = new Set([entry, ...preload]);
      const key = chunkKey(ROOT, join(ROOT, module));
      const listed = imports.chunks[key].map((i) => imports.files[i]);
      ok(listed.length > 0);
      deepStrictEqual(listed.toSorted(), beyond.filter((f) => !first.has(f)).toSorted());
      // The route table's chunk asks for the dashboard's with the same key.
      const scripts = await Promise.all(
        [entry, ...preload].map((f) => Deno.readTextFile(join(out, f))),
      );
      const name = chunk.slice(chunk.lastIndexOf("/") + 1);
      ok(
        scripts.some((s) => new RegExp(`\\("${key}"\\),import\\("\\./(chunks/)?${name}"\\)`).test(s)),
        `no preload of ${key} beside the import of ${name}`,
      );
    } finally {
      await Deno.remove(out, { recursive: true });
    }
  },
});
