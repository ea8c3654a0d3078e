/**
 * IP addresses and blocks (CIDR) for deciding which proxies to trust: IPv4 is held as IPv4-mapped IPv6
 * (::ffff:a.b.c.d), so one comparison serves both families and a mapped address matches its IPv4 block.
 */

/** An address block: the first `bits` of `bytes` (16 bytes). */
export type IpBlock = { bytes: Uint8Array; bits: number };

const MAPPED_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];

function ipv4(text: string): number[] | undefined {
  const parts = text.split(".");
  if (parts.length !== 4) return undefined;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : 256));
  return bytes.every((b) => b < 256) ? bytes : undefined;
}

function ipv6(text: string): number[] | undefined {
  // An embedded IPv4 address (::ffff:192.0.2.1) stands for the last two groups: written as those, it parses alike.
  const lastColon = text.lastIndexOf(":");
  if (text.includes(".", lastColon)) {
    const four = ipv4(text.slice(lastColon + 1));
    if (!four) return undefined;
    const group = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    text = `${text.slice(0, lastColon + 1)}${group(four[0], four[1])}:${group(four[2], four[3])}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const groups = (s: string) => (s === "" ? [] : s.split(":"));
  const head = groups(halves[0]);
  const back = halves.length === 2 ? groups(halves[1]) : [];
  if (![...head, ...back].every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  const missing = 8 - head.length - back.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const words = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...back];
  return words.flatMap((g) => {
    const w = parseInt(g, 16);
    return [w >> 8, w & 0xff];
  });
}

/** The address as 16 bytes, or undefined when the text is not an IPv4 or IPv6 address (a zone id is dropped). */
export function parseIp(text: string): Uint8Array | undefined {
  const four = ipv4(text);
  if (four) return Uint8Array.from([...MAPPED_PREFIX, ...four]);
  const six = text.includes(":") ? ipv6(text.replace(/%[\w.-]+$/, "")) : undefined;
  return six ? Uint8Array.from(six) : undefined;
}

/** `10.0.0.0/8`, `fd00::/8`, or one address (a block of one); undefined when it is neither. */
export function parseBlock(text: string): IpBlock | undefined {
  const [address, length, extra] = text.trim().split("/");
  const bytes = parseIp(address);
  if (!bytes || extra !== undefined) return undefined;
  const isFour = ipv4(address) !== undefined;
  const max = isFour ? 32 : 128;
  if (length === undefined) return { bytes, bits: 128 };
  if (!/^\d{1,3}$/.test(length) || Number(length) > max) return undefined;
  return { bytes, bits: Number(length) + (isFour ? 96 : 0) };
}

/** Whether the address lies in the block. */
export function inBlock(address: Uint8Array, block: IpBlock): boolean {
  for (let bit = 0; bit < block.bits; bit += 8) {
    const mask = block.bits - bit >= 8 ? 0xff : (0xff << (8 - (block.bits - bit))) & 0xff;
    if ((address[bit / 8] & mask) !== (block.bytes[bit / 8] & mask)) return false;
  }
  return true;
}

/** IPv4 as a.b.c.d; IPv6 in its shortest form (RFC 5952), lowercase. */
export function formatIp(bytes: Uint8Array): string {
  if (MAPPED_PREFIX.every((b, i) => bytes[i] === b)) return [...bytes.slice(12)].join(".");
  const words = Array.from({ length: 8 }, (_, i) => (bytes[2 * i] << 8) | bytes[2 * i + 1]);
  // The longest run of two or more zero groups becomes "::" (the first, when runs tie).
  let best = { at: -1, length: 1 };
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = (ws: number[]) => ws.map((w) => w.toString(16)).join(":");
  if (best.at < 0) return hex(words);
  return `${hex(words.slice(0, best.at))}::${hex(words.slice(best.at + best.length))}`;
}
