import dayjs from "dayjs";
import advancedFormat from "dayjs/plugin/advancedFormat.js";
import "dayjs/locale/ar.js";
import "dayjs/locale/tr.js";
import type { LanguageId } from "../../../kit/i18n/index.ts";

// "Do" (1st, 2nd…) comes from advancedFormat; it and the locales load with the chat's chunk only.
dayjs.extend(advancedFormat);

/** The spec's timestamp under a group of messages (demo-apps.md §2, §9). */
export const MESSAGE_TIME_FORMAT = "MMMM Do YYYY, h:mm:ss a";

/** A message time in the reader's time zone, with month names and ordinals of the interface language. */
export function formatMessageTime(time: string, locale: LanguageId = "en"): string {
  return dayjs(time).locale(locale).format(MESSAGE_TIME_FORMAT);
}
