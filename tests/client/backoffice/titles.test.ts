/** Page titles: the declaration's title format, with options in the current language; refs' titles as answered. */
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { language } from "../../../client/kit/i18n/index.ts";
import { keys, rememberRefTitles } from "../../../client/backoffice/data/hooks.ts";
import { titleOfRecord } from "../../../client/backoffice/data/recordTitle.ts";
import { refTitlesOf } from "../../../client/backoffice/data/refTitles.ts";
import { cached, queryClient } from "../../../client/lib/data/index.ts";
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

Deno.test("a refs value's titles: the answer's first REFS_TITLED are remembered; a blank one and the rest are not", () => {
  // A run that made REFS_TITLED + 5 returns: the answer titles the first REFS_TITLED, one of them left blank.
  const ids = Array.from({ length: REFS_TITLED + 5 }, (_, i) => `r${i}`);
  const titles = ids.slice(0, REFS_TITLED).map((id) => (id === "r3" ? "" : `Return ${id}`));
  const run = {
    id: "run1",
    trigger: "t1",
    createdRecords: ids,
    _refTitles: { trigger: "ITR12", createdRecords: titles },
  };
  const found = refTitlesOf(def("triggerrun"), [run]);
  deepStrictEqual(found.get("trigger"), [{ id: "t1", _title: "ITR12" }]);
  deepStrictEqual(
    found.get("incometax")?.map((t) => t.id),
    ids.slice(0, REFS_TITLED).filter((id) => id !== "r3"),
  );
  try {
    rememberRefTitles("triggerrun", [run]);
    strictEqual(cached(keys.title("incometax", "r0")), "Return r0");
    strictEqual(cached(keys.title("trigger", "t1")), "ITR12");
    // Not known: asked for when shown, together (useTitle, one request per resource).
    strictEqual(cached(keys.title("incometax", "r3")), undefined);
    strictEqual(cached(keys.title("incometax", `r${REFS_TITLED}`)), undefined);
  } finally {
    queryClient.clear();
  }
});
