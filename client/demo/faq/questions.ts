import type { Faq } from "../../../domain/demo/faq.ts";
import { hasEveryWord } from "../../kit/text.ts";

/** The questions whose question or answer holds every word of the query (accents and case aside). */
export function matchingFaqs(faqs: readonly Faq[], query: string): Faq[] {
  return faqs.filter((f) => hasEveryWord(`${f.question} ${f.answer}`, query));
}
