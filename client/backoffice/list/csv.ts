import { asCsvFile } from "../../../domain/csv.ts";
import { isoToday } from "../format.ts";

/** The saved file's name: the resource and the day, `account-2026-03-01.csv`. */
export function csvFilename(resource: string, now: Date = new Date()): string {
  const safe = resource.replace(/[^a-z0-9_-]+/gi, "-").replace(/^-+|-+$/g, "") || "export";
  return `${safe}-${isoToday(now)}.csv`;
}

/**
 * Saves CSV text as a file through a temporary object URL and a download link, with the byte-order mark the
 * server sent (reading the answer as text drops it) so that Excel reads it as UTF-8.
 */
export function saveCsvFile(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([asCsvFile(text)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
