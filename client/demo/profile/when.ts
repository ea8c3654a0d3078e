import { formatDateTime } from "../../kit/i18n/dates.ts";
import { language } from "../../kit/i18n/index.ts";

/** A timeline moment in the reader's language. Reads the language signal: call it while rendering. */
export const when = (iso: string) => formatDateTime(iso, language.value);
