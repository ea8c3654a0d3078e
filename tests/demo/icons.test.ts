import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { buildIcons, PACKAGE_DIR, parseCodepoints } from "../../fixtures/icons.generate.ts";
import { iconsFixture } from "../../fixtures/icons.ts";
import { demoApi } from "../support/demo.ts";

const codepoints = parseCodepoints(await Deno.readTextFile(new URL("css/_codepoints.scss", PACKAGE_DIR)));

Deno.test("icons: about 1,000 entries, alphabetical by name, each of the catalogue's shape", async () => {
  const { call } = await demoApi();
  const res = await call(null, "GET", "/api/icons");
  strictEqual(res.status, 200);
  const icons = res.body;
  ok(icons.length >= 900 && icons.length <= 1200, `${icons.length} icons`);
  for (let i = 1; i < icons.length; i++) {
    ok(icons[i - 1].name < icons[i].name, `${icons[i - 1].name} ≥ ${icons[i].name}`);
  }
  icons.forEach((icon: (typeof iconsFixture)[number], index: number) => {
    deepStrictEqual(Object.keys(icon).sort(), [
      "code",
      "id",
      "ligatures",
      "name",
      "order",
      "prevSize",
      "tags",
    ]);
    strictEqual(icon.prevSize, 32);
    strictEqual(icon.ligatures, icon.name);
    strictEqual(icon.order, index + 1);
    ok(icon.tags.length > 0 && icon.tags.every((tag) => typeof tag === "string" && tag !== ""), icon.name);
    for (const word of icon.name.split("_")) {
      ok(icon.tags.includes(word), `${icon.name} lacks the tag ${word}`);
    }
  });
  strictEqual(new Set(icons.map((icon: { id: number }) => icon.id)).size, icons.length);
});

Deno.test("icons: every name is a ligature of the Material Icons font the client renders, with its codepoint", () => {
  ok(codepoints.size > 2000, "the package's codepoint map was read");
  for (const icon of iconsFixture) {
    ok(codepoints.has(icon.name), `${icon.name} is not in _codepoints.scss`);
    strictEqual(icon.code, codepoints.get(icon.name), icon.name);
  }
  for (const everyday of ["home", "search", "mail", "receipt", "account_balance", "delete", "settings"]) {
    ok(iconsFixture.some((icon) => icon.name === everyday), everyday);
  }
});

Deno.test("icons: icons.json is exactly what the generator makes from the package (not edited by hand)", async () => {
  const revisions = JSON.parse(await Deno.readTextFile(new URL("_data/versions.json", PACKAGE_DIR)));
  deepStrictEqual(buildIcons(codepoints, revisions), iconsFixture);
});

Deno.test("icons: the list is served gzipped from cached bytes when the client accepts it", async () => {
  const { app } = await demoApi();
  const res = await app.request("/api/icons", { headers: { "accept-encoding": "gzip" } });
  strictEqual(res.status, 200);
  strictEqual(res.headers.get("content-encoding"), "gzip");
  const body = JSON.parse(new TextDecoder().decode(gunzipSync(new Uint8Array(await res.arrayBuffer()))));
  deepStrictEqual(body, iconsFixture);
});
