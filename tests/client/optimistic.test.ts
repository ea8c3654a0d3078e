import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { messages } from "../../client/kit/messages/store.ts";
import { ApiError } from "../../client/lib/api.ts";
import { optimisticWrite, patch } from "../../client/lib/optimistic.ts";
import { queryClient } from "../../client/lib/query.ts";

type Mail = { id: string; read: boolean };
const unread = (): Mail[] => [{ id: "m1", read: false }, { id: "m2", read: false }];
const markRead = (list: Mail[]) => list.map((m) => ({ ...m, read: true }));

Deno.test("an optimistic write shows its change at once and keeps it when the server agrees", async () => {
  queryClient.setQueryData(["mail", "list", "inbox"], unread());
  queryClient.setQueryData(["mail", "list", "spam"], unread());
  let seenWhileSending: Mail[] | undefined;
  const answer = await optimisticWrite({
    patches: [patch<Mail[]>(["mail", "list"], markRead)],
    send: () => {
      seenWhileSending = queryClient.getQueryData(["mail", "list", "spam"]);
      return Promise.resolve("ok");
    },
    failure: "Could not mark as read",
  });
  deepStrictEqual(answer, { answer: "ok" });
  deepStrictEqual(
    seenWhileSending,
    markRead(unread()),
    "every list under the prefix changed before the answer",
  );
  deepStrictEqual(queryClient.getQueryData(["mail", "list", "inbox"]), markRead(unread()));
  strictEqual(queryClient.getQueryState(["mail", "list", "inbox"])?.isInvalidated, true, "it loads again");
  queryClient.clear();
});

Deno.test("a refused optimistic write is rolled back everywhere and the reason is shown", async () => {
  queryClient.setQueryData(["mail", "list", "inbox"], unread());
  messages.value = [];
  const answer = await optimisticWrite({
    patches: [patch<Mail[]>(["mail", "list"], markRead)],
    send: () => Promise.reject(new ApiError(400, "selectedMailIds: Required")),
    failure: "Could not mark as read",
  });
  strictEqual(answer, null);
  deepStrictEqual(queryClient.getQueryData(["mail", "list", "inbox"]), unread());
  deepStrictEqual(messages.value.map((m) => [m.variant, m.text]), [
    ["error", "Could not mark as read: selectedMailIds: Required"],
  ]);
  messages.value = [];
  queryClient.clear();
});
