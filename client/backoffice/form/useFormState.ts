import { useCallback, useMemo, useRef, useState } from "react";
import type { ResourceDef } from "../../../domain/resources/types.ts";
import { validateRecord } from "../../../domain/resources/validate.ts";
import { language } from "../../kit/i18n/index.ts";
import { isoToday } from "../format.ts";
import type { Path } from "./fieldContext.ts";
import { type FormValue, type FormValues, isDirty, type Mode, setAt, valuesToBody } from "./formState.ts";
import { isProblemCode, type Problem } from "../../../domain/api/index.ts";
import type { FieldProblem } from "../../lib/api.ts";
import { problemText } from "./problems.ts";

const top = (key: string) => key.split(".")[0];

/** The server's refusal of the last save, as the submit hook gives it: each field's message and problem. */
export type Refusal = { fields: Record<string, string>; problems: Record<string, FieldProblem> };

/** The fields changed since a refusal: its message for them is no longer shown. */
type Edited = { since: Refusal | null; names: ReadonlySet<string> };

/**
 * A record form's state: the values, what they started from (for "unsaved changes"), which fields were left
 * (validated from then on), and the problems found by the shared validator and by the server (`refusal`, until
 * its field is changed), worded in the user's language from the one catalogue (a server answer that is not in
 * our envelope keeps its own words).
 */
export function useFormState(
  def: ResourceDef,
  mode: Mode,
  initial: FormValues,
  version: number | undefined,
  refusal: Refusal | null,
) {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<Edited>({ since: null, names: new Set() });
  const refused = useRef(refusal);
  refused.current = refusal;
  // The values as last drawn: a save's answer may arrive after a merge replaced the values it was sent with.
  const latest = useRef(values);
  latest.current = values;

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
    const changed = edited.since === refusal ? edited.names : new Set<string>();
    for (const [key, text] of Object.entries(refusal?.fields ?? {})) {
      if (changed.has(top(key))) continue;
      const p = refusal?.problems[key];
      shown[key] = p && isProblemCode(p.code) ? problemText(p as Problem) : text;
    }
    return shown;
  }, [check, submitted, touched, refusal, edited, lang]);

  const onChange = useCallback((path: Path, value: FormValue) => {
    setValues((v) => setAt(v, path, value));
    const name = String(path[0]);
    setEdited((e) => {
      const since = refused.current;
      if (!since || (e.since === since && e.names.has(name))) return e;
      return { since, names: new Set([...(e.since === since ? e.names : []), name]) };
    });
  }, []);

  const onBlur = useCallback((name: string) => {
    setTouched((t) => (t.has(name) ? t : new Set([...t, name])));
  }, []);

  /** Starts again from `next` values and baseline (a conflict resolved). */
  const reset = useCallback((next: FormValues, nextBaseline: FormValues) => {
    setValues(next);
    setBaseline(nextBaseline);
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
    markSaved: () => setBaseline(latest.current),
  };
}
