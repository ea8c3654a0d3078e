import type { ReactNode } from "react";

/** A page that stands alone (no menu, no bars): one centred card on the tinted page, as coming soon and maintenance are. */
export function StandaloneCard(
  { testId, wide = false, children }: { testId: string; wide?: boolean; children: ReactNode },
) {
  return (
    <div className="min-h-dvh flex items-center justify-center bg-base-200 p-4" data-testid={testId}>
      <div className={`card bg-base-100 shadow-xl w-full ${wide ? "max-w-2xl" : "max-w-xl"}`}>
        <div className="card-body items-center text-center gap-5 py-12">{children}</div>
      </div>
    </div>
  );
}
