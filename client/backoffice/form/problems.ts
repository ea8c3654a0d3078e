import { type Language, messageOf, type Problem } from "../../../domain/api/index.ts";
import { language } from "../../kit/i18n/index.ts";

/**
 * A validation problem (the shared validator's, or a field of the server's 400) in the current language, from
 * the one catalogue server and client share (domain/api). Reading it subscribes the component to the language.
 */
export function problemText(problem: Problem): string {
  return messageOf(problem, language.value as Language);
}
