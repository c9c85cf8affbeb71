/**
 * The provider's secrets: one RS256 signing key (ID tokens, JWT access tokens) and the cookie keys.
 * Generated on first start and kept in `<dataDir>/keys.json`, so tokens and sessions stay valid across
 * restarts; an in-memory emulator (dataDir null) makes fresh ones every time.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface ProviderKeys {
  /** Private signing key, JWK with kid, alg RS256, use sig. */
  signing: JWK & { kid: string };
  cookieKeys: string[];
}

export interface LoadedKeys extends ProviderKeys {
  /** The public half of `signing`, for the API's bearer check. */
  publicKey: CryptoKey;
  /** The private half, for tokens minted in tests (signAccessToken). */
  privateKey: CryptoKey;
}

function isProviderKeys(value: unknown): value is ProviderKeys {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const signing = record.signing as Record<string, unknown> | undefined;
  return (
    typeof signing === 'object' &&
    signing !== null &&
    signing.kty === 'RSA' &&
    typeof signing.d === 'string' &&
    typeof signing.kid === 'string' &&
    Array.isArray(record.cookieKeys) &&
    record.cookieKeys.length > 0 &&
    record.cookieKeys.every((k) => typeof k === 'string')
  );
}

export async function generateProviderKeys(): Promise<ProviderKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = randomBytes(8).toString('hex');
  return {
    signing: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/** The keys with their public and private halves imported for use. */
export async function completeProviderKeys(keys: ProviderKeys): Promise<LoadedKeys> {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = keys.signing;
  const publicKey = (await importJWK(publicJwk, 'RS256')) as CryptoKey;
  const privateKey = (await importJWK(keys.signing, 'RS256')) as CryptoKey;
  return { ...keys, publicKey, privateKey };
}

/** Reads `<dataDir>/keys.json`, or creates it. A damaged file is an error: deleting keys logs everyone out. */
export async function loadProviderKeys(dataDir: string | null): Promise<LoadedKeys> {
  if (dataDir === null) return completeProviderKeys(await generateProviderKeys());
  const file = join(dataDir, 'keys.json');
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isProviderKeys(parsed)) throw new Error(`${file} is not a valid key file; start with --reset to make new keys`);
    return completeProviderKeys(parsed);
  }
  const keys = await generateProviderKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return completeProviderKeys(keys);
}

/** A key pair the provider never used: tokens signed with it must be refused. */
export async function generateForeignKey(): Promise<CryptoKey> {
  const { privateKey } = await generateKeyPair('RS256');
  return privateKey;
}
