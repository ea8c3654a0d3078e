import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import { files } from "../../fixtures/file-manager.ts";
import { demoApi } from "../support/demo.ts";

const FIELDS = [
  "created",
  "extention",
  "id",
  "location",
  "modified",
  "name",
  "offline",
  "opened",
  "owner",
  "preview",
  "size",
  "type",
];

Deno.test("file manager: files of the spec's fields; folders have no size or extension, files both", async () => {
  const { call } = await demoApi();
  const res = await call("ann", "GET", "/api/file-manager-app/files");
  strictEqual(res.status, 200);
  deepStrictEqual(res.body, files);
  ok(res.body.some((f: { type: string }) => f.type === "folder"));
  ok(res.body.some((f: { type: string }) => f.type !== "folder"));
  for (const file of res.body) {
    deepStrictEqual(Object.keys(file).sort(), FIELDS);
    strictEqual(typeof file.offline, "boolean");
    for (const date of [file.created, file.modified, file.opened]) {
      ok(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(date), date);
    }
    if (file.type === "folder") {
      strictEqual(file.size, "");
      strictEqual(file.extention, "");
    } else {
      ok(/^[\d.]+ (KB|MB)$/.test(file.size), file.size);
      ok(file.name.endsWith(`.${file.extention}`), file.name);
    }
  }
  strictEqual(new Set(res.body.map((f: { id: string }) => f.id)).size, res.body.length);
});

Deno.test("file manager: every file sits in My Files or in one of its folders", () => {
  const folders = new Set(files.filter((f) => f.type === "folder").map((f) => `My Files > ${f.name}`));
  for (const file of files) ok(file.location === "My Files" || folders.has(file.location), file.location);
});
