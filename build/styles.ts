import type { Metafile } from "esbuild";
import { join, relative, resolve } from "node:path";

/**
 * The wings whose pages bring a stylesheet of their own: a page that a routes module of the wing's folder imports
 * lazily. The client names the same sheets (client/kit/styles.ts; the features' `style`).
 */
export const WINGS = {
  backoffice: "client/backoffice/",
  demo: "client/demo/",
  pages: "client/pages/",
} as const;
export type Wing = keyof typeof WINGS;
/** The signed-in frame (navbar, bars, panels): a chunk of its own, with a sheet of its own. */
export const FRAME_MODULE = "client/shell/layout/Frame.tsx";

/** The sheets after the first page's: the frame's and each wing's. */
export type Sheet = "frame" | Wing;
export const SHEETS: readonly Sheet[] = ["frame", ...Object.keys(WINGS) as Wing[]];
/** The sources each sheet carries the classes of, as absolute paths: the first page's (`shell`) and the others. */
export type SheetSources = Record<"shell" | Sheet, string[]>;

const ROUTES_MODULE = /\/routes\.tsx?$/;
const inWing = (path: string) => Object.values(WINGS).some((dir) => path.startsWith(dir));
// The domain names classes only in the demo apps' contracts (a scrumboard label): its other strings would only add
// look-alike classes (a field called "table").
const isSource = (path: string) => path.startsWith("client/") || path.startsWith("domain/demo/");

/**
 * Splits the client's modules by sheet, from the bundler's import graph, each sheet holding the one before:
 * - the first page's: what the entry reaches without the frame and without a wing's lazily loaded modules (sign-in,
 *   the error pages, the wings' route tables and menus);
 * - the frame's: and what the frame reaches, but a wing's page (its panels and what they show of a wing);
 * - a wing's: and what its pages reach. A later sheet stands on its own (client/kit/styles.ts shows one at a time).
 */
export function sheetSources(metafile: Metafile, entry: string): SheetSources {
  const { inputs } = metafile;
  const reach = (
    roots: string[],
    follow: (from: string, to: string, kind: string) => boolean,
  ): Set<string> => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const path = queue.pop()!;
      if (seen.has(path) || !inputs[path]) continue;
      seen.add(path);
      for (const i of inputs[path].imports) if (follow(path, i.path, i.kind)) queue.push(i.path);
    }
    return seen;
  };
  const lazy = (kind: string) => kind === "dynamic-import";
  const wingPage = (from: string, kind: string) => lazy(kind) && ROUTES_MODULE.test(from) && inWing(from);
  const first = reach([entry], (from, to, kind) => !lazy(kind) || (!inWing(from) && to !== FRAME_MODULE));
  const frame = reach([entry, FRAME_MODULE], (from, _, kind) => !wingPage(from, kind));
  const absolute = (paths: Iterable<string>) => [...paths].filter(isSource).map((p) => resolve(p)).sort();
  const sources = { shell: absolute(first), frame: absolute(frame) } as SheetSources;
  for (const wing of Object.keys(WINGS) as Wing[]) {
    const pages = Object.entries(inputs).flatMap(([from, input]) =>
      from.startsWith(WINGS[wing])
        ? input.imports.filter((i) => wingPage(from, i.kind)).map((i) => i.path)
        : []
    );
    sources[wing] = absolute(new Set([...frame, ...reach(pages, () => true)]));
  }
  return sources;
}

/** A Tailwind input in `dir`: the app's stylesheet (client/styles.css) with the classes of these sources only. */
export function sheetInput(root: string, dir: string, sources: string[]): string {
  const path = (p: string) => JSON.stringify(relative(dir, p).replaceAll("\\", "/"));
  return [
    `@import ${path(join(root, "client/styles.css"))};`,
    ...sources.map((s) => `@source ${path(s)};`),
  ].join("\n");
}
