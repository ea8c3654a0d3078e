import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { z } from "zod";
import * as zm from "zod/mini";
import { en } from "../../../domain/api/messages/en.ts";
import { tr } from "../../../domain/api/messages/tr.ts";
import { ar } from "../../../domain/api/messages/ar.ts";
import {
  errorEnvelope,
  invalid,
  kindOf,
  messageOf,
  pickLanguage,
  problem,
  problemCheck,
  problemsOfIssues,
  Refusal,
  refusal,
} from "../../../domain/api/index.ts";

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

Deno.test("every code has words in en, tr and ar, with the same parameters, and tr/ar are not English", () => {
  for (const code of Object.keys(en) as (keyof typeof en)[]) {
    for (const [name, words] of [["tr", tr], ["ar", ar]] as const) {
      ok(words[code]?.trim(), `${name}.${code} is missing`);
      deepStrictEqual(placeholders(words[code]), placeholders(en[code]), `${name}.${code} parameters`);
    }
  }
  const english = Object.keys(en).filter((c) => {
    const text = en[c as keyof typeof en];
    return /[a-z]{4,}/i.test(text.replace(/\{\{\w+\}\}/g, "")) && tr[c as keyof typeof en] === text;
  });
  deepStrictEqual(english, [], "Turkish words copied from English");
  const arabicUntranslated = Object.keys(en).filter((c) =>
    !/[\u0600-\u06FF]/.test(ar[c as keyof typeof en]) &&
    /[a-z]{4,}/i.test(en[c as keyof typeof en].replace(/\{\{\w+\}\}/g, ""))
  );
  deepStrictEqual(arabicUntranslated, [], "Arabic words copied from English");
});

Deno.test("Accept-Language picks the listed language of highest weight we speak, English otherwise", () => {
  strictEqual(pickLanguage(undefined), "en");
  strictEqual(pickLanguage(""), "en");
  strictEqual(pickLanguage("tr"), "tr");
  strictEqual(pickLanguage("tr-TR,tr;q=0.9,en-US;q=0.8"), "tr");
  strictEqual(pickLanguage("de-DE,ar;q=0.5,tr;q=0.4"), "ar");
  strictEqual(pickLanguage("en;q=0.2,ar;q=0.9"), "ar");
  strictEqual(pickLanguage("fr,de"), "en");
  strictEqual(pickLanguage("ar;q=abc"), "en");
});

Deno.test("a problem's message fills its parameters, localised ones in the reader's language", () => {
  strictEqual(messageOf(problem("atMostChars", { n: 5 })), "Must be at most 5 characters");
  strictEqual(messageOf(problem("atMostChars", { n: 5 }), "tr"), "En fazla 5 karakter olmalı");
  const label = { en: "Clients", tr: "Müşteriler", ar: "العملاء" };
  strictEqual(messageOf(problem("oneOf", { options: label }), "ar"), "يجب أن يكون أحد: العملاء");
});

Deno.test("the envelope: message, code, request id, fields with code and words, details beside them", () => {
  const r = invalid({ email: problem("email"), "items.0.n": problem("atMost", { n: 3 }) }, { hint: 1 });
  strictEqual(r.kind, "invalid");
  strictEqual(r.message, "email: Must be a valid email address");
  const body = errorEnvelope(r.problem, "tr", {
    requestId: "x-1",
    fields: r.fields,
    details: r.options.details,
  });
  deepStrictEqual(body, {
    error: {
      hint: 1,
      message: "email: Geçerli bir e-posta adresi olmalı",
      code: "invalidFields",
      requestId: "x-1",
      fields: {
        email: { code: "email", message: "Geçerli bir e-posta adresi olmalı" },
        "items.0.n": { code: "atMost", message: "En fazla 3 olmalı", params: { n: 3 } },
      },
    },
  });
});

Deno.test("details cannot overwrite the message or the code", () => {
  const r = refusal("internal", undefined, { details: { message: "leak", code: "other" } });
  const body = errorEnvelope(r.problem, "en", { details: r.options.details });
  strictEqual(body.error.message, messageOf(problem("internal")));
  strictEqual(body.error.code, "internal");
});

Deno.test("each top-level code has a kind; field codes thrown alone are 'invalid'", () => {
  strictEqual(kindOf("noRoute"), "notFound");
  strictEqual(kindOf("bodyTooLarge"), "tooLarge");
  strictEqual(kindOf("required"), "invalid");
  ok(refusal("internal") instanceof Refusal);
  strictEqual(refusal("internal").kind, "internal");
});

Deno.test("zod issues, classic and mini, become problems with codes and parameters", () => {
  const classic = z.object({
    email: z.email(),
    name: z.string().min(1).max(3),
    age: z.number().int().min(0),
    kind: z.enum(["a", "b"]),
    tags: z.array(z.string()).max(1),
    when: z.string().refine(() => false, problemCheck("duplicate")),
  }).strict();
  const parsed = classic.safeParse({
    email: "x",
    name: "long",
    age: -1,
    kind: "c",
    tags: ["1", "2"],
    when: "",
    extra: 1,
  });
  ok(!parsed.success);
  deepStrictEqual(problemsOfIssues(parsed.error.issues), {
    email: { code: "email" },
    name: { code: "atMostChars", params: { n: 3 } },
    age: { code: "negative" },
    kind: { code: "oneOf", params: { options: "a, b" } },
    tags: { code: "atMostItems", params: { n: 1 } },
    when: { code: "duplicate" },
    extra: { code: "unknownField" },
  });
  const mini = zm.object({ name: zm.string(), n: zm.number() });
  const miniParsed = zm.safeParse(mini, { n: "1" });
  ok(!miniParsed.success);
  deepStrictEqual(problemsOfIssues(miniParsed.error.issues, "body", { n: "1" }), {
    name: { code: "required" },
    n: { code: "number" },
  });
  const root = zm.safeParse(zm.string(), 5);
  ok(!root.success);
  deepStrictEqual(problemsOfIssues(root.error.issues, "query", 5), { query: { code: "text" } });
});

Deno.test("a built-in check can name its problem (the spec's own sign-in words)", () => {
  const parsed = z.object({ email: z.email(problemCheck("loginEmail")) }).safeParse({ email: "nope" });
  ok(!parsed.success);
  deepStrictEqual(problemsOfIssues(parsed.error.issues), { email: { code: "loginEmail" } });
  strictEqual(messageOf({ code: "loginEmail" }), "Please enter valid Email Address");
});
