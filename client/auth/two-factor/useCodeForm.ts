import { type FormEvent, useState } from "react";
import { failureText } from "../pages/failure.ts";

/**
 * A form of one code (two-factor): what is typed, the reason it was last refused, and whether it is being sent.
 * `send` throws to refuse; the field is then emptied for the next code.
 */
export function useCodeForm(send: (code: string) => Promise<void>) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || code.trim() === "") return;
    setBusy(true);
    setError(undefined);
    try {
      await send(code.trim());
    } catch (err) {
      setError(failureText(err));
      setCode("");
    } finally {
      setBusy(false);
    }
  };
  return { code, setCode, error, busy, submit, empty: code.trim() === "" };
}
