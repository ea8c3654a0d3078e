/** What my work writes to mark an item done or give it a status (issue 32), against the deadlines' own rule. */
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { resourceDef } from "../../domain/resources/index.ts";
import { DEADLINE_FIELDS, isOpen } from "../../domain/workflows/deadline-fields.ts";
import type { DeadlineKind } from "../../domain/workflows/practice-work.ts";
import {
  canMarkDone,
  canSetStatus,
  changeBody,
  DONE_CHANGES,
  openAfter,
  recordIdOf,
} from "../../domain/workflows/work-changes.ts";

const DAY = "2026-11-25";

Deno.test("done is the state each kind's deadline rule treats as met, with the day where the record keeps one", () => {
  for (const deadline of DEADLINE_FIELDS) {
    const kind = deadline.resource as DeadlineKind;
    const def = resourceDef(kind)!;
    const body = changeBody({ kind, id: "r1", version: 3 }, { action: "done", day: DAY });
    if (!canMarkDone(kind)) {
      strictEqual(body, null, kind);
      continue;
    }
    ok(body, kind);
    strictEqual(body.version, 3, kind);
    // An open record (every condition of its rule holding), changed as the body says, is open no more.
    const open: Record<string, unknown> = {};
    for (const w of deadline.openWhile) open[w.field] = "in" in w ? w.in[0] : "blank" in w ? "" : "1.00";
    ok(isOpen(deadline, open), `${kind} starts open`);
    ok(!isOpen(deadline, { ...open, ...body }), `${kind} done`);
    // Every field written is one of the resource's: an option of its status, a date.
    for (const [name, value] of Object.entries(body)) {
      if (name === "version") continue;
      const field = def.fields.find((f) => f.name === name);
      ok(field, `${kind}.${name}`);
      if (field.kind === "enum") ok(field.options.includes(String(value)), `${kind}.${name}=${value}`);
      else strictEqual(field.kind === "date" && value, DAY, `${kind}.${name}`);
    }
  }
  deepStrictEqual(Object.keys(DONE_CHANGES).sort(), [
    "annualreturn",
    "correspondence",
    "incometax",
    "job",
    "objection",
    "project",
  ]);
  ok(!canMarkDone("taxclearance") && !canMarkDone("assessment"), "met only by other records");
});

Deno.test("a status is given in the field the deadline's rule reads; open or not as that rule says", () => {
  deepStrictEqual(
    changeBody({ kind: "correspondence", id: "c1", version: 2 }, { action: "status", status: "closed" }),
    { version: 2, status: "closed" },
  );
  strictEqual(
    changeBody({ kind: "objection", id: "o1", version: 1 }, { action: "status", status: "x" }),
    null,
  );
  ok(canSetStatus("incometax") && !canSetStatus("objection"));
  strictEqual(openAfter("incometax", { action: "status", status: "in-review" }), true);
  strictEqual(openAfter("incometax", { action: "status", status: "submitted" }), false);
  strictEqual(openAfter("project", { action: "done", day: DAY }), false);
  strictEqual(recordIdOf("incometax:01ab:c"), "01ab:c");
});
