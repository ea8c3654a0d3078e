import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import "../client/auth/pages/messages.ts";
import { language, loadLanguage } from "../client/kit/i18n/index.ts";
import { LoginPage } from "../client/auth/pages/LoginPage.tsx";
import { RegisterPage } from "../client/auth/pages/RegisterPage.tsx";
import {
  inLanguage,
  PAGE_LANGUAGES,
  PORTAL_SIGN_IN,
  PRACTICE_LOGO_AROUND,
  PRACTICE_LOGO_MARK,
  PRACTICE_NAME_AROUND,
  PRERENDERED,
} from "../domain/prerendered.ts";
import { t } from "../client/kit/i18n/core.ts";
import { PortalFrame } from "../client/portal/Frame.tsx";
import "../client/portal/messages.ts";
import { SignIn } from "../client/portal/SignIn.tsx";

const PAGES: Record<string, () => React.ReactElement> = {
  "/login": () => <LoginPage />,
  "/register": () => <RegisterPage />,
};

/** A prerendered page's markup and the language and direction of the page it stands in. */
export type Prerendered = { markup: string; lang: string; dir: "ltr" | "rtl" };

/**
 * The markup of each prerendered page (client/kit/prerendered.ts) in each language, from the app's own components:
 * what the browser paints before the scripts arrive. Keyed by the file it is served as (domain/prerendered.ts).
 */
export async function prerenderedPages(): Promise<Map<string, Prerendered>> {
  const out = new Map<string, Prerendered>();
  for (const { id, dir } of PAGE_LANGUAGES) {
    await loadLanguage(id);
    language.value = id;
    for (const [path, file] of Object.entries(PRERENDERED)) {
      const page = PAGES[path];
      if (!page) throw new Error(`build/prerender.tsx: no component for ${path}`);
      const markup = renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{page()}</MemoryRouter>);
      out.set(inLanguage(file, id), { markup, lang: id, dir });
    }
  }
  language.value = "en";
  return out;
}

/** Drawn where the practice's name goes, then put between its comments (domain/prerendered.ts). */
const NAME_MARK = "%practice-name%";
/** The logo's image, and the preload React draws for it. */
const LOGO = new RegExp(`<(img|link) [^>]*="${PRACTICE_LOGO_MARK}"[^>]*>`, "g");

const text = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The client portal's sign-in in each language, as its app draws it to someone not signed in, with the practice's
 * name and logo left for the server to fill in: the name shows the portal's own title until it does.
 */
export async function prerenderedPortal(): Promise<Map<string, Prerendered & { title: string }>> {
  const out = new Map<string, Prerendered & { title: string }>();
  for (const { id, dir } of PAGE_LANGUAGES) {
    await loadLanguage(id);
    language.value = id;
    const drawn = renderToStaticMarkup(
      <PortalFrame practice={NAME_MARK} logo={PRACTICE_LOGO_MARK}>
        <SignIn practice={NAME_MARK} />
      </PortalFrame>,
    );
    if (!drawn.match(LOGO)?.some((tag) => tag.startsWith("<img")) || !drawn.includes(NAME_MARK)) {
      throw new Error("build/prerender.tsx: the portal's frame no longer draws the practice's logo and name");
    }
    const markup = drawn
      .replace(LOGO, (img) => `${PRACTICE_LOGO_AROUND[0]}${img}${PRACTICE_LOGO_AROUND[1]}`)
      .replaceAll(
        NAME_MARK,
        `${PRACTICE_NAME_AROUND[0]}${text(t("portal.title"))}${PRACTICE_NAME_AROUND[1]}`,
      );
    // The page's title in its language; the server puts the practice's name before it (domain/portal.ts).
    out.set(inLanguage(PORTAL_SIGN_IN, id), { markup, lang: id, dir, title: text(t("portal.title")) });
  }
  language.value = "en";
  return out;
}
