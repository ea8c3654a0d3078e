import { signal } from "@preact/signals-react";
import { auth } from "../auth/index.ts";
import { backoffice } from "../backoffice/index.ts";
import type { Feature } from "../kit/feature.ts";
import { addMessages } from "../kit/i18n/index.ts";
import { demoAppsOn } from "../kit/page-meta.ts";
import { lazyChunk } from "../kit/routes/lazy-page.ts";

/** A chunk loaded once; a failed load is forgotten, so the next call tries again. */
function once<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    loading ??= load().catch((err) => {
      loading = undefined;
      throw err;
    });
}

/**
 * The wings whose route tables and menus are not in the first page's script: the template pages (with the error
 * pages the shell shows) and the demo apps, each a chunk of its own, loaded at start-up beside the session.
 */
const loadPages = once(() => import("../pages/index.ts"));
const loadDemo = once(() => import("./demo-apps.ts"));
const pagesChunk = lazyChunk(loadPages);
/** The error pages the shell shows itself: an unknown address's and a broken screen's (its error boundary). */
export const Error404Page = pagesChunk((m) => m.Error404Page);
export const Error500Page = pagesChunk((m) => m.Error500Page);

const loadedWings = signal<readonly Feature[]>([]);

/**
 * Loads the template pages and, when the server offers them (DEMO_APPS), the demo apps; never rejects. The
 * start-up waits for it beside the session (main.tsx), so the first route table already holds them. A wing that
 * fails to load (offline) is left out: its addresses are unknown pages until the next start.
 */
export async function loadWings(): Promise<void> {
  const [pages, demo] = await Promise.allSettled([
    loadPages(),
    demoAppsOn() ? loadDemo() : Promise.resolve(undefined),
  ]);
  const wings: Feature[] = [];
  for (const loaded of [pages, demo]) {
    if (loaded.status === "rejected") console.error("A wing of the app failed to load:", loaded.reason);
  }
  if (pages.status === "fulfilled") wings.push(pages.value.pages);
  if (demo.status === "fulfilled" && demo.value) wings.push(...demo.value.DEMO_FEATURES);
  loadedWings.value = wings;
}

/** Every feature the shell composes, the wings once loaded. Reading it subscribes a signal-aware component. */
export function features(): readonly Feature[] {
  return [backoffice, auth, ...loadedWings.value];
}

// Each feature's words the shell shows of it (its menu's titles), registered once as the shell loads.
for (const feature of [backoffice, auth]) {
  if (feature.words) addMessages(feature.words);
}
