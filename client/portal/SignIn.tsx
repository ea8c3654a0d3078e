import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useEffect, useState } from "react";
import { CODE_MINUTES, LINK_POLL_MS } from "../../domain/portal.ts";
import { t } from "../kit/i18n/core.ts";
import { useShellTakeOver } from "../kit/prerendered.ts";
import { askCode, pollLink, secondStep, verifyCode } from "./api.ts";
import { ApiError } from "../lib/api.ts";
import { CodeField, Notice, reasonOf } from "./ui.tsx";
import { challenge, signedIn } from "./session.ts";

/**
 * Signing in by a code: the address first, then the six digits mailed to it; or the mail's link, opened on any
 * device: this page asks every LINK_POLL_MS whether it was, for the code's minutes, and is signed in if so.
 */
export function SignIn({ practice }: { practice: string }) {
  useSignals();
  const [email, setEmail] = useState("");
  // The served form's address carries over, and the cursor with it.
  useShellTakeOver((typed) => setEmail(typed.email ?? ""));
  const [code, setCode] = useState("");
  // The poll's secret of the code asked for (null: none asked).
  const [asked, setAsked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = (work: () => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  const ask = run(async () => setAsked((await askCode(email)).poll));

  useEffect(() => {
    if (!asked) return;
    const until = Date.now() + CODE_MINUTES * 60_000;
    let stopped = false;
    const timer = setInterval(async () => {
      if (Date.now() > until) return clearInterval(timer);
      try {
        const answer = await pollLink(email, asked);
        if (!stopped && !("pending" in answer)) {
          clearInterval(timer);
          signedIn(answer);
        }
      } catch (error) {
        // Refused (used, late, replaced): the link will not sign in here; the code may still. Unreached: ask again.
        if (error instanceof ApiError && error.status !== 0) clearInterval(timer);
      }
    }, LINK_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [asked, email]);
  const verify = run(async () => {
    signedIn(await verifyCode(email, code));
    // The code used kills the link: no more polls (the second step may follow here).
    setAsked(null);
  });
  const [appCode, setAppCode] = useState("");
  const answer = run(async () => signedIn(await secondStep(challenge.value!, appCode)));

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="portal-sign-in">
      <div className="card-body p-4 gap-3">
        <h1 className="text-2xl font-bold">{t("portal.signInTitle", { practice })}</h1>
        {problem && <Notice tone="error">{problem}</Notice>}
        {challenge.value
          ? (
            <form className="flex flex-col gap-3" onSubmit={answer} data-testid="portal-second-step">
              <p>{t("portal.secondStep")}</p>
              <CodeField
                label={t("portal.appCode")}
                value={appCode}
                onChange={setAppCode}
                testId="portal-app-code"
              />
              <button type="submit" className="btn btn-primary w-full" disabled={busy}>
                {t("portal.verify")}
              </button>
            </form>
          )
          : !asked
          ? (
            <form className="flex flex-col gap-3" onSubmit={ask}>
              <p>{t("portal.signInIntro")}</p>
              <label className="flex flex-col gap-1">
                <span>{t("portal.email")}</span>
                <input
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  className="input w-full"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  data-testid="portal-email"
                />
              </label>
              {/* Waits for an address: the served form (before the script) cannot send one by itself. */}
              <button type="submit" className="btn btn-primary w-full" disabled={busy || !email.trim()}>
                {t("portal.sendCode")}
              </button>
            </form>
          )
          : (
            <form className="flex flex-col gap-3" onSubmit={verify}>
              <Notice tone="info">{t("portal.codeSent", { email })}</Notice>
              <p>{t("portal.orLink")}</p>
              <CodeField label={t("portal.code")} value={code} onChange={setCode} testId="portal-code" />
              <button type="submit" className="btn btn-primary w-full" disabled={busy}>
                {t("portal.verify")}
              </button>
              <button type="button" className="btn btn-ghost w-full" onClick={() => setAsked(null)}>
                {t("portal.otherEmail")}
              </button>
            </form>
          )}
      </div>
    </section>
  );
}
