/** Reads and writes of push_subscriptions. */
import type { Database } from '../db';
import { isPushKind, PUSH_KINDS, type PushKind } from '../../src/domain/push';

export interface StoredSubscription {
  endpoint: string;
  userId: string;
  keys: { p256dh: string; auth: string };
  kinds: PushKind[];
  createdAt: string;
  updatedAt: string;
}

interface Row {
  endpoint: string;
  user_uuid: string;
  p256dh: string;
  auth: string;
  kinds: string;
  created_at: string;
  updated_at: string;
}

/** At most this many devices per user; subscribing one more is refused until one is turned off. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

function parseKinds(raw: string): PushKind[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? PUSH_KINDS.filter((kind) => value.some((v) => v === kind && isPushKind(v))) : [];
  } catch {
    return [];
  }
}

function toStored(row: Row): StoredSubscription {
  return {
    endpoint: row.endpoint,
    userId: row.user_uuid,
    keys: { p256dh: row.p256dh, auth: row.auth },
    kinds: parseKinds(row.kinds),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function findSubscription(db: Database, endpoint: string): StoredSubscription | null {
  const row = db.prepare('SELECT * FROM push_subscriptions WHERE endpoint = ?').get(endpoint) as Row | undefined;
  return row ? toStored(row) : null;
}

export function listSubscriptions(db: Database, userId: string): StoredSubscription[] {
  const rows = db
    .prepare('SELECT * FROM push_subscriptions WHERE user_uuid = ? ORDER BY created_at, endpoint')
    .all(userId) as Row[];
  return rows.map(toStored);
}

/** The user's subscriptions that asked for `kind`. */
export function subscriptionsFor(db: Database, userId: string, kind: PushKind): StoredSubscription[] {
  return listSubscriptions(db, userId).filter((s) => s.kinds.includes(kind));
}

/**
 * Adds or updates the subscription of one endpoint. An endpoint belongs to one browser profile: when
 * another user subscribes it, it becomes theirs (the last person signed in on the device gets the alerts).
 * A new endpoint for a user who already has MAX_SUBSCRIPTIONS_PER_USER is not saved ('full').
 */
export function saveSubscription(
  db: Database,
  input: { endpoint: string; userId: string; p256dh: string; auth: string; kinds: readonly PushKind[]; at: string },
): 'created' | 'updated' | 'full' {
  return db.transaction((): 'created' | 'updated' | 'full' => {
    const existing = findSubscription(db, input.endpoint);
    if (existing?.userId !== input.userId) {
      const count = (db.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_uuid = ?').get(input.userId) as { n: number }).n;
      if (count >= MAX_SUBSCRIPTIONS_PER_USER) return 'full';
    }
    const kinds = JSON.stringify(PUSH_KINDS.filter((k) => input.kinds.includes(k)));
    if (existing) {
      db.prepare(
        `UPDATE push_subscriptions SET user_uuid = ?, p256dh = ?, auth = ?, kinds = ?, updated_at = ? WHERE endpoint = ?`,
      ).run(input.userId, input.p256dh, input.auth, kinds, input.at, input.endpoint);
      return 'updated';
    }
    db.prepare(
      `INSERT INTO push_subscriptions (endpoint, user_uuid, p256dh, auth, kinds, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(input.endpoint, input.userId, input.p256dh, input.auth, kinds, input.at, input.at);
    return 'created';
  })();
}

/** Deletes the endpoint if `userId` (when given) owns it; true when a row went away. */
export function deleteSubscription(db: Database, endpoint: string, userId?: string): boolean {
  const result =
    userId === undefined
      ? db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint)
      : db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_uuid = ?').run(endpoint, userId);
  return result.changes > 0;
}
