/** Capacity's arithmetic (issue 38): which week of the workload a job's hours fall in, and who is over. */
import assert from "node:assert/strict";
import {
  capacities,
  DEFAULT_WEEKLY_HOURS,
  isOver,
  lastDay,
  weekOf,
} from "../../domain/workflows/capacity.ts";

const MONDAY = "2026-11-30";

Deno.test("a day falls in the week from its Monday to the Sunday after, or in none of those shown", () => {
  assert.equal(weekOf(MONDAY, "2026-11-30", 4), 0);
  assert.equal(weekOf(MONDAY, "2026-12-06", 4), 0, "Sunday ends the week");
  assert.equal(weekOf(MONDAY, "2026-12-07", 4), 1);
  assert.equal(weekOf(MONDAY, "2026-12-27", 4), 3, "across the year's end");
  assert.equal(weekOf(MONDAY, "2026-12-28", 4), undefined, "after the last week");
  assert.equal(weekOf(MONDAY, "2026-11-29", 4), undefined, "before the first");
  assert.equal(lastDay(MONDAY, 4), "2026-12-27");
  assert.equal(weekOf(MONDAY, lastDay(MONDAY, 4), 4), 3);
});

Deno.test("over capacity is more hours than the week holds; exactly full is not over", () => {
  assert.equal(isOver(40, 40), false);
  assert.equal(isOver(40.5, 40), true);
  assert.equal(isOver(0, 0), false);
  assert.equal(isOver(1, 0), true, "a week of no hours holds no work");
});

Deno.test("each employee's hours are summed per week against their weekly hours, or the default", () => {
  const weekly = new Map([["ann", 20], ["ben", 0]]);
  const due = [
    { employeeId: "ann", due: "2026-12-01", hours: 12 },
    { employeeId: "ann", due: "2026-12-06", hours: 9 },
    { employeeId: "ann", due: "2026-12-08", hours: 20 },
    // Outside the weeks shown, and someone not listed: no one's load here.
    { employeeId: "ann", due: "2026-11-27", hours: 50 },
    { employeeId: "ann", due: "2026-12-14", hours: 50 },
    { employeeId: "zoe", due: "2026-12-01", hours: 50 },
    { employeeId: "cat", due: "2026-12-02", hours: 41 },
  ];
  const out = capacities(["ann", "ben", "cat"], weekly, due, MONDAY, 2);
  assert.deepEqual(out.get("ann"), { weeklyHours: 20, hours: [21, 20], over: [true, false] });
  assert.deepEqual(out.get("ben"), { weeklyHours: 0, hours: [0, 0], over: [false, false] });
  assert.deepEqual(out.get("cat"), {
    weeklyHours: DEFAULT_WEEKLY_HOURS,
    hours: [41, 0],
    over: [true, false],
  });
  assert.equal(out.has("zoe"), false);
  assert.equal(out.size, 3);
});
