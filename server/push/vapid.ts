/**
 * The emulator's VAPID key pair (RFC 8292): made once and kept in `<dataDir>/vapid.json`, so browser
 * subscriptions (bound to the public key) survive restarts; an in-memory emulator makes a fresh pair.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (65 bytes): the app's applicationServerKey. */
  publicKey: string;
  /** base64url private scalar (32 bytes). */
  privateKey: string;
}

export interface VapidDetails extends VapidKeys {
  /** Contact for push services (RFC 8292 `sub`). */
  subject: string;
}

export const VAPID_FILE = 'vapid.json';

/** RFC 8292 `sub`: the emulator's own https origin, else a mailto: at its host name. */
export function vapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:push-alerts@${url.hostname}`;
}

function isVapidKeys(value: unknown): value is VapidKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  return (
    typeof publicKey === 'string' &&
    typeof privateKey === 'string' &&
    Buffer.from(publicKey, 'base64url').length === 65 &&
    Buffer.from(privateKey, 'base64url').length === 32
  );
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

/** Reads `<dataDir>/vapid.json`, or creates it; null dataDir: a pair kept in memory only. */
export function loadVapidDetails(dataDir: string | null, publicUrl: string): VapidDetails {
  const subject = vapidSubject(publicUrl);
  if (dataDir === null) return { ...generateVapidKeys(), subject };
  const file = join(dataDir, VAPID_FILE);
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isVapidKeys(parsed)) throw new Error(`${file} is not a valid VAPID key file; delete it to make a new pair (browsers then subscribe again)`);
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey, subject };
  }
  const keys = generateVapidKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return { ...keys, subject };
}
