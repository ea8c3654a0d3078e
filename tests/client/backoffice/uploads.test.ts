/** The upload list's arithmetic: each file's turn and the batch's progress, failures counted as finished. */
import assert from "node:assert/strict";
import { changed, overall, queued } from "../../../client/backoffice/documents/uploads.ts";

Deno.test("files chosen wait their turn, keyed apart from an earlier batch's", () => {
  const items = queued([{ name: "a.pdf", size: 100 }, { name: "b.png", size: 300 }], "b1");
  assert.deepEqual(items.map((i) => [i.key, i.state, i.sent]), [["b1-0", "waiting", 0], [
    "b1-1",
    "waiting",
    0,
  ]]);
  assert.deepEqual(overall(items), { fraction: 0, finished: 0, failed: 0 });
});

Deno.test("the batch's progress is bytes sent of all bytes; a failed file counts as finished", () => {
  let items = queued([{ name: "a.pdf", size: 100 }, { name: "b.png", size: 300 }], "b1");
  items = changed(items, "b1-0", { state: "sending", sent: 50 });
  assert.equal(overall(items).fraction, 50 / 400);
  items = changed(items, "b1-0", { state: "done", sent: 100 });
  items = changed(items, "b1-1", { state: "sending", sent: 150 });
  assert.deepEqual(overall(items), { fraction: 250 / 400, finished: 1, failed: 0 });
  items = changed(items, "b1-1", { state: "failed", error: "file: Is empty" });
  assert.deepEqual(overall(items), { fraction: 1, finished: 2, failed: 1 });
  assert.equal(items[0].state, "done", "the other file is as it was");
});

Deno.test("an empty file still moves the batch when it is done", () => {
  const items = changed(queued([{ name: "empty.txt", size: 0 }], "b2"), "b2-0", { state: "failed" });
  assert.deepEqual(overall(items), { fraction: 1, finished: 1, failed: 1 });
  // Bytes reported beyond a file's size never push the batch past the whole.
  const over = changed(queued([{ name: "a", size: 10 }, { name: "b", size: 10 }], "b3"), "b3-0", {
    sent: 99,
  });
  assert.equal(overall(over).fraction, 0.5);
});
