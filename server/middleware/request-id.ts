import type { MiddlewareHandler } from "hono";

export type RequestIdVariables = { requestId: string };

/** Gives every request an id (kept from X-Request-Id when it is sane), echoed back in the response. */
export function requestId(): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const given = c.req.header("x-request-id");
    const id = given && /^[\w.-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    c.set("requestId", id);
    c.header("X-Request-Id", id);
    await next();
  };
}
