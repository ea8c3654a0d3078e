import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, type ReactNode, useState } from "react";
import { Modal } from "../../kit/ui/Modal.tsx";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { useSubmit } from "../../lib/submit.ts";
import { useSendMail } from "./api.ts";
import { parseRecipients } from "./mailbox.ts";

type Errors = { to?: string; subject?: string };

/** Plain text as the HTML a mail body holds: escaped, one paragraph per blank-line block. */
function textToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text.split(/\n{2,}/).filter((p) => p.trim()).map((p) => `<p>${escape(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** The checks the server makes, made first so the user sees them at once (the server's answer still counts). */
function check(to: string, subject: string, message: string): Errors {
  const errors: Errors = {};
  const { list, invalid } = parseRecipients(to);
  if (invalid.length > 0) errors.to = t("mailApp.toInvalid", { list: invalid.join(", ") });
  else if (list.length === 0) errors.to = t("mailApp.toRequired");
  if (subject.trim() === "" && message.trim() === "") errors.subject = t("mailApp.contentRequired");
  return errors;
}

/** Writing a mail: To, subject and text; sent to Sent or kept in Drafts. A refusal keeps everything typed. */
export function ComposeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useSignals();
  const [to, setTo] = useState("");
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [checked, setChecked] = useState<Errors>({});
  const reset = () => {
    setTo("");
    setSubject("");
    setMessage("");
    setChecked({});
    send.clear();
  };
  const send = useSubmit(useSendMail().send, {
    done: (_mail, { draft }) => {
      showMessage(draft ? t("mailApp.drafted") : t("mailApp.sent"), { variant: "success" });
      reset();
      onClose();
    },
  });
  const busy = send.busy;
  // The dialog's own checks, else the server's refusal by field (`to.0.email` is the To line's).
  const refusedTo = Object.keys(send.fields).find((k) => k === "to" || k.startsWith("to."));
  const errors: Errors = Object.keys(checked).length > 0
    ? checked
    : { to: refusedTo ? send.fields[refusedTo] : undefined, subject: send.fields.subject };
  const submit = async (draft: boolean) => {
    const found = check(to, subject, message);
    setChecked(found);
    if (Object.keys(found).length > 0) {
      send.clear();
      return;
    }
    await send.submit({
      to: parseRecipients(to).list,
      subject: subject.trim(),
      message: textToHtml(message),
      draft,
    });
  };
  const field = (id: string, label: string, error: string | undefined, input: ReactNode) => (
    <div className="flex flex-col gap-1">
      <label className="text-sm font-medium" htmlFor={id}>{label}</label>
      {input}
      {error && (
        <span className="text-error text-sm" id={`${id}-error`} data-testid={`${id}-error`}>{error}</span>
      )}
    </div>
  );
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      labelledBy="compose-title"
      testId="mail-compose"
    >
      {open && (
        <form
          className="modal-box flex flex-col gap-4 max-h-[100dvh] sm:max-w-2xl"
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void submit(false);
          }}
        >
          <h2 id="compose-title" className="font-bold text-lg">{t("mailApp.composeTitle")}</h2>
          {send.error && (
            <div role="alert" className="alert alert-error alert-soft text-sm">
              {t("mailApp.sendFailed")}: {send.error.message}
            </div>
          )}
          {field(
            "compose-to",
            t("mailApp.to"),
            errors.to,
            <input
              id="compose-to"
              className={`input w-full ${errors.to ? "input-error" : ""}`}
              placeholder={t("mailApp.to")}
              value={to}
              autoFocus
              aria-invalid={errors.to !== undefined}
              aria-describedby={errors.to ? "compose-to-error" : "compose-to-hint"}
              onChange={(e) => setTo(e.target.value)}
            />,
          )}
          <span id="compose-to-hint" className="text-xs opacity-70 -mt-3">{t("mailApp.recipientsHint")}</span>
          {field(
            "compose-subject",
            t("mailApp.subject"),
            errors.subject,
            <input
              id="compose-subject"
              className={`input w-full ${errors.subject ? "input-error" : ""}`}
              placeholder={t("mailApp.subject")}
              value={subject}
              aria-invalid={errors.subject !== undefined}
              aria-describedby={errors.subject ? "compose-subject-error" : undefined}
              onChange={(e) => setSubject(e.target.value)}
            />,
          )}
          {field(
            "compose-message",
            t("mailApp.message"),
            undefined,
            <textarea
              id="compose-message"
              className="textarea w-full min-h-48"
              placeholder={t("mailApp.message")}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />,
          )}
          <div className="modal-action flex-wrap">
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => {
                reset();
                onClose();
              }}
            >
              {t("mailApp.discard")}
            </button>
            <button
              type="button"
              className="btn"
              disabled={busy}
              data-testid="compose-draft"
              onClick={() => void submit(true)}
            >
              {t("mailApp.saveDraft")}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="compose-send">
              {busy && <span className="loading loading-spinner loading-sm" />}
              {t("mailApp.send")}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
