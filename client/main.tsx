import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { initLanguage } from "./app/i18n/index.ts";
import { initSettings } from "./app/settings.ts";
import { initSession } from "./auth/session.ts";
import { isTimeZone, setPracticeTimeZone } from "../domain/today.ts";

// The practice's zone, as the server put it in the page: "today" is the practice's, not the browser's.
const zone = document.querySelector<HTMLMetaElement>('meta[name="practice-time-zone"]')?.content;
if (zone && isTimeZone(zone)) setPracticeTimeZone(zone);
initSettings();
initLanguage();
void initSession();
createRoot(document.getElementById("root")!).render(<App />);
