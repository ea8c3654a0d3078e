import { createApp } from "../../server/app.ts";
import { parseConfig } from "../../server/config.ts";
import { staticFilesFrom } from "../../server/static.ts";

export const INDEX_HTML = "<!doctype html><html><head><title>Ledgerdesk</title></head><body><div id=root></div></body></html>";
export const ASSET_JS = "console.log('ledgerdesk');".repeat(40);

/** An app over a small in-memory file set, with its log lines captured. */
export async function testApp(env: Record<string, string> = {}) {
  const logs: string[] = [];
  const files = await staticFilesFrom({
    "/index.html": INDEX_HTML,
    "/build/main-ABCDEFGH.js": ASSET_JS,
    "/favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  });
  const app = createApp({ config: parseConfig({ APP_ENV: "test", ...env }), files, log: (l) => logs.push(l) });
  return { app, logs };
}
