import type { ResourceDef } from "../../domain/resources/types.ts";
import { displayValue, fieldOf } from "./fields.ts";
import type { Stored } from "./source.ts";
import { idsOf, type TitleResolver } from "./titles.ts";

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

/**
 * The list's columns as CSV: a header of their English labels, then one line per record with refs written as
 * the referenced records' titles. Titles are resolved in batches before the text is built.
 */
export async function toCsv(
  def: ResourceDef,
  rows: readonly Stored[],
  titles: TitleResolver,
): Promise<string> {
  const columns = def.columns.map((name) => fieldOf(def, name)!).filter(Boolean);
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
  const out: string[] = [csvLine(columns.map((f) => f.label.en))];
  for (const row of rows) {
    out.push(csvLine(columns.map((f) => {
      const value = row.data[f.name];
      const known = refTitles.get(f.name);
      return known ? idsOf(value).map((id) => known.get(id) ?? id).join("; ") : displayValue(value);
    })));
  }
  return out.join("");
}
