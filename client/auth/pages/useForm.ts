import { useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import type { Errors } from "../validation.ts";

/** What the server said about the fields (a refusal's messages), and the way to forget it. */
export type ServerWords<T> = { errors: Partial<Record<keyof T, string | undefined>>; clear: () => void };

const NO_WORDS: ServerWords<never> = { errors: {}, clear: () => {} };

/**
 * A small form state: values, which fields were touched (left once), and the server's messages (`server`, from
 * the submit hook's refusal). A rule's message shows once its field is touched; a server message shows until that
 * field changes.
 */
export function useForm<T extends Record<string, string>>(
  initial: T,
  validate: (v: T) => Errors<T>,
  server: ServerWords<T> = NO_WORDS as ServerWords<T>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const ruleErrors = validate(values);
  const valid = Object.keys(ruleErrors).length === 0;

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onValue: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      if (server.errors[name]) server.clear();
    },
    onBlur: () => setTouched((s) => ({ ...s, [name]: true })),
    error: server.errors[name] ?? (touched[name] && ruleErrors[name] ? t(ruleErrors[name]!) : undefined),
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

  return { values, valid, field, fill };
}
