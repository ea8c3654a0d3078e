import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { useSubmit } from "../../lib/submit.ts";
import { type DemoRegisterErrors, registerDemoUser } from "../../session/session.ts";
import { type RegisterValues, validateRegister } from "../validation.ts";
import { AuthFrame, type AuthVariant } from "./AuthFrame.tsx";
import { authPagePath } from "./paths.ts";
import { failureText } from "./failure.ts";
import { Field, NewPasswordFields } from "./Field.tsx";
import { useForm } from "./useForm.ts";
import { useShellTakeOver } from "../../kit/prerendered.ts";
import { SubmitButton } from "./SubmitButton.tsx";

type Provider = "jwt" | "firebase" | "auth0";
const PROVIDERS: Provider[] = ["jwt", "firebase", "auth0"];
const PROVIDER_ICON: Record<Provider, string> = {
  jwt: "key",
  firebase: "local_fire_department",
  auth0: "shield",
};

const EMPTY: RegisterValues = { displayName: "", email: "", password: "", passwordConfirm: "" };

/**
 * One tab's form. JWT registers with the mock layer and starts a demo-only session; Firebase and Auth0 are not
 * configured in Ledgerdesk, so their forms validate but say so instead of submitting (spec section 8).
 */
function RegisterForm({ provider, onRegistered }: { provider: Provider; onRegistered?: () => void }) {
  /** The mock layer's answer to a registration it turned down: its message per field. */
  const [turnedDown, setTurnedDown] = useState<DemoRegisterErrors | null>(null);
  const registering = useSubmit(registerDemoUser, {
    done: (errors) => errors ? setTurnedDown(errors) : onRegistered?.(),
  });
  const said = (name: keyof DemoRegisterErrors) =>
    turnedDown?.[name] ?? registering.fields[name] ?? undefined;
  const form = useForm<RegisterValues>(EMPTY, validateRegister, {
    errors: { displayName: said("displayName"), email: said("email"), password: said("password") },
    clear: () => {
      setTurnedDown(null);
      registering.clear();
    },
  });
  useShellTakeOver(form.fill);
  const general = registering.error && Object.keys(registering.fields).length === 0
    ? failureText(registering.error)
    : null;
  const configured = provider === "jwt";
  const notConfigured = provider === "firebase"
    ? t("auth.firebaseNotConfigured")
    : t("auth.auth0NotConfigured");

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.valid) return;
    if (!configured) showMessage(notConfigured, { variant: "warning" });
    else void registering.submit(form.values);
  };

  return (
    <form
      className="flex flex-col gap-1"
      noValidate
      onSubmit={submit}
      aria-busy={registering.busy}
      data-provider={provider}
    >
      {configured
        ? <p className="text-sm opacity-70 mb-2">{t("auth.jwtTabNote")}</p>
        : (
          <div role="alert" className="alert alert-warning alert-soft mb-2" data-testid="not-configured">
            <Icon name="warning" />
            <div>
              <div className="font-semibold">{notConfigured}</div>
              <div className="text-sm">{t("auth.notConfiguredText")}</div>
            </div>
          </div>
        )}
      {general && <div role="alert" className="alert alert-error alert-soft mb-2">{general}</div>}
      <Field label={t("auth.displayName")} autoComplete="name" icon="person" {...form.field("displayName")} />
      <Field label={t("auth.email")} type="email" autoComplete="email" icon="mail" {...form.field("email")} />
      <NewPasswordFields
        password={form.field("password")}
        confirm={form.field("passwordConfirm")}
        passwordLabel={t("auth.password")}
      />
      <SubmitButton
        busy={registering.busy}
        disabled={!form.valid}
        label={t("auth.registerButton")}
        busyLabel={t("auth.registering")}
        testId="register-submit"
      />
    </form>
  );
}

/**
 * `/register`: the JWT, Firebase and Auth0 tabs, with links to sign-in and the dashboard. On the template's
 * `/pages/auth/register` (`variant` set) the same registration, then `onRegistered`.
 */
export function RegisterPage(
  { variant, onRegistered }: { variant?: AuthVariant; onRegistered?: () => void },
) {
  useSignals();
  const [provider, setProvider] = useState<Provider>("jwt");
  return (
    <AuthFrame title={t("auth.registerTitle")} testId="register-page" variant={variant}>
      <div role="tablist" className="tabs tabs-border" aria-label={t("auth.registerTitle")}>
        {PROVIDERS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={provider === p}
            className={`tab gap-2 ${provider === p ? "tab-active" : ""}`}
            data-testid={`tab-${p}`}
            onClick={() => setProvider(p)}
          >
            <Icon name={PROVIDER_ICON[p]} size={18} />
            {t(`auth.tabs.${p}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <RegisterForm key={provider} provider={provider} onRegistered={onRegistered} />
      </div>
      <div className="text-center text-sm flex flex-col gap-1">
        <p>
          {t("auth.haveAccount")}{" "}
          <Link
            to={variant ? authPagePath("login", variant) : "/login"}
            className="link link-primary"
            data-testid="login-link"
          >
            {t("auth.loginLink")}
          </Link>
        </p>
        <Link to="/apps/dashboard" className="link link-primary">{t("auth.backToDashboard")}</Link>
      </div>
    </AuthFrame>
  );
}
