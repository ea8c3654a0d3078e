import { type ComponentType, lazy, type LazyExoticComponent } from "react";
import { authRoles } from "../../domain/roles.ts";
import type { AppRoute } from "../app/routes/types.ts";
import { SIGNED_IN } from "./access.ts";
import { TWO_FACTOR_PATH } from "./session.ts";
import type { AuthVariant } from "./pages/AuthFrame.tsx";
import { AUTH_PAGES, type AuthPage, authPagePath } from "./pages/paths.ts";

/** The sign-in screens are one lazily loaded chunk: a signed-in user's first page never downloads them. */
const screens = () => import("./screens.ts");
const LoginPage = lazy(() => screens().then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => screens().then((m) => ({ default: m.RegisterPage })));
const CallbackPage = lazy(() => screens().then((m) => ({ default: m.CallbackPage })));
const LogoutPage = lazy(() => screens().then((m) => ({ default: m.LogoutPage })));
const RoleExamplePage = lazy(() => screens().then((m) => ({ default: m.RoleExamplePage })));
/** The set-up page is its own chunk: only an employee opening it loads it. */
const TwoFactorPage = lazy(() =>
  import("./two-factor/TwoFactorPage.tsx").then((m) => ({ default: m.TwoFactorPage }))
);
const TEMPLATE_PAGES: Record<AuthPage, LazyExoticComponent<ComponentType<{ variant: AuthVariant }>>> = {
  "login": lazy(() => screens().then((m) => ({ default: m.TemplateLoginPage }))),
  "register": lazy(() => screens().then((m) => ({ default: m.TemplateRegisterPage }))),
  "forgot-password": lazy(() => screens().then((m) => ({ default: m.ForgotPasswordPage }))),
  "reset-password": lazy(() => screens().then((m) => ({ default: m.ResetPasswordPage }))),
  "lock": lazy(() => screens().then((m) => ({ default: m.LockPage }))),
  "mail-confirm": lazy(() => screens().then((m) => ({ default: m.MailConfirmPage }))),
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
