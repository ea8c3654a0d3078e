import { deepStrictEqual, strictEqual } from "node:assert/strict";
import {
  hideMessage,
  MESSAGE_AUTO_HIDE_MS,
  messages,
  runMessageAction,
  showMessage,
} from "../../client/kit/messages/store.ts";

Deno.test("a message hides itself after 6000 ms by default", () => {
  strictEqual(MESSAGE_AUTO_HIDE_MS, 6000);
});

Deno.test("a message stays until dismissed or until its time runs out", async () => {
  messages.value = [];
  const kept = showMessage("Stays", { autoHideMs: 0 });
  showMessage("Goes", { variant: "success", autoHideMs: 20 });
  deepStrictEqual(messages.value.map((m) => m.text), ["Stays", "Goes"]);
  await new Promise((r) => setTimeout(r, 40));
  deepStrictEqual(messages.value.map((m) => m.text), ["Stays"]);
  hideMessage(kept);
  deepStrictEqual(messages.value, []);
});

Deno.test("a message's action runs once, and the message goes with it", () => {
  messages.value = [];
  let runs = 0;
  const id = showMessage("Changed 3 records", {
    autoHideMs: 0,
    action: { label: "Undo", run: () => runs++ },
  });
  deepStrictEqual(messages.value.map((m) => m.action?.label), ["Undo"]);
  runMessageAction(id);
  runMessageAction(id);
  strictEqual(runs, 1);
  deepStrictEqual(messages.value, []);
});
