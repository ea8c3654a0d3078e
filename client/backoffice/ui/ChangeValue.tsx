import { useSignals } from "@preact/signals-react/runtime";
import { listSummary } from "../../../domain/resources/audit.ts";
import type { Field } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { Value } from "./Value.tsx";
import "../crud-words/index.ts";

const blank = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * One side of a change (a history entry's from or to, a conflict's mine, theirs or original) as the view page
 * shows the value: refs by title, options in the reader's language, money, dates; blank said in words, a list the
 * audit kept as its length (domain/resources/audit.ts) as a count. Refs are not links: a side sits in a sentence or
 * in a choice's label. `compact` (the history's narrow column) folds a list of rows into its count, opened on demand.
 */
export function ChangeValue(
  { field, value, compact = false }: { field: Field; value: unknown; compact?: boolean },
) {
  useSignals();
  if (blank(value)) return <span className="opacity-60 italic">{t("crud.blankValue")}</span>;
  const count = field.kind === "items" || field.kind === "refs" || field.kind === "enums"
    ? listSummary(value)
    : undefined;
  if (count !== undefined) return <span>{t("crud.listCount", { count })}</span>;
  if (field.kind === "ref" || field.kind === "refs") return <Value field={field} value={value} />;
  if (field.kind === "items" && compact && Array.isArray(value)) {
    return (
      <details className="inline-block align-top">
        <summary className="cursor-pointer">{t("crud.rows", { count: value.length })}</summary>
        <Value field={field} value={value} detail />
      </details>
    );
  }
  return <Value field={field} value={value} detail />;
}
