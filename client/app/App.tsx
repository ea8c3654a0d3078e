import { useEffect } from "react";
import { AppRouter } from "./router.tsx";

/** Hides the splash screen once the shell has rendered for the first time. */
export function App() {
  useEffect(() => {
    document.getElementById("splash-screen")?.classList.add("hidden");
  }, []);
  return <AppRouter />;
}
