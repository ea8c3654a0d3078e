import { isLanguage, type Language, LANGUAGE_IDS } from "./api/language.ts";
import { DEFAULT_SETTINGS, type ThemeName, THEMES } from "./settings.ts";

/**
 * The addresses served prerendered (client/kit/prerendered.ts), and the page each is served as: their form is in the
 * HTML itself, so it shows before any script runs. Shared by the build, the server and the client.
 */
export const PRERENDERED: Readonly<Record<string, string>> = {
  "/login": "/login.html",
  "/register": "/register.html",
};

/** Each prerendered page is built in every language, right to left in Arabic. */
export const PAGE_LANGUAGES: readonly { id: Language; dir: "ltr" | "rtl" }[] = LANGUAGE_IDS.map((id) => ({
  id,
  dir: id === "ar" ? "rtl" : "ltr",
}));

/** The file of a prerendered page in a language: `/login.html` in English, `/login.ar.html` in Arabic. */
export function inLanguage(file: string, language: Language): string {
  return language === "en" ? file : file.replace(/\.html$/, `.${language}.html`);
}

/**
 * Cookies the client keeps beside its own stored choices (client/kit/i18n, client/kit/settings.ts), so that the
 * server can serve a prerendered page in the language and theme the app will show it in: no flash at take-over.
 */
export const LANGUAGE_COOKIE = "ledgerdesk.language";
export const THEME_COOKIE = "ledgerdesk.theme";

function cookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The language a prerendered page is served in: the one the person chose (its cookie), else English, as the app
 * starts when nothing was chosen (client/kit/i18n/core.ts `initLanguage`; the browser's languages are not read
 * there, so a page served by Accept-Language would switch back to English when the app takes over).
 */
export function pageLanguage(cookies: string | null | undefined): Language {
  const chosen = cookie(cookies, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : "en";
}

/** The page's theme: the one chosen (its cookie), else the app's default, which the app sets at start. */
export function pageTheme(cookies: string | null | undefined): ThemeName {
  const chosen = cookie(cookies, THEME_COOKIE);
  return (THEMES as readonly string[]).includes(chosen ?? "")
    ? chosen as ThemeName
    : DEFAULT_SETTINGS.theme.main;
}

/**
 * The client portal's sign-in, served prerendered at `/portal` itself in the portal's language (`portalLanguage`);
 * its other addresses (an invitation's, a code link's) get its plain page, which shows no sign-in.
 */
export const PORTAL_SIGN_IN = "/portal-sign-in.html";

/**
 * Where the build leaves the practice's name and its logo's address in the portal's sign-in: the name between these
 * comments (holding the portal's own title in the page's language), the logo's image between the other two with
 * PRACTICE_LOGO_MARK as its address. The server puts PRACTICE_NAME and PRACTICE_LOGO in (server/static.ts).
 */
export const PRACTICE_NAME_AROUND = ["<!--practice-name-->", "<!--/practice-name-->"] as const;
export const PRACTICE_LOGO_AROUND = ["<!--practice-logo-->", "<!--/practice-logo-->"] as const;
export const PRACTICE_LOGO_MARK = "practice-logo.mark";

/**
 * A cookie the portal's page keeps while a portal session is kept in this browser (client/portal/session.ts): a
 * hint, never a credential (the token stays in the page's storage), that the person opening `/portal` will not see
 * the sign-in, so the server sends the plain page rather than a sign-in form that would give way to the home.
 */
export const PORTAL_SESSION_COOKIE = "ledgerdesk.portal-session";

/** Whether the request comes from a browser that keeps a portal session (`PORTAL_SESSION_COOKIE`). */
export function portalSessionHere(cookies: string | null | undefined): boolean {
  return cookie(cookies, PORTAL_SESSION_COOKIE) === "1";
}

/**
 * The language the portal's sign-in is served in, as its page will choose it (client/kit/i18n/core.ts
 * `preferredLanguage`): the one the person chose (its cookie, kept beside the stored choice), else the first of the
 * browser's languages the app speaks (`Accept-Language`, by its weights, as `navigator.languages` lists them), else
 * English. The portal is opened from a mail by people who never chose, so the browser's word counts here.
 */
export function portalLanguage(
  cookies: string | null | undefined,
  accepted: string | null | undefined,
): Language {
  const chosen = cookie(cookies, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  const ranked = (accepted ?? "").split(",").map((part, at) => {
    const [tag, ...params] = part.trim().split(";");
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
    return { id: tag.trim().slice(0, 2).toLowerCase(), q: weight === undefined ? 1 : Number(weight), at };
  }).filter((l) => l.q > 0).sort((a, b) => b.q - a.q || a.at - b.at);
  return ranked.map((l) => l.id).find(isLanguage) ?? "en";
}
