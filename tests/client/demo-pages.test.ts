import { deepStrictEqual, equal } from "node:assert/strict";
import { faqs } from "../../fixtures/faq.ts";
import { files } from "../../fixtures/file-manager.ts";
import { iconsFixture } from "../../fixtures/icons.ts";
import { knowledgeBase } from "../../fixtures/knowledge-base.ts";
import { timeline } from "../../fixtures/profile.ts";
import { FAQ_MESSAGES } from "../../client/demo/faq/messages.ts";
import { matchingFaqs } from "../../client/demo/faq/questions.ts";
import { crumbs, entriesIn, isOffline, pathOf, rootOf } from "../../client/demo/file-manager/drive.ts";
import { FILE_MANAGER_MESSAGES } from "../../client/demo/file-manager/messages.ts";
import { searchIcons } from "../../client/demo/icons/catalogue.ts";
import { ICONS_MESSAGES } from "../../client/demo/icons/messages.ts";
import { INVOICE_MESSAGES } from "../../client/demo/invoices/messages.ts";
import { findArticle, matchingArticles } from "../../client/demo/knowledge-base/articles.ts";
import { KNOWLEDGE_BASE_MESSAGES } from "../../client/demo/knowledge-base/messages.ts";
import { PROFILE_MESSAGES } from "../../client/demo/profile/messages.ts";
import { profileOwner, profileTab } from "../../client/demo/profile/people.ts";
import { SEARCH_MESSAGES } from "../../client/demo/search/messages.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("the demo pages' words exist in English, Turkish and Arabic", () => {
  for (
    const messages of [
      FAQ_MESSAGES,
      FILE_MANAGER_MESSAGES,
      ICONS_MESSAGES,
      INVOICE_MESSAGES,
      KNOWLEDGE_BASE_MESSAGES,
      PROFILE_MESSAGES,
      SEARCH_MESSAGES,
    ]
  ) assertTranslated(messages);
});

Deno.test("FAQ search needs every word in the question or the answer, accents and case aside", () => {
  equal(matchingFaqs(faqs, "").length, faqs.length);
  const found = matchingFaqs(faqs, "  PROVISÍONAL taxpayer ");
  equal(found.length > 0, true);
  for (const f of found) equal(/provisional/i.test(f.question + f.answer), true);
  deepStrictEqual(matchingFaqs(faqs, "provisional zebra"), []);
});

Deno.test("knowledge base: an article is found by id with its category; search narrows featured titles", () => {
  const first = knowledgeBase[0].featuredArticles[0];
  deepStrictEqual(findArticle(knowledgeBase, String(first.id))?.category.id, knowledgeBase[0].id);
  equal(findArticle(knowledgeBase, "9999"), null);
  const narrowed = matchingArticles(knowledgeBase, "tax invoice");
  equal(narrowed.length, knowledgeBase.length, "every category stays, with its count");
  deepStrictEqual(
    narrowed.flatMap((c) => c.featuredArticles.map((a) => a.title)),
    ["Issuing a valid tax invoice"],
  );
});

Deno.test("icons: search matches name words and tags; an empty query keeps the catalogue's order", () => {
  deepStrictEqual(searchIcons(iconsFixture, "  ").map((i) => i.id), iconsFixture.map((i) => i.id));
  const names = searchIcons(iconsFixture, "arrow BACK").map((i) => i.name);
  equal(names.includes("arrow_back"), true);
  equal(names.every((n) => n.includes("arrow") || n.includes("back")), true);
  equal(
    searchIcons(iconsFixture, "arrow_back").includes(iconsFixture.find((i) => i.name === "arrow_back")!),
    true,
  );
  const tagged = iconsFixture.find((i) => i.tags.some((t) => !i.name.includes(t)));
  if (tagged) {
    const tag = tagged.tags.find((t) => !tagged.name.includes(t))!;
    equal(searchIcons(iconsFixture, tag).includes(tagged), true, `found by its tag ${tag}`);
  }
  deepStrictEqual(searchIcons(iconsFixture, "no such icon anywhere"), []);
});

Deno.test("file manager: the root, a folder's entries (folders first), the breadcrumb and offline choices", () => {
  const root = rootOf(files);
  equal(root, "My Files");
  equal(rootOf([]), "");
  const top = entriesIn(files, root);
  const firstFile = top.findIndex((f) => f.type !== "folder");
  equal(top.slice(0, firstFile).every((f) => f.type === "folder"), true);
  equal(top.slice(firstFile).every((f) => f.type !== "folder"), true);
  const papers = top.find((f) => f.name === "Working papers 2024")!;
  equal(entriesIn(files, pathOf(papers)).length, 3);
  deepStrictEqual(crumbs("My Files > Payroll"), [
    { name: "My Files", path: "My Files" },
    { name: "Payroll", path: "My Files > Payroll" },
  ]);
  equal(isOffline(papers, {}), papers.offline);
  equal(isOffline(papers, { [papers.id]: !papers.offline }), !papers.offline);
});

Deno.test("profile: the owner wrote most posts; an unknown tab is the timeline", () => {
  equal(profileOwner(timeline.posts)?.name, "Thandi Nkosi");
  equal(profileOwner([]), null);
  equal(profileTab("about"), "about");
  equal(profileTab("nope"), "timeline");
  equal(profileTab(""), "timeline");
});
