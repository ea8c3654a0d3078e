import { messageOf } from "./catalogue.ts";
import type { ProblemKind } from "./kinds.ts";
import {
  type FieldProblems,
  kindOf,
  type Problem,
  problem,
  type ProblemCode,
  type ProblemParams,
} from "./problems.ts";

export type RefusalOptions = {
  /** Field path → its problem (a 400's fields). */
  fields?: FieldProblems;
  /** More for the error body beside message and code (a stale write's `current` record). */
  details?: Record<string, unknown>;
};

/**
 * The one error type of the product: what was refused and why, as a problem of the catalogue. Thrown anywhere
 * (the engine, a hook, a route, a demo app); the server renders it once, in the request's language, with the
 * status its kind stands for. Thrown inside a write's transaction it also rolls the write back. Its own message
 * is the English one, for logs and tests.
 */
export class Refusal extends Error {
  override readonly name = "Refusal";
  readonly kind: ProblemKind;

  constructor(readonly problem: Problem, readonly options: RefusalOptions = {}) {
    super(messageOf(problem));
    this.kind = kindOf(problem.code);
  }

  get fields(): FieldProblems {
    return this.options.fields ?? {};
  }
}

/** A refusal from a code and its parameters. */
export function refusal(code: ProblemCode, params?: ProblemParams, options?: RefusalOptions): Refusal {
  return new Refusal(problem(code, params), options);
}

/**
 * A 400 naming the fields at fault. The top-level message repeats the first field and its reason
 * ("email: Must be a valid email address"), in the reader's language.
 */
export function invalid(fields: FieldProblems, details?: Record<string, unknown>): Refusal {
  return fieldsRefusal("invalidFields", fields, details);
}

/**
 * A refusal about fields under a top-level code whose message is "{{field}}: {{reason}}" (invalidFields, a 400;
 * valueTaken, a 409 for a unique value another record holds).
 */
export function fieldsRefusal(
  code: "invalidFields" | "valueTaken",
  fields: FieldProblems,
  details?: Record<string, unknown>,
): Refusal {
  const [field, first] = Object.entries(fields)[0] ?? ["body", problem("invalid")];
  return new Refusal({ code, params: { field, reason: localizedReason(first) } }, { fields, details });
}

/** One field's problem as a refusal: `invalidField("mailId", "noSuchMail")`. */
export function invalidField(field: string, code: ProblemCode, params?: ProblemParams): Refusal {
  return invalid({ [field]: problem(code, params) });
}

function localizedReason(p: Problem) {
  return { en: messageOf(p, "en"), tr: messageOf(p, "tr"), ar: messageOf(p, "ar") };
}
