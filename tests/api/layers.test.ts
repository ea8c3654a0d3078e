/**
 * The server's layers point one way (ARCHITECTURE.md, Rules of the house), read off its sources: the back office
 * owns its tables and shows the rest of the server its index alone; auth knows neither the back office nor the
 * workflows; the back office knows no workflow.
 */
import { deepStrictEqual } from "node:assert/strict";
import { join, normalize } from "node:path";

const SERVER = new URL("../../server/", import.meta.url);

type Source = { path: string; text: string };

/** Every module under server/, by its path there (`workflows/report.ts`). */
async function sources(dir = "", out: Source[] = []): Promise<Source[]> {
  for await (const entry of Deno.readDir(new URL(dir, SERVER))) {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory) await sources(`${path}/`, out);
    else if (path.endsWith(".ts")) out.push({ path, text: await Deno.readTextFile(new URL(path, SERVER)) });
  }
  return out;
}

/** The server modules a module imports, by their paths under server/ (`..` for what lies outside it). */
function importsOf({ path, text }: Source): string[] {
  return [...text.matchAll(/(?:from|import)\s+"(\.{1,2}\/[^"]+)"/g)]
    .map((m) => normalize(join(path, "..", m[1])));
}

const ALL = await sources();
const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);

Deno.test("auth imports neither the back office nor the workflows", () => {
  const wrong = ALL.filter((s) => under("auth")(s.path)).flatMap((s) =>
    importsOf(s).filter((p) => under("backoffice")(p) || under("workflows")(p)).map((p) => `${s.path} → ${p}`)
  );
  deepStrictEqual(wrong, []);
});

Deno.test("the back office imports no workflow", () => {
  const wrong = ALL.filter((s) => under("backoffice")(s.path)).flatMap((s) =>
    importsOf(s).filter(under("workflows")).map((p) => `${s.path} → ${p}`)
  );
  deepStrictEqual(wrong, []);
});

Deno.test("outside the back office, its index is the one module imported", () => {
  const wrong = ALL.filter((s) => !under("backoffice")(s.path)).flatMap((s) =>
    importsOf(s).filter((p) => under("backoffice")(p) && p !== "backoffice/index.ts").map((p) =>
      `${s.path} → ${p}`
    )
  );
  deepStrictEqual(wrong, []);
});

/** SQL naming a table of the back office's (record, record_ref, record_unique, record_tally, trigger_claim…). */
const BACKOFFICE_SQL =
  /\b(?:FROM|JOIN|INTO|UPDATE)\s+record\b|\brecord_(?:ref|unique|counter|resource|tally)|\btrigger_claim\b/;

Deno.test("outside the back office and the store, no SQL names the back office's tables", () => {
  const wrong = ALL.filter((s) => !under("backoffice")(s.path) && !under("store")(s.path))
    .filter((s) => BACKOFFICE_SQL.test(s.text)).map((s) => s.path);
  deepStrictEqual(wrong, []);
});
