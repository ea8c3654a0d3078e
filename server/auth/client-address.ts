import type { Context, MiddlewareHandler } from "hono";
import { formatIp, inBlock, type IpBlock, parseIp } from "./ip.ts";

/** The caller's address as the per-address limits count it (sign-in, password reset, feeds, demo sign-in). */
export type ClientAddress = (c: Context) => string;

/** One X-Forwarded-For entry as an address: `[v6]:port` and `v4:port` (some proxies add the port) lose the port. */
function entryAddress(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1];
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry);
  return withPort ? withPort[1] : entry;
}

/**
 * Who sent the request. Only a trusted proxy's word is taken: from the socket's address, X-Forwarded-For is read
 * right to left (each proxy appends the address it was reached from) while the hop is a trusted proxy; the
 * first hop that is not one is the client. With no trusted proxies the socket's address is the client and the
 * header, which anyone can write, is ignored. Every hop trusted: the left-most entry. Without a socket address
 * (no connection: in-process requests) the answer is "unknown".
 */
export function clientAddressOf(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trusted: readonly IpBlock[],
): string {
  if (!socket) return "unknown";
  const hops = [
    ...(forwardedFor ?? "").split(",").map((e) => entryAddress(e.trim())).filter((e) => e !== ""),
    socket,
  ];
  for (let i = hops.length - 1; i > 0; i--) {
    const ip = parseIp(hops[i]);
    if (!ip || !trusted.some((block) => inBlock(ip, block))) return hops[i];
  }
  return hops[0];
}

/**
 * The key a client's address is counted under: an IPv4 address as itself, an IPv6 address by its /64 (one
 * subscriber's network: walking through its 2^64 addresses must not walk past a limit), anything else as sent.
 */
export function limitKey(address: string): string {
  const ip = parseIp(address);
  if (!ip) return address;
  const text = formatIp(ip);
  if (!text.includes(":")) return text;
  return `${formatIp(Uint8Array.from([...ip.slice(0, 8), ...new Uint8Array(8)]))}/64`;
}

/** The caller's address itself (an IPv6 address whole), trusting X-Forwarded-For from the given proxies only. */
export function requestAddresses(trusted: readonly IpBlock[]): ClientAddress {
  return (c) => {
    const socket = (c.env as { remoteAddr?: { hostname?: string } } | undefined)?.remoteAddr?.hostname;
    return clientAddressOf(socket, c.req.header("x-forwarded-for"), trusted);
  };
}

/** The limits' view of the caller, trusting X-Forwarded-For from the given proxies only (TRUSTED_PROXIES). */
export function clientAddresses(trusted: readonly IpBlock[]): ClientAddress {
  const addressOf = requestAddresses(trusted);
  return (c) => limitKey(addressOf(c));
}

/** Context variables of a request whose caller's address is noted (noteAddress). */
export type AddressVariables = { address?: string };

/** Notes the caller's address for what the request writes (the back office's audit history keeps it). */
export function noteAddress(addressOf: ClientAddress): MiddlewareHandler<{ Variables: AddressVariables }> {
  return async (c, next) => {
    c.set("address", addressOf(c));
    await next();
  };
}
