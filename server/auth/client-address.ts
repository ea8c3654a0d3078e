import type { Context } from "hono";

/** The caller's address, which rate limits count by. */
export function clientAddress(c: Context): string {
  // The app sits behind at most one proxy it trusts (the container platform); otherwise the socket address.
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || (c.env as { remoteAddr?: { hostname?: string } } | undefined)?.remoteAddr?.hostname ||
    "unknown";
}
