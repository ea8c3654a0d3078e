import type { Field } from "../../../../domain/resources/types.ts";
import { t } from "../../../kit/i18n/index.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { labelOf } from "../../defs.ts";
import { type FieldContext, type FieldRenderer, inputId, type Path } from "../fieldContext.ts";
import { applies, emptyValues, type FormValues } from "../formState.ts";
import "../../crud-words/index.ts";

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

/** `rows` with row `i` swapped with its neighbour `by` away (-1: the one before, 1: the one after). */
const moved = <T,>(rows: readonly T[], i: number, by: -1 | 1): T[] => {
  const next = [...rows];
  [next[i], next[i + by]] = [next[i + by], next[i]];
  return next;
};

/**
 * A repeatable group (a CIPC record's directors, a job template's stages): one row of fields per entry, rows
 * added, removed and moved up or down (their order is kept: a template's stages follow one another).
 */
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
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className="btn btn-ghost btn-xs text-error"
                  onClick={() => ctx.onChange(path, rows.filter((_, j) => j !== i))}
                >
                  <Icon name="remove_circle_outline" size={16} />
                  {t("crud.removeRow", { n: i + 1 })}
                </button>
                {rows.length > 1 && (
                  <>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      disabled={i === 0}
                      onClick={() => ctx.onChange(path, moved(rows, i, -1))}
                      data-testid={`${path.join(".")}-up`}
                    >
                      <Icon name="arrow_upward" size={16} />
                      {t("crud.moveRowUp", { n: i + 1 })}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      disabled={i === rows.length - 1}
                      onClick={() => ctx.onChange(path, moved(rows, i, 1))}
                      data-testid={`${path.join(".")}-down`}
                    >
                      <Icon name="arrow_downward" size={16} />
                      {t("crud.moveRowDown", { n: i + 1 })}
                    </button>
                  </>
                )}
              </div>
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
