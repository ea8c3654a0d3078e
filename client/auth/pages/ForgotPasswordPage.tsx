import { type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { useSubmit } from "../../lib/submit.ts";
import { askResetLink } from "../api.ts";
import { type ForgotValues, validateForgot } from "../validation.ts";
import { AuthFrame, type AuthVariant } from "./AuthFrame.tsx";
import { failureText } from "./failure.ts";
import { EmailField, FormProblem } from "./Field.tsx";
import { authPagePath } from "./paths.ts";
import { SubmitButton } from "./SubmitButton.tsx";
import { useForm } from "./useForm.ts";

/**
 * `/pages/auth/forgot-password`: asks for a reset link by mail, then explains the next step (mail-confirm). The
 * server answers the same whether or not the address has an account, and so does this page.
 */
export function ForgotPasswordPage({ variant }: { variant: AuthVariant }) {
  // The address typed on the sign-in form, when the visitor came from there: not to be typed twice.
  const handed = (useLocation().state as { email?: unknown } | null)?.email;
  const navigate = useNavigate();
  const asking = useSubmit(askResetLink, {
    done: (answer, address) => {
      const query = new URLSearchParams({ email: address, minutes: String(answer.minutes) });
      navigate(`${authPagePath("mail-confirm", variant)}?${query}`);
    },
  });
  // The server's word on the address goes under its field; any other refusal above the button.
  const form = useForm<ForgotValues>({ email: typeof handed === "string" ? handed : "" }, validateForgot, {
    errors: { email: asking.fields.email },
    clear: asking.clear,
  });
  const problem = asking.error && !asking.fields.email ? failureText(asking.error) : null;
  const email = form.field("email");

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.valid) void asking.submit(form.values.email.trim());
  };

  return (
    <AuthFrame title={t("accountFlows.forgot.title")} testId="forgot-password-page" variant={variant}>
      <p className="opacity-80">{t("accountFlows.forgot.text")}</p>
      <form className="flex flex-col gap-1" noValidate onSubmit={submit} aria-busy={asking.busy}>
        <EmailField {...email} />
        {problem && <FormProblem testId="forgot-problem">{problem}</FormProblem>}
        <SubmitButton
          busy={asking.busy}
          disabled={!form.valid}
          label={t("accountFlows.forgot.send")}
          busyLabel={t("accountFlows.forgot.sending")}
          testId="forgot-submit"
        />
      </form>
      <p className="text-center text-sm">
        <Link to={authPagePath("login", variant)} className="link link-primary" data-testid="back-to-sign-in">
          {t("accountFlows.forgot.backToSignIn")}
        </Link>
      </p>
    </AuthFrame>
  );
}
