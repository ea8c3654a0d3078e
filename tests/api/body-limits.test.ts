import { deepStrictEqual, notStrictEqual, ok, strictEqual } from "node:assert/strict";
import { ACCOUNT_BODY_BYTES, API_BODY_BYTES } from "../../server/app.ts";
import { signedInApp } from "../support/app.ts";

/** A JSON object of exactly `bytes` bytes (its one field's text pads it). */
function bodyOf(bytes: number): Uint8Array<ArrayBuffer> {
  const text = `{"pad":"${"a".repeat(bytes - 10)}"}`;
  strictEqual(text.length, bytes);
  return new TextEncoder().encode(text);
}

const CHUNK = 16 * 1024;

/** `bytes` sent in chunks, without a Content-Length (as a chunked upload is), counting what the server pulls. */
function countedStream(body: Uint8Array<ArrayBuffer>) {
  const seen = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      if (seen.pulled >= body.length) return controller.close();
      const chunk = body.subarray(seen.pulled, seen.pulled + CHUNK);
      seen.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  }, { highWaterMark: 0 });
  return { stream, seen };
}

/** One route of each family that reads a body, its limit, and who calls it. */
const FAMILIES = [
  ["public sign-in", "/api/users/login", ACCOUNT_BODY_BYTES, undefined],
  ["password reset", "/api/account/forgot-password", ACCOUNT_BODY_BYTES, undefined],
  ["demo registration", "/api/auth/register", ACCOUNT_BODY_BYTES, undefined],
  ["two-factor", "/api/users/two-factor/confirm", ACCOUNT_BODY_BYTES, "admin"],
  ["user settings", "/api/auth/user/update", ACCOUNT_BODY_BYTES, "admin"],
  ["back-office record", "/api/backoffice/office", API_BODY_BYTES, "admin"],
  ["workflow", "/api/backoffice/workflows/calendar-feeds", API_BODY_BYTES, "admin"],
  ["demo-app mail", "/api/mail-app/send-mail", API_BODY_BYTES, "demo"],
  ["demo-app course", "/api/academy-app/course/save", API_BODY_BYTES, "demo"],
] as const;

Deno.test("a body one byte over its route's limit is a 413 in the envelope, sized or streamed; at the limit it is read", async () => {
  const { send, tokens, store } = await signedInApp();
  for (const [family, path, limit, who] of FAMILIES) {
    const token = who && tokens[who];
    const sized = (bytes: number) =>
      send(path, bodyOf(bytes), token, { headers: { "content-length": String(bytes) } });
    const over = await sized(limit + 1);
    deepStrictEqual([over.status, (await over.json()).error.code], [413, "bodyTooLarge"], `${family}, sized`);

    const streamed = countedStream(bodyOf(limit + 1));
    const cut = await send(path, streamed.stream, token);
    deepStrictEqual(
      [cut.status, (await cut.json()).error.code],
      [413, "bodyTooLarge"],
      `${family}, streamed`,
    );

    // At the limit the body reaches the route, whose checks refuse the padding (or take it): anything but a 413.
    const at = await sized(limit);
    notStrictEqual(at.status, 413, `${family} at the limit, sized`);
    ok(at.status < 500, `${family} at the limit, sized: ${at.status}`);
    const whole = countedStream(bodyOf(limit));
    const read = await send(path, whole.stream, token);
    notStrictEqual(read.status, 413, `${family} at the limit, streamed`);
    ok(read.status < 500, `${family} at the limit, streamed: ${read.status}`);
    strictEqual(whole.seen.pulled, limit, `${family}: the whole body was read`);
  }
  await store?.close();
});

Deno.test("a streamed body far over the limit is cut off after the limit, never read whole", async () => {
  const { send, tokens, store } = await signedInApp();
  for (const [family, path, limit, who] of FAMILIES) {
    const { stream, seen } = countedStream(bodyOf(limit * 8));
    const res = await send(path, stream, who && tokens[who]);
    strictEqual(res.status, 413, family);
    await res.body?.cancel();
    ok(seen.pulled <= limit + CHUNK, `${family}: ${seen.pulled} bytes read of ${limit * 8}, limit ${limit}`);
  }
  await store?.close();
});
