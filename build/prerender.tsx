import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import "../client/auth/pages/messages.ts";
import { LoginPage } from "../client/auth/pages/LoginPage.tsx";
import { RegisterPage } from "../client/auth/pages/RegisterPage.tsx";
import { PRERENDERED } from "../domain/prerendered.ts";

const PAGES: Record<string, () => React.ReactElement> = {
  "/login": () => <LoginPage />,
  "/register": () => <RegisterPage />,
};

/**
 * The markup of each prerendered page (client/kit/prerendered.ts), in English, from the app's own components: what
 * the browser paints before the scripts arrive. Keyed by the file it is served as.
 */
export function prerenderedPages(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, file] of Object.entries(PRERENDERED)) {
    const page = PAGES[path];
    if (!page) throw new Error(`build/prerender.tsx: no component for ${path}`);
    out.set(file, renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{page()}</MemoryRouter>));
  }
  return out;
}
