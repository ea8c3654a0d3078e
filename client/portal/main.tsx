import { createRoot } from "react-dom/client";
import { PortalApp } from "./PortalApp.tsx";

createRoot(document.getElementById("portal")!).render(<PortalApp />);
