import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { refusal } from "../../domain/api/index.ts";
import { refusalResponse } from "./errors.ts";

/**
 * The body limit of a path and every path below it (`/api/auth` covers `/api/auth/register`). `bytes: "streamed"`
 * is a body this server never reads: it is passed on as it comes (the proxied backend sets its own limit).
 */
export type BodyLimitRule = { path: string; bytes: number | "streamed" };

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * One limit per request, whichever route reads the body: the first rule covering the path, else `fallback`. Over it
 * is a 413 in the envelope: told by Content-Length before a byte is read, or, for a body sent without one (chunked),
 * as soon as the bytes read pass the limit, so no body is ever read whole to be refused.
 */
export function bodyLimits(rules: readonly BodyLimitRule[], fallback: number): MiddlewareHandler {
  const limited = (bytes: number) =>
    bodyLimit({ maxSize: bytes, onError: (c) => refusalResponse(c, refusal("bodyTooLarge")) });
  const chosen = rules.map(({ path, bytes }) => ({
    path,
    limit: bytes === "streamed" ? undefined : limited(bytes),
  }));
  const otherwise = limited(fallback);
  return (c, next) => {
    const rule = chosen.find(({ path }) => under(c.req.path, path));
    const limit = rule ? rule.limit : otherwise;
    return limit ? limit(c, next) : next();
  };
}
