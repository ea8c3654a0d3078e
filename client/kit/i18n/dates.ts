import dayjs from "dayjs";

/** The date locale of a language: English as written in South Africa ("3 Mar 2026", not "Mar 3, 2026"). */
export function localeOf(lang: string): string {
  return lang === "en" ? "en-ZA" : lang;
}

/** An ISO date (YYYY-MM-DD) or timestamp as a short date in the language: "03 Mar 2026". */
export function formatDate(value: unknown, lang: string): string {
  if (typeof value !== "string" || value === "") return "";
  const d = dayjs(value);
  if (!d.isValid()) return value;
  return d.toDate().toLocaleDateString(localeOf(lang), { day: "numeric", month: "short", year: "numeric" });
}

/** A timestamp with its time of day, for the audit history. */
export function formatDateTime(value: unknown, lang: string): string {
  if (typeof value !== "string" || value === "") return "";
  const d = dayjs(value);
  if (!d.isValid()) return value;
  return d.toDate().toLocaleString(localeOf(lang), {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}
