import { authRoles } from "../../domain/roles.ts";
import { lazyChunk, type LazyPage, lazyPage } from "../kit/routes/lazy-page.ts";
import type { AppRoute } from "../kit/routes/types.ts";
import { SIGNED_IN } from "../session/access.ts";
import { TWO_FACTOR_PATH } from "../session/session.ts";
import type { AuthVariant } from "./pages/AuthFrame.tsx";
import { AUTH_PAGES, type AuthPage, authPagePath } from "./pages/paths.ts";

/** The sign-in screens are one lazily loaded chunk: a signed-in user's first page never downloads them. */
const screen = lazyChunk(() => import("./screens.ts"));
const LoginPage = screen((m) => m.LoginPage);
const RegisterPage = screen((m) => m.RegisterPage);
const CallbackPage = screen((m) => m.CallbackPage);
const LogoutPage = screen((m) => m.LogoutPage);
const RoleExamplePage = screen((m) => m.RoleExamplePage);
/** The set-up page is its own chunk: only an employee opening it loads it. */
const TwoFactorPage = lazyPage(() => import("./two-factor/TwoFactorPage.tsx").then((m) => m.TwoFactorPage));
const TEMPLATE_PAGES: Record<AuthPage, LazyPage<{ variant: AuthVariant }>> = {
  "login": screen((m) => m.TemplateLoginPage),
  "register": screen((m) => m.TemplateRegisterPage),
  "forgot-password": screen((m) => m.ForgotPasswordPage),
  "reset-password": screen((m) => m.ResetPasswordPage),
  "lock": screen((m) => m.LockPage),
  "mail-confirm": screen((m) => m.MailConfirmPage),
};

/**
 * The template's auth pages, each in both layouts: bare, open to everyone (a reset link is followed signed out;
 * the lock screen is where a locked session waits, so it stays open while locked).
 */
function templateAuthRoutes(): AppRoute[] {
  return AUTH_PAGES.flatMap((page) =>
    (["two-panel", "full-screen"] as const).map((variant) => {
      const Page = TEMPLATE_PAGES[page];
      return {
        path: authPagePath(page, variant),
        element: <Page variant={variant} />,
        bare: true,
        auth: "none" as const,
      };
    })
  );
}

/**
 * The authentication routes of spec section 2. Login, register and the sign-in callback are for guests only and
 * bare (no navbar, toolbar, footer or panels); logout needs a signed-in user (any role, see SIGNED_IN).
 */
export function authRoutes(): AppRoute[] {
  return [
    { path: "/login", element: <LoginPage />, bare: true, auth: authRoles.onlyGuest },
    { path: "/register", element: <RegisterPage />, bare: true, auth: authRoles.onlyGuest },
    { path: "/callback", element: <CallbackPage />, bare: true, auth: authRoles.onlyGuest },
    { path: "/logout", element: <LogoutPage />, auth: SIGNED_IN, openWhenLocked: true },
    { path: TWO_FACTOR_PATH, element: <TwoFactorPage />, auth: SIGNED_IN, backoffice: true },
    {
      path: "/auth/admin-role-example",
      element: <RoleExamplePage example="admin" />,
      auth: authRoles.admin,
    },
    {
      path: "/auth/staff-role-example",
      element: <RoleExamplePage example="staff" />,
      auth: authRoles.staff,
    },
    {
      path: "/auth/guest-role-example",
      element: <RoleExamplePage example="guest" />,
      auth: authRoles.onlyGuest,
    },
    ...templateAuthRoutes(),
  ];
}
