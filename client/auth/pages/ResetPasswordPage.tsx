import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { resetPassword } from "../api.ts";
import { type ResetValues, validateReset } from "../validation.ts";
import { AuthFrame, type AuthVariant } from "./AuthFrame.tsx";
import { failureText } from "./failure.ts";
import { FormProblem, NewPasswordFields } from "./Field.tsx";
import { authPagePath } from "./paths.ts";
import { SubmitButton } from "./SubmitButton.tsx";
import { useForm } from "./useForm.ts";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

/**
 * `/pages/auth/reset-password?token=…`: the page a reset mail links to. A new password, typed twice, with the
 * server's rules; then the way to sign in with it. A used or expired link says so and offers a new one.
 */
export function ResetPasswordPage({ variant }: { variant: AuthVariant }) {
  const [params, setParams] = useAddressParams();
  // The link's secret is kept for this visit only, out of the address bar and the browser's history.
  const [token] = useState(() => params.get("token") ?? "");
  useEffect(() => {
    if (params.has("token")) setParams({}, { replace: true });
  }, [params, setParams]);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const saving = useSubmit((password: string) => resetPassword(token, password), {
    done: (answer) => setDoneFor(answer.email),
  });
  // The server's word on the password goes under it; a used or expired link (or anything else) above the button.
  const form = useForm<ResetValues>({ password: "", passwordConfirm: "" }, validateReset, {
    errors: { password: saving.fields.password },
    clear: saving.clear,
  });
  const problem = saving.error && !saving.fields.password
    ? saving.fields.token ?? failureText(saving.error)
    : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.valid) void saving.submit(form.values.password);
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
          <form className="flex flex-col gap-1" noValidate onSubmit={submit} aria-busy={saving.busy}>
            <p className="opacity-80 mb-2">{t("accountFlows.reset.text")}</p>
            <NewPasswordFields
              password={form.field("password")}
              confirm={form.field("passwordConfirm")}
              passwordLabel={t("accountFlows.reset.newPassword")}
            />
            {problem && <FormProblem testId="reset-problem">{problem} {askAgain}</FormProblem>}
            <SubmitButton
              busy={saving.busy}
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
