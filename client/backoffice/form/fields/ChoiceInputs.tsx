import { useSignals } from "@preact/signals-react/runtime";
import type { Field } from "../../../../domain/resources/types.ts";
import { language, t } from "../../../kit/i18n/index.ts";
import { monthName } from "../../format.ts";
import { optionText } from "../../ui/optionText.ts";
import { described, type WidgetProps } from "./FieldFrame.tsx";
import "../../crud-words/index.ts";

type EnumField = Extract<Field, { kind: "enum" }>;
type EnumsField = Extract<Field, { kind: "enums" }>;

/** One of a fixed set of options, each a value and its words; a blank "—" when it may be left empty. */
function OptionSelect(
  { field, id, path, value, onChange, onBlur, disabled, error, options }: WidgetProps<string> & {
    field: Field;
    options: ReadonlyArray<readonly [value: string, text: string]>;
  },
) {
  return (
    <select
      id={id}
      name={path}
      value={value}
      disabled={disabled}
      className={`select w-full ${error ? "select-error" : ""}`}
      aria-required={field.required || undefined}
      {...described(id, error)}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
    >
      {(!field.required || value === "") && <option value="">—</option>}
      {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
    </select>
  );
}

/** One of a fixed set of options. */
export function EnumSelect(props: WidgetProps<string> & { field: EnumField }) {
  useSignals();
  const { field } = props;
  return <OptionSelect {...props} options={field.options.map((o) => [o, optionText(field, o)] as const)} />;
}

/** A month of the year, picked by its name (the value stays its number, 1–12). */
export function MonthSelect(props: WidgetProps<string> & { field: Field }) {
  useSignals();
  return (
    <OptionSelect
      {...props}
      options={MONTHS.map((m) => [String(m), monthName(m, language.value)] as const)}
    />
  );
}

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Any number of a fixed set of options, as checkboxes. */
export function EnumsChecks(
  { field, id, path, value, onChange, onBlur, disabled, error }: WidgetProps<string[]> & {
    field: EnumsField;
  },
) {
  useSignals();
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      {...described(id, error)}
      className="flex flex-wrap gap-x-4 gap-y-2 py-2"
    >
      {field.options.map((o, i) => (
        <label key={o} className="label cursor-pointer gap-2">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            id={i === 0 ? id : undefined}
            name={path}
            value={o}
            disabled={disabled}
            checked={value.includes(o)}
            onBlur={onBlur}
            onChange={(e) =>
              onChange(
                e.currentTarget.checked
                  ? field.options.filter((x) => x === o || value.includes(x))
                  : value.filter((x) => x !== o),
              )}
          />
          {optionText(field, o)}
        </label>
      ))}
    </div>
  );
}

/** On or off, as a switch. */
export function BoolToggle({ id, path, value, onChange, onBlur, disabled, error }: WidgetProps<boolean>) {
  return (
    <div className="flex items-center gap-3 py-2 w-fit">
      <input
        id={id}
        name={path}
        type="checkbox"
        role="switch"
        className="toggle toggle-primary"
        checked={value}
        disabled={disabled}
        {...described(id, error)}
        onChange={(e) => onChange(e.currentTarget.checked)}
        onBlur={onBlur}
      />
      <span aria-hidden="true">{value ? t("crud.yes") : t("crud.no")}</span>
    </div>
  );
}

/** Yes, no or not known (a yes/no field without a default): a select with a blank choice. */
export function TriStateSelect(
  { id, path, value, onChange, onBlur, disabled, error }: WidgetProps<boolean | "">,
) {
  return (
    <select
      id={id}
      name={path}
      value={value === "" ? "" : String(value)}
      disabled={disabled}
      className={`select w-full ${error ? "select-error" : ""}`}
      {...described(id, error)}
      onChange={(e) => {
        const v = e.currentTarget.value;
        onChange(v === "" ? "" : v === "true");
      }}
      onBlur={onBlur}
    >
      <option value="">—</option>
      <option value="true">{t("crud.yes")}</option>
      <option value="false">{t("crud.no")}</option>
    </select>
  );
}
