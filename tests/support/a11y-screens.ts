import { isValidElement } from "react";
import { Navigate } from "react-router";
import { authRoutes } from "../../client/auth/routes.tsx";
import { LIST_PANELS } from "../../client/backoffice/extensions.ts";
import { backofficeRoutes } from "../../client/backoffice/routes.ts";
import { DEMO_APPS } from "../../client/shell/demo-apps.ts";
import { templateRoutes } from "../../client/pages/routes.tsx";
import type { AppRoute } from "../../client/kit/routes/types.ts";
import { academyCourses } from "../../fixtures/academy.ts";
import { contactsFixture } from "../../fixtures/contacts.ts";
import { eCommerceFixture } from "../../fixtures/e-commerce.ts";
import { mailFixture } from "../../fixtures/mail.ts";
import { MAIL_LABELS } from "../../domain/demo/mail.ts";
import { notesFixture } from "../../fixtures/notes.ts";
import { scrumboardFixture } from "../../fixtures/scrumboard.ts";
import { TODO_LABELS } from "../../domain/demo/todo.ts";
import { RESOURCE_ROUTES } from "../../domain/resources/catalogue.ts";
import { RESOURCES } from "../../domain/resources/index.ts";
import type { Field, ResourceDef } from "../../domain/resources/types.ts";

/** One screen the accessibility check visits: an address, and whether a guest (not signed in) opens it. */
export type Screen = { route: string; path: string; guest: boolean };

/** Routes that show no screen of their own, and why. */
export const NOT_SCREENS: Record<string, string> = {
  "/logout": "ends the session at once and leaves for the sign-in page, which is checked",
};

/** An inbox mail that is starred and labelled, so every one of the mail routes below opens it. */
const mail = mailFixture.mails.find((m) => m.folder === 0 && m.starred && m.labels.length > 0)!;
const mailLabel = MAIL_LABELS.find((l) => l.id === mail.labels[0])!;
const product = eCommerceFixture.products[0];
const board = scrumboardFixture.boards[0];
const course = academyCourses[0];

/**
 * The address that stands for each route with parameters, from the demo fixtures (the server seeds every demo
 * user's sandbox with them), so the screen shows a real record.
 */
const SAMPLES: Record<string, string> = {
  "/apps/mail/:folder": "/apps/mail/inbox",
  "/apps/mail/:folder/:mailId": `/apps/mail/inbox/${mail.id}`,
  "/apps/mail/label/:label": `/apps/mail/label/${mailLabel.handle}`,
  "/apps/mail/label/:label/:mailId": `/apps/mail/label/${mailLabel.handle}/${mail.id}`,
  "/apps/mail/filter/:filter": "/apps/mail/filter/starred",
  "/apps/mail/filter/:filter/:mailId": `/apps/mail/filter/starred/${mail.id}`,
  "/apps/todo/:filter": "/apps/todo/important",
  "/apps/todo/label/:label": `/apps/todo/label/${TODO_LABELS[0].handle}`,
  "/apps/notes/labels/:id": `/apps/notes/labels/${notesFixture.labels[0].id}`,
  "/apps/contacts/:filter": "/apps/contacts/all",
  "/apps/contacts/:filter/:id": `/apps/contacts/all/${contactsFixture.contacts[0].id}`,
  "/apps/scrumboard/boards/:boardId/:uri": `/apps/scrumboard/boards/${board.id}/${board.uri}`,
  "/apps/academy/courses/:id/:slug": `/apps/academy/courses/${course.id}/${course.slug}`,
  "/apps/e-commerce/products/:id/:handle": `/apps/e-commerce/products/${product.id}/${product.handle}`,
  "/apps/e-commerce/orders/:id": `/apps/e-commerce/orders/${eCommerceFixture.orders[0].id}`,
};

export const isRedirect = (r: AppRoute) => isValidElement(r.element) && r.element.type === Navigate;

/** Open to guests only, or a bare page open to all (the template's sign-in pages): visited signed out. */
const forGuests = (r: AppRoute) =>
  (Array.isArray(r.auth) && r.auth.length === 0) || (!!r.bare && r.auth === "none");

/**
 * The screens of a group of routes: every route but redirects and NOT_SCREENS, a route with parameters at its
 * sample address. A new route with parameters and no sample fails here, so no screen goes unchecked.
 */
export function screensOf(routes: AppRoute[]): Screen[] {
  return routes.filter((r) => !isRedirect(r) && !Object.hasOwn(NOT_SCREENS, r.path)).map((r) => {
    const path = r.path.includes(":") ? SAMPLES[r.path] : r.path;
    if (path === undefined) throw new Error(`no sample address for ${r.path}: add one to SAMPLES`);
    return { route: r.path, path, guest: forGuests(r) };
  });
}

/** The sign-in, register and reset screens and the template's other auth pages. */
export const authScreens = () => screensOf(authRoutes());
/** The template's pages (errors, pricing, page layouts, documentation...). */
export const templateScreens = () => screensOf(templateRoutes());
/** Every demo app's screens. */
export const demoScreens = () => screensOf(DEMO_APPS.flatMap((app) => app.routes()));

/**
 * The back-office pages that are not one resource's list, add, view or edit page: the dashboard, the report. A
 * page of one thing by its id (an approval's printable record) needs that thing: its own test checks it with axe
 * (tests/e2e/portal-approvals.test.ts).
 */
export function backofficePages(): string[] {
  const resourcePaths = new Set(
    RESOURCE_ROUTES.flatMap((r) => [r.base, `${r.base}/${r.add}`, `${r.base}/view/:id`, `${r.base}/:id`]),
  );
  return backofficeRoutes().map((r) => r.path).filter((p) => !resourcePaths.has(p) && !p.includes("/:"));
}

const kindsOf = (fields: Field[]): string[] =>
  fields.flatMap((f) => [f.kind, ...(f.kind === "items" || f.kind === "object" ? kindsOf(f.fields) : [])]);

/**
 * The resources whose add forms between them show every kind of field the engine draws (one generic engine draws
 * them all), picked greedily, the clients' form first: a new field kind brings its form in.
 */
export function formsShowingEveryFieldKind(): ResourceDef[] {
  const withForm = RESOURCES.filter((r) => r.add !== null);
  const missing = new Set(withForm.flatMap((r) => kindsOf(r.fields)));
  const picked: ResourceDef[] = [];
  let next: ResourceDef | undefined = withForm.find((r) => r.name === "account");
  while (next) {
    picked.push(next);
    for (const k of kindsOf(next.fields)) missing.delete(k);
    const gain = (r: ResourceDef) => new Set(kindsOf(r.fields).filter((k) => missing.has(k))).size;
    next = missing.size === 0 ? undefined : withForm.reduce((a, b) => (gain(b) > gain(a) ? b : a));
  }
  return picked;
}

/** The lists that show more than the generic table: a resource's own panel above it (the Tax Dashboard). */
export const listsWithPanels = (): ResourceDef[] =>
  RESOURCES.filter((r) => Object.hasOwn(LIST_PANELS, r.name));
