import { useCallback, useMemo, useState } from "react";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { validateRecord } from "../../../domain/resources/validate.ts";
import { language } from "../../app/i18n/index.ts";
import { isoToday } from "../format.ts";
import type { Path } from "./FieldInput.tsx";
import { type FormValue, type FormValues, isDirty, type Mode, setAt, valuesToBody } from "./formState.ts";
import { problemText } from "./problems.ts";

const top = (key: string) => key.split(".")[0];

/**
 * A record form's state: the values, what they started from (for "unsaved changes"), which fields were left
 * (validated from then on), and the messages from the shared validator (in the user's language) and from the
 * server (as it words them).
 */
export function useFormState(def: ResourceDef, mode: Mode, initial: FormValues, version: number | undefined) {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const body = useMemo(() => {
    const b = valuesToBody(def.fields, values, mode, def.fixed);
    if (mode === "update") b.version = version ?? 1;
    return b;
  }, [def, values, mode, version]);

  const check = useMemo(() => validateRecord(def, body, { mode, today: isoToday() }), [def, body, mode]);

  // The messages are worded in the language: a switch words them again (the form's component reads signals).
  const lang = language.value;
  const errors = useMemo(() => {
    const shown: Record<string, string> = {};
    if (!check.ok) {
      for (const [key, problem] of Object.entries(check.problems)) {
        if (submitted || touched.has(top(key))) shown[key] = problemText(problem);
      }
    }
    return { ...shown, ...serverErrors };
  }, [check, submitted, touched, serverErrors, lang]);

  const onChange = useCallback((path: Path, value: FormValue) => {
    setValues((v) => setAt(v, path, value));
    const name = String(path[0]);
    setServerErrors((e) => {
      const kept = Object.fromEntries(Object.entries(e).filter(([k]) => top(k) !== name));
      return Object.keys(kept).length === Object.keys(e).length ? e : kept;
    });
  }, []);

  const onBlur = useCallback((name: string) => {
    setTouched((t) => (t.has(name) ? t : new Set([...t, name])));
  }, []);

  /** Starts again from `next` values and baseline (a conflict resolved). */
  const reset = useCallback((next: FormValues, nextBaseline: FormValues) => {
    setValues(next);
    setBaseline(nextBaseline);
    setServerErrors({});
  }, []);

  return {
    values,
    baseline,
    body,
    check,
    errors,
    dirty: isDirty(def.fields, baseline, values),
    onChange,
    onBlur,
    reset,
    setSubmitted,
    setServerErrors,
    markSaved: () => setBaseline(values),
  };
}
