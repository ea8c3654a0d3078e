import type { AuthVariant } from "./AuthFrame.tsx";

/** The template's auth pages (`/pages/auth/<page>`), each in a two-panel and a full-screen layout. */
export const AUTH_PAGES = [
  "login",
  "register",
  "forgot-password",
  "reset-password",
  "lock",
  "mail-confirm",
] as const;
export type AuthPage = (typeof AUTH_PAGES)[number];

/** An auth page's address in a layout (two-panel when none is given). */
export function authPagePath(page: AuthPage, variant: AuthVariant = "two-panel"): string {
  return `/pages/auth/${page}${variant === "full-screen" ? "/full-screen" : ""}`;
}
