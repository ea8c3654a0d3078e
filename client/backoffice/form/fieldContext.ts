import type { ComponentType } from "react";
import type { Field } from "../../../domain/resources/types.ts";
import type { FormValue, Mode } from "./formState.ts";

/** Where a field sits in the form's values: `["directors", 0, "idNumber"]`. */
export type Path = readonly (string | number)[];

/** What a form passes down to every field, nested ones included. */
export type FieldContext = {
  mode: Mode;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (path: Path, value: FormValue) => void;
  /** The top-level field `name` was left: it is validated from now on. */
  onBlur: (name: string) => void;
  /** The form's top-level values: what a ref's picker narrows its options by (Field `sameAs`). */
  values?: Readonly<Record<string, FormValue | undefined>>;
};

/** What renders one field: groups (an object, a list of rows) are given it to render the fields inside them. */
export type FieldRenderer = ComponentType<
  { field: Field; path: Path; value: FormValue | undefined; ctx: FieldContext }
>;

export const inputId = (path: Path) => `field-${path.join("-")}`;
