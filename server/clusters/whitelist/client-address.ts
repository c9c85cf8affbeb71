/**
 * The address a request came from, as the allow-list can take it (ours; doc 2 has no such call). The emulator
 * sits behind no proxy it trusts (server/app.ts configures none), so X-Forwarded-For and Forwarded are ignored:
 * anyone can send them. The address is the TCP peer of the socket (@hono/node-server's conninfo); a request
 * handed to `app.fetch` in-process has no socket, hence no address.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export type ClientAddress =
  | { kind: 'ipv4'; address: string }
  | { kind: 'ipv6'; address: string }
  | { kind: 'unknown' };

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * A socket's remote address as the allow-list reads it: IPv4 as is, an IPv4-mapped IPv6 address
 * (::ffff:203.0.113.7, what a dual-stack socket reports for an IPv4 peer) as its IPv4 address, and the IPv6
 * loopback ::1 as 127.0.0.1 (the same machine). Any other IPv6 address stays IPv6: the allow-list cannot take it.
 */
export function readRemoteAddress(raw: string | undefined | null): ClientAddress {
  if (!raw) return { kind: 'unknown' };
  const address = raw.trim();
  if (IPV4.test(address)) return { kind: 'ipv4', address };
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return { kind: 'ipv4', address: mapped[1] };
  if (address === '::1') return { kind: 'ipv4', address: '127.0.0.1' };
  return address.includes(':') ? { kind: 'ipv6', address } : { kind: 'unknown' };
}

/** The request's peer address, or unknown when it came with no socket (in-process). */
export function clientAddressOf(c: Context): ClientAddress {
  const env: unknown = c.env;
  const hasSocket =
    typeof env === 'object' && env !== null && 'incoming' in env && typeof env.incoming === 'object' && env.incoming !== null;
  if (!hasSocket) return { kind: 'unknown' };
  return readRemoteAddress(getConnInfo(c).remote.address);
}
