import { deepStrictEqual, strictEqual, throws } from "node:assert/strict";
import fc from "fast-check";
import { clientAddressOf, limitKey } from "../../server/auth/client-address.ts";
import { formatIp, inBlock, type IpBlock, parseBlock, parseIp } from "../../server/auth/ip.ts";
import { ConfigError, parseConfig } from "../../server/config.ts";

const blocks = (...texts: string[]): IpBlock[] => texts.map((t) => parseBlock(t)!);
const TRUSTED = blocks("10.0.0.0/8", "fd00::/8", "192.0.2.7");

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((b) => b.join("."));
const ipv6 = fc.uint8Array({ minLength: 16, maxLength: 16 }).map(formatIp);
/** Public addresses (outside the trusted blocks). */
const outside = fc.oneof(ipv4, ipv6).filter((a) => !TRUSTED.some((b) => inBlock(parseIp(a)!, b)));
const trustedHop = fc.oneof(
  fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
  fc.uint8Array({ minLength: 15, maxLength: 15 }).map((rest) => formatIp(Uint8Array.from([0xfd, ...rest]))),
  fc.constant("192.0.2.7"),
);
/** What a client may write into X-Forwarded-For itself: anything, trusted-looking addresses included. */
const written = fc.array(fc.oneof(fc.string(), ipv4, ipv6, trustedHop), { maxLength: 5 });

Deno.test("no proxy trusted: the socket's address is the client, whatever X-Forwarded-For says", () => {
  fc.assert(fc.property(outside, written, (socket, entries) => {
    strictEqual(clientAddressOf(socket, entries.join(", "), []), socket);
  }));
  strictEqual(clientAddressOf("203.0.113.9", "198.51.100.1", []), "203.0.113.9");
  strictEqual(clientAddressOf(undefined, "198.51.100.1", TRUSTED), "unknown");
});

Deno.test("through trusted proxies: the right-most hop that is not one, whatever the client wrote before it", () => {
  fc.assert(
    fc.property(
      written,
      outside,
      fc.array(trustedHop, { minLength: 1, maxLength: 4 }),
      (entries, client, hops) => {
        // The client's own entries, then the address the first proxy saw, then each proxy's before the last.
        const header = [...entries, client, ...hops.slice(0, -1)].join(", ");
        strictEqual(clientAddressOf(hops[hops.length - 1], header, TRUSTED), client);
      },
    ),
  );
  // A socket that is no trusted proxy is the client, even if its header names others.
  strictEqual(clientAddressOf("203.0.113.9", "10.0.0.1, 198.51.100.1", TRUSTED), "203.0.113.9");
  // Every hop trusted: the left-most; an entry that is no address stops the walk.
  strictEqual(clientAddressOf("10.0.0.2", "10.0.0.1", TRUSTED), "10.0.0.1");
  strictEqual(clientAddressOf("10.0.0.2", "198.51.100.1, junk", TRUSTED), "junk");
  strictEqual(clientAddressOf("10.0.0.2", "", TRUSTED), "10.0.0.2");
  // Ports and brackets some proxies add; an IPv4-mapped socket address matches its IPv4 block.
  strictEqual(clientAddressOf("::ffff:10.1.2.3", "[2001:db8::5]:443", TRUSTED), "2001:db8::5");
  strictEqual(clientAddressOf("10.1.2.3", "198.51.100.1:5123", TRUSTED), "198.51.100.1");
});

Deno.test("addresses parse and print back; blocks hold what they should", () => {
  fc.assert(fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
    deepStrictEqual(parseIp(formatIp(bytes)), bytes);
  }));
  fc.assert(fc.property(ipv4, (a) => strictEqual(formatIp(parseIp(a)!), a)));
  for (
    const [text, printed] of [
      ["::1", "::1"],
      ["2001:DB8:0:0:1:0:0:1", "2001:db8::1:0:0:1"],
      ["::", "::"],
      [
        "::ffff:192.0.2.1",
        "192.0.2.1",
      ],
      ["fe80::1%eth0", "fe80::1"],
      ["1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8"],
    ]
  ) {
    strictEqual(formatIp(parseIp(text)!), printed, text);
  }
  for (
    const bad of ["", "1.2.3", "1.2.3.256", "01.2.3.4", "1::2::3", "1:2:3:4:5:6:7:8:9", "12345::", "x", "::g"]
  ) {
    strictEqual(parseIp(bad), undefined, bad);
  }
  const [ten, fd] = TRUSTED;
  strictEqual(inBlock(parseIp("10.255.0.1")!, ten), true);
  strictEqual(inBlock(parseIp("11.0.0.1")!, ten), false);
  strictEqual(inBlock(parseIp("fdff::1")!, fd), true);
  strictEqual(inBlock(parseIp("fe00::1")!, fd), false);
  strictEqual(inBlock(parseIp("::a00:1")!, ten), false, "an IPv4-compatible IPv6 address is not IPv4");
  for (const bad of ["10.0.0.0/33", "fd00::/129", "10.0.0.0/8/8", "10.0.0.0/x", "example.test"]) {
    strictEqual(parseBlock(bad), undefined, bad);
  }
});

Deno.test("an IPv6 client is counted by its /64, an IPv4 one by its address", () => {
  strictEqual(limitKey("2001:db8:1:2:aaaa::1"), limitKey("2001:db8:1:2:ffff:1:2:3"));
  strictEqual(limitKey("2001:db8:1:2::1"), "2001:db8:1:2::/64");
  strictEqual(limitKey("2001:db8:1:3::1") === limitKey("2001:db8:1:2::1"), false);
  strictEqual(limitKey("::ffff:203.0.113.9"), "203.0.113.9");
  strictEqual(limitKey("unknown"), "unknown");
});

Deno.test("TRUSTED_PROXIES: none by default; a list of addresses and blocks; a bad entry named in one line", () => {
  deepStrictEqual(parseConfig({}).TRUSTED_PROXIES, []);
  strictEqual(parseConfig({ TRUSTED_PROXIES: "10.0.0.0/8, fd00::/8,192.0.2.7" }).TRUSTED_PROXIES.length, 3);
  throws(
    () => parseConfig({ TRUSTED_PROXIES: "10.0.0.0/8,proxy.internal" }),
    new ConfigError(
      'Invalid configuration: TRUSTED_PROXIES must be IP addresses or CIDR blocks separated by commas: "proxy.internal" is not one',
    ),
  );
});
