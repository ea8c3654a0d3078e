import { useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import type { Errors } from "../validation.ts";

/**
 * A small form state: values, which fields were touched (left once), and messages from the server. A rule's
 * message shows once its field is touched; a server message shows until that field changes.
 */
export function useForm<T extends Record<string, string>>(initial: T, validate: (v: T) => Errors<T>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof T, string>>>({});
  const ruleErrors = validate(values);
  const valid = Object.keys(ruleErrors).length === 0;

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onValue: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setServerErrors((e) => ({ ...e, [name]: undefined }));
    },
    onBlur: () => setTouched((s) => ({ ...s, [name]: true })),
    error: serverErrors[name] ?? (touched[name] && ruleErrors[name] ? t(ruleErrors[name]!) : undefined),
  });

  /**
   * Sets the given fields' values at once (what was typed in the prerendered form; other keys are ignored). A
   * field that was typed in counts as touched, so its rule's message shows as it would have.
   */
  const fill = (given: Record<string, string>) => {
    const typed = (Object.keys(initial) as (keyof T & string)[]).filter((k) => typeof given[k] === "string");
    setValues((v) => ({ ...v, ...Object.fromEntries(typed.map((k) => [k, given[k]])) }));
    setTouched((t) => ({
      ...t,
      ...Object.fromEntries(typed.filter((k) => given[k] !== "").map((k) => [k, true])),
    }));
  };

  return { values, valid, field, fill, setServerErrors, reset: () => setValues(initial) };
}
