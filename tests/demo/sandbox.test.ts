import { deepStrictEqual, ok, strictEqual, throws } from "node:assert/strict";
import { deepFreeze, derived, Sandbox, Sandboxes } from "../../server/demo/sandbox.ts";
import { demoApi } from "../support/demo.ts";

const slot = { name: "notes", fixture: deepFreeze({ items: [1, 2] }) };

Deno.test("sandbox: reads the fixture until the first write, then its own copy", () => {
  const sandbox = new Sandbox();
  strictEqual(sandbox.read(slot), slot.fixture);
  strictEqual(sandbox.copies, 0);
  sandbox.write(slot, (s) => s.items.push(3));
  deepStrictEqual(sandbox.read(slot), { items: [1, 2, 3] });
  deepStrictEqual(slot.fixture, { items: [1, 2] });
  strictEqual(sandbox.copies, 1);
});

Deno.test("sandbox: fixtures are frozen all the way down", () => {
  throws(() => (slot.fixture.items as number[]).push(4), TypeError);
});

Deno.test("sandboxes: bounded, the least recently used dropped first", () => {
  const sandboxes = new Sandboxes(2);
  const a = sandboxes.of("a");
  sandboxes.of("b");
  strictEqual(sandboxes.of("a"), a);
  sandboxes.of("c");
  strictEqual(sandboxes.size, 2);
  strictEqual(sandboxes.of("a"), a, "a was used last, so b went");
});

Deno.test("demo session: anonymous reads the fixtures, cannot write; a bad token is 401", async () => {
  const { call } = await demoApi();
  const read = await call(null, "GET", "/api/quick-panel/data");
  strictEqual(read.status, 200);
  strictEqual(read.body.notes.length > 0, true);
  const write = await call(null, "POST", "/api/quick-panel/data", {});
  strictEqual(write.status, 401);
  const bad = await demoApi();
  const res = await bad.app.request("/api/quick-panel/data", { headers: { authorization: "Bearer nope" } });
  strictEqual(res.status, 401);
  strictEqual((await res.json()).error.message, "Invalid access token detected");
});

Deno.test("derived values are cached while the state is the shared fixture, computed afresh once written", () => {
  let computed = 0;
  const compute = () => (computed++, slot.fixture.items.filter((n) => n > 1));
  const first = derived(slot.fixture, "big", compute);
  strictEqual(derived(slot.fixture, "big", compute), first);
  strictEqual(computed, 1);
  ok(Object.isFrozen(first), "frozen, so its bytes are cached too");
  const own = structuredClone(slot.fixture);
  derived(own, "big", compute);
  derived(own, "big", compute);
  strictEqual(computed, 3);
});
