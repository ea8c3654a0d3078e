import type { FormEvent } from "react";

/**
 * A box to write a message in and its send button, which says while it sends (a thread's, in the client portal
 * and on a client's page). Blank text is not sent.
 */
export function MessageForm(
  { label, send, sending, busy, text, max, onText, onSend, testId, compact }: {
    label: string;
    send: string;
    sending: string;
    busy: boolean;
    text: string;
    max: number;
    onText: (text: string) => void;
    onSend: (text: string) => void;
    /** The box's test id; the button's is `${testId}-send`. */
    testId: string;
    /** A small button at the end of the line (a panel), not the full width (a phone's page). */
    compact?: boolean;
  },
) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() && !busy) onSend(text);
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit}>
      <label className="flex flex-col gap-1">
        <span className="text-sm opacity-70">{label}</span>
        <textarea
          className="textarea w-full"
          rows={3}
          maxLength={max}
          value={text}
          onChange={(e) => onText(e.target.value)}
          data-testid={testId}
        />
      </label>
      <button
        type="submit"
        className={`btn btn-primary ${compact ? "btn-sm self-end" : ""}`}
        disabled={busy}
        data-testid={`${testId}-send`}
      >
        {busy ? sending : send}
      </button>
    </form>
  );
}
