import { useSignals } from "@preact/signals-react/runtime";
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from "react";
import { PORTAL_ACCEPT_PAGE, PORTAL_LINK_PAGE, PORTAL_PAGE, portalPageTitle } from "../../domain/portal.ts";
import { language, t } from "../kit/i18n/core.ts";
import { releaseShell } from "../kit/prerendered.ts";
import { acceptInvitation, openLink } from "./api.ts";
import "./messages.ts";
import { portalToken, signedIn } from "./session.ts";
import { PortalFrame } from "./Frame.tsx";
import { SignIn } from "./SignIn.tsx";
import { Notice, reasonOf } from "./ui.tsx";

// The home loads after the sign-in, so the sign-in's page carries only what it needs.
const Home = lazy(() => import("./Home.tsx").then((m) => ({ default: m.Home })));

/** The practice's name as the server put it in the page (PRACTICE_NAME), or none. */
const practiceName = () =>
  document.querySelector<HTMLMetaElement>('meta[name="practice-name"]')?.content || undefined;

/** The name the portal shows: the practice's, else the portal's own title. */
const practice = () => practiceName() ?? t("portal.title");

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

  // The served sign-in (`#shell`) goes when the app shows: the sign-in itself took it over already, with what was
  // typed; anything else (a session kept here, an invitation) replaces it.
  useLayoutEffect(() => void releaseShell(), []);
  useEffect(() => {
    document.title = portalPageTitle(t("portal.title"), practiceName());
  }, [language.value]);
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
    <PortalFrame practice={practice()} logo={logo()}>
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
    </PortalFrame>
  );
}
