import type { Language } from "./language.ts";
import { ar } from "./messages/ar.ts";
import { en } from "./messages/en.ts";
import { tr } from "./messages/tr.ts";
import type { FieldProblems, Problem, ProblemCode, ProblemParams } from "./problems.ts";

const CATALOGUES: Record<Language, Record<ProblemCode, string>> = { en, tr, ar };

function paramText(value: ProblemParams[string], lang: Language): string {
  return typeof value === "object" ? value[lang] : String(value);
}

/** Fills `{{name}}` with the problem's parameters; a missing parameter is left as written, to be noticed. */
export function fill(template: string, params: ProblemParams | undefined, lang: Language): string {
  if (!params) return template;
  return template.replace(/\{\{(\w+)\}\}/g, (all, name: string) => {
    const value = params[name];
    return value === undefined ? all : paramText(value, lang);
  });
}

/** Whether a code (from an answer, say) is one of the catalogue's. */
export function isProblemCode(code: string): code is ProblemCode {
  return Object.hasOwn(en, code);
}

/** A problem in words, in the given language. */
export function messageOf(p: Problem, lang: Language = "en"): string {
  return fill(CATALOGUES[lang][p.code] ?? en[p.code], p.params, lang);
}

/**
 * A field problem as the envelope carries it: its code and its words, and its parameters when it has any, so a
 * client can word it again in its own language.
 */
export type FieldMessage = { code: ProblemCode; message: string; params?: ProblemParams };

export function fieldMessages(fields: FieldProblems, lang: Language): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const [path, p] of Object.entries(fields)) {
    out[path] = p.params
      ? { code: p.code, message: messageOf(p, lang), params: p.params }
      : { code: p.code, message: messageOf(p, lang) };
  }
  return out;
}
