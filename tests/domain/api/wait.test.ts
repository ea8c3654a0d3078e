import { deepStrictEqual } from "node:assert/strict";
import { waitText } from "../../../domain/api/wait.ts";

Deno.test("a wait is said as people say it, rounded up to the minute, in three languages", () => {
  deepStrictEqual(waitText(1), { en: "about a minute", tr: "yaklaşık bir dakika", ar: "دقيقة تقريبًا" });
  deepStrictEqual(waitText(60).en, "about a minute");
  deepStrictEqual(waitText(61).en, "about 2 minutes");
  deepStrictEqual(waitText(894), {
    en: "about 15 minutes",
    tr: "yaklaşık 15 dakika",
    ar: "15 دقيقة تقريبًا",
  });
  deepStrictEqual(waitText(120).ar, "دقيقتين تقريبًا");
  deepStrictEqual(waitText(300).ar, "5 دقائق تقريبًا");
  deepStrictEqual(waitText(89 * 60).en, "about 89 minutes");
  deepStrictEqual(waitText(90 * 60), { en: "about 2 hours", tr: "yaklaşık 2 saat", ar: "ساعتين تقريبًا" });
});
