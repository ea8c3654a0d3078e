import { optionLabel } from "../../../domain/resources/option-labels.ts";
import type { Field } from "../../../domain/resources/types.ts";
import { language } from "../../kit/i18n/index.ts";
import { humanize } from "../format.ts";

/**
 * An enum option of `field` in the current language (domain/resources/option-labels.ts); a value with no words
 * (one a newer server sends) reads as its humanized self. Reading it subscribes the component to the language.
 */
export function optionText(field: Field, value: string): string {
  return optionLabel(field, value)?.[language.value] ?? humanize(value);
}
