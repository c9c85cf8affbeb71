/**
 * Replica history (doc 2 §3 "Autoscale history", §2 Scaling tab): every change of a cluster's analytics or
 * loader node count, whoever made it (a user's scale call, a scheduled event, the autoscaler), so the
 * scaling tab's charts and its list of resize events read what really happened.
 */
import type { Database } from '../../db';

export const REPLICA_HISTORY_SCHEMA = `
CREATE TABLE IF NOT EXISTS replica_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  service TEXT NOT NULL CHECK (service IN ('analytics', 'loader')),
  from_count INTEGER NOT NULL,
  to_count INTEGER NOT NULL,
  -- Who asked: 'manual' (a user's scale call), 'scheduled' (a scheduled event), 'autoscale'.
  reason TEXT NOT NULL,
  -- Real epoch ms.
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS replica_changes_instance ON replica_changes(instance_id, at);
`;

export type ReplicaService = 'analytics' | 'loader';
export type ReplicaReason = 'manual' | 'scheduled' | 'autoscale';

export interface ReplicaChange {
  instanceId: string;
  service: ReplicaService;
  from: number;
  to: number;
  reason: ReplicaReason;
  at: number;
}

export function recordReplicaChange(db: Database, change: ReplicaChange): void {
  if (change.from === change.to) return;
  db.prepare(
    `INSERT INTO replica_changes (instance_id, service, from_count, to_count, reason, at)
     VALUES (@instanceId, @service, @from, @to, @reason, @at)`,
  ).run(change);
}
