import { refusal } from "../domain/api/index.ts";

/**
 * The path a proxied request goes to on the backend, decided once, on the path as it will be sent.
 *
 * The app routes on the request's raw path (`/api/users/%2e%2e/%2e%2e/secret` starts with `/api/users/`), while
 * URL parsing, fetch and many backends resolve dot segments (`..`, `.%2e`, `%2E%2e`...) and treat `\` as `/`; some
 * backends also decode `%2f` / `%5c` into separators before routing, or read `..;` as `..` (a path parameter on a
 * dot segment). Any of these would carry the caller's Authorization and Cookie headers out of the proxied prefixes,
 * so a path with one of them is refused (a 400) rather than cleaned up. What is left cannot change place when it is
 * normalised: the normalised path, which is what the backend receives, has the same segments as the routed one.
 */
export function forwardedPath(rawUrl: string): string {
  const url = new URL(rawUrl);
  if (movesWhenNormalised(rawPathOf(rawUrl))) throw refusal("proxyPathRefused");
  return url.pathname;
}

/** The path exactly as the client sent it (Deno.serve keeps it raw in `Request.url`), up to its query or fragment. */
function rawPathOf(rawUrl: string): string {
  const start = rawUrl.indexOf("/", rawUrl.indexOf("//") + 2);
  if (start === -1) return "/";
  const end = rawUrl.slice(start).search(/[?#]/);
  return rawUrl.slice(start, end === -1 ? undefined : start + end);
}

/** `.`, `..` in any spelling, also with a path parameter (`..;x`), which some backends read as `..`. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}(?:;.*)?$/i;
const SEPARATOR_IN_SEGMENT = /\\|%2f|%5c/i;

function movesWhenNormalised(path: string): boolean {
  return path.split("/").some((segment) => DOT_SEGMENT.test(segment) || SEPARATOR_IN_SEGMENT.test(segment));
}
