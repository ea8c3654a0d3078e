import { isIsoDate } from "../../../../domain/calendar.ts";
import type { ResourceDef } from "../../../../domain/resources/types.ts";
import type { WorkedOutDate } from "../../../../domain/workflows/due-dates.ts";
import { workedOutField } from "../../../../domain/workflows/worked-out-dates.ts";
import type { FormValues } from "../../form/formState.ts";
import { useWorkedOutDate } from "./api.ts";

/**
 * A form's worked-out due date as it is filled in: which field it is, the date the rules give once every input is
 * chosen (null before, or when no rule gives one), and whether the date typed differs so that a reason is asked.
 */
export type WorkedOutState = {
  field: string;
  reason: string;
  /** Every input chosen: the rules were asked. */
  asked: boolean;
  workedOut: WorkedOutDate | null;
  /** A date typed other than the worked-out one: its reason field is shown. */
  differs: boolean;
};

/** Inputs as the endpoint reads them, or null while one is missing or half-typed (a year of two digits). */
function inputsOf(
  def: ResourceDef,
  names: readonly string[],
  values: FormValues,
): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = values[name];
    const kind = def.fields.find((f) => f.name === name)?.kind;
    if (typeof value !== "string" || value.trim() === "") return null;
    if (kind === "integer" && !/^\d{4}$/.test(value.trim())) return null;
    if (kind === "date" && !isIsoDate(value)) return null;
    out[name] = value.trim();
  }
  return out;
}

export function useWorkedOut(def: ResourceDef, values: FormValues): WorkedOutState | null {
  const declared = workedOutField(def.name);
  const inputs = declared ? inputsOf(def, declared.inputs, values) : null;
  const answer = useWorkedOutDate(def.name, inputs);
  if (!declared) return null;
  const workedOut = inputs ? answer.data?.workedOut ?? null : null;
  const typed = values[declared.field];
  const reasonGiven = typeof values[declared.reason] === "string" && values[declared.reason] !== "";
  return {
    field: declared.field,
    reason: declared.reason,
    asked: inputs !== null && answer.data !== null,
    workedOut,
    differs: reasonGiven ||
      (typeof typed === "string" && typed !== "" && workedOut !== null && typed !== workedOut.date),
  };
}
