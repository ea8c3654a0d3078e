/**
 * Lists' answers kept in memory (server/backoffice/answer-cache.ts): a list asked again is answered from memory
 * (a change made behind the store's back does not show), until any change is committed through the store, the
 * quarter-hour turns, or it is another person asking; the bytes kept stay within their limit, the least recently
 * used going first; an answer too big is not kept.
 */
import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { AnswerCache, type KeptAnswer, quarterHour } from "../../server/backoffice/answer-cache.ts";
import { WriteClock } from "../../server/store/write-clock.ts";
import { storeTest, type StoreTestContext } from "../support/store.ts";
import { Fixtures, openBackoffice } from "./support.ts";

Deno.test("kept while the clock stands; the least recently used go first; big answers are not kept", async () => {
  const clock = new WriteClock();
  const cache = new AnswerCache(clock, { bytes: 30, answerBytes: 12 });
  const bytes = (text: string): KeptAnswer => ({ response: new Response(text), bytes: text.length });
  const text = async (kept: KeptAnswer | undefined) => kept && await kept.response.clone().text();
  cache.set("a", clock.version, bytes("aaaaaaaaaa"));
  cache.set("b", clock.version, bytes("bbbbbbbbbb"));
  assert.equal(await text(cache.get("a")), "aaaaaaaaaa");
  cache.set("c", clock.version, bytes("cccccccccc"));
  cache.set("d", clock.version, bytes("dddddddddd"));
  assert.equal(cache.get("b"), undefined, "b was the least recently used");
  assert.equal(await text(cache.get("a")), "aaaaaaaaaa");
  assert.equal(cache.bytes, 30);
  cache.set("big", clock.version, bytes("x".repeat(13)));
  assert.equal(cache.get("big"), undefined, "over answerBytes");
  const before = cache.version;
  clock.tick();
  cache.set("late", before, bytes("worked out before the change"));
  assert.equal(cache.get("late"), undefined, "an answer read before a change is not kept as current");
  assert.equal(cache.get("a"), undefined, "a change drops what was kept");
  assert.ok(cache.bytes <= 20, `dropped answers free their bytes (${cache.bytes})`);
});

Deno.test("the quarter-hour turns at every time zone's midnight", () => {
  const at = (iso: string) => quarterHour(new Date(iso));
  assert.equal(at("2026-11-29T21:59:59Z"), at("2026-11-29T21:45:00Z"));
  assert.notEqual(at("2026-11-29T22:00:00Z"), at("2026-11-29T21:59:59Z"), "Johannesburg's midnight");
  assert.notEqual(at("2026-11-29T18:15:00Z"), at("2026-11-29T18:14:59Z"), "Kathmandu's (UTC+5:45)");
});

/** Renames a client on a connection of its own, unseen by the store's write clock. */
async function renamerBehind(t: StoreTestContext, id: string) {
  const raw = await t.openDb();
  return async (name: string) => {
    const row = await raw.get<{ data: string }>("SELECT data FROM record WHERE id = $1", [id]);
    const data = JSON.parse(row!.data);
    await raw.run("UPDATE record SET data = $1 WHERE id = $2", [JSON.stringify({ ...data, name }), id]);
  };
}

