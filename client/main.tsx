import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { initLanguage } from "./app/i18n/index.ts";
import { initSettings } from "./app/settings.ts";
import { initSession } from "./auth/session.ts";

initSettings();
initLanguage();
void initSession();
createRoot(document.getElementById("root")!).render(<App />);
