import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { returnPath } from "../../session/access.ts";
import { lockSession, logout, type SecondStep, unlock, unlockSession, user } from "../../session/session.ts";
import { UserAvatar } from "../../session/UserAvatar.tsx";
import { type UnlockValues, validateUnlock } from "../validation.ts";
import { AuthFrame, type AuthVariant } from "./AuthFrame.tsx";
import { failureText } from "./failure.ts";
import { PasswordField } from "./Field.tsx";
import { authPagePath } from "./paths.ts";
import { SubmitButton } from "./SubmitButton.tsx";
import { useForm } from "./useForm.ts";

/** The second step's own chunk, as on the sign-in page. */
const TwoFactorStep = lazy(() => import("../two-factor/TwoFactorStep.tsx"));

/**
 * `/pages/auth/lock`: the screen lock. Opening it locks the session (every other page then comes back here);
 * the signed-in user's password unlocks it and returns to the page they were on. Someone else signs out.
 */
export function LockPage({ variant }: { variant: AuthVariant }) {
  useSignals();
  const current = user.value;
  const navigate = useNavigate();
  const location = useLocation();
  const [shown, setShown] = useState(false);
  const [step, setStep] = useState<SecondStep | null>(null);
  const back = () => navigate(returnPath(location.state) ?? "/", { replace: true });
  const unlocking = useSubmit(unlockSession, { done: (next) => next ? setStep(next) : back() });
  const form = useForm<UnlockValues>({ password: "" }, validateUnlock, {
    errors: { password: unlocking.error ? failureText(unlocking.error) : undefined },
    clear: unlocking.clear,
  });

  useEffect(() => {
    lockSession();
  }, []);

  if (!current) {
    return (
      <AuthFrame title={t("accountFlows.lock.title")} testId="lock-page" variant={variant}>
        <p data-testid="lock-signed-out">{t("accountFlows.lock.notSignedIn")}</p>
        <Link to={authPagePath("login", variant)} className="btn btn-primary">{t("auth.signIn")}</Link>
      </AuthFrame>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.valid) void unlocking.submit(form.values.password);
  };

  return (
    <AuthFrame title={t("accountFlows.lock.title")} testId="lock-page" variant={variant}>
      <div className="flex items-center gap-3" data-testid="lock-user">
        <UserAvatar user={current} size="w-12" />
        <div className="min-w-0">
          <div className="font-semibold truncate">{current.data.displayName}</div>
          <div className="text-sm opacity-70 truncate">{current.data.email}</div>
        </div>
        <Icon name="lock" className="ms-auto text-warning" />
      </div>
      <p className="opacity-80">{t("accountFlows.lock.text")}</p>
      {step && (
        <Suspense fallback={<span className="loading loading-spinner mx-auto" />}>
          <TwoFactorStep
            step={step}
            onDone={() => {
              unlock();
              back();
            }}
            onBack={() => setStep(null)}
          />
        </Suspense>
      )}
      {!step && (
        <form className="flex flex-col gap-1" noValidate onSubmit={submit} aria-busy={unlocking.busy}>
          <PasswordField
            label={t("auth.password")}
            autoComplete="current-password"
            autoFocus
            shown={shown}
            onToggle={() => setShown(!shown)}
            showLabel={t("auth.showPassword")}
            hideLabel={t("auth.hidePassword")}
            {...form.field("password")}
          />
          <SubmitButton
            busy={unlocking.busy}
            disabled={!form.valid}
            label={t("accountFlows.lock.unlock")}
            busyLabel={t("accountFlows.lock.unlocking")}
            testId="unlock-submit"
          />
        </form>
      )}
      <p className="text-center text-sm">
        {t("accountFlows.lock.notYou")}{" "}
        <button
          type="button"
          className="link link-primary"
          data-testid="lock-sign-out"
          onClick={() => logout({ redirect: "/login" })}
        >
          {t("accountFlows.lock.signOut")}
        </button>
      </p>
    </AuthFrame>
  );
}
