import type { MiddlewareHandler } from "hono";
import type { core } from "zod/mini";

export type DeclaredAnswer = { status: number; schema: core.$ZodType; description: string };

const declared = new WeakMap<object, DeclaredAnswer>();

/**
 * Declares what a route answers when it succeeds, for the API description (server/openapi): a pass-through
 * middleware placed before the handler. The handler's own code is what answers; its return type should be the
 * schema's (`z.infer`) so the two cannot part.
 */
export function answers(
  schema: core.$ZodType,
  { status = 200, description = "OK" }: { status?: number; description?: string } = {},
): MiddlewareHandler {
  const middleware: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  declared.set(middleware, { status, schema, description });
  return middleware;
}

/** The answer a route handler declared with `answers`, if it is one. */
export function declaredAnswer(handler: unknown): DeclaredAnswer | undefined {
  return typeof handler === "function" ? declared.get(handler) : undefined;
}
