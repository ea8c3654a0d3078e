import { useSignals } from "@preact/signals-react/runtime";
import type { ReactNode } from "react";
import { parseCondition } from "../../../domain/list-conditions.ts";
import type { Field, ResourceDef } from "../../../domain/resources/types.ts";
import { language, t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { fieldOf, labelOf } from "../defs.ts";
import { formatDate, formatMoney } from "../format.ts";
import { optionText } from "../ui/optionText.ts";
import { RefTitle } from "../ui/RefLink.tsx";
import "../workflows/deadlines/messages.ts";
import "../crud-words/index.ts";

type Group = { field: Field; names: string[]; parts: Array<{ key: string; text: ReactNode }> };

/** A value as the chip shows it: dates and amounts as the language writes them, options in words, refs by title. */
function shown(field: Field, value: string): ReactNode {
  switch (field.kind) {
    case "date":
      return formatDate(value, language.value);
    case "money":
      return formatMoney(value);
    case "enum":
      return optionText(field, value);
    case "ref":
      return <RefTitle to={field.to} id={value} />;
    default:
      return value;
  }
}

/** The conditions grouped by the field they test, in the order they came. */
function groups(def: ResourceDef, conditions: [string, string][]): Group[] {
  const byField = new Map<string, Group>();
  for (const [name, value] of conditions) {
    // A field of that very name is several values of it; otherwise a range or blank condition on a field.
    const condition = fieldOf(def, name) ? undefined : parseCondition(name);
    const field = fieldOf(def, condition?.field ?? name);
    if (!field) continue;
    const group = byField.get(field.name) ?? { field, names: [], parts: [] };
    byField.set(field.name, group);
    if (!group.names.includes(name)) group.names.push(name);
    const key = `${name}=${value}`;
    if (!condition) group.parts.push({ key, text: shown(field, value) });
    else if (condition.op === "empty") {
      group.parts.push({
        key,
        text: value === "true" ? t("listConditions.blank") : t("listConditions.filledIn"),
      });
    } else {
      // Ranges are of dates and amounts, which show as text.
      group.parts.push({
        key,
        text: t(`listConditions.${condition.op}`, { value: String(shown(field, value)) }),
      });
    }
  }
  return [...byField.values()];
}

/**
 * Chips for the list's address-only conditions (a dashboard figure's link): "Deadline: from 1 Dec 2026, to
 * 15 Dec 2026", "Lodged on: blank", "Status: Due, Overdue". Each can be removed; the filter boxes show the rest.
 */
export function ListConditions(
  { def, conditions, onRemove }: {
    def: ResourceDef;
    conditions: [string, string][];
    onRemove: (names: string[]) => void;
  },
) {
  useSignals();
  return (
    <>
      {groups(def, conditions).map(({ field, names, parts }) => (
        <span
          key={field.name}
          className="badge badge-primary badge-soft gap-1 py-3 h-auto"
          data-testid={`condition-${field.name}`}
        >
          {labelOf(field)}: {parts.map((p, i) => (
            <span key={p.key}>
              {i > 0 && ", "}
              {p.text}
            </span>
          ))}
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-circle"
            aria-label={t("crud.remove", { title: labelOf(field) })}
            onClick={() => onRemove(names)}
          >
            <Icon name="close" size={16} />
          </button>
        </span>
      ))}
    </>
  );
}
