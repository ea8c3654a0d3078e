import { pickerWhere } from "../../../domain/resources/ref-scope.ts";
import type { Field } from "../../../domain/resources/types.ts";
import { t } from "../../kit/i18n/index.ts";
import { labelOf } from "../defs.ts";
import { BoolToggle, EnumsChecks, EnumSelect, MonthSelect, TriStateSelect } from "./fields/ChoiceInputs.tsx";
import { described, FieldFrame } from "./fields/FieldFrame.tsx";
import { ItemsInput, ObjectInput } from "./fields/GroupInputs.tsx";
import { MoneyInput } from "./fields/MoneyInput.tsx";
import { RefPicker } from "./fields/RefPicker.tsx";
import { RefsInput } from "./fields/RefsInput.tsx";
import { TextInput } from "./fields/TextInput.tsx";
import { type FieldContext, inputId, type Path } from "./fieldContext.ts";
import { type FormValue, type FormValues, isTriState } from "./formState.ts";
import "../crud-words/index.ts";

export type { FieldContext, Path } from "./fieldContext.ts";

/** One field of a form, with the widget its kind asks for. */
export function FieldInput({ field, path, value, ctx }: {
  field: Field;
  path: Path;
  value: FormValue | undefined;
  ctx: FieldContext;
}) {
  const id = inputId(path);
  const key = path.join(".");
  const error = ctx.errors[key];
  const disabled = ctx.disabled || !!field.readOnly;
  const props = {
    id,
    path: key,
    disabled,
    error,
    onBlur: () => ctx.onBlur(String(path[0])),
  };
  const set = (v: FormValue) => ctx.onChange(path, v);
  const str = typeof value === "string" ? value : "";
  const list = Array.isArray(value) ? value as string[] : [];
  const frame = {
    id,
    path: key,
    label: labelOf(field),
    required: !field.readOnly && (field.required || (ctx.mode === "create" && field.requiredOnCreate)) &&
      !(ctx.mode === "create" && field.generated),
    error,
  };

  if (field.kind === "integer" && field.month) {
    return (
      <FieldFrame {...frame}>
        <MonthSelect {...props} field={field} value={str} onChange={set} />
      </FieldFrame>
    );
  }
  switch (field.kind) {
    case "items":
      return (
        <ItemsInput
          field={field}
          path={path}
          value={value as FormValues[]}
          ctx={ctx}
          error={error}
          Input={FieldInput}
        />
      );
    case "object":
      return (
        <ObjectInput
          field={field}
          path={path}
          value={value as FormValues}
          ctx={ctx}
          error={error}
          Input={FieldInput}
        />
      );
    case "enums":
      return (
        <FieldFrame {...frame} asGroup wide>
          <EnumsChecks {...props} field={field} value={list} onChange={set} />
        </FieldFrame>
      );
    case "refs":
      return (
        <FieldFrame {...frame} wide>
          <RefsInput {...props} to={field.to} value={list} onChange={set} />
        </FieldFrame>
      );
    case "ref":
      return (
        <FieldFrame {...frame}>
          <RefPicker
            to={field.to}
            id={id}
            name={key}
            value={str}
            onChange={set}
            onBlur={props.onBlur}
            disabled={disabled}
            invalid={!!error}
            describedBy={described(id, error)["aria-describedby"]}
            where={pickerWhere(field, ctx.values ?? {})}
          />
        </FieldFrame>
      );
    case "bool":
      return (
        <FieldFrame {...frame}>
          {isTriState(field)
            ? <TriStateSelect {...props} value={typeof value === "boolean" ? value : ""} onChange={set} />
            : <BoolToggle {...props} value={value === true} onChange={set} />}
        </FieldFrame>
      );
    case "enum":
      return (
        <FieldFrame {...frame}>
          <EnumSelect {...props} field={field} value={str} onChange={set} />
        </FieldFrame>
      );
    case "money":
      return (
        <FieldFrame {...frame}>
          <MoneyInput {...props} value={str} onChange={set} />
        </FieldFrame>
      );
    default: {
      const hint = field.writeOnly && ctx.mode === "update"
        ? t("crud.passwordKeep")
        : field.generated && ctx.mode === "create"
        ? t("crud.generated")
        : undefined;
      return (
        <FieldFrame {...frame} hint={hint} wide={field.kind === "longtext"}>
          <TextInput {...props} field={field} value={str} onChange={set} />
        </FieldFrame>
      );
    }
  }
}
