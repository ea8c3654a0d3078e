import { useSignals } from "@preact/signals-react/runtime";
import { Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { Messages } from "../../kit/messages/Messages.tsx";
import { navbarMobileOpen } from "../../kit/panels.ts";
import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { loadSheet } from "../../kit/styles.ts";
import { LoadingBar } from "../../kit/ui/PageStates.tsx";
import { ErrorBoundary } from "../routes/ErrorBoundary.tsx";
import { frameClasses } from "./frame.ts";
import { PageOutlet } from "./PageOutlet.tsx";
import { useLayout } from "./useLayout.ts";

/**
 * The navbar, bars and panels load as a chunk of their own, with their stylesheet: the first page's script and
 * sheet hold only the bare frame the sign-in page needs. The start-up fetches them beside the page's own for any
 * other address (main.tsx).
 */
export const Frame = lazyPage(() =>
  Promise.all([import("./Frame.tsx"), loadSheet("frame")]).then(([m]) => m.Frame)
);

/** The shell: the chosen layout style around the page (bare on sign-in and register), plus its messages. */
export function Layout({ barePaths }: { barePaths: string[] }) {
  useSignals();
  const layout = useLayout(barePaths);
  const { pathname } = useLocation();
  useEffect(() => {
    navbarMobileOpen.value = false;
  }, [pathname]);
  const { outer, box } = frameClasses(layout.config);
  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 z-[2000] btn"
      >
        Skip to content
      </a>
      {layout.bare
        ? (
          <div className={outer} data-layout={layout.style} data-mode={layout.config.mode}>
            <div className={box}>
              <PageOutlet config={layout.config} />
            </div>
          </div>
        )
        : (
          <ErrorBoundary>
            <Suspense fallback={<LoadingBar />}>
              <Frame style={layout.style} config={layout.config} />
            </Suspense>
          </ErrorBoundary>
        )}
      <Messages />
    </>
  );
}
