import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import { t } from "../kit/i18n/core.ts";
import { askCode, verifyCode } from "./api.ts";
import { Notice, reasonOf } from "./ui.tsx";
import { keepToken } from "./session.ts";

/** Signing in by a code: the address first, then the six digits mailed to it. */
export function SignIn({ practice }: { practice: string }) {
  useSignals();
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [asked, setAsked] = useState(false);
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
  const ask = run(async () => {
    await askCode(email);
    setAsked(true);
  });
  const verify = run(async () => keepToken((await verifyCode(email, code)).token));

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="portal-sign-in">
      <div className="card-body p-4 gap-3">
        <h1 className="text-2xl font-bold">{t("portal.signInTitle", { practice })}</h1>
        {problem && <Notice tone="error">{problem}</Notice>}
        {!asked
          ? (
            <form className="flex flex-col gap-3" onSubmit={ask}>
              <p>{t("portal.signInIntro")}</p>
              <label className="flex flex-col gap-1">
                <span>{t("portal.email")}</span>
                <input
                  type="email"
                  required
                  autoComplete="email"
                  className="input w-full"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  data-testid="portal-email"
                />
              </label>
              <button type="submit" className="btn btn-primary w-full" disabled={busy}>
                {t("portal.sendCode")}
              </button>
            </form>
          )
          : (
            <form className="flex flex-col gap-3" onSubmit={verify}>
              <Notice tone="info">{t("portal.codeSent", { email })}</Notice>
              <label className="flex flex-col gap-1">
                <span>{t("portal.code")}</span>
                <input
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  dir="ltr"
                  className="input w-full tracking-widest text-lg"
                  value={code}
                  onChange={(e) => setCode(e.target.value.trim())}
                  data-testid="portal-code"
                />
              </label>
              <button type="submit" className="btn btn-primary w-full" disabled={busy}>
                {t("portal.verify")}
              </button>
              <button type="button" className="btn btn-ghost w-full" onClick={() => setAsked(false)}>
                {t("portal.otherEmail")}
              </button>
            </form>
          )}
      </div>
    </section>
  );
}
