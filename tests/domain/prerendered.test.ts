import assert from "node:assert/strict";
import { inLanguage, pageLanguage, pageTheme } from "../../domain/prerendered.ts";

Deno.test("a prerendered page's file in each language: English is the plain one", () => {
  assert.equal(inLanguage("/login.html", "en"), "/login.html");
  assert.equal(inLanguage("/login.html", "ar"), "/login.ar.html");
  assert.equal(inLanguage("/register.html", "tr"), "/register.tr.html");
});

Deno.test("the served language and theme: the app's cookies when they name one it has, else its defaults", () => {
  assert.equal(pageLanguage("a=1; ledgerdesk.language=ar; b=2"), "ar");
  assert.equal(pageLanguage("ledgerdesk.language=tr"), "tr");
  assert.equal(pageLanguage("ledgerdesk.language=xx"), "en");
  assert.equal(pageLanguage("other.ledgerdesk.language=ar"), "en");
  assert.equal(pageLanguage(undefined), "en");
  assert.equal(pageTheme("ledgerdesk.theme=dark; ledgerdesk.language=ar"), "dark");
  assert.equal(pageTheme('ledgerdesk.theme="><script>'), "light");
  assert.equal(pageTheme(""), "light");
});
