/**
 * Changing a cluster's node count (doc 2 §4, §5 "Add or remove service nodes"): the one function every caller
 * uses — a user's scale call, a scheduled scale event, the autoscaler — so the counts, the users' profile
 * counts and the replica history always agree. Runs inside the caller's transaction.
 */
import type { EmulatorContext } from '../../context';
import { recordReplicaChange, type ReplicaReason, type ReplicaService } from '../scaling/history';
import type { InstanceRow } from '../schema';
import { syncUserCounts, usersOfInstance } from '../store';

export function setReplicas(
  ctx: EmulatorContext,
  row: Pick<InstanceRow, 'id' | 'analytics_nodes' | 'loader_nodes'>,
  service: ReplicaService,
  count: number,
  reason: ReplicaReason,
  at: number = ctx.clock.now(),
): void {
  const column = service === 'analytics' ? 'analytics_nodes' : 'loader_nodes';
  const from = row[column];
  if (from === count) return;
  ctx.db.prepare(`UPDATE instances SET ${column} = ?, last_activity_at = ? WHERE id = ?`).run(count, at, row.id);
  recordReplicaChange(ctx.db, { instanceId: row.id, service, from, to: count, reason, at });
  for (const uuid of usersOfInstance(ctx.db, row.id)) syncUserCounts(ctx.db, uuid);
}
