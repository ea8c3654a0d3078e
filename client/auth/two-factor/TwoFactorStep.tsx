import { useEffect } from "react";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { ApiError } from "../../lib/api.ts";
import { failureText } from "../pages/failure.ts";
import { Field } from "../pages/Field.tsx";
import { SubmitButton } from "../pages/SubmitButton.tsx";
import { type SecondStep, signInWithCode } from "../../session/session.ts";
import { useCodeForm } from "./useCodeForm.ts";
import "./messages.ts";

/**
 * The second step of a sign-in with two-factor sign-in on: a code of the authenticator app or a recovery code.
 * Its own chunk, loaded only when a password asks for it. `onDone` after the session has begun; `onBack` for a
 * step that expired or was abandoned.
 */
export default function TwoFactorStep(
  { step, onDone, onBack }: { step: SecondStep; onDone: () => void; onBack: () => void },
) {
  const { code, setCode, refusal, error, busy, submit, empty } = useCodeForm(async (typed) => {
    await signInWithCode(step, typed);
    onDone();
  });
  // An expired step cannot be retried: back to the password, saying why.
  useEffect(() => {
    if (refusal instanceof ApiError && refusal.code === "twoFactorChallengeInvalid") {
      showMessage(failureText(refusal), { variant: "warning" });
      onBack();
    }
  }, [refusal]);

  return (
    <form
      className="flex flex-col gap-1"
      noValidate
      onSubmit={submit}
      aria-busy={busy}
      data-testid="two-factor-step"
    >
      <h2 className="font-semibold text-lg">{t("twoFactor.step.title")}</h2>
      <p className="text-sm opacity-80 mb-2">{t("twoFactor.step.text")}</p>
      <Field
        label={t("twoFactor.step.code")}
        name="code"
        value={code}
        onValue={setCode}
        error={error}
        icon="pin"
        autoComplete="one-time-code"
        autoFocus
        spellCheck={false}
        maxLength={40}
      />
      <SubmitButton
        busy={busy}
        disabled={empty}
        label={t("twoFactor.step.submit")}
        busyLabel={t("twoFactor.step.checking")}
        testId="two-factor-submit"
      />
      <button type="button" className="btn btn-ghost btn-sm mt-1" onClick={onBack}>
        {t("twoFactor.step.back")}
      </button>
    </form>
  );
}
