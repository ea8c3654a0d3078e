/** The client's one data layer (client/lib/data): keys, the write hook's options, batching, the cache per person. */
import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { messages } from "../../client/kit/messages/store.ts";
import { ApiError, setApiAuth } from "../../client/lib/api.ts";
import {
  batcher,
  cached,
  cacheKey,
  dataQuery,
  invalidate,
  patch,
  queryClient,
  remember,
  runWrite,
  shouldRetry,
  under,
} from "../../client/lib/data/index.ts";

type Mail = { id: string; read: boolean };
const unread = (): Mail[] => [{ id: "m1", read: false }, { id: "m2", read: false }];
const markRead = (list: Mail[]) => list.map((m) => ({ ...m, read: true }));
const write = runWrite;
const stale = (key: Parameters<typeof cacheKey>[0]) =>
  queryClient.getQueryState(cacheKey(key))?.isInvalidated;

Deno.test("a refusal (4xx) is never asked again; a network failure or a 5xx is, twice", () => {
  strictEqual(shouldRetry(0, new ApiError(400, "bad")), false);
  strictEqual(shouldRetry(0, new ApiError(404, "gone")), false);
  strictEqual(shouldRetry(0, new ApiError(0, "offline")), true);
  strictEqual(shouldRetry(1, new ApiError(503, "busy")), true);
  strictEqual(shouldRetry(2, new ApiError(503, "busy")), false);
});

Deno.test("keys are (resource, operation, parameters), cached per signed-in person", () => {
  let who: string | null = "u1";
  setApiAuth({ token: () => null, who: () => who, onUnauthorized: () => {} });
  remember(["backoffice/account", "title", { id: "a1" }], "Karoo Bricks");
  strictEqual(cached(["backoffice/account", "title", { id: "a1" }]), "Karoo Bricks");
  who = "u2";
  strictEqual(
    cached(["backoffice/account", "title", { id: "a1" }]),
    undefined,
    "the next person sees none of it",
  );
  who = null;
  queryClient.clear();
});

Deno.test("a prefix reaches every key under it: parts by value, a resource ending in / every resource below", () => {
  const key = cacheKey(["backoffice/account", "getList", { q: "x", page: 2 }]);
  ok(under(key, ["backoffice/account"]));
  ok(under(key, ["backoffice/"]));
  ok(under(key, ["backoffice/account", "getList", { page: 2, q: "x" }]), "objects compare by value");
  ok(!under(key, ["backoffice/account", "getOne"]));
  ok(!under(key, ["backoffice/acc"]));
  ok(!under(cacheKey(["workflows/report"]), ["backoffice/"]));
});

Deno.test("invalidating marks what is under the prefixes stale, except what is kept", async () => {
  remember(["backoffice/account", "getOne", { id: "gone" }], { id: "gone" });
  remember(["backoffice/account", "getList", {}], { items: [] });
  remember(["chat/contacts", "getList"], []);
  await invalidate([["backoffice/"]], [["backoffice/account", "getOne", { id: "gone" }]]);
  strictEqual(stale(["backoffice/account", "getList", {}]), true);
  strictEqual(stale(["backoffice/account", "getOne", { id: "gone" }]), false);
  strictEqual(stale(["chat/contacts", "getList"]), false);
  queryClient.clear();
});

Deno.test("an optimistic write shows its change at once, keeps it when the server agrees, and loads again", async () => {
  remember(["mail/mails", "getList", { folder: "inbox" }], unread());
  remember(["mail/mails", "getList", { folder: "spam" }], unread());
  let seen: Mail[] | undefined;
  const answer = await write({
    send: () => {
      seen = cached(["mail/mails", "getList", { folder: "spam" }]);
      return Promise.resolve("ok");
    },
    patches: () => [patch<Mail[]>(["mail/mails"], markRead)],
    failure: "Could not mark as read",
  }, undefined);
  strictEqual(answer, "ok");
  deepStrictEqual(seen, markRead(unread()), "every list under the prefix changed before the answer");
  deepStrictEqual(cached(["mail/mails", "getList", { folder: "inbox" }]), markRead(unread()));
  strictEqual(stale(["mail/mails", "getList", { folder: "inbox" }]), true, "it loads again");
  queryClient.clear();
});

