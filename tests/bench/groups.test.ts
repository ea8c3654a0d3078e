import assert from "node:assert/strict";
import { chosenGroups, GROUPS } from "./groups.ts";

Deno.test("every bench group has a kebab-case id of its own, beside its display name", () => {
  for (const g of GROUPS) assert.match(g.id, /^[a-z0-9]+(-[a-z0-9]+)*$/);
  assert.equal(new Set(GROUPS.map((g) => g.id)).size, GROUPS.length);
});

Deno.test("a group is chosen by its id: `deno task bench page-load workflows`", () => {
  assert.deepEqual(chosenGroups(["page-load", "workflows"]).map((g) => g.name), [
    "page load (Chromium)",
    "workflows",
  ]);
  assert.equal(chosenGroups([]).length, GROUPS.length);
});

Deno.test("an unknown group is refused with the ids there are", () => {
  assert.throws(() => chosenGroups(["page load"]), {
    message: `no bench group page load (there are ${GROUPS.map((g) => g.id).join(", ")})`,
  });
});