storeTest("a list is answered from memory until a change is committed through the store", async (t) => {
  let now = new Date("2026-11-29T08:00:00Z");
  const bo = await openBackoffice(t, { clock: () => now });
  const fx = new Fixtures(bo.as.admin);
  const made = await fx.create("account", 1, { name: "Kept Answer Trading" });
  const path = `/account?q=${encodeURIComponent("Kept Answer")}`;
  const first = await bo.as.admin.get(path);
  assert.equal(first.status, 200);
  assert.equal(first.body.items[0].name, "Kept Answer Trading");
  assert.equal(first.headers.get("content-type"), "application/json");

  // Behind the store's back (no clock moves): the kept answer is still given.
  const behind = await renamerBehind(t, made.id);
  await behind("Kept Answer Renamed Behind");
  assert.equal((await bo.as.admin.get(path)).text, first.text, "answered from memory");
  assert.notEqual(
    (await bo.as.admin.get(`${path}&pageSize=20`)).text,
    first.text,
    "another query is worked out",
  );

  // Another person asking the same is not given the admin's answer.
  const staffFirst = await bo.as.staff.get(path);
  assert.equal(staffFirst.body.items[0].name, "Kept Answer Renamed Behind");

  // The quarter-hour turns: worked out again.
  now = new Date("2026-11-29T08:15:00Z");
  assert.equal((await bo.as.admin.get(path)).body.items[0].name, "Kept Answer Renamed Behind");

  // A change through the store (here another resource's record): every kept answer goes.
  await behind("Kept Answer Renamed Again");
  assert.equal((await bo.as.admin.get(path)).body.items[0].name, "Kept Answer Renamed Behind", "still kept");
  await fx.create("office", 2);
  assert.equal((await bo.as.admin.get(path)).body.items[0].name, "Kept Answer Renamed Again");

  // A change through the API is seen at once by the next list.
  const current = (await bo.as.admin.get(`/account/${made.id}`)).body;
  const saved = await bo.as.admin.put(`/account/${made.id}`, { ...current, name: "Kept Answer Saved" });
  assert.equal(saved.status, 200, saved.text);
  assert.equal((await bo.as.admin.get(path)).body.items[0].name, "Kept Answer Saved");
}, { shared: true });

storeTest("with the cache off (LIST_CACHE_MB=0) every list is worked out", async (t) => {
  const bo = await openBackoffice(t, { answers: undefined });
  const made = await new Fixtures(bo.as.admin).create("account", 1, { name: "Never Kept" });
  assert.equal((await bo.as.admin.get("/account?q=Never")).body.items[0].name, "Never Kept");
  await (await renamerBehind(t, made.id))("Never Kept Renamed");
  assert.equal((await bo.as.admin.get("/account?q=Never")).body.items[0].name, "Never Kept Renamed");
}, { shared: true });

storeTest("a kept answer is kept in the encoding asked for, compressed once", async (t) => {
  const bo = await openBackoffice(t);
  const fx = new Fixtures(bo.as.admin);
  for (let n = 1; n <= 12; n++) await fx.create("account", n, { name: `Encoded Client ${n}` });
  const ask = async (path: string, accepted?: string) => {
    const res = await bo.app.request(`/api/backoffice${path}`, {
      headers: {
        authorization: `Bearer ${bo.as.admin.token}`,
        ...(accepted ? { "accept-encoding": accepted } : {}),
      },
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const encoding = res.headers.get("content-encoding");
    const plain = encoding === "br"
      ? brotliDecompressSync(bytes)
      : encoding === "gzip"
      ? gunzipSync(bytes)
      : bytes;
    return {
      encoding,
      bytes,
      body: JSON.parse(new TextDecoder().decode(plain)),
      vary: res.headers.get("vary"),
    };
  };
  const plain = await ask("/account?q=Encoded");
  assert.equal(plain.encoding, null);
  assert.equal(plain.body.items.length, 12);
  for (const accepted of ["gzip, deflate, br", "gzip"]) {
    const first = await ask("/account?q=Encoded", accepted);
    const again = await ask("/account?q=Encoded", accepted);
    assert.equal(first.encoding, accepted.includes("br") ? "br" : "gzip");
    assert.deepEqual(first.body, plain.body);
    assert.deepEqual(again.bytes, first.bytes, "the kept bytes, not compressed again");
    assert.equal(first.vary, "Accept-Encoding");
  }
  const small = await ask("/account?q=nobody-is-called-this", "br");
  assert.equal(small.encoding, null, "a small answer is sent as it is");
  assert.deepEqual((await ask("/account?q=nobody-is-called-this", "br")).body, small.body);
});
