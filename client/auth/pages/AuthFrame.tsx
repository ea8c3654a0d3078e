import type { ReactNode } from "react";
import { t } from "../../app/i18n/index.ts";

/** The sign-in screens' frame: the product's name and the form on one side, a welcome on the other. */
export function AuthFrame(
  { title, children, testId }: { title: string; children: ReactNode; testId: string },
) {
  return (
    <div className="min-h-full flex items-center justify-center bg-base-200 p-4 md:p-8" data-testid={testId}>
      <div className="card lg:card-side bg-base-100 shadow-xl w-full max-w-5xl overflow-hidden">
        <div className="card-body w-full lg:w-1/2 px-6 py-10 sm:px-12 gap-5">
          <div className="flex items-center gap-3">
            <img src="/favicon.svg" alt="" width={40} height={40} className="size-10 rounded-lg" />
            <div>
              <div className="text-2xl font-bold tracking-tight" data-testid="product-name">Ledgerdesk</div>
              <div className="text-xs opacity-60">{t("auth.tagline")}</div>
            </div>
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          {children}
        </div>
        <div className="hidden lg:flex lg:w-1/2 flex-col justify-center gap-6 bg-neutral text-neutral-content p-16">
          <h2 className="text-5xl font-bold leading-tight">{t("auth.welcomeTitle")}</h2>
          <p className="text-lg opacity-80 max-w-md">{t("auth.welcomeText")}</p>
        </div>
      </div>
    </div>
  );
}
