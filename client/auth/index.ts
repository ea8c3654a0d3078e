import { lazy } from "react";
import type { Feature } from "../kit/feature.ts";
import { collapse, item } from "../kit/navigation/items.ts";
import { authRoutes } from "./routes.tsx";

const TEMPLATE_AUTH_PAGES: [id: string, title: string, icon: string][] = [
  ["login", "authLogin", "login"],
  ["register", "authRegister", "person_add"],
  ["forgot-password", "authForgotPassword", "help_outline"],
  ["reset-password", "authResetPassword", "password"],
  ["lock", "authLock", "lock"],
  ["mail-confirm", "authMailConfirm", "mark_email_read"],
];

/** Sign-in, registration, the account pages and the template's authentication pages. */
export const auth: Feature = {
  name: "auth",
  routes: authRoutes,
  menu: [{
    place: "pages",
    item: collapse(
      "authentication",
      "authentication",
      "lock_open",
      TEMPLATE_AUTH_PAGES.map(([id, title, icon]) => item(`auth-${id}`, title, icon, `/pages/auth/${id}`)),
    ),
  }],
};

/** "Sign out everywhere", asked from the user menu: a chunk of its own. */
export const SignOutEverywhereDialog = lazy(() => import("./everywhere/SignOutEverywhereDialog.tsx"));
