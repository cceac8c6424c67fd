import { keyedHash } from './keyed-hash';

const hextets = (part: string | undefined) => (part ? part.split(':') : []);

/** Expands an IPv6 address into its eight 16-bit groups, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes its two groups.
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1]) {
    const octets = ipv4Octets(v4Tail[1]);
    if (!octets) return null;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    text = `${text.slice(0, -v4Tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = hextets(halves[0]);
  const tail = hextets(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}

function ipv4Octets(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.map(Number);
}

/**
 * The unit a per-client limit counts (docs/decisions/023): an IPv4 address as it is, an IPv6 address by its
 * /64 network, because one subscriber or one cloud machine is routinely given a whole /64 and can pick any
 * address in it. An IPv4-mapped IPv6 address is its IPv4 address. Anything unreadable counts as one client.
 */
export function clientGroup(address: string | undefined): string {
  if (!address) return 'unknown-client';
  const trimmed = address.trim();
  if (ipv4Octets(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return 'unreadable-address';
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Who is asking, for limits and logs: a keyed hash of the client's group. Never the address, and not
 * reversible by hashing every IPv4 address without the server's secret. Without `CF-Connecting-IP` (local
 * development, tests) every request is one client.
 */
export async function clientTag(secret: string | undefined, address: string | undefined): Promise<string> {
  const hash = await keyedHash(secret, 'client-address');
  return hash(clientGroup(address));
}
