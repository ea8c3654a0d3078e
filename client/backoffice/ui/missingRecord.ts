import type { ResourceDef } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { labelOf } from "../defs.ts";
import "../crud-words/index.ts";

/** What a record's page says when the server has no such record (QueryState's `missing`): the way back to its list. */
export function missingRecord(def: ResourceDef) {
  return {
    icon: "search_off",
    title: t("crud.notFound"),
    back: { to: def.base, label: labelOf(def) },
    testId: "record-missing",
  };
}
