/**
 * Which push endpoints the emulator will POST to. A subscription's endpoint comes from the caller, so an
 * endpoint on a private, loopback or link-local address would let anyone make the emulator send requests
 * into its own network. Real push services are public https hosts. Pure: no DNS, no network.
 *
 * Hosts are taken as the WHATWG URL parser gives them (`new URL(x).hostname`): IPv4 shorthands such as
 * `2130706433` or `0x7f.1` are already dotted quads there, and IPv6 literals keep their brackets.
 */

export const ENDPOINT_PROBLEMS = {
  notHttps: 'subscription.endpoint must be an https URL',
  notPublic: 'subscription.endpoint must be a public push service, not a private, loopback or link-local address',
} as const;

export type EndpointProblem = (typeof ENDPOINT_PROBLEMS)[keyof typeof ENDPOINT_PROBLEMS];

/** [first address, prefix length] of the IPv4 ranges no push service lives in. */
const NON_PUBLIC_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function parseV4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

function inV4Range(address: number, [first, prefix]: readonly [string, number]): boolean {
  const base = parseV4(first) ?? 0;
  const size = 2 ** (32 - prefix);
  return address >= base && address < base + size;
}

function isNonPublicV4(address: number): boolean {
  return NON_PUBLIC_V4.some((range) => inV4Range(address, range));
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail allowed), or null when it is not one. */
function parseV6(text: string): number[] | null {
  let head = text;
  const tail: number[] = [];
  const v4Tail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1] && v4Tail[2]) {
    const v4 = parseV4(v4Tail[2]);
    if (v4 === null) return null;
    tail.push(Math.floor(v4 / 65536), v4 % 65536);
    head = v4Tail[1].endsWith('::') ? v4Tail[1] : v4Tail[1].slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string | undefined): number[] | null => {
    if (!part) return [];
    const out: number[] = [];
    for (const g of part.split(':')) {
      if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  const left = groups(halves[0]);
  const right = groups(halves[1]);
  if (!left || !right) return null;
  const given = left.length + right.length + tail.length;
  if (halves.length === 1) return given === 8 ? [...left, ...tail] : null;
  if (given > 7) return null;
  return [...left, ...new Array<number>(8 - given).fill(0), ...right, ...tail];
}

function isNonPublicV6(g: readonly number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const embeddedV4 = g6 * 65536 + g7;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(8)) return true; // :: unspecified
  if (zeroTo(7) && g7 === 1) return true; // ::1 loopback
  if (zeroTo(5) && g5 === 0xffff) return isNonPublicV4(embeddedV4); // ::ffff:a.b.c.d, IPv4-mapped
  if (zeroTo(6)) return isNonPublicV4(embeddedV4); // ::a.b.c.d, IPv4-compatible (deprecated)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return isNonPublicV4(embeddedV4); // NAT64
  if ((g0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((g0 & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((g0 & 0xff00) === 0xff00) return true; // ff00::/8 multicast
  return false;
}

/** True for `localhost` names and for IP literals outside the public unicast ranges. */
export function isNonPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = parseV6(host.slice(1, -1));
    // An IPv6 literal we cannot read is not trusted.
    return groups === null || isNonPublicV6(groups);
  }
  const v4 = parseV4(host);
  return v4 !== null && isNonPublicV4(v4);
}

/**
 * Why the emulator will not send to this endpoint, or null. `allowLocal` (test hooks on): the browser
 * tests' push service is plain http on 127.0.0.1, so both rules are lifted.
 */
export function endpointProblem(endpoint: string, { allowLocal }: { allowLocal: boolean }): EndpointProblem | null {
  if (allowLocal) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return ENDPOINT_PROBLEMS.notHttps;
  }
  if (url.protocol !== 'https:') return ENDPOINT_PROBLEMS.notHttps;
  return isNonPublicHost(url.hostname) ? ENDPOINT_PROBLEMS.notPublic : null;
}
