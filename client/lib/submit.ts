import { useRef, useState } from "react";
import { ApiError, type FieldProblem } from "./api.ts";

export type Submit<V, R> = {
  /**
   * Sends the form's values: the answer once the server agrees (after `done` ran), undefined when it refused or
   * a submit is already under way (a double click sends once).
   */
  submit: (values: V) => Promise<R | undefined>;
  busy: boolean;
  /** The last refusal, or null. */
  error: Error | null;
  /** Field → the server's message for it, from the refusal's envelope. */
  fields: Record<string, string>;
  /** Field → its problem as a catalogue code and parameters, to word again when the language changes. */
  problems: Record<string, FieldProblem>;
  /** Forgets the last refusal (a field changed, the dialog closed). */
  clear: () => void;
};

const NO_FIELDS: Record<string, string> = {};
const NO_PROBLEMS: Record<string, FieldProblem> = {};

/**
 * The one way a form submits: busy while the call is out, the refusal and its fields' problems as the envelope
 * gives them, `done` on success. No TanStack Query here: the sign-in pages use it on the first page. A write that
 * changes cached answers passes a `send` that refreshes them (the resource hooks' writes do).
 */
export function useSubmit<V, R>(
  send: (values: V) => Promise<R>,
  { done }: { done?: (answer: R, values: V) => void } = {},
): Submit<V, R> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const sending = useRef(false);
  return {
    busy,
    error,
    fields: error instanceof ApiError ? error.fields : NO_FIELDS,
    problems: error instanceof ApiError ? error.problems : NO_PROBLEMS,
    clear: () => setError(null),
    submit: async (values) => {
      if (sending.current) return undefined;
      sending.current = true;
      setBusy(true);
      setError(null);
      try {
        const answer = await send(values);
        done?.(answer, values);
        return answer;
      } catch (err) {
        setError(err instanceof Error ? err : new Error(String(err)));
        return undefined;
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
  };
}
