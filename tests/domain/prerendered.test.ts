import assert from "node:assert/strict";
import {
  inLanguage,
  pageLanguage,
  pageTheme,
  portalLanguage,
  portalSessionHere,
} from "../../domain/prerendered.ts";

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

Deno.test("the portal's sign-in speaks the chosen language, else the browser's first the app speaks, else English", () => {
  assert.equal(portalLanguage("ledgerdesk.language=tr", "ar-SA,ar;q=0.9"), "tr", "a choice wins");
  assert.equal(portalLanguage("ledgerdesk.language=xx", "ar-SA,ar;q=0.9,en;q=0.8"), "ar");
  assert.equal(portalLanguage(undefined, "de-DE,de;q=0.9,tr;q=0.8,en;q=0.7"), "tr", "the first it speaks");
  assert.equal(portalLanguage("", "en;q=0.5, ar;q=0.9"), "ar", "by weight, not by place");
  assert.equal(portalLanguage("", "ar;q=0, tr"), "tr", "a weight of 0 refuses");
  assert.equal(portalLanguage(undefined, "de, fr"), "en");
  assert.equal(portalLanguage(undefined, undefined), "en");
  assert.equal(portalLanguage(undefined, "*"), "en");
});

Deno.test("a browser that keeps a portal session says so by its cookie, and only by the value the page writes", () => {
  assert.equal(portalSessionHere("ledgerdesk.language=ar; ledgerdesk.portal-session=1"), true);
  assert.equal(portalSessionHere("ledgerdesk.portal-session="), false);
  assert.equal(portalSessionHere("ledgerdesk.portal-session=0"), false);
  assert.equal(portalSessionHere("other.ledgerdesk.portal-session=1"), false);
  assert.equal(portalSessionHere(undefined), false);
});
