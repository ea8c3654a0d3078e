import type { Localized } from "./problems.ts";

/** Arabic counts take their noun's form from the number: one, two, three to ten, eleven and more. */
function arabicCount(n: number, [one, two, few, many]: readonly [string, string, string, string]): string {
  if (n === 1) return one;
  if (n === 2) return two;
  return `${n} ${n <= 10 ? few : many}`;
}

/**
 * How long to wait, as people say it: "about a minute", "about 15 minutes", "about 2 hours" (a lock-out's
 * Retry-After in seconds, rounded up, since a minute too early is refused again). A parameter of a problem's
 * message, worded in the reader's language.
 */
export function waitText(seconds: number): Localized {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) {
    return minutes === 1 ? { en: "about a minute", tr: "yaklaşık bir dakika", ar: "دقيقة تقريبًا" } : {
      en: `about ${minutes} minutes`,
      tr: `yaklaşık ${minutes} dakika`,
      ar: `${arabicCount(minutes, ["دقيقة", "دقيقتين", "دقائق", "دقيقة"])} تقريبًا`,
    };
  }
  const hours = Math.ceil(minutes / 60);
  return {
    en: `about ${hours} hours`,
    tr: `yaklaşık ${hours} saat`,
    ar: `${arabicCount(hours, ["ساعة", "ساعتين", "ساعات", "ساعة"])} تقريبًا`,
  };
}
