import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { googleSignInOn } from "../../kit/page-meta.ts";
import { useSubmit } from "../../lib/submit.ts";
import { type SecondStep, signInWithPassword } from "../../session/session.ts";
import { GOOGLE_SIGN_IN, googleSignInRefusal } from "../api.ts";
import { type LoginValues, validateLogin } from "../validation.ts";
import { AuthFrame, type AuthVariant } from "./AuthFrame.tsx";
import { authPagePath } from "./paths.ts";
import { failureText } from "./failure.ts";
import { EmailField, PasswordField } from "./Field.tsx";
import { useForm } from "./useForm.ts";
import { useShellTakeOver } from "../../kit/prerendered.ts";
import { SubmitButton } from "./SubmitButton.tsx";

/** The seeded sign-ins of a development server (README, ARCHITECTURE.md). */
const LOCAL_SIGN_INS = [
  { role: "admin", email: "admin@ledgerdesk.test", password: "ledgerdesk-admin" },
  { role: "staff", email: "staff@ledgerdesk.test", password: "ledgerdesk-staff" },
  { role: "clerk", email: "clerk@ledgerdesk.test", password: "ledgerdesk-clerk" },
] as const;

/** A server on this machine is a development one; a deployed practice never seeds these users. (Prerendered: no.) */
function isLocalServer(): boolean {
  const host = globalThis.location?.hostname ?? "";
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host.endsWith(".localhost");
}

function LocalSignIns({ onUse }: { onUse: (email: string, password: string) => void }) {
  return (
    <div className="rounded-box border border-base-300 p-3" data-testid="local-sign-ins">
      <div className="text-xs font-semibold uppercase opacity-70 mb-1">{t("auth.localSignIns")}</div>
      <div className="overflow-x-auto">
        <table className="table table-xs">
          <thead>
            <tr>
              <th>{t("auth.role")}</th>
              <th>{t("auth.email")}</th>
              <th>{t("auth.password")}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {LOCAL_SIGN_INS.map((s) => (
              <tr key={s.email}>
                <td>{t(`auth.roles.${s.role}`)}</td>
                <td className="font-mono">{s.email}</td>
                <td className="font-mono">{s.password}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    onClick={() => onUse(s.email, s.password)}
                  >
                    {t("auth.use")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The second step's own chunk: most sign-ins never need it, and the sign-in page stays small. */
const TwoFactorStep = lazy(() => import("../two-factor/TwoFactorStep.tsx"));

/**
 * `/login`: email and password (spec section 5), Google sign-in, and the ways to registration and to a forgotten
 * password. On the template's `/pages/auth/login` (`variant` set) the same sign-in, then `onSignedIn`.
 */
export function LoginPage({ variant, onSignedIn }: { variant?: AuthVariant; onSignedIn?: () => void }) {
  useSignals();
  const [showPassword, setShowPassword] = useState(false);
  const [googleMessage, setGoogleMessage] = useState("");
  const [step, setStep] = useState<SecondStep | null>(null);
  // On success the session changes and the guard leaves this guest-only page for the page first asked for. Spec
  // section 8: a refusal is also said in a browser alert, before the form shows it.
  const signingIn = useSubmit(
    (values: LoginValues) =>
      signInWithPassword(values.email, values.password).catch((err) => {
        globalThis.alert(failureText(err));
        throw err;
      }),
    { done: (next) => next ? setStep(next) : onSignedIn?.() },
  );
  const refusal = signingIn.error ? failureText(signingIn.error) : undefined;
  // The server's message under the email field.
  const form = useForm<LoginValues>({ email: "", password: "" }, validateLogin, {
    errors: { email: signingIn.fields.email ?? refusal, password: signingIn.fields.password },
    clear: signingIn.clear,
  });
  // Ask first, so a server without Google credentials explains itself here rather than as raw JSON.
  const google = useSubmit(googleSignInRefusal, {
    done: (why) => why ? setGoogleMessage(why) : location.assign(GOOGLE_SIGN_IN),
  });
  const email = form.field("email");
  const password = form.field("password");
  useShellTakeOver(form.fill);
  const busy = signingIn.busy;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.valid) void signingIn.submit(form.values);
  };

  if (step) {
    return (
      <AuthFrame title={t("auth.signInTitle")} testId="login-page" variant={variant}>
        <Suspense fallback={<span className="loading loading-spinner mx-auto" />}>
          <TwoFactorStep step={step} onDone={() => onSignedIn?.()} onBack={() => setStep(null)} />
        </Suspense>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t("auth.signInTitle")} testId="login-page" variant={variant}>
      <form className="flex flex-col gap-1" noValidate onSubmit={submit} aria-busy={busy}>
        <EmailField {...email} />
        <PasswordField
          label={t("auth.password")}
          autoComplete="current-password"
          shown={showPassword}
          onToggle={() => setShowPassword(!showPassword)}
          showLabel={t("auth.showPassword")}
          hideLabel={t("auth.hidePassword")}
          {...password}
        />
        <Link
          to={authPagePath("forgot-password", variant)}
          state={{ email: form.values.email.trim() }}
          className="link link-primary text-sm self-end -mt-2 mb-1"
          data-testid="forgot-password-link"
        >
          {t("accountFlows.forgot.link")}
        </Link>
        <SubmitButton
          busy={busy}
          disabled={!form.valid}
          label={t("auth.signIn")}
          busyLabel={t("auth.signingIn")}
          testId="login-submit"
        />
        {busy && <progress className="progress progress-primary w-full" aria-label={t("auth.signingIn")} />}
      </form>
      {googleSignInOn() && (
        <>
          <div className="divider my-0 text-xs opacity-70">{t("auth.or")}</div>
          <a
            href={GOOGLE_SIGN_IN}
            className="btn btn-outline w-full"
            data-testid="google-sign-in"
            onClick={(e) => {
              e.preventDefault();
              void google.submit(undefined);
            }}
          >
            <Icon name="account_circle" size={20} />
            {t("auth.signInWithGoogle")}
          </a>
          {googleMessage && (
            <div
              role="alert"
              className="alert alert-warning alert-soft text-sm"
              data-testid="google-not-enabled"
            >
              {googleMessage}
            </div>
          )}
        </>
      )}
      {isLocalServer() && (
        <LocalSignIns
          onUse={(address, secret) => {
            email.onValue(address);
            password.onValue(secret);
          }}
        />
      )}
      {
        // The practice's own sign-in offers no registration: staff are added by an administrator. The template's
        // sign-in pages show the way to its registration page.
        variant && (
          <p className="text-center text-sm">
            {t("auth.noAccount")}{" "}
            <Link
              to={authPagePath("register", variant)}
              className="link link-primary"
              data-testid="register-link"
            >
              {t("auth.registerLink")}
            </Link>
          </p>
        )
      }
    </AuthFrame>
  );
}
