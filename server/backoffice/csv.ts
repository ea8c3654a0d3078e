import type { ResourceDef } from "../../domain/resources/types.ts";
import { displayValue, fieldOf } from "./fields.ts";
import type { Stored } from "./source.ts";
import { idsOf, type TitleResolver } from "./titles.ts";
import { asCsvFile } from "../../domain/csv.ts";

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled; lines end CRLF. */
export function csvField(text: string): string {
  // A cell starting =, +, -, @ (or a tab/CR) is a formula to a spreadsheet: a client's name must not run as one.
  // Numbers (a refund of -120.00) stay numbers.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvField).join(",") + "\r\n";
}

/** The list's columns: the CSV's header (their English labels) and the values of its lines. */
function columnsOf(def: ResourceDef) {
  return def.columns.map((name) => fieldOf(def, name)!).filter(Boolean);
}

/** One line per record, refs written as the referenced records' titles, resolved in one batch first. */
async function csvLines(def: ResourceDef, rows: readonly Stored[], titles: TitleResolver): Promise<string> {
  const columns = columnsOf(def);
  const wanted = new Map<string, string[]>();
  for (const f of columns) {
    if (f.kind === "ref" || f.kind === "refs") {
      wanted.set(f.to, [...wanted.get(f.to) ?? [], ...rows.flatMap((r) => idsOf(r.data[f.name]))]);
    }
  }
  await titles.loadAll(wanted);
  const refTitles = new Map<string, Map<string, string>>();
  for (const f of columns) {
    if (f.kind !== "ref" && f.kind !== "refs") continue;
    refTitles.set(f.name, await titles.refTitles(f.to, rows.flatMap((r) => idsOf(r.data[f.name]))));
  }
  const out: string[] = [];
  for (const row of rows) {
    out.push(csvLine(columns.map((f) => {
      const value = row.data[f.name];
      const known = refTitles.get(f.name);
      return known ? idsOf(value).map((id) => known.get(id) ?? id).join("; ") : displayValue(value);
    })));
  }
  return out.join("");
}

/**
 * The list's columns as CSV (a header, then one line per record), written as the pages come: a page of records
 * and its titles are all the memory it holds, whether the list has a hundred records or a million. A failure
 * half-way breaks the stream, so the download fails rather than ending as a file that looks whole.
 */
export function csvStream(
  def: ResourceDef,
  pages: AsyncIterator<Stored[]>,
  titles: () => TitleResolver,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let header = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (header) {
          header = false;
          controller.enqueue(encoder.encode(asCsvFile(csvLine(columnsOf(def).map((f) => f.label.en)))));
          return;
        }
        const page = await pages.next();
        if (page.done) return controller.close();
        // A resolver per page: titles of the whole list would otherwise pile up in its cache.
        controller.enqueue(encoder.encode(await csvLines(def, page.value, titles())));
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await pages.return?.();
    },
  });
}
