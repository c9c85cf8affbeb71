/** Reads and writes of alert_snoozes and alert_tokens (schema.ts). */
import type { Database } from '../../db';
import { createHash, randomBytes } from 'node:crypto';
import { snoozeHolds } from '../../../src/domain/alert-snooze';

/** How long an alert's capabilities stay valid, in real ms: a short while after the alert arrives. */
export const ALERT_TOKEN_VALID_MS = 60 * 60_000;

export type AlertTokenPurpose = 'snooze' | 'refresh';

export interface AlertTokenRow {
  token_hash: string;
  purpose: AlertTokenPurpose;
  user_uuid: string;
  instance_id: string;
  expires_at: number;
  used_at: number | null;
}

/** Only this is stored: a leaked database gives no usable token. */
export function hashAlertToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** An expired token is kept this long after, so using it is answered 'expired' rather than 'not valid'. */
const EXPIRED_KEPT_MS = 24 * 60 * 60_000;

/**
 * A fresh token for `purpose` on one user's alert about one cluster, valid ALERT_TOKEN_VALID_MS from `now`:
 * 32 random bytes, base64url. Tokens expired for a day go at the same time, so the table stays small.
 */
export function issueAlertToken(
  db: Database,
  input: { purpose: AlertTokenPurpose; userId: string; instanceId: string; now: number },
): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('DELETE FROM alert_tokens WHERE expires_at <= ?').run(input.now - EXPIRED_KEPT_MS);
  db.prepare(
    'INSERT INTO alert_tokens (token_hash, purpose, user_uuid, instance_id, expires_at, used_at) VALUES (?, ?, ?, ?, ?, NULL)',
  ).run(hashAlertToken(token), input.purpose, input.userId, input.instanceId, input.now + ALERT_TOKEN_VALID_MS);
  return token;
}

export function findAlertToken(db: Database, token: string, purpose: AlertTokenPurpose): AlertTokenRow | null {
  const row = db.prepare('SELECT * FROM alert_tokens WHERE token_hash = ? AND purpose = ?').get(hashAlertToken(token), purpose) as
    | AlertTokenRow
    | undefined;
  return row ?? null;
}

export function markAlertTokenUsed(db: Database, tokenHash: string, at: number): void {
  db.prepare('UPDATE alert_tokens SET used_at = ? WHERE token_hash = ?').run(at, tokenHash);
}

/** The end of the user's snooze of the cluster (epoch ms, null: until resumed), or undefined when none holds at `now`. */
export function snoozeOf(db: Database, userId: string, instanceId: string, now: number): number | null | undefined {
  const row = db.prepare('SELECT until FROM alert_snoozes WHERE user_uuid = ? AND instance_id = ?').get(userId, instanceId) as
    | { until: number | null }
    | undefined;
  if (!row || !snoozeHolds(row.until, now)) return undefined;
  return row.until;
}

export function saveSnooze(db: Database, input: { userId: string; instanceId: string; until: number | null; now: number }): void {
  db.prepare(
    `INSERT INTO alert_snoozes (user_uuid, instance_id, until, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_uuid, instance_id) DO UPDATE SET until = excluded.until, created_at = excluded.created_at`,
  ).run(input.userId, input.instanceId, input.until, input.now);
}

export function deleteSnooze(db: Database, userId: string, instanceId: string): void {
  db.prepare('DELETE FROM alert_snoozes WHERE user_uuid = ? AND instance_id = ?').run(userId, instanceId);
}

/** The clock hook's jump: snoozes end and tokens expire `realMs` sooner. */
export function moveAlertInstantsBack(db: Database, realMs: number): void {
  db.prepare('UPDATE alert_snoozes SET until = until - @realMs, created_at = created_at - @realMs').run({ realMs });
  db.prepare('UPDATE alert_tokens SET expires_at = expires_at - @realMs, used_at = used_at - @realMs').run({ realMs });
}
