import { type ComponentType, createElement, lazy } from "react";

export type LazyPage<P> = ComponentType<P> & {
  /** Starts loading the page's chunk (once); resolves when the page can render without waiting. */
  preload: () => Promise<unknown>;
};

/**
 * A page loaded with a chunk of its own the first time it shows. `preload` lets the start-up fetch the chunk of
 * the address being opened while the session is still being checked, rather than after; a page whose chunk is
 * already in renders at once, without a round through Suspense (React holds a revealed fallback back for up to
 * 300 ms, so a needless suspension costs more than the load).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // A failed load is forgotten, so showing the page tries again (and reports it if it fails again).
  const start = () =>
    loading ??= load().then(
      (component) => (loaded = component),
      (err) => {
        loading = undefined;
        throw err;
      },
    );
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  const Page = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(Page, { preload: start });
}

/** Loads the chunk of a route element's page, when it is a lazyPage; never rejects (the page reports it). */
export function preloadElement(element: unknown): Promise<void> {
  const type = (element as { type?: { preload?: () => Promise<unknown> } } | null)?.type;
  return (type?.preload?.() ?? Promise.resolve()).then(() => {}, () => {});
}
