import { localeOf } from "./dates.ts";

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number format of the language (made once per language and shape): making one costs a millisecond or more
 * (Arabic's most), and a list's pager, its cells and the workload's table are drawn again at every move.
 */
export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(lang), options);
    formats.set(key, format);
  }
  return format;
}
