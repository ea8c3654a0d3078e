import type { BuildOptions } from "esbuild";

/** What every client bundle (the app's, the portal's) is built with: minified ES modules for today's browsers. */
export function scriptOptions(sourceMaps: boolean) {
  return {
    bundle: true,
    format: "esm",
    minify: true,
    sourcemap: sourceMaps ? "linked" : false,
    target: ["chrome120", "firefox120", "safari17"],
    jsx: "automatic",
    entryNames: "[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  } as const satisfies BuildOptions;
}
