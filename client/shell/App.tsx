import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { sessionStatus } from "../session/session.ts";
import { AppRouter } from "./router.tsx";

/** The splash screen stays up until the stored token has been checked; then the shell renders and it goes. */
export function App() {
  useSignals();
  const ready = sessionStatus.value === "ready";
  useEffect(() => {
    if (ready) document.getElementById("splash-screen")?.classList.add("hidden");
  }, [ready]);
  return ready ? <AppRouter /> : null;
}
