import { isoToday } from "../format.ts";

/** The saved file's name: the resource and the day, `account-2026-03-01.csv`. */
export function csvFilename(resource: string, now: Date = new Date()): string {
  const safe = resource.replace(/[^a-z0-9_-]+/gi, "-").replace(/^-+|-+$/g, "") || "export";
  return `${safe}-${isoToday(now)}.csv`;
}

/** Saves text as a file through a temporary object URL and a download link. */
export function saveTextFile(text: string, filename: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
