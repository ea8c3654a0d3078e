/** The deadline declarations and their red/amber warnings; the address spelling of "still open" and of ranges. */
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { conditionParam, parseCondition } from "../../domain/list-conditions.ts";
import { resourceDef } from "../../domain/resources/index.ts";
import type { Field } from "../../domain/resources/types.ts";
import {
  DEADLINE_FIELDS,
  deadlineField,
  deadlineWarning,
  isOpen,
  openListParams,
} from "../../domain/workflows/deadline-fields.ts";
import { writeListQuery } from "../../domain/list-query.ts";
import {
  conditionParamsOf,
  listQuery,
  readListState,
  withFilter,
  withoutConditions,
  withoutCriteria,
  writeListState,
} from "../../client/backoffice/list/listState.ts";
import { DEADLINE_MESSAGES } from "../../client/backoffice/workflows/deadlines/messages.ts";
import { DASHBOARD_MESSAGES } from "../../client/backoffice/workflows/dashboard/messages.ts";
import { REPORT_MESSAGES } from "../../client/backoffice/workflows/report/messages.ts";
import { assertTranslated } from "../support/i18n.ts";

const TODAY = "2026-11-22";

Deno.test("every deadline names a date field, and its open conditions name real fields and options", () => {
  ok(DEADLINE_FIELDS.length >= 5);
  for (const d of DEADLINE_FIELDS) {
    const def = resourceDef(d.resource);
    ok(def, d.resource);
    strictEqual(def.fields.find((f) => f.name === d.field)?.kind, "date", `${d.resource}.${d.field}`);
    ok(def.columns.includes(d.field), `${d.resource} lists ${d.field} as a column`);
    for (const name of [d.assignee, ...d.renewedBy ?? []].filter((n) => n !== undefined)) {
      ok(def.fields.some((f) => f.name === name && f.kind !== "refs"), `${d.resource}.${name}`);
    }
    for (const w of d.openWhile) {
      const field: Field | undefined = def.fields.find((f) => f.name === w.field);
      ok(field, `${d.resource}.${w.field}`);
      if ("positive" in w) strictEqual(field.kind, "money", `${d.resource}.${w.field}`);
      if ("in" in w) {
        ok(field.kind === "enum" && w.in.every((v) => field.options.includes(v)), `${d.resource}.${w.field}`);
      }
    }
  }
  deepStrictEqual(
    DEADLINE_FIELDS.map((d) => `${d.resource}.${d.field}`).sort(),
    [
      "annualreturn.dueDate",
      "assessment.paymentDueDate",
      "correspondence.responseDueOn",
      "documentrequest.dueDate",
      "incometax.dueDate",
      "job.dueDate",
      "objection.deadline",
      "obligation.dueDate",
      "project.dueOn",
      "taxclearance.expiresOn",
    ],
  );
});

Deno.test("a deadline is red once past, amber from a week ahead to the day itself, then nothing", () => {
  const open = { status: "open" };
  const warn = (due: string) =>
    deadlineWarning("correspondence", "responseDueOn", { ...open, responseDueOn: due }, TODAY);
  deepStrictEqual(warn("2026-11-21"), { status: "overdue", days: 1 });
  deepStrictEqual(warn("2026-10-23"), { status: "overdue", days: 30 });
  deepStrictEqual(warn(TODAY), { status: "due-soon", days: 0 });
  deepStrictEqual(warn("2026-11-29"), { status: "due-soon", days: 7 });
  strictEqual(warn("2026-11-30"), null);
});

Deno.test("a renewed tax clearance (the API's _renewed) warns of nothing; one not renewed does", () => {
  const lapsing = { expiresOn: "2026-11-25", account: "a1", kind: "tender" };
  deepStrictEqual(deadlineWarning("taxclearance", "expiresOn", { ...lapsing, _renewed: false }, TODAY), {
    status: "due-soon",
    days: 3,
  });
  strictEqual(deadlineWarning("taxclearance", "expiresOn", { ...lapsing, _renewed: true }, TODAY), null);
  // Only a renewable deadline reads it: an open return stays overdue whatever the record says.
  ok(
    deadlineWarning(
      "incometax",
      "dueDate",
      { dueDate: "2026-11-01", status: "requested", _renewed: true },
      TODAY,
    ),
  );
});

