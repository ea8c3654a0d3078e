import { lazy } from "react";
import { authRoles } from "../../domain/roles.ts";
import type { AppRoute } from "../app/routes/types.ts";
import { SIGNED_IN } from "./access.ts";

/** The sign-in screens are one lazily loaded chunk: a signed-in user's first page never downloads them. */
const screens = () => import("./screens.ts");
const LoginPage = lazy(() => screens().then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => screens().then((m) => ({ default: m.RegisterPage })));
const CallbackPage = lazy(() => screens().then((m) => ({ default: m.CallbackPage })));
const LogoutPage = lazy(() => screens().then((m) => ({ default: m.LogoutPage })));
const RoleExamplePage = lazy(() => screens().then((m) => ({ default: m.RoleExamplePage })));

/**
 * The authentication routes of spec section 2. Login, register and the sign-in callback are for guests only and
 * bare (no navbar, toolbar, footer or panels); logout needs a signed-in user (any role, see SIGNED_IN).
 */
export function authRoutes(): AppRoute[] {
  return [
    { path: "/login", element: <LoginPage />, bare: true, auth: authRoles.onlyGuest },
    { path: "/register", element: <RegisterPage />, bare: true, auth: authRoles.onlyGuest },
    { path: "/callback", element: <CallbackPage />, bare: true, auth: authRoles.onlyGuest },
    { path: "/logout", element: <LogoutPage />, auth: SIGNED_IN },
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
  ];
}
