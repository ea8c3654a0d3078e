import { useSignals } from "@preact/signals-react/runtime";
import { lazy, Suspense, useEffect, useState } from "react";
import { PORTAL_ACCEPT_PAGE, PORTAL_LINK_PAGE, PORTAL_PAGE } from "../../domain/portal.ts";
import { preferredLanguage, setLanguage, t } from "../kit/i18n/core.ts";
import { acceptInvitation, openLink } from "./api.ts";
import { LanguageSwitch } from "../kit/ui/LanguageSwitch.tsx";
import "./messages.ts";
import { portalToken, signedIn } from "./session.ts";
import { SignIn } from "./SignIn.tsx";
import { Notice, reasonOf } from "./ui.tsx";

// The home loads after the sign-in, so the sign-in's page carries only what it needs.
const Home = lazy(() => import("./Home.tsx").then((m) => ({ default: m.Home })));

/** The practice's name as the server put it in the page (PRACTICE_NAME). */
const practice = () =>
  document.querySelector<HTMLMetaElement>('meta[name="practice-name"]')?.content || t("portal.title");

/** The practice's logo's address as the server put it in the page (PRACTICE_LOGO), or none. */
const logo = () => document.querySelector<HTMLMetaElement>('meta[name="practice-logo"]')?.content || null;

/**
 * The client portal (`/portal`): phone first, in the browser's language until the person picks another. An
 * invitation's link (`/portal/accept?token=…`) signs in and leaves the address bar; a code's link
 * (`/portal/link?token=…`) signs in the device that asked, not this one, and says so; signed in, the home; else
 * the sign-in by a mailed code.
 */
export function PortalApp() {
  useSignals();
  const [invitation] = useState(() =>
    location.pathname === PORTAL_ACCEPT_PAGE ? new URLSearchParams(location.search).get("token") ?? "" : null
  );
  const [link] = useState(() =>
    location.pathname === PORTAL_LINK_PAGE ? new URLSearchParams(location.search).get("token") ?? "" : null
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(invitation !== null);
  // A code's link opened here: "linking" while it is, "linked" once the device that asked is signed in.
  const [linking, setLinking] = useState<"linking" | "linked" | null>(link === null ? null : "linking");

  useEffect(() => void setLanguage(preferredLanguage()), []);
  useEffect(() => {
    if (invitation === null) return;
    // The invitation's secret leaves the address bar and the history at once.
    history.replaceState(null, "", PORTAL_PAGE);
    acceptInvitation(invitation).then(signedIn, (error) => {
      setProblem(reasonOf(error));
    }).finally(() => setAccepting(false));
  }, [invitation]);
  useEffect(() => {
    if (link === null) return;
    history.replaceState(null, "", PORTAL_PAGE);
    openLink(link).then(() => setLinking("linked"), (error) => {
      setProblem(reasonOf(error));
      setLinking(null);
    });
  }, [link]);

  return (
    <main className="min-h-dvh bg-base-200 px-3 py-4 sm:py-8" data-testid="portal">
      <div className="mx-auto w-full max-w-xl flex flex-col gap-4">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex items-center gap-2 min-w-0">
            {/* Beside the name, which says the same: an empty text alternative. */}
            {logo() && (
              <img
                src={logo()!}
                alt=""
                className="h-10 w-auto max-w-32 object-contain"
                data-testid="portal-logo"
              />
            )}
            <span className="font-bold text-lg">{practice()}</span>
          </span>
          <LanguageSwitch label={t("portal.language")} />
        </header>
        {problem && <Notice tone="error">{problem}</Notice>}
        {linking
          ? (
            <Notice tone="info">
              <span data-testid={`portal-${linking}`}>{t(`portal.${linking}`)}</span>
            </Notice>
          )
          : accepting
          ? <p role="status">{t("portal.accepting")}</p>
          : portalToken.value
          ? (
            <Suspense fallback={<p role="status">{t("portal.loading")}</p>}>
              <Home />
            </Suspense>
          )
          : <SignIn practice={practice()} />}
      </div>
    </main>
  );
}
