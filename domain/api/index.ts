/** The API contract shared by server and client: problems, their catalogue in en/tr/ar, the error envelope. */
export { fieldMessages, fill, isProblemCode, messageOf } from "./catalogue.ts";
export type { FieldMessage } from "./catalogue.ts";
export { type ErrorBody, type ErrorEnvelope, errorEnvelope } from "./envelope.ts";
export { PROBLEM_KINDS, type ProblemKind } from "./kinds.ts";
export type { ListAnswer } from "./list.ts";
export { isLanguage, type Language, LANGUAGE_IDS, pickLanguage } from "./language.ts";
export {
  type FieldProblems,
  kindOf,
  type Localized,
  type Problem,
  problem,
  type ProblemCode,
  type ProblemParams,
} from "./problems.ts";
export { fieldsRefusal, invalid, invalidField, Refusal, refusal, type RefusalOptions } from "./refusal.ts";
export { problemCheck, problemIssue, problemOfIssue, problemsOfIssues } from "./zod-issues.ts";
export { waitText } from "./wait.ts";
