/** Page titles: the declaration's title format, with options in the current language. */
import { strictEqual } from "node:assert/strict";
import { language } from "../../../client/app/i18n/index.ts";
import { titleOfRecord } from "../../../client/backoffice/api/recordTitle.ts";
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
