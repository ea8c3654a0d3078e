import type { Problem } from "../../domain/api/index.ts";

/** A write that would break a uniqueness rule (a conflict); `field` names the clashing field, `problem` why. */
export class ConflictError extends Error {
  override readonly name = "ConflictError";

  constructor(readonly field: string, message: string, readonly problem: Problem = { code: "duplicate" }) {
    super(message);
  }
}
