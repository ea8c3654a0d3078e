import { useCallback, useMemo, useState } from "react";
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

type ServerError = { text: string; problem?: Problem };

/**
 * A record form's state: the values, what they started from (for "unsaved changes"), which fields were left
 * (validated from then on), and the problems found by the shared validator and by the server, worded in the
 * user's language from the one catalogue (a server answer that is not in our envelope keeps its own words).
 */
export function useFormState(def: ResourceDef, mode: Mode, initial: FormValues, version: number | undefined) {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorState] = useState<Record<string, ServerError>>({});

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
    for (const [key, e] of Object.entries(serverErrors)) {
      shown[key] = e.problem ? problemText(e.problem) : e.text;
    }
    return shown;
  }, [check, submitted, touched, serverErrors, lang]);

  const onChange = useCallback((path: Path, value: FormValue) => {
    setValues((v) => setAt(v, path, value));
    const name = String(path[0]);
    setServerErrorState((e) => {
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
    setServerErrorState({});
  }, []);

  /** The server's field messages, each with its problem when the answer names one. */
  const setServerErrors = useCallback(
    (fields: Record<string, string | undefined>, problems: Record<string, FieldProblem> = {}) => {
      const next: Record<string, ServerError> = {};
      for (const [key, text] of Object.entries(fields)) {
        if (text === undefined) continue;
        const p = problems[key];
        next[key] = p && isProblemCode(p.code) ? { text, problem: p as Problem } : { text };
      }
      setServerErrorState(next);
    },
    [],
  );

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
