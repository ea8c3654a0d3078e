import { useSignals } from "@preact/signals-react/runtime";
import { t } from "../i18n/index.ts";
import { Icon } from "../ui/Icon.tsx";
import { hideMessage, messages, runMessageAction } from "./store.ts";

const ALERT = {
  info: "alert-info",
  success: "alert-success",
  warning: "alert-warning",
  error: "alert-error",
};
const ICON = { info: "info", success: "check_circle", warning: "warning", error: "error" };

/** The message stack: newest last, each with its action's button ("Undo") if it has one, and a dismiss button. */
export function Messages() {
  useSignals();
  if (messages.value.length === 0) return null;
  return (
    <div className="toast toast-center toast-bottom z-[1000]" role="status" aria-live="polite">
      {messages.value.map((m) => (
        <div key={m.id} className={`alert ${ALERT[m.variant]} shadow-lg`} data-testid="message">
          <Icon name={ICON[m.variant]} />
          <span>{m.text}</span>
          {m.action && (
            <button
              type="button"
              className="btn btn-sm"
              data-testid={m.action.testId}
              onClick={() => runMessageAction(m.id)}
            >
              {m.action.label}
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-circle"
            aria-label={t("shell.dismiss")}
            onClick={() =>
              hideMessage(m.id)}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
