import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import type { LayoutConfig } from "../../../domain/settings.ts";
import { ErrorBoundary } from "../routes/ErrorBoundary.tsx";
import { LoadingBar } from "../../kit/ui/PageStates.tsx";

/** The routed page, re-animated on each navigation; container mode keeps it to 1120 px. */
export function PageOutlet({ config }: { config: LayoutConfig }) {
  const { pathname } = useLocation();
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className={`flex-1 w-full outline-none ${config.mode === "container" ? "mx-auto max-w-[1120px]" : ""}`}
    >
      <div key={pathname} className="ld-page-in h-full">
        <ErrorBoundary>
          <Suspense fallback={<LoadingBar />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
    </main>
  );
}
