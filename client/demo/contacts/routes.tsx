import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import { Navigate } from "react-router";
import type { AppRoute } from "../../kit/routes/types.ts";

const ContactsPage = lazyPage(() => import("./ContactsPage.tsx").then((m) => m.ContactsPage));

/** The contacts app: all, frequent or starred, with `/:id` for a contact open in its dialog. */
export function contactsRoutes(): AppRoute[] {
  return [
    { path: "/apps/contacts", element: <Navigate to="/apps/contacts/all" replace /> },
    { path: "/apps/contacts/:filter", element: createElement(ContactsPage) },
    { path: "/apps/contacts/:filter/:id", element: createElement(ContactsPage) },
  ];
}
