import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { decideAccess } from "../../client/session/access.ts";
import { otherVariantPath } from "../../client/auth/pages/AuthFrame.tsx";
import { AUTH_PAGES, authPagePath } from "../../client/auth/pages/paths.ts";
import { validateReset } from "../../client/auth/validation.ts";
import { ACCOUNT_FLOW_MESSAGES } from "../../client/auth/pages/messages.ts";
import { launchDate, remaining } from "../../client/pages/coming-soon/countdown.ts";
import { DOC_PAGES } from "../../client/pages/documentation/docs.ts";
import { docHref, renderDoc, slugify } from "../../client/pages/documentation/markdown.ts";
import {
  accessOf,
  matchesSearch,
  type OpenApi,
  operationsOf,
  resolveSchema,
  rulesOf,
  typeOf,
} from "../../client/pages/documentation/openapi.ts";
import { COMING_SOON_MESSAGES } from "../../client/pages/coming-soon/messages.ts";
import { DOCS_MESSAGES } from "../../client/pages/documentation/messages.ts";
import { MAINTENANCE_MESSAGES } from "../../client/pages/maintenance/messages.ts";
import { PRICING_MESSAGES } from "../../client/pages/pricing/messages.ts";
import { UI_PAGE_MESSAGES } from "../../client/pages/ui/messages.ts";
import { monthlyPrice, PLANS, yearlySaving } from "../../client/pages/pricing/plans.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("the template pages' words exist in English, Turkish and Arabic", () => {
  for (
    const words of [
      COMING_SOON_MESSAGES,
      MAINTENANCE_MESSAGES,
      PRICING_MESSAGES,
      UI_PAGE_MESSAGES,
      DOCS_MESSAGES,
    ]
  ) {
    assertTranslated(words);
  }
  assertTranslated(ACCOUNT_FLOW_MESSAGES);
});

Deno.test("the countdown splits what is left into days, hours, minutes and seconds, and stops at zero", () => {
  const now = new Date("2026-11-25T10:00:00Z");
  deepStrictEqual(remaining(now, new Date("2026-11-27T13:04:05Z")), {
    days: 2,
    hours: 3,
    minutes: 4,
    seconds: 5,
    done: false,
  });
  deepStrictEqual(remaining(now, new Date("2026-11-25T09:00:00Z")), {
    days: 0,
    hours: 0,
    minutes: 0,
    seconds: 0,
    done: true,
  });
});

Deno.test("the launch is COMING_SOON_AT when it is a date, otherwise 09:00 on the first of next month", () => {
  const now = new Date(2026, 11, 20, 15, 0);
  strictEqual(launchDate("2027-01-15T09:00:00+02:00", now).toISOString(), "2027-01-15T07:00:00.000Z");
  deepStrictEqual(launchDate(null, now), new Date(2027, 0, 1, 9, 0, 0));
  deepStrictEqual(launchDate("not a date", now), new Date(2027, 0, 1, 9, 0, 0));
});

Deno.test("plans: yearly billing is ten months spread over twelve; the saving is 17 %", () => {
  const practice = PLANS.find((p) => p.id === "practice")!;
  strictEqual(monthlyPrice(practice, "monthly"), 1490);
  strictEqual(monthlyPrice(practice, "yearly"), Math.round(1490 * 10 / 12));
  strictEqual(yearlySaving(), 17);
  strictEqual(PLANS.filter((p) => p.featured).length, 1, "one plan is highlighted");
});

Deno.test("each auth page has a two-panel and a full-screen address, and each leads to the other", () => {
  for (const page of AUTH_PAGES) {
    const two = authPagePath(page);
    const full = authPagePath(page, "full-screen");
    strictEqual(full, `${two}/full-screen`);
    strictEqual(otherVariantPath(two, "two-panel"), full);
    strictEqual(otherVariantPath(full, "full-screen"), two);
  }
});

Deno.test("a new password needs the server's length and the same twice", () => {
  deepStrictEqual(validateReset({ password: "short", passwordConfirm: "short" }), {
    password: "auth.rules.newPassword",
  });
  deepStrictEqual(validateReset({ password: "long-enough", passwordConfirm: "long-enougH" }), {
    passwordConfirm: "auth.rules.passwordsMatch",
  });
  deepStrictEqual(validateReset({ password: "long-enough", passwordConfirm: "long-enough" }), {});
});

