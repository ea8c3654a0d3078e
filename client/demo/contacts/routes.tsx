import { createElement, lazy } from "react";
import { Navigate } from "react-router";
import type { AppRoute } from "../../app/routes/types.ts";

const ContactsPage = lazy(() => import("./ContactsPage.tsx").then((m) => ({ default: m.ContactsPage })));

/** The contacts app: all, frequent or starred, with `/:id` for a contact open in its dialog. */
export function contactsRoutes(): AppRoute[] {
  return [
    { path: "/apps/contacts", element: <Navigate to="/apps/contacts/all" replace /> },
    { path: "/apps/contacts/:filter", element: createElement(ContactsPage) },
    { path: "/apps/contacts/:filter/:id", element: createElement(ContactsPage) },
  ];
}
