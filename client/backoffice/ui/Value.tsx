import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { REFS_TITLED } from "../../../domain/resources/title.ts";
import type { Field } from "../../../domain/resources/types.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { numberFormat } from "../../kit/i18n/numbers.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { labelOf } from "../defs.ts";
import { formatDate, formatDateTime, formatMoney, monthName } from "../format.ts";
import { optionText } from "./optionText.ts";
import { RefTitle } from "./RefLink.tsx";
import "../crud-words/index.ts";

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A stored value shown by its field's kind: refs by title, money in rand, dates in the language, bools as a
 * check, enums as a badge. `detail` (the view page) links refs and spells out items and objects; a list cell
 * stays compact.
 */
export function Value({ field, value, detail = false }: { field: Field; value: unknown; detail?: boolean }) {
  useSignals();
  if (value === null || value === undefined || value === "") return null;
  switch (field.kind) {
    case "ref":
      return <RefTitle to={field.to} id={String(value)} link={detail} />;
    case "refs":
      return Array.isArray(value) ? <RefsValue to={field.to} ids={value.map(String)} link={detail} /> : null;
    case "money":
      return <span className="tabular-nums">{formatMoney(value)}</span>;
    case "date":
      return <span>{formatDate(value, language.value)}</span>;
    case "integer":
      return <span>{field.month ? monthName(Number(value), language.value) : String(value)}</span>;
    case "text":
      if (!field.clock) break;
      return <time dateTime={String(value)}>{formatDateTime(value, language.value)}</time>;
    case "bool":
      return value === true
        ? (
          <span className="text-success" title={t("crud.yes")}>
            <Icon name="check_circle" size={20} />
            <span className="sr-only">{t("crud.yes")}</span>
          </span>
        )
        : detail
        ? <span className="opacity-60">{t("crud.no")}</span>
        : <span className="sr-only">{t("crud.no")}</span>;
    case "enum":
      return (
        <span className="badge badge-soft badge-primary badge-sm whitespace-nowrap">
          {optionText(field, String(value))}
        </span>
      );
    case "enums":
      return Array.isArray(value)
        ? (
          <span className="inline-flex flex-wrap gap-1">
            {value.map((v) => (
              <span key={String(v)} className="badge badge-soft badge-sm">
                {optionText(field, String(v))}
              </span>
            ))}
          </span>
        )
        : null;
    case "items":
      if (!Array.isArray(value)) return null;
      if (!detail) return <span>{t("crud.rows", { count: value.length })}</span>;
      return <ItemsTable field={field} rows={value.filter(isRecord)} />;
    case "object":
      if (!isRecord(value)) return null;
      return (
        <span className="inline-flex flex-wrap gap-x-3 gap-y-1">
          {field.fields.filter((f) => value[f.name] !== undefined && value[f.name] !== null).map((f) => (
            <span key={f.name}>
              <span className="opacity-60">{labelOf(f)}:</span>{" "}
              <Value field={f} value={value[f.name]} detail={detail} />
            </span>
          ))}
        </span>
      );
  }
  return <span className={detail ? "whitespace-pre-wrap" : ""}>{String(value)}</span>;
}

function ItemsTable(
  { field, rows }: { field: Extract<Field, { kind: "items" }>; rows: Record<string, unknown>[] },
) {
  if (rows.length === 0) return null;
  const { fields } = field;
  return (
    // A table wider than a phone scrolls sideways: focusable and named, so the keyboard can scroll it too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={labelOf(field)}>
      <table className="table table-xs">
        <thead>
          <tr>{fields.map((f) => <th key={f.name}>{labelOf(f)}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {fields.map((f) => (
                <td key={f.name}>
                  <Value field={f} value={row[f.name]} detail />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How many more records of a refs value each "more" shows (a trigger run can make 80,000), named as shown. */
const REFS_MORE = 200;

/**
 * The titles of a refs value: the first REFS_TITLED of them (the answer's) and a button for more. A long title
 * wraps inside its badge: at phone width a badge's fixed height let it run over the next one.
 */
function RefsValue({ to, ids, link }: { to: string; ids: string[]; link: boolean }) {
  useSignals();
  const [shown, setShown] = useState(REFS_TITLED);
  const rest = ids.length - shown;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {ids.slice(0, shown).map((id) => (
        <span
          key={id}
          className="badge badge-ghost badge-sm h-auto min-h-5 py-0.5 whitespace-normal text-start"
        >
          <RefTitle to={to} id={id} link={link} />
        </span>
      ))}
      {rest > 0 && (
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          data-testid="refs-more"
          onClick={() => setShown(shown + REFS_MORE)}
        >
          {t("crud.moreRefs", { count: numberFormat(language.value).format(rest) })}
        </button>
      )}
    </span>
  );
}
