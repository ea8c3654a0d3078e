import { createRoot } from "react-dom/client";
import { matchPath } from "react-router";
import { routeTable } from "./shell/router.tsx";
import { preloadElement } from "./kit/routes/lazy-page.ts";
import { App } from "./shell/App.tsx";
import { useNavigation } from "./shell/navigation/useNavigation.ts";
import { provideMenu } from "./kit/navigation/menu.ts";
import { initLanguage } from "./kit/i18n/index.ts";
import { initSettings } from "./kit/settings.ts";
import { initSession } from "./session/session.ts";
import { isTimeZone, setPracticeTimeZone } from "../domain/today.ts";

// The practice's zone, as the server put it in the page: "today" is the practice's, not the browser's.
const zone = document.querySelector<HTMLMetaElement>('meta[name="practice-time-zone"]')?.content;
if (zone && isTimeZone(zone)) setPracticeTimeZone(zone);
initSettings();
// The pages that suggest menu entries (404, search) read the menu the shell composes.
provideMenu(useNavigation);
const words = initLanguage();
// The page being opened and the chosen language's words load while the session is checked, and the app shows
// once all are done: the page then renders at once, in its language, instead of a loading bar in the shell first.
const firstPage = preloadElement(routeTable().find((r) => matchPath(r.path, location.pathname))?.element);
void initSession({ alsoWaitFor: Promise.all([firstPage, words]) });
createRoot(document.getElementById("root")!).render(<App />);
