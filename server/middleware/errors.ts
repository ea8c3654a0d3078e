import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  errorEnvelope,
  pickLanguage,
  problem,
  type ProblemKind,
  Refusal,
  refusal,
} from "../../domain/api/index.ts";
import { requestIdOf, type RequestIdVariables } from "./request-id.ts";
import { loggedPath } from "./logged-path.ts";
import type { LogLine } from "./request-log.ts";

/** The status each kind of refusal answers with: the one place HTTP spells a problem. */
export const STATUS_OF_KIND: Record<ProblemKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  notAllowed: 405,
  conflict: 409,
  tooLarge: 413,
  rateLimited: 429,
  internal: 500,
  notImplemented: 501,
  badGateway: 502,
  unreachable: 502,
  timeout: 504,
  unavailable: 503,
  storageFull: 507,
};

/**
 * A refusal as the API's one error envelope, in the language of the request's Accept-Language. A rate limit's
 * `seconds` also goes out as Retry-After.
 */
export function refusalResponse(c: Context, r: Refusal): Response {
  const body = errorEnvelope(r.problem, pickLanguage(c.req.header("accept-language")), {
    requestId: requestIdOf(c),
    fields: r.options.fields,
    details: r.options.details,
  });
  const seconds = r.problem.params?.seconds;
  if (r.kind === "rateLimited" && typeof seconds === "number") c.header("Retry-After", String(seconds));
  return c.json(body, STATUS_OF_KIND[r.kind]);
}

/** A refusal a middleware of Hono's threw (its body limit, say), as one of ours. */
function fromHttpException(err: HTTPException): Refusal {
  if (err.status === 413) return refusal("bodyTooLarge");
  if (err.status === 404) return refusal("nothingHere", { method: "", path: "" });
  return refusal("requestFailed", { status: err.status });
}

/**
 * The one place errors become answers: a Refusal (or Hono's own HTTPException) is rendered as the envelope with
 * its status; anything else is our fault, a 500 whose stack goes to the server log only.
 */
// deno-lint-ignore no-explicit-any
export function onError<E extends { Variables?: any } = { Variables: RequestIdVariables }>(
  log: LogLine,
): ErrorHandler<E> {
  return (err, c) => {
    if (err instanceof Refusal) return refusalResponse(c, err);
    if (err instanceof HTTPException) {
      const r = fromHttpException(err);
      return c.json(
        errorEnvelope(r.problem, pickLanguage(c.req.header("accept-language")), {
          requestId: requestIdOf(c),
        }),
        err.status,
      );
    }
    log(`error id=${requestIdOf(c)} ${c.req.method} ${loggedPath(c.req.path)}: ${err.stack ?? err}`);
    return refusalResponse(c, new Refusal(problem("internal")));
  };
}
