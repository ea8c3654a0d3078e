import { type FormEvent, useEffect, useState } from "react";
import type { PortalEnrolment } from "../../domain/portal.ts";
import { t } from "../kit/i18n/core.ts";
import { changeTwoFactor, fetchTwoFactor, startTwoFactor } from "./api.ts";
import { CodeField, Notice, reasonOf } from "./ui.tsx";

/**
 * The person's authenticator app as a second factor (their setting): off, "Set up" shows a key (QR code and text)
 * to add to the app and asks for its first code, which turns it on; on, a current code turns it off. Once on,
 * every sign-in asks for a code of the app.
 */
export function Authenticator() {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [enrolment, setEnrolment] = useState<PortalEnrolment | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: "error" | "info"; text: string } | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetchTwoFactor(abort.signal).then((s) => setEnabled(s.enabled), (error) => {
      if (!abort.signal.aborted) setSaid({ tone: "error", text: reasonOf(error) });
    });
    return () => abort.abort();
  }, []);

  const act = (work: () => Promise<void>) => async (e?: FormEvent) => {
    e?.preventDefault();
    setBusy(true);
    setSaid(null);
    try {
      await work();
    } catch (error) {
      setSaid({ tone: "error", text: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const start = act(async () => setEnrolment(await startTwoFactor()));
  const change = act(async () => {
    const state = await changeTwoFactor(enabled ? "disable" : "confirm", code);
    setEnabled(state.enabled);
    setEnrolment(null);
    setCode("");
    setSaid({ tone: "info", text: t(state.enabled ? "portal.appTurnedOn" : "portal.appTurnedOff") });
  });

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="portal-authenticator">
      <div className="card-body p-4 gap-3">
        <h2 className="text-lg font-semibold">{t("portal.appTitle")}</h2>
        {said && <Notice tone={said.tone}>{said.text}</Notice>}
        {enabled === null
          ? null
          : <p data-testid="portal-app-state">{t(enabled ? "portal.appOn" : "portal.appOff")}</p>}
        {enabled === false && !enrolment && (
          <button
            type="button"
            className="btn btn-outline w-full"
            disabled={busy}
            onClick={() => start()}
          >
            {t("portal.appSetUp")}
          </button>
        )}
        {enrolment && (
          <>
            <p>{t("portal.appScan")}</p>
            {/* The server's SVG as an image: shown, never run as markup of this page. */}
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
              alt={t("portal.appQr")}
              className="w-48 h-48 bg-white p-2 rounded-box border border-base-300 self-center"
            />
            <p className="text-sm break-all">
              {t("portal.appKey")} <code dir="ltr" data-testid="portal-app-secret">{enrolment.secret}</code>
            </p>
          </>
        )}
        {(enabled || enrolment) && (
          <form className="flex flex-col gap-3" onSubmit={change}>
            <CodeField
              label={t("portal.appCode")}
              value={code}
              onChange={setCode}
              testId="portal-app-settings-code"
            />
            <button type="submit" className="btn btn-primary w-full" disabled={busy}>
              {t(enabled ? "portal.appTurnOff" : "portal.appTurnOn")}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
