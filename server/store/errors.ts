/** A write that would break a uniqueness rule (HTTP 409); `field` names the clashing field. */
export class ConflictError extends Error {
  override readonly name = "ConflictError";

  constructor(readonly field: string, message: string) {
    super(message);
  }
}
