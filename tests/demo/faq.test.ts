import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { faqs } from "../../fixtures/faq.ts";
import { demoApi } from "../support/demo.ts";

Deno.test("faq: a list of {id, question, answer} with unique ids, for anonymous readers too", async () => {
  const { call } = await demoApi();
  const res = await call(null, "GET", "/api/faq");
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, faqs);
  ok(res.body.length >= 5);
  for (const faq of res.body) {
    deepStrictEqual(Object.keys(faq).sort(), ["answer", "id", "question"]);
    ok(faq.question.endsWith("?"), faq.question);
    ok(faq.answer.length > 20);
  }
  strictEqual(new Set(res.body.map((f: { id: number }) => f.id)).size, res.body.length);
});
