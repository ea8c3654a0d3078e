import { createRoot } from "react-dom/client";
import { matchPath } from "react-router";
import { routeTable } from "./shell/router.tsx";
import { preloadElement } from "./kit/routes/lazy-page.ts";
import type { AppRoute } from "./kit/routes/types.ts";
import { loadSheet } from "./kit/styles.ts";
import { App } from "./shell/App.tsx";
import { loadWings } from "./shell/features.ts";
import { Frame } from "./shell/layout/Layout.tsx";
import { useNavigation } from "./shell/navigation/useNavigation.ts";
import { provideMenu } from "./kit/navigation/menu.ts";
import { initLanguage } from "./kit/i18n/index.ts";
import { initSettings } from "./kit/settings.ts";
import { initSession } from "./session/session.ts";
import { isTimeZone, setPracticeTimeZone } from "../domain/today.ts";

initSettings();
// The pages that suggest menu entries (404, search) read the menu the shell composes.
provideMenu(useNavigation);
const words = initLanguage();
// The start-up runs in three tasks, none long (issue 34: no task over 50 ms): evaluating the entry's modules, then
// the requests, then what starts none (the zone and the app), which runs while the requests are out.
setTimeout(() => {
  // The page being opened and the chosen language's words load while the session is checked, and the app shows
  // once all are done: the page then renders at once, in its language, instead of a loading bar in the shell first.
  const routeHere = () => routeTable().find((r) => matchPath(r.path, location.pathname));
  const wings = loadWings();
  const route = routeHere();
  // A wing's page comes with its stylesheet. Any page but a bare one (sign-in, register) shows in the navbar's and
  // bars' frame: it loads beside the page. A template page's or demo app's address is known once its wing is in.
  const preloadRoute = (r: AppRoute | undefined) =>
    Promise.all([preloadElement(r?.element), r?.style ? loadSheet(r.style).catch(() => {}) : undefined]);
  const firstPage = Promise.all([
    route ? preloadRoute(route) : wings.then(() => preloadRoute(routeHere())),
    route?.bare ? undefined : Frame.preload().catch(() => {}),
  ]);
  void initSession({ alsoWaitFor: Promise.all([firstPage, words, wings]) });
});
// Checking the practice's zone loads the browser's time zone data (15-20 ms). Nothing reads the practice's "today"
// before the app renders, and the app renders nothing until the session is known.
setTimeout(() => {
  // The practice's zone, as the server put it in the page: "today" is the practice's, not the browser's.
  const zone = document.querySelector<HTMLMetaElement>('meta[name="practice-time-zone"]')?.content;
  if (zone && isTimeZone(zone)) setPracticeTimeZone(zone);
  createRoot(document.getElementById("root")!).render(<App />);
});
