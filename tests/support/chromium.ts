/** Where the Chromium tests find a browser, and the one line that says how to get one when there is none. */
import { join } from "node:path";

const NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

export const NO_CHROMIUM =
  "No Chromium found (CHROMIUM_PATH, or chromium, chromium-browser or google-chrome on PATH): " +
  "run `apt-get install chromium`, or set CHROMIUM_PATH=/path/to/chrome";

/** CHROMIUM_PATH when it is set, else the first of the usual names on PATH; undefined when neither is there. */
export function findChromium(): string | undefined {
  const given = Deno.env.get("CHROMIUM_PATH");
  if (given) return executable(given) ? given : undefined;
  const dirs = (Deno.env.get("PATH") ?? "").split(":").filter(Boolean);
  for (const name of NAMES) {
    for (const dir of dirs) {
      if (executable(join(dir, name))) return join(dir, name);
    }
  }
  return undefined;
}

function executable(path: string): boolean {
  try {
    const info = Deno.statSync(path);
    return info.isFile && (info.mode! & 0o111) !== 0;
  } catch {
    return false;
  }
}
