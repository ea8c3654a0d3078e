import { deepStrictEqual as assertEquals } from "node:assert/strict";
import { deepMerge, DEFAULT_SETTINGS, readSettings } from "../../domain/settings.ts";

Deno.test("the default layout is the spec's: vertical, full width, content scroll, navbar left and folded", () => {
  const c = DEFAULT_SETTINGS.layout.config;
  assertEquals(DEFAULT_SETTINGS.layout.style, "vertical");
  assertEquals([c.mode, c.scroll, c.navbar.position, c.navbar.folded], [
    "fullwidth",
    "content",
    "left",
    true,
  ]);
  assertEquals([c.toolbar.style, c.toolbar.position, c.footer.style, c.footer.position], [
    "fixed",
    "below",
    "fixed",
    "below",
  ]);
});

Deno.test("readSettings keeps valid stored choices and merges them over the defaults", () => {
  const s = readSettings({ layout: { config: { navbar: { position: "right" } } }, theme: { main: "dark" } });
  assertEquals(s.layout.config.navbar.position, "right");
  assertEquals(s.layout.config.navbar.folded, true);
  assertEquals(s.theme.main, "dark");
  assertEquals(s.theme.navbar, DEFAULT_SETTINGS.theme.navbar);
});

Deno.test("readSettings drops an invalid branch but keeps the valid ones", () => {
  const s = readSettings({ theme: { main: "no-such-theme" }, customScrollbars: false });
  assertEquals(s.theme, DEFAULT_SETTINGS.theme);
  assertEquals(s.customScrollbars, false);
});

Deno.test("readSettings survives garbage", () => {
  assertEquals(readSettings("nonsense"), DEFAULT_SETTINGS);
  assertEquals(readSettings(null), DEFAULT_SETTINGS);
  assertEquals(readSettings(undefined), DEFAULT_SETTINGS);
});

Deno.test("deepMerge replaces scalars and arrays, merges records", () => {
  assertEquals(deepMerge({ a: { b: 1, c: [1] } }, { a: { c: [2] } }), { a: { b: 1, c: [2] } });
});

Deno.test("readSettings keeps only known keys, and a wrong type anywhere in a branch drops that branch", () => {
  const s = readSettings({ extra: 1, layout: { config: { navbar: { folded: "yes" } } }, animations: false });
  assertEquals("extra" in s, false);
  assertEquals(s.layout, DEFAULT_SETTINGS.layout);
  assertEquals(s.animations, false);
  assertEquals(readSettings({ layout: { config: { boxedWidth: 1000 } } }).layout.config.boxedWidth, 1280);
  assertEquals(readSettings({ layout: { config: { boxedWidth: 1120 } } }).layout.config.boxedWidth, 1120);
});
