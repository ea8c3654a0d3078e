import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { showMessage } from "../../kit/messages/store.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { PageHeading } from "../../kit/ui/PageHeading.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useSubmit } from "../../lib/submit.ts";
import { failureText } from "../pages/failure.ts";
import { Field } from "../pages/Field.tsx";
import { type Enrolment, useConfirm, useDisable, useStartEnrolment, useTwoFactorStatus } from "./api.ts";
import { useCodeForm } from "./useCodeForm.ts";
import "./messages.ts";

/** A code field and its button: sends the code, shows the server's reason under the field when it is refused. */
function CodeForm(
  { label, busyLabel, testId, send, danger = false }: {
    label: string;
    busyLabel: string;
    testId: string;
    send: (code: string) => Promise<unknown>;
    danger?: boolean;
  },
) {
  const { code, setCode, error, busy, submit, empty } = useCodeForm(send);
  return (
    <form className="flex flex-wrap items-start gap-3" noValidate onSubmit={submit} data-testid={testId}>
      <div className="w-56">
        <Field
          label={t("twoFactor.step.code")}
          name={`${testId}-code`}
          value={code}
          onValue={setCode}
          error={error}
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={40}
        />
      </div>
      <button
        type="submit"
        className={`btn ${danger ? "btn-error btn-outline" : "btn-primary"} mt-7`}
        disabled={busy || empty}
        data-testid={`${testId}-submit`}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {busy ? busyLabel : label}
      </button>
    </form>
  );
}

/** The recovery codes, shown once after turning it on, until the user says they are kept. */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="flex flex-col gap-3" data-testid="recovery-codes">
      <h2 className="font-semibold text-lg">{t("twoFactor.page.codesTitle")}</h2>
      <p className="text-sm opacity-80 max-w-prose">{t("twoFactor.page.codesText")}</p>
      <ul className="grid grid-cols-2 gap-2 max-w-sm font-mono" dir="ltr">
        {codes.map((code) => <li key={code} className="badge badge-ghost badge-lg">{code}</li>)}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={async () => {
            await navigator.clipboard?.writeText(codes.join("\n"));
            setCopied(true);
          }}
        >
          <Icon name={copied ? "check" : "content_copy"} size={18} />
          {copied ? t("twoFactor.page.copied") : t("twoFactor.page.copy")}
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onSaved} data-testid="codes-saved">
          {t("twoFactor.page.saved")}
        </button>
      </div>
    </section>
  );
}

/**
 * `/account/two-factor`: the signed-in employee's two-factor sign-in. Off: set it up (the server's QR code and
 * key, then a first code), after which the recovery codes are shown this once. On: how many recovery codes are
 * left, and turning it off with a current code (unless the practice requires it of the role).
 */
export function TwoFactorPage() {
  useSignals();
  const status = useTwoFactorStatus();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const starting = useSubmit(useStartEnrolment().send, { done: setEnrolment });
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useConfirm((answer) => {
    setEnrolment(null);
    setCodes(answer.recoveryCodes);
    showMessage(t("twoFactor.page.turnedOn"), { variant: "success" });
  });
  const disable = useDisable(() => showMessage(t("twoFactor.page.turnedOff"), { variant: "success" }));

  return (
    <div className="p-4 md:p-6 flex flex-col gap-4 max-w-3xl" data-testid="two-factor-page">
      <PageHeading icon="phonelink_lock" title={t("twoFactor.page.title")} text={t("twoFactor.page.intro")} />
      <QueryState query={status} failure={t("twoFactor.page.loadFailed")}>
        {(current) => (
          <section className="card bg-base-100 border border-base-300">
            <div className="card-body p-4 md:p-6 gap-4">
              <div
                role="status"
                className={`alert alert-soft ${
                  current.enabled ? "alert-success" : current.required ? "alert-warning" : "alert-info"
                }`}
                data-testid="two-factor-status"
              >
                <Icon name={current.enabled ? "verified_user" : "gpp_maybe"} />
                <span>
                  {current.enabled
                    ? `${t("twoFactor.page.on")} ${current.required ? t("twoFactor.page.required") : ""}`
                    : current.required
                    ? t("twoFactor.page.requiredOff")
                    : t("twoFactor.page.off")}
                </span>
              </div>
              {codes && <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />}
              {!codes && current.enabled && (
                <>
                  <p data-testid="codes-left">
                    {t("twoFactor.page.codesLeft", { count: current.recoveryCodesLeft })}
                  </p>
                  {!current.required && (
                    <section className="flex flex-col gap-2">
                      <h2 className="font-semibold text-lg">{t("twoFactor.page.disableTitle")}</h2>
                      <p className="text-sm opacity-80">{t("twoFactor.page.disableText")}</p>
                      <CodeForm
                        label={t("twoFactor.page.disable")}
                        busyLabel={t("twoFactor.page.disabling")}
                        testId="two-factor-disable"
                        send={disable.send}
                        danger
                      />
                    </section>
                  )}
                </>
              )}
              {!current.enabled && !enrolment && (
                <button
                  type="button"
                  className="btn btn-primary self-start"
                  onClick={() => void starting.submit(undefined)}
                  disabled={starting.busy}
                  data-testid="two-factor-start"
                >
                  {starting.busy && (
                    <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                  )}
                  {starting.busy ? t("twoFactor.page.starting") : t("twoFactor.page.start")}
                </button>
              )}
              {starting.error && (
                <p role="alert" className="text-error text-sm" data-testid="two-factor-start-failed">
                  {failureText(starting.error)}
                </p>
              )}
              {!current.enabled && enrolment && (
                <section className="flex flex-col gap-3" data-testid="two-factor-enrolment">
                  <p>{t("twoFactor.page.scan")}</p>
                  {/* The server's SVG as an image: shown, never run as markup of this page. */}
                  <img
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
                    alt={t("twoFactor.page.qrAlt")}
                    className="w-48 h-48 bg-white p-2 rounded-box border border-base-300"
                    data-testid="two-factor-qr"
                  />
                  <p className="text-sm">
                    {t("twoFactor.page.key")}:{" "}
                    <code className="font-mono break-all" dir="ltr" data-testid="two-factor-key">
                      {enrolment.secret.replace(/(.{4})/g, "$1 ").trim()}
                    </code>
                  </p>
                  <p>{t("twoFactor.page.confirmText")}</p>
                  <CodeForm
                    label={t("twoFactor.page.confirm")}
                    busyLabel={t("twoFactor.page.confirming")}
                    testId="two-factor-confirm"
                    send={confirm.send}
                  />
                </section>
              )}
            </div>
          </section>
        )}
      </QueryState>
    </div>
  );
}
