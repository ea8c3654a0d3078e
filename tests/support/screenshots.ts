import { launchBrowser, watchErrors } from "./browser.ts";
const [url, out, w, h, ...actions] = Deno.args;
const b = await launchBrowser();
const p = await b.newPage({ viewport: { width: Number(w ?? 1440), height: Number(h ?? 900) } });
const errs = watchErrors(p);
await p.goto("http://localhost:8123" + url);
await p.waitForTimeout(1200);
for (const a of actions) {
  if (a.startsWith("click:")) await p.click(a.slice(6));
  if (a.startsWith("eval:")) await p.evaluate(a.slice(5));
  if (a === "reload") await p.reload();
  await p.waitForTimeout(700);
}
await p.screenshot({ path: out });
console.log(p.url(), errs);
await b.close();
