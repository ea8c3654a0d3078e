import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";

/**
 * The two ways the sign-in screens are laid out: a card of two panels on a tinted page, or the form's column
 * beside a welcome that fills the rest of the screen.
 */
export type AuthVariant = "two-panel" | "full-screen";

/** A template auth page's address in the other variant: `…/full-screen` is the full-screen one. */
export function otherVariantPath(pathname: string, variant: AuthVariant): string {
  return variant === "full-screen" ? pathname.replace(/\/full-screen$/, "") : `${pathname}/full-screen`;
}

function Brand() {
  return (
    <div className="flex items-center gap-3">
      <img src="/favicon.svg" alt="" width={40} height={40} className="size-10 rounded-lg" />
      <div>
        <div className="text-2xl font-bold tracking-tight" data-testid="product-name">Ledgerdesk</div>
        <div className="text-xs opacity-70">{t("auth.tagline")}</div>
      </div>
    </div>
  );
}

function Welcome({ className }: { className: string }) {
  return (
    <div className={`flex-col justify-center gap-6 bg-neutral text-neutral-content p-16 ${className}`}>
      <h2 className="text-5xl font-bold leading-tight">{t("auth.welcomeTitle")}</h2>
      <p className="text-lg opacity-80 max-w-md">{t("auth.welcomeText")}</p>
    </div>
  );
}

/** On the template's auth pages (`/pages/auth/…`): a link to the same page in the other layout. */
function VariantSwitch({ variant }: { variant: AuthVariant }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      to={otherVariantPath(pathname, variant) + search}
      className="link link-hover text-xs opacity-70 inline-flex items-center gap-1 self-center"
      data-testid="auth-variant-switch"
    >
      <Icon name={variant === "full-screen" ? "view_agenda" : "fullscreen"} size={16} />
      {variant === "full-screen"
        ? t("accountFlows.variants.twoPanel")
        : t("accountFlows.variants.fullScreen")}
    </Link>
  );
}

/**
 * The sign-in screens' frame: the product's name and the form on one side, a welcome on the other. `variant`
 * set (the template's pages) also offers the other layout.
 */
export function AuthFrame(
  { title, children, testId, variant }: {
    title: string;
    children: ReactNode;
    testId: string;
    variant?: AuthVariant;
  },
) {
  if (variant === "full-screen") {
    return (
      <div className="min-h-dvh flex bg-base-100" data-testid={testId} data-variant="full-screen">
        <div className="w-full md:w-[32rem] shrink-0 flex flex-col justify-center gap-5 px-6 py-10 sm:px-12 shadow-xl">
          <Brand />
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          {children}
          <VariantSwitch variant={variant} />
        </div>
        <Welcome className="hidden md:flex flex-1" />
      </div>
    );
  }
  return (
    <div
      className="min-h-full flex items-center justify-center bg-base-200 p-4 md:p-8"
      data-testid={testId}
      data-variant="two-panel"
    >
      <div className="card lg:card-side bg-base-100 shadow-xl w-full max-w-5xl overflow-hidden">
        <div className="card-body w-full lg:w-1/2 px-6 py-10 sm:px-12 gap-5">
          <Brand />
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          {children}
          {variant && <VariantSwitch variant={variant} />}
        </div>
        <Welcome className="hidden lg:flex lg:w-1/2" />
      </div>
    </div>
  );
}
