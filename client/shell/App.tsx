import { effect } from "@preact/signals-react";
import { startTransition, useEffect, useState } from "react";
import { sessionStatus } from "../session/session.ts";
import { AppRouter } from "./router.tsx";

/**
 * The splash screen stays up until the stored token has been checked; then the shell renders and it goes. The
 * shell's first render is the largest of the app (the frame, its panels and the page): it is a transition, so
 * React renders it in slices that leave the main thread free between them (issue 34: no task over 50 ms), where a
 * signal's change would render it in one piece.
 */
export function App() {
  const [ready, setReady] = useState(() => sessionStatus.peek() === "ready");
  useEffect(
    () =>
      effect(() => {
        if (sessionStatus.value === "ready") startTransition(() => setReady(true));
      }),
    [],
  );
  useEffect(() => {
    if (ready) document.getElementById("splash-screen")?.classList.add("hidden");
  }, [ready]);
  return ready ? <AppRouter /> : null;
}