Deno.test("a locked screen sends a signed-in user's pages to the lock screen, but not logout or open pages", () => {
  const session = { signedIn: true, roles: ["admin"], kind: "employee" as const, locked: true };
  strictEqual(decideAccess({}, session), "locked");
  strictEqual(decideAccess({ openWhenLocked: true }, session), "allow");
  strictEqual(decideAccess({ auth: "none" }, session), "allow");
  strictEqual(decideAccess({}, { ...session, locked: false }), "allow");
  strictEqual(decideAccess({}, { signedIn: false, roles: [], kind: null, locked: true }), "login");
});

Deno.test("Markdown: anchors on headings, the title left to the page, links between pages made app addresses", () => {
  const doc = renderDoc(
    "# Getting started\n\nSee [auth](authentication.md#a-forgotten-password) and [site](https://x.test).\n\n" +
      "## Run it\n\ntext\n\n## Configuration\n\n| a | b |\n| - | - |\n| 1 | 2 |\n",
  );
  strictEqual(doc.title, "Getting started");
  ok(!doc.html.includes("<h1"), "the title is the page's own heading");
  ok(doc.html.includes('<h2 id="run-it">Run it</h2>'));
  ok(doc.html.includes('href="/documentation/authentication#a-forgotten-password"'));
  ok(doc.html.includes('href="https://x.test"'));
  ok(doc.html.includes("<table>"));
  deepStrictEqual(doc.headings.map((h) => h.id), ["run-it", "configuration"]);
  strictEqual(slugify("Third-party: React & co"), "third-party-react-co");
  strictEqual(docHref("./changelog.md"), "/documentation/changelog");
  strictEqual(docHref("/ui/typography"), "/ui/typography");
});

Deno.test("every Markdown file of docs/ is a documentation page, and every page has its file", async () => {
  const files: string[] = [];
  for await (const e of Deno.readDir(new URL("../../docs/", import.meta.url))) {
    if (e.isFile && e.name.endsWith(".md")) files.push(e.name.replace(/\.md$/, ""));
  }
  deepStrictEqual(files.sort(), DOC_PAGES.map((p) => p.slug).sort());
});

const SAMPLE: OpenApi = {
  info: { title: "t" },
  paths: {
    "/api/notes-app/notes": {
      get: {
        operationId: "a",
        summary: "Read notes",
        tags: ["Demo: notes"],
        responses: {},
        security: [{}, { bearer: [] }],
      },
    },
    "/api/backoffice/account": {
      post: {
        operationId: "b",
        summary: "Clients: create a record",
        tags: ["Back office"],
        responses: {},
        security: [{ bearer: [] }],
      },
      get: { operationId: "c", summary: "Clients: list", tags: ["Back office"], responses: {} },
    },
  },
  components: { schemas: { account: { type: "object", properties: { name: { type: "string" } } } } },
};

Deno.test("API reference: operations by group and path, searched by every word, with who may call", () => {
  const ops = operationsOf(SAMPLE);
  deepStrictEqual(ops.map((o) => `${o.method} ${o.path}`), [
    "get /api/backoffice/account",
    "post /api/backoffice/account",
    "get /api/notes-app/notes",
  ]);
  deepStrictEqual(ops.filter((o) => matchesSearch(o, "POST clients")).map((o) => o.operationId), ["b"]);
  deepStrictEqual(ops.filter((o) => matchesSearch(o, "")).length, 3);
  deepStrictEqual(ops.map(accessOf), ["anyone", "signed-in", "optional"]);
});

Deno.test("API reference: types and rules of a schema in short", () => {
  strictEqual(typeOf({ anyOf: [{ type: "string" }, { type: "null" }] }), "string | null");
  strictEqual(typeOf({ $ref: "#/components/schemas/account" }), "account");
  strictEqual(resolveSchema(SAMPLE, { $ref: "#/components/schemas/account" }).type, "object");
  deepStrictEqual(rulesOf({ anyOf: [{ type: "string", minLength: 1, maxLength: 200 }, { type: "null" }] }), [
    ["length", { min: "1", max: "200" }],
  ]);
  deepStrictEqual(rulesOf({ type: "integer", minimum: 1, maximum: 12, default: 1 }), [
    ["min", { n: "1" }],
    ["max", { n: "12" }],
    ["default", { value: "1" }],
  ]);
  deepStrictEqual(rulesOf({ enum: ["asc", "desc"] }), [["oneOf", { options: "asc, desc" }]]);
});
