import { use, useLayoutEffect } from "react";

/**
 * The stylesheets after the first page's (build/styles.ts): the signed-in frame's, and each wing's (the back
 * office's, the demo apps', the template pages'). Each holds the one before it (a wing's holds the frame's, the
 * frame's the first page's), sorted as one sheet: of two rules for one element the later class in Tailwind's order
 * wins. Two later sheets on at once would break that order, so one is on at a time: the wing's of the page shown,
 * else the frame's while the frame shows. A sheet loads before what needs it renders: no unstyled flash.
 */
export type SheetName = "frame" | "backoffice" | "demo" | "pages";

const links = new Map<SheetName, HTMLLinkElement>();
/** Each sheet's load, kept once it succeeds: `use` is then handed the same promise, marked as done. */
const loads = new Map<SheetName, Promise<void>>();

/** The sheets' addresses, as the build wrote them in the page: "frame=/build/frame-….css demo=…". */
function hrefOf(name: SheetName): string | undefined {
  const content = globalThis.document?.querySelector<HTMLMetaElement>('meta[name="stylesheets"]')?.content ??
    "";
  const pairs = content.split(/\s+/).map((pair) => pair.split("=", 2));
  return pairs.find(([sheet]) => sheet === name)?.[1];
}

/** Marks a promise done the way React's `use` reads it, so a sheet already in never suspends a render. */
function settled(promise: Promise<void>): Promise<void> {
  return Object.assign(promise, { status: "fulfilled", value: undefined });
}

function fetchSheet(name: SheetName, href: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    // Fetched and parsed without applying to the screen until it is shown.
    link.media = "print";
    link.onload = () => {
      link.sheet!.disabled = true;
      link.media = "all";
      links.set(name, link);
      resolve();
    };
    link.onerror = () => {
      link.remove();
      reject(new Error(`The stylesheet ${href} did not load`));
    };
    document.head.append(link);
  });
}

/**
 * Loads a sheet, once, off: it applies when shown (useSheet). Without the page's address (a unit test, a page
 * from before the split) there is nothing to load. A failed load is forgotten, so the next call tries again.
 */
export function loadSheet(name: SheetName): Promise<void> {
  let load = loads.get(name);
  if (!load) {
    const href = hrefOf(name);
    load = href
      ? fetchSheet(name, href).then(
        () => void settled(load!),
        (err) => {
          loads.delete(name);
          throw err;
        },
      )
      : settled(Promise.resolve());
    loads.set(name, load);
  }
  return load;
}

let framed = false;
let wing: SheetName | null = null;

/**
 * Turns on the one sheet due, and off only what must go: a sheet switched off and on again, even in one task,
 * has the browser restyle the whole page.
 */
function showOne() {
  const on = wing ?? (framed ? "frame" : null);
  for (const [name, link] of links) {
    const off = name !== on;
    if (link.sheet && link.sheet.disabled !== off) link.sheet.disabled = off;
  }
}

/**
 * Shows a sheet while the calling component is on screen, the frame's under a wing's; suspends until the sheet is
 * in. Switched before the browser paints, in the same commit as the screen it styles. A page that goes hands over
 * after the commit (a microtask, still before the paint): when the next page is of the same wing, as a list and
 * its records are, it has claimed the sheet by then and nothing is switched.
 */
export function useSheet(name: SheetName) {
  use(loadSheet(name));
  useLayoutEffect(() => {
    if (name === "frame") framed = true;
    else wing = name;
    showOne();
    return () => {
      if (name === "frame") framed = false;
      else if (wing === name) wing = null;
      queueMicrotask(showOne);
    };
  }, [name]);
}
