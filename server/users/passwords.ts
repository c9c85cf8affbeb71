/**
 * Password hashing with scrypt (node:crypto). Stored form: `scrypt$N$r$p$<salt b64>$<hash b64>`, so the
 * cost can change later without breaking stored hashes.
 *
 * Requests hash with the asynchronous scrypt: it runs on libuv's thread pool, so a burst of sign-ins
 * (tens of milliseconds of CPU each) never stalls every other request of the server.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: BinaryLike, salt: BinaryLike, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function format(salt: Buffer, hash: Buffer): string {
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, await derive(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

/** Seeding only: runs once at the first start, before the server answers anything. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts;
  const expected = Buffer.from(hashB64 ?? '', 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(saltB64 ?? '', 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of no one's password, with today's cost: checking a password for an unknown e-mail against it
 * takes as long as for a real account, so the answer's time does not tell which e-mails exist.
 */
let dummy: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64'));
  return dummy;
}
