import { signal } from "@preact/signals-react";

/**
 * A chunk loaded on demand into a signal: a panel's contents, fetched when it first opens rather than with the
 * first page. A failed load can be tried again.
 */
export function chunkSignal<M extends object>(load: () => Promise<M>) {
  const state = signal<M | "loading" | "failed" | null>(null);
  return {
    /** Starts the load, unless it is under way or done. */
    load() {
      const now = state.peek();
      if (now !== null && now !== "failed") return;
      state.value = "loading";
      load().then((module) => state.value = module, () => state.value = "failed");
    },
    /** The module once loaded, else null; reading it subscribes the component. */
    loaded: (): M | null => (typeof state.value === "object" ? state.value : null),
    /** Whether the last load failed; reading it subscribes the component. */
    failed: () => state.value === "failed",
  };
}
