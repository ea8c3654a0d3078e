/** Page titles: the declaration's title format, with options in the current language; refs' titles as answered. */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { language } from "../../../client/kit/i18n/index.ts";
import { titleOfRecord } from "../../../client/backoffice/api/recordTitle.ts";
import { resolveRefTitles } from "../../../client/backoffice/api/refTitles.ts";
import { titleOf } from "../../../client/backoffice/api/titles.ts";
import { REFS_TITLED } from "../../../domain/resources/title.ts";
import { resourceDef } from "../../../domain/resources/index.ts";

const def = (name: string) => resourceDef(name)!;

Deno.test("a record's title follows its declaration, options in the current language", () => {
  const clearance = {
    id: "c1",
    account: "a1",
    kind: "tender",
    _refTitles: { account: "ACC0001 — Karoo Bricks" },
    _title: "Tender (ACC0001 — Karoo Bricks)",
  };
  try {
    strictEqual(titleOfRecord(def("taxclearance"), clearance), "Tender (ACC0001 — Karoo Bricks)");
    language.value = "tr";
    strictEqual(titleOfRecord(def("taxclearance"), clearance), "İhale (ACC0001 — Karoo Bricks)");
    language.value = "ar";
    strictEqual(titleOfRecord(def("permission"), { id: "p1", role: "clerk", grants: {} }), "كاتب");
  } finally {
    language.value = "en";
  }
  strictEqual(
    titleOfRecord(def("employee"), { id: "e1", firstName: "Ada", lastName: "Lovelace" }),
    "Ada Lovelace",
  );
  strictEqual(
    titleOfRecord(def("account"), { id: "a1", code: "ACC0001", name: "Karoo Bricks" }),
    "ACC0001 — Karoo Bricks",
  );
});

Deno.test("without its refs' titles a record is named as the server named it; with nothing, by its id", () => {
  const job = {
    id: "j1",
    account: "a1",
    jobType: "share-transfer",
    _title: "Share transfer (ACC0002 — Zulu Sun)",
  };
  strictEqual(titleOfRecord(def("secretarialjob"), job), "Share transfer (ACC0002 — Zulu Sun)");
  strictEqual(titleOfRecord(def("contact"), { id: "x9", firstName: "", lastName: "" }), "x9");
});

Deno.test("a refs value's titles: the answer's first REFS_TITLED are taken, and only ids without one are asked", async () => {
  const asked: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (input) => {
    const id = new URL(String(input), "http://ledgerdesk.test").pathname.split("/").at(-1)!;
    asked.push(id);
    return Promise.resolve(Response.json({ id, _title: `Return ${id}` }));
  };
  try {
    // A run that made REFS_TITLED + 5 returns: the answer titles the first REFS_TITLED, one of them left blank.
    const ids = Array.from({ length: REFS_TITLED + 5 }, (_, i) => `r${i}`);
    const titles = ids.slice(0, REFS_TITLED).map((id) => (id === "r3" ? "" : `Return ${id}`));
    resolveRefTitles(def("triggerrun"), [{
      id: "run1",
      createdRecords: ids,
      _refTitles: { createdRecords: titles },
    }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    deepStrictEqual(asked, ["r3"], "the blank one is asked for; those past REFS_TITLED wait until shown");
    strictEqual(titleOf("incometax", "r0"), "Return r0");
    strictEqual(titleOf("incometax", "r3"), "Return r3");
    strictEqual(titleOf("incometax", `r${REFS_TITLED}`), undefined);
  } finally {
    globalThis.fetch = original;
  }
});