Deno.test("a refused write is rolled back everywhere, with the reason in a message; refreshes still run", async () => {
  remember(["mail/mails", "getList", { folder: "inbox" }], unread());
  remember(["mail/folders", "getList"], ["inbox"]);
  messages.value = [];
  let done = false;
  const answer = await write({
    send: () => Promise.reject(new ApiError(400, "selectedMailIds: Required")),
    patches: () => [patch<Mail[]>(["mail/mails"], markRead)],
    refresh: [["mail/folders"]],
    failure: "Could not mark as read",
    done: () => done = true,
  }, undefined);
  strictEqual(answer, null);
  strictEqual(done, false);
  deepStrictEqual(cached(["mail/mails", "getList", { folder: "inbox" }]), unread());
  deepStrictEqual(messages.value.map((m) => [m.variant, m.text]), [
    ["error", "Could not mark as read: selectedMailIds: Required"],
  ]);
  strictEqual(stale(["mail/folders", "getList"]), true);
  messages.value = [];
  queryClient.clear();
});

Deno.test("ids asked for one by one in a tick go in one call; more than the most a call takes, in several", async () => {
  const calls: string[][] = [];
  const load = batcher((ids) => {
    calls.push(ids);
    return Promise.resolve(new Map(ids.filter((id) => id !== "gone").map((id) => [id, id.toUpperCase()])));
  }, 3);
  const answers = await Promise.all(["a", "b", "a", "gone", "c", "d"].map(load));
  deepStrictEqual(answers, ["A", "B", "A", undefined, "C", "D"]);
  deepStrictEqual(calls, [["a", "b", "gone"], ["c", "d"]]);
  await load("e");
  strictEqual(calls.length, 3, "a later tick is a call of its own");
});

Deno.test("answers that failed while the server was away load again by themselves once it is back", async () => {
  const { QueryCache, QueryClient, QueryObserver } = await import("@tanstack/react-query");
  const { recoverWhenBack } = await import("../../client/lib/data/index.ts");
  let up = false;
  let probes = 0;
  const client: InstanceType<typeof QueryClient> = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => recovery.noticed(error) }),
    defaultOptions: { queries: { retry: false } },
  });
  const recovery = recoverWhenBack(client, {
    probe: () => Promise.resolve(++probes >= 3 && (up = true)),
    everyMs: 5,
  });
  const away = new QueryObserver(client, {
    queryKey: ["away"],
    queryFn: () => up ? Promise.resolve("rows") : Promise.reject(new ApiError(0, "offline")),
  });
  const refused = new QueryObserver(client, {
    queryKey: ["refused"],
    queryFn: () => Promise.reject(new ApiError(403, "not yours")),
  });
  const seen: string[] = [];
  const stop = [away.subscribe((r) => r.data && seen.push(r.data)), refused.subscribe(() => {})];
  for (let i = 0; i < 100 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
  stop.forEach((s) => s());
  deepStrictEqual(seen, ["rows"], "loaded again without a Retry");
  strictEqual(probes, 3, "the server was asked until it answered, then no more");
  strictEqual(client.getQueryState(["refused"])?.status, "error", "a refusal is an answer: not asked again");
  strictEqual(client.getQueryState(["refused"])?.fetchFailureCount, 1);
  client.clear();
});

Deno.test("a screen's query keeps the client's 5 s of freshness unless it names its own", () => {
  const load = () => Promise.resolve(1);
  const resolved = (options?: Parameters<typeof dataQuery>[2]) =>
    queryClient.defaultQueryOptions(dataQuery(["probe", "list"], load, options));
  strictEqual(resolved().staleTime, 5_000, "a second screen asking the same within 5 s is given the answer");
  strictEqual(resolved({ staleTime: 30_000 }).staleTime, 30_000);
  strictEqual(resolved({ keepPrevious: false }).placeholderData, undefined);
  strictEqual(resolved({ enabled: false }).enabled, false);
});
