import { lazyPage } from "../../kit/routes/lazy-page.ts";
import { createElement } from "react";
import type { AppRoute } from "../../kit/routes/types.ts";

const NotesPage = lazyPage(() => import("./NotesPage.tsx").then((m) => m.NotesPage));

/** The notes app: all live notes, those with a reminder, the archive, one label's. */
export function notesRoutes(): AppRoute[] {
  return [
    { path: "/apps/notes", element: createElement(NotesPage, { kind: "notes" }) },
    { path: "/apps/notes/reminders", element: createElement(NotesPage, { kind: "reminders" }) },
    { path: "/apps/notes/archive", element: createElement(NotesPage, { kind: "archive" }) },
    { path: "/apps/notes/labels/:id", element: createElement(NotesPage, { kind: "label" }) },
  ];
}
