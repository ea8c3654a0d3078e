import { deepStrictEqual, ok, throws } from "node:assert/strict";
import { routeTable } from "../../client/shell/router.tsx";
import { RESOURCES } from "../../domain/resources/index.ts";
import type { Field } from "../../domain/resources/types.ts";
import {
  authScreens,
  backofficePages,
  demoScreens,
  formsShowingEveryFieldKind,
  isRedirect,
  NOT_SCREENS,
  screensOf,
  templateScreens,
} from "../support/a11y-screens.ts";

Deno.test("the accessibility check visits every route that shows a screen", () => {
  const visited = new Set([...authScreens(), ...templateScreens(), ...demoScreens()].map((s) => s.route));
  const backoffice = new Set(backofficePages());
  // A resource's list, add, view and edit pages are drawn by one engine: the back-office check picks its own.
  const missed = routeTable().filter((r) =>
    !visited.has(r.path) && !backoffice.has(r.path) && !r.backoffice && !isRedirect(r) &&
    !Object.hasOwn(NOT_SCREENS, r.path)
  ).map((r) => r.path);
  deepStrictEqual(missed, []);
  ok(visited.size > 70, `${visited.size} routes visited`);
});

Deno.test("a route with parameters and no sample address is refused, not skipped", () => {
  throws(
    () => screensOf([{ path: "/apps/new-app/:id", element: null }]),
    /no sample address for \/apps\/new-app\/:id/,
  );
});

Deno.test("the forms checked show every kind of field between them", () => {
  const kinds = (fields: Field[]): string[] =>
    fields.flatMap((f) => [f.kind, ...(f.kind === "items" || f.kind === "object" ? kinds(f.fields) : [])]);
  const all = new Set(RESOURCES.filter((r) => r.add !== null).flatMap((r) => kinds(r.fields)));
  const shown = new Set(formsShowingEveryFieldKind().flatMap((r) => kinds(r.fields)));
  deepStrictEqual([...all].filter((k) => !shown.has(k)), []);
  deepStrictEqual(formsShowingEveryFieldKind()[0].name, "account");
});