Deno.test("a record no longer open, a blank date, or a field that is no deadline warns of nothing", () => {
  const past = "2026-11-01";
  strictEqual(
    deadlineWarning("objection", "deadline", { deadline: past, lodgedOn: "2026-10-30" }, TODAY),
    null,
  );
  deepStrictEqual(deadlineWarning("objection", "deadline", { deadline: past, lodgedOn: null }, TODAY), {
    status: "overdue",
    days: 21,
  });
  strictEqual(deadlineWarning("annualreturn", "dueDate", { dueDate: past, status: "filed" }, TODAY), null);
  ok(deadlineWarning("annualreturn", "dueDate", { dueDate: past, status: "overdue" }, TODAY));
  for (const done of ["submitted", "assessed", "closed"]) {
    strictEqual(deadlineWarning("incometax", "dueDate", { dueDate: past, status: done }, TODAY), null, done);
  }
  ok(deadlineWarning("incometax", "dueDate", { dueDate: past, status: "in-review" }, TODAY));
  strictEqual(
    deadlineWarning("correspondence", "responseDueOn", { responseDueOn: past, status: "responded" }, TODAY),
    null,
  );
  strictEqual(deadlineWarning("project", "dueOn", { dueOn: past, status: "done" }, TODAY), null);
  strictEqual(deadlineWarning("objection", "deadline", { deadline: null, lodgedOn: null }, TODAY), null);
  strictEqual(
    deadlineWarning("incometax", "submittedOn", { submittedOn: past, status: "requested" }, TODAY),
    null,
  );
  strictEqual(deadlineWarning("payment", "receivedOn", { receivedOn: past }, TODAY), null);
  ok(isOpen(deadlineField("objection", "deadline")!, { lodgedOn: "" }));
  const payment = deadlineField("assessment", "paymentDueDate")!;
  ok(isOpen(payment, { amountDue: "0.01" }));
  for (const nothing of ["0.00", "-120.50", null, ""]) {
    ok(!isOpen(payment, { amountDue: nothing }), `${nothing}`);
  }
  deepStrictEqual(openListParams(payment), [["amountDueFrom", "0.01"]]);
});

Deno.test("'still open' and ranges as a list address spells them", () => {
  deepStrictEqual(openListParams(deadlineField("objection", "deadline")!), [["lodgedOnEmpty", "true"]]);
  deepStrictEqual(openListParams(deadlineField("annualreturn", "dueDate")!), [["status", "due"], [
    "status",
    "overdue",
  ]]);
  deepStrictEqual(
    openListParams(deadlineField("incometax", "dueDate")!).map(([, v]) => v),
    ["requested", "info-received", "in-preparation", "in-review", "client-approved"],
  );
  strictEqual(conditionParam("dueDate", "from"), "dueDateFrom");
  deepStrictEqual(parseCondition("periodToTo"), { field: "periodTo", op: "to" });
  deepStrictEqual(parseCondition("lodgedOnEmpty"), { field: "lodgedOn", op: "empty" });
  strictEqual(parseCondition("status"), undefined);
});

Deno.test("a list page keeps ranges, blanks and several values of a field from its address", () => {
  const def = resourceDef("annualreturn")!;
  const params = conditionParamsOf(def);
  ok(params.includes("dueDateFrom") && params.includes("dueDateTo") && params.includes("filedOnEmpty"));
  ok(!params.includes("statusFrom"), "an option list has no range");
  const read = (qs: string) => readListState(new URLSearchParams(qs), ["account", "status", "paid"], params);
  const state = read(
    "dueDateTo=2026-12-22&status=due&status=overdue&dueDateFrom=2026-11-22&paid=true&colourEmpty=1",
  );
  deepStrictEqual(state.filters, { paid: "true" });
  deepStrictEqual(state.conditions, [
    ["status", "due"],
    ["status", "overdue"],
    ["dueDateFrom", "2026-11-22"],
    ["dueDateTo", "2026-12-22"],
  ]);
  deepStrictEqual(listQuery(state, def.defaultSort), {
    sort: "dueDate",
    order: "asc",
    page: 1,
    pageSize: 25,
    where: {
      paid: ["true"],
      status: ["due", "overdue"],
      dueDateFrom: ["2026-11-22"],
      dueDateTo: ["2026-12-22"],
    },
  });
  strictEqual(
    writeListQuery(listQuery(state, def.defaultSort)).toString(),
    "sort=dueDate&order=asc&dueDateFrom=2026-11-22&dueDateTo=2026-12-22&paid=true&status=due&status=overdue" +
      "&page=1&pageSize=25",
  );
  deepStrictEqual(read(writeListState(state).toString()), state);
  // Choosing a status in its box replaces the several values; a chip's removal drops its conditions.
  deepStrictEqual(withFilter(state, "status", "filed").conditions, state.conditions.slice(2));
  deepStrictEqual(
    withoutConditions(state, ["dueDateFrom", "dueDateTo"]).conditions,
    state.conditions.slice(0, 2),
  );
  deepStrictEqual(withoutCriteria(state).conditions, []);
});

Deno.test("the deadline, dashboard and report words exist in English, Turkish and Arabic", () => {
  assertTranslated(DEADLINE_MESSAGES);
  assertTranslated(DASHBOARD_MESSAGES);
  assertTranslated(REPORT_MESSAGES);
});

Deno.test("the warning's words: overdue by, due in, due today, in every language", async () => {
  const { warningText } = await import("../../client/backoffice/workflows/deadlines/DeadlineValue.tsx");
  const { language } = await import("../../client/kit/i18n/index.ts");
  try {
    strictEqual(warningText({ status: "overdue", days: 3 }), "Overdue by 3 days");
    strictEqual(warningText({ status: "overdue", days: 1 }), "Overdue by 1 day");
    strictEqual(warningText({ status: "due-soon", days: 0 }), "Due today");
    strictEqual(warningText({ status: "due-soon", days: 1 }), "Due in 1 day");
    strictEqual(warningText({ status: "due-soon", days: 6 }), "Due in 6 days");
    language.value = "tr";
    strictEqual(warningText({ status: "overdue", days: 3 }), "3 gün gecikti");
    language.value = "ar";
    strictEqual(warningText({ status: "due-soon", days: 6 }), "مستحق خلال 6 أيام");
  } finally {
    language.value = "en";
  }
});
