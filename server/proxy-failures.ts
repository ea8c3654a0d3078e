import { type Refusal, refusal } from "../domain/api/index.ts";

/**
 * How a call to the practice backend failed: what the browser is told (a refusal, rendered by `app.onError` like
 * every other) and what the log says (the cause, which the browser is not told).
 */
export type ProxyFailure = { status: number; refusal: Refusal; cause: string };

/**
 * A call that got no answer: it ran out of time (504), could not reach the backend, or broke off before the
 * backend answered (502).
 */
export function unanswered(
  err: unknown,
  { origin, timedOut, seconds }: { origin: string; timedOut: boolean; seconds: string },
): ProxyFailure {
  if (timedOut) {
    return { status: 504, refusal: refusal("proxyTimeout", { seconds }), cause: `time-out after ${seconds}` };
  }
  const { kind, cause } = classify(err);
  const code = kind === "unreachable" ? "proxyUnreachable" : kind === "tls" ? "proxyInsecure" : "proxyFailed";
  return { status: 502, refusal: refusal(code, { origin }), cause };
}

/** An answer that could not be passed on. */
export function badAnswer(err: unknown, origin: string): ProxyFailure {
  return { status: 502, refusal: refusal("proxyBadAnswer", { origin }), cause: describe(err) };
}

type Failure = { kind: "unreachable" | "tls" | "other"; cause: string };

/** Deno's fetch says "fetch failed" and puts hyper's reason in `cause`; the whole chain is searched. */
function classify(err: unknown): Failure {
  const cause = describe(err);
  if (/certificate|\btls\b|\bssl\b|handshake/i.test(cause)) return { kind: "tls", cause };
  const unreachable = new RegExp(
    [
      "dns error",
      "failed to lookup",
      "name or service not known",
      "no such host",
      "tcp connect error",
      "connection refused",
      "network is unreachable",
      "no route to host",
      "host is unreachable",
      "client error \\(connect\\)",
      "requests to port \\d+ are blocked",
    ].join("|"),
    "i",
  );
  return { kind: unreachable.test(cause) ? "unreachable" : "other", cause };
}

/** An error and its causes in one line. */
export function describe(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = err;
  for (let depth = 0; e !== undefined && e !== null && depth < 5; depth++) {
    parts.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join(" <- ").replace(/\s+/g, " ");
}
