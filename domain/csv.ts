/**
 * The byte-order mark a CSV file starts with: without it Excel on Windows reads UTF-8 as its local code page,
 * and "Mthembu–Dlamini" or "Müller" come out garbled. Other spreadsheets and CSV readers skip it.
 */
export const CSV_BYTE_ORDER_MARK = "\uFEFF";

/** A CSV text as a file holds it: the byte-order mark first, once. */
export function asCsvFile(text: string): string {
  return text.startsWith(CSV_BYTE_ORDER_MARK) ? text : CSV_BYTE_ORDER_MARK + text;
}
