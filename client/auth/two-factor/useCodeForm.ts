import { type FormEvent, useState } from "react";
import { useSubmit } from "../../lib/submit.ts";
import { failureText } from "../pages/failure.ts";

/**
 * A form of one code (two-factor): what is typed, the reason it was last refused, and whether it is being sent.
 * `send` throws to refuse; the field is then emptied for the next code.
 */
export function useCodeForm(send: (code: string) => Promise<unknown>) {
  const [code, setCode] = useState("");
  const sending = useSubmit(async (typed: string) => {
    await send(typed);
    return true;
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (code.trim() === "") return;
    if (!(await sending.submit(code.trim()))) setCode("");
  };
  return {
    code,
    setCode,
    /** The last refusal, as sent. */
    refusal: sending.error,
    error: sending.error ? failureText(sending.error) : undefined,
    busy: sending.busy,
    submit,
    empty: code.trim() === "",
  };
}
