import { useEffect, useState } from "react";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";

export function FullscreenToggle() {
  const [full, setFull] = useState(false);
  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);
  const toggle = () => {
    const done = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(() => {}); // Refused by the browser (e.g. in a frame): nothing to undo.
  };
  return (
    <button
      type="button"
      className="btn btn-ghost btn-square hidden sm:inline-flex"
      aria-label={t(full ? "shell.exitFullscreen" : "shell.fullscreen")}
      onClick={toggle}
    >
      <Icon name={full ? "fullscreen_exit" : "fullscreen"} />
    </button>
  );
}
