import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import "../client/auth/pages/messages.ts";
import { language, loadLanguage } from "../client/kit/i18n/index.ts";
import { LoginPage } from "../client/auth/pages/LoginPage.tsx";
import { RegisterPage } from "../client/auth/pages/RegisterPage.tsx";
import { inLanguage, PAGE_LANGUAGES, PRERENDERED } from "../domain/prerendered.ts";

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
