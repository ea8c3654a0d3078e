import type { Field } from "../../../../domain/resources/types.ts";
import { described, type WidgetProps } from "./FieldFrame.tsx";

type TextKind = Extract<Field, { kind: "text" | "longtext" | "integer" | "date" }>;

function inputType(field: TextKind): string {
  if (field.writeOnly) return "password";
  if (field.kind === "integer") return "number";
  if (field.kind === "date") return "date";
  if (field.kind === "text" && field.format === "email") return "email";
  if (field.kind === "text" && field.format === "phone") return "tel";
  return "text";
}

/** Text, long text (a textarea), whole numbers, dates (the browser's date picker) and passwords. */
export function TextInput(
  { field, id, path, value, onChange, onBlur, disabled, error }: WidgetProps<string> & {
    field: TextKind;
  },
) {
  const common = {
    id,
    name: path,
    value,
    disabled,
    onBlur,
    "aria-required": field.required || undefined,
    ...described(id, error),
  };
  if (field.kind === "longtext") {
    return (
      <textarea
        {...common}
        rows={3}
        maxLength={field.max}
        className={`textarea w-full ${error ? "textarea-error" : ""}`}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  const identifier = field.kind === "text" && field.format !== undefined &&
    !["email", "phone", "fileName"].includes(field.format);
  return (
    <input
      {...common}
      type={inputType(field)}
      autoComplete={field.writeOnly ? "new-password" : "off"}
      inputMode={identifier ? "numeric" : undefined}
      min={field.kind === "integer" ? field.min : undefined}
      max={field.kind === "integer" ? field.max : undefined}
      step={field.kind === "integer" ? 1 : undefined}
      maxLength={field.kind === "text" ? field.max : undefined}
      className={`input w-full ${error ? "input-error" : ""} ${identifier ? "font-mono" : ""}`}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
