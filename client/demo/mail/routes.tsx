import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import { Navigate } from "react-router";
import type { AppRoute } from "../../kit/routes/types.ts";

const MailPage = lazyPage(() => import("./MailPage.tsx").then((m) => m.MailPage));

/** The mail app: a folder, a label or a filter in the address, with `/:mailId` for an open mail. */
export function mailRoutes(): AppRoute[] {
  const folder = createElement(MailPage, { kind: "folder" });
  const label = createElement(MailPage, { kind: "label" });
  const filter = createElement(MailPage, { kind: "filter" });
  return [
    { path: "/apps/mail", element: <Navigate to="/apps/mail/inbox" replace /> },
    { path: "/apps/mail/:folder", element: folder },
    { path: "/apps/mail/:folder/:mailId", element: folder },
    { path: "/apps/mail/label/:label", element: label },
    { path: "/apps/mail/label/:label/:mailId", element: label },
    { path: "/apps/mail/filter/:filter", element: filter },
    { path: "/apps/mail/filter/:filter/:mailId", element: filter },
  ];
}
