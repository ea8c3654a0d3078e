import { type ComponentType, createElement, lazy, type ReactElement } from "react";
import { wordsReady } from "../i18n/core.ts";

export type LazyPage<P> = ((props: P) => ReactElement) & {
  /** Starts loading the page's chunk (once); resolves when the page can render without waiting. */
  preload: () => Promise<unknown>;
};

/**
 * A chunk holding one or more pages, loaded the first time one of them shows. Each page of it renders at once,
 * without a round through Suspense, as soon as the chunk is in, whichever page loaded it: React holds a revealed
 * fallback back for up to 300 ms, so a needless suspension (a second page of a chunk already in) costs more than
 * the load. `preload` lets the start-up fetch the chunk of the address being opened while the session is still
 * being checked, rather than after.
 */
export function lazyChunk<M>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  // A failed load is forgotten, so showing a page tries again (and reports it if it fails again).
  const start = () =>
    loading ??= load().then(
      // The chunk's own words in the language on screen first (a feature's Turkish and Arabic load when chosen).
      async (module) => {
        await wordsReady();
        return (loaded = module);
      },
      (err) => {
        loading = undefined;
        throw err;
      },
    );
  return <P extends object>(pick: (module: M) => ComponentType<P>): LazyPage<P> => {
    const Lazy = lazy(() => start().then((module) => ({ default: pick(module) })));
    const Page = (props: P) => createElement((loaded ? pick(loaded) : Lazy) as ComponentType<P>, props);
    return Object.assign(Page, { preload: start });
  };
}

/** A page with a chunk of its own. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  return lazyChunk(load)((component) => component);
}

/** Loads the chunk of a route element's page, when it is a lazy page; never rejects (the page reports it). */
export function preloadElement(element: unknown): Promise<void> {
  const type = (element as { type?: { preload?: () => Promise<unknown> } } | null)?.type;
  return (type?.preload?.() ?? Promise.resolve()).then(() => {}, () => {});
}
