/** My work's address, the items it shows and the answer as a change leaves it (issue 32), without a browser. */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import {
  afterChange,
  ALL_WORK,
  countText,
  myWorkLink,
  openEnded,
  readMyWorkState,
  sectionCounts,
  shownItems,
  writeMyWorkState,
} from "../../client/backoffice/workflows/practice-work/myWork.ts";
import type { DeadlineEntry, MyWorkAnswer } from "../../domain/workflows/practice-work.ts";

const entry = (id: string, over: Partial<DeadlineEntry> = {}): DeadlineEntry => ({
  id: `incometax:${id}`,
  kind: "incometax",
  title: `Return ${id}`,
  due: "2026-11-20",
  state: "overdue",
  accountId: "a1",
  account: "Acme (Pty) Ltd",
  clientName: "Acme (Pty) Ltd",
  employeeId: "e1",
  employee: "Thandi Mokoena",
  link: `/apps/incometax/view/${id}`,
  version: 1,
  status: "requested",
  ...over,
});

const answer: MyWorkAnswer = {
  today: "2026-11-25",
  employeeId: "e1",
  overdue: [
    entry("1", { due: "2026-11-20" }),
    entry("2", { due: "2026-10-01", kind: "objection", id: "objection:2", status: undefined }),
    entry("3", { due: "2026-11-02", accountId: "b2", account: "Baobab CC" }),
  ],
  thisWeek: [entry("4", { due: "2026-11-27", state: "due-soon" })],
  nextWeek: [entry("5", { due: "2026-12-03", state: "later", accountId: "b2", account: "Baobab CC" })],
  count: 4,
  truncated: false,
};
const ids = (items: DeadlineEntry[]) => items.map((e) => e.id);

Deno.test("my work's address: defaults left out, read back as written, bad values ignored", () => {
  deepStrictEqual(readMyWorkState(new URLSearchParams()), ALL_WORK);
  const state = {
    ...ALL_WORK,
    when: "overdue" as const,
    kind: "incometax" as const,
    client: "a1",
    order: "desc" as const,
  };
  const written = writeMyWorkState(state);
  strictEqual(written.toString(), "sort=due&order=desc&client=a1&kind=incometax&when=overdue");
  deepStrictEqual(readMyWorkState(written), state);
  strictEqual(writeMyWorkState(ALL_WORK).toString(), "");
  const bad = readMyWorkState(
    new URLSearchParams("when=someday&kind=nothing&order=up&view=workload&employee=e2"),
  );
  deepStrictEqual(bad, { ...ALL_WORK, workload: true, employee: "e2" });
  strictEqual(myWorkLink("overdue"), "/apps/my-work?when=overdue");
});

Deno.test("my work shows a section, kind and client by due date either way; each section counts the chosen", () => {
  deepStrictEqual(ids(shownItems(answer, ALL_WORK)), [
    "objection:2",
    "incometax:3",
    "incometax:1",
    "incometax:4",
    "incometax:5",
  ]);
  deepStrictEqual(ids(shownItems(answer, { ...ALL_WORK, order: "desc" })), [
    "incometax:5",
    "incometax:4",
    "incometax:1",
    "incometax:3",
    "objection:2",
  ]);
  deepStrictEqual(ids(shownItems(answer, { ...ALL_WORK, when: "overdue", kind: "incometax" })), [
    "incometax:3",
    "incometax:1",
  ]);
  const baobab = { ...ALL_WORK, client: "b2" };
  deepStrictEqual(ids(shownItems(answer, baobab)), ["incometax:3", "incometax:5"]);
  deepStrictEqual(sectionCounts(answer, baobab), { overdue: 1, thisWeek: 0, nextWeek: 1 });
  deepStrictEqual(sectionCounts(answer, ALL_WORK), { overdue: 3, thisWeek: 1, nextWeek: 1 });
});

Deno.test("a change leaves my work: done items go (and the count), a status keeps them open or closes them", () => {
  const done = afterChange(answer, new Set(["incometax:1", "incometax:4"]), {
    action: "done",
    day: "2026-11-25",
  });
  deepStrictEqual(ids(done.overdue), ["objection:2", "incometax:3"]);
  deepStrictEqual(done.thisWeek, []);
  strictEqual(done.count, 2);
  const review = afterChange(answer, new Set(["incometax:1"]), { action: "status", status: "in-review" });
  strictEqual(review.overdue[0].status, "in-review");
  strictEqual(review.count, 4);
  const submitted = afterChange(answer, new Set(["incometax:5"]), { action: "status", status: "submitted" });
  deepStrictEqual(submitted.nextWeek, []);
  strictEqual(submitted.count, 4, "next week's work is not in the count");
});

Deno.test("a cut answer's counts are lower bounds from the section it was cut in on, shown with a plus", () => {
  const sections = ["overdue", "thisWeek", "nextWeek"] as const;
  deepStrictEqual(sections.map((s) => openEnded(answer, s)), [false, false, false], "whole: exact");
  deepStrictEqual(sections.map((s) => openEnded({ ...answer, truncated: true }, s)), [false, false, true]);
  const cutInOverdue = { ...answer, thisWeek: [], nextWeek: [], truncated: true };
  deepStrictEqual(sections.map((s) => openEnded(cutInOverdue, s)), [true, true, true]);
  // South Africa groups thousands with a space.
  strictEqual(countText(5000, "en", true), "5\u00a0000+");
  strictEqual(countText(5000, "en"), "5\u00a0000");
  strictEqual(countText(1234, "ar", true), `${new Intl.NumberFormat("ar").format(1234)}+`);
});
