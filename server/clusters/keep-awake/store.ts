/** Reads and writes of keep_awake_tokens (schema.ts). */
import type { Database } from '../../db';
import { createHash, randomBytes } from 'node:crypto';

export interface KeepAwakeRow {
  instance_id: string;
  idle_since: number;
  token_hash: string;
  expires_at: number;
  used_at: number | null;
}

/** Only this is stored: a leaked database gives no usable token. */
export function hashKeepAwakeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when the cluster was already warned for the idle period that began at `idleSince`. */
export function warnedFor(db: Database, instanceId: string, idleSince: number): boolean {
  return db.prepare('SELECT 1 FROM keep_awake_tokens WHERE instance_id = ? AND idle_since = ?').get(instanceId, idleSince) !== undefined;
}

/**
 * A fresh token for the idle period beginning at `idleSince`, valid until `expiresAt`: 32 random bytes,
 * base64url. It replaces the cluster's previous one, which stops working.
 */
export function issueKeepAwakeToken(db: Database, instanceId: string, idleSince: number, expiresAt: number): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    `INSERT INTO keep_awake_tokens (instance_id, idle_since, token_hash, expires_at, used_at) VALUES (?, ?, ?, ?, NULL)
     ON CONFLICT (instance_id) DO UPDATE SET idle_since = excluded.idle_since, token_hash = excluded.token_hash,
       expires_at = excluded.expires_at, used_at = NULL`,
  ).run(instanceId, idleSince, hashKeepAwakeToken(token), expiresAt);
  return token;
}

export function findKeepAwakeToken(db: Database, token: string): KeepAwakeRow | null {
  const row = db.prepare('SELECT * FROM keep_awake_tokens WHERE token_hash = ?').get(hashKeepAwakeToken(token)) as KeepAwakeRow | undefined;
  return row ?? null;
}

export function markKeepAwakeUsed(db: Database, instanceId: string, at: number): void {
  db.prepare('UPDATE keep_awake_tokens SET used_at = ? WHERE instance_id = ?').run(at, instanceId);
}

/** The clock hook's jump: the instants move back with the clusters' own, so `idle_since` still matches. */
export function moveKeepAwakeBack(db: Database, realMs: number): void {
  db.prepare(
    `UPDATE keep_awake_tokens SET idle_since = idle_since - @realMs, expires_at = expires_at - @realMs,
       used_at = used_at - @realMs`,
  ).run({ realMs });
}
