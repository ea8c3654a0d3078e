import type { Context } from "hono";

export type RequestIdVariables = { requestId: string };

// A random per-process prefix and a counter: unique across instances, and far cheaper than a UUID per request.
const prefix = crypto.randomUUID().slice(0, 8);
let counter = 0;

export function nextRequestId(): string {
  return `${prefix}-${(++counter).toString(36)}`;
}

/** The request's id, made on first use (an error body, the log line of a failure). */
export function requestIdOf(c: Context): string {
  const ctx = c as Context<{ Variables: RequestIdVariables }>;
  let id = ctx.get("requestId");
  if (!id) {
    id = nextRequestId();
    ctx.set("requestId", id);
  }
  return id;
}
