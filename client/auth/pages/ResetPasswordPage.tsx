import { type FormEvent, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { api, ApiError } from "../../lib/api.ts";
import { type ResetValues, validateReset } from "../validation.ts";
import { AuthFrame, type AuthVariant } from "./AuthFrame.tsx";
import { failureText } from "./failure.ts";
import { FormProblem, NewPasswordFields } from "./Field.tsx";
import { authPagePath } from "./paths.ts";
import { SubmitButton } from "./SubmitButton.tsx";
import { useForm } from "./useForm.ts";

/**
 * `/pages/auth/reset-password?token=…`: the page a reset mail links to. A new password, typed twice, with the
 * server's rules; then the way to sign in with it. A used or expired link says so and offers a new one.
 */
export function ResetPasswordPage({ variant }: { variant: AuthVariant }) {
  const [params, setParams] = useSearchParams();
  // The link's secret is kept for this visit only, out of the address bar and the browser's history.
  const [token] = useState(() => params.get("token") ?? "");
  useEffect(() => {
    if (params.has("token")) setParams({}, { replace: true });
  }, [params, setParams]);
  const form = useForm<ResetValues>({ password: "", passwordConfirm: "" }, validateReset);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.valid || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api<{ email: string }>("/api/account/reset-password", {
        body: { token, password: form.values.password },
        anonymous: true,
      });
      setDoneFor(answer.email);
    } catch (err) {
      if (err instanceof ApiError && err.fields.password) {
        form.setServerErrors({ password: err.fields.password });
      } else setProblem(err instanceof ApiError && err.fields.token ? err.fields.token : failureText(err));
    } finally {
      setBusy(false);
    }
  };

  const askAgain = (
    <Link to={authPagePath("forgot-password", variant)} className="link link-primary" data-testid="ask-again">
      {t("accountFlows.reset.askAgain")}
    </Link>
  );

  return (
    <AuthFrame title={t("accountFlows.reset.title")} testId="reset-password-page" variant={variant}>
      {doneFor
        ? (
          <div className="flex flex-col gap-4" data-testid="reset-done">
            <div role="status" className="alert alert-success alert-soft">
              <Icon name="check_circle" />
              <span>{t("accountFlows.reset.done", { email: doneFor })}</span>
            </div>
            <Link to={authPagePath("login", variant)} className="btn btn-primary" data-testid="reset-sign-in">
              {t("auth.signIn")}
            </Link>
          </div>
        )
        : !token
        ? <FormProblem testId="reset-no-token">{t("accountFlows.reset.noToken")} {askAgain}</FormProblem>
        : (
          <form className="flex flex-col gap-1" noValidate onSubmit={submit} aria-busy={busy}>
            <p className="opacity-80 mb-2">{t("accountFlows.reset.text")}</p>
            <NewPasswordFields
              password={form.field("password")}
              confirm={form.field("passwordConfirm")}
              passwordLabel={t("accountFlows.reset.newPassword")}
            />
            {problem && <FormProblem testId="reset-problem">{problem} {askAgain}</FormProblem>}
            <SubmitButton
              busy={busy}
              disabled={!form.valid}
              label={t("accountFlows.reset.submit")}
              busyLabel={t("accountFlows.reset.saving")}
              testId="reset-submit"
            />
          </form>
        )}
    </AuthFrame>
  );
}
