import { type FieldMessage, fieldMessages, messageOf } from "./catalogue.ts";
import type { Language } from "./language.ts";
import type { FieldProblems, Problem, ProblemCode } from "./problems.ts";

/**
 * The one error body of the API, for every area (back office, sign-in, workflows, demo apps):
 * `{ error: { message, code, requestId, fields?: { [path]: { code, message } } } }`. The message is in the
 * language of the request's `Accept-Language`; the codes let a client word it in its own. Some refusals carry
 * more beside these (a stale write's `current` record, a referenced record's `referrers`).
 */
export type ErrorBody = {
  message: string;
  code: ProblemCode;
  requestId?: string;
  fields?: Record<string, FieldMessage>;
  [detail: string]: unknown;
};
export type ErrorEnvelope = { error: ErrorBody };

export function errorEnvelope(
  problem: Problem,
  lang: Language,
  options: { requestId?: string; fields?: FieldProblems; details?: Record<string, unknown> } = {},
): ErrorEnvelope {
  const body: ErrorBody = { ...options.details, message: messageOf(problem, lang), code: problem.code };
  if (options.requestId) body.requestId = options.requestId;
  if (options.fields && Object.keys(options.fields).length > 0) {
    body.fields = fieldMessages(options.fields, lang);
  }
  return { error: body };
}
