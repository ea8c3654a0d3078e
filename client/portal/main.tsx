import { createRoot } from "react-dom/client";
import { preferredLanguage, setLanguage } from "../kit/i18n/core.ts";
import { PortalApp } from "./PortalApp.tsx";
import { sayWhetherKept } from "./session.ts";

// The first draw speaks the page's language: the served sign-in (`#shell`) is already in it, and the app takes
// its place in the same words (the server chose them as preferredLanguage does: domain/prerendered.ts).
await setLanguage(preferredLanguage());
sayWhetherKept();
createRoot(document.getElementById("root")!).render(<PortalApp />);
