import type { Field } from "../../../../domain/resources/types.ts";
import { t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { labelOf } from "../../defs.ts";
import { type FieldContext, type FieldRenderer, inputId, type Path } from "../fieldContext.ts";
import { applies, emptyValues, type FormValues } from "../formState.ts";

type GroupField = Extract<Field, { kind: "items" | "object" }>;

/** The fields of one group (an object, a row), those whose `when` does not hold left out. */
function GroupFields(
  { fields, path, values, ctx, Input }: {
    fields: Field[];
    path: Path;
    values: FormValues;
    ctx: FieldContext;
    Input: FieldRenderer;
  },
) {
  return (
    <div className="grid gap-x-4 md:grid-cols-2">
      {fields.filter((f) => applies(f, values)).map((f) => (
        <Input key={f.name} field={f} path={[...path, f.name]} value={values[f.name]} ctx={ctx} />
      ))}
    </div>
  );
}

function GroupMessage({ id, path, error }: { id: string; path: string; error?: string }) {
  return (
    <p id={`${id}-error`} className="text-error text-sm min-h-5" data-testid={`error-${path}`}>
      {error ?? ""}
    </p>
  );
}

/** A set of fields that belong together (a trigger's schedule), as a fieldset. */
export function ObjectInput(
  { field, path, value, ctx, error, Input }: {
    field: GroupField;
    path: Path;
    value: FormValues | undefined;
    ctx: FieldContext;
    error?: string;
    /** Renders the fields inside (given by FieldInput, which renders this group). */
    Input: FieldRenderer;
  },
) {
  const id = inputId(path);
  return (
    <fieldset className="fieldset md:col-span-2 rounded-box border border-base-300 px-4 pb-2">
      <legend className="fieldset-legend">{labelOf(field)}</legend>
      <GroupFields fields={field.fields} path={path} values={value ?? {}} ctx={ctx} Input={Input} />
      <GroupMessage id={id} path={path.join(".")} error={error} />
    </fieldset>
  );
}

/** A repeatable group (a CIPC record's directors): one row of fields per entry, rows added and removed. */
export function ItemsInput(
  { field, path, value, ctx, error, Input }: {
    field: GroupField;
    path: Path;
    value: FormValues[] | undefined;
    ctx: FieldContext;
    error?: string;
    Input: FieldRenderer;
  },
) {
  const rows = value ?? [];
  const id = inputId(path);
  const disabled = ctx.disabled || !!field.readOnly;
  return (
    <fieldset
      className="fieldset md:col-span-2 rounded-box border border-base-300 px-4 pb-2"
      data-field={path.join(".")}
    >
      <legend className="fieldset-legend">{labelOf(field)}</legend>
      <ol className="flex flex-col gap-2">
        {rows.map((row, i) => (
          <li
            key={i}
            className="rounded-box bg-base-200/50 p-3"
            aria-label={t("crud.row", { n: i + 1 })}
            data-testid={`${path.join(".")}-row`}
          >
            <GroupFields fields={field.fields} path={[...path, i]} values={row} ctx={ctx} Input={Input} />
            {!disabled && (
              <button
                type="button"
                className="btn btn-ghost btn-xs text-error"
                onClick={() => ctx.onChange(path, rows.filter((_, j) => j !== i))}
              >
                <Icon name="remove_circle_outline" size={16} />
                {t("crud.removeRow", { n: i + 1 })}
              </button>
            )}
          </li>
        ))}
      </ol>
      {!disabled && (
        <button
          type="button"
          className="btn btn-outline btn-sm w-fit mt-2"
          onClick={() => ctx.onChange(path, [...rows, emptyValues(field.fields)])}
        >
          <Icon name="add" size={18} />
          {t("crud.addRow")}
        </button>
      )}
      <GroupMessage id={id} path={path.join(".")} error={error} />
    </fieldset>
  );
}
