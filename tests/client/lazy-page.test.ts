import assert from "node:assert/strict";
import type { ReactElement } from "react";
import { lazyChunk, lazyPage, preloadElement } from "../../client/kit/routes/lazy-page.ts";

const First = () => null;
const Second = () => null;

Deno.test("every page of a chunk renders without suspending once any of them has loaded it", async () => {
  let loads = 0;
  const page = lazyChunk(() => {
    loads++;
    return Promise.resolve({ First, Second });
  });
  const FirstPage = page((m) => m.First);
  const SecondPage = page((m) => m.Second);
  assert.notEqual((FirstPage({}) as ReactElement).type, First, "before the chunk is in, the page suspends");

  await FirstPage.preload();
  assert.equal((FirstPage({}) as ReactElement).type, First);
  assert.equal(
    (SecondPage({}) as ReactElement).type,
    Second,
    "its sibling did not wait for a load of its own",
  );
  await SecondPage.preload();
  assert.equal(loads, 1, "the chunk is loaded once");
});

Deno.test("a chunk that failed to load is tried again the next time; preloadElement never rejects", async () => {
  let attempts = 0;
  const Page = lazyPage(() =>
    ++attempts === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(First)
  );
  await preloadElement({ type: Page });
  assert.notEqual((Page({}) as ReactElement).type, First);
  await Page.preload();
  assert.equal(attempts, 2);
  assert.equal((Page({}) as ReactElement).type, First);
});
