import type { ReactNode } from "react";
import { t } from "../kit/i18n/core.ts";
import { LanguageSwitch } from "../kit/ui/LanguageSwitch.tsx";

/**
 * The portal's page around whatever it shows: the practice's logo and name, the language switch. The app draws it
 * with the practice the server named; the build draws it around the served sign-in (build/prerender.tsx), with
 * stand-ins the server fills in.
 */
export function PortalFrame(
  { practice, logo, children }: { practice: string; logo: string | null; children: ReactNode },
) {
  return (
    <main className="min-h-dvh bg-base-200 px-3 py-4 sm:py-8" data-testid="portal">
      <div className="mx-auto w-full max-w-xl flex flex-col gap-4">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex items-center gap-2 min-w-0">
            {/* Beside the name, which says the same: an empty text alternative. */}
            {logo && (
              <img
                src={logo}
                alt=""
                className="h-10 w-auto max-w-32 object-contain"
                data-testid="portal-logo"
              />
            )}
            <span className="font-bold text-lg">{practice}</span>
          </span>
          <LanguageSwitch label={t("portal.language")} />
        </header>
        {children}
      </div>
    </main>
  );
}
