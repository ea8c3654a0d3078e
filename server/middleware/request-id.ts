export type RequestIdVariables = { requestId: string };

// A random per-process prefix and a counter: unique across instances, and far cheaper than a UUID per request.
const prefix = crypto.randomUUID().slice(0, 8);
let counter = 0;

export function nextRequestId(): string {
  return `${prefix}-${(++counter).toString(36)}`;
}

/** The client's X-Request-Id when it is sane, else a fresh one. */
export function requestIdFor(given: string | null): string {
  return given && /^[\w.-]{1,64}$/.test(given) ? given : nextRequestId();
}
