/**
 * Changing a cluster's node count (doc 2 §4, §5 "Add or remove service nodes"): the one function every caller
 * uses — a user's scale call, a scheduled scale event, the autoscaler — so the counts, the users' profile
 * counts, the replica history and the service nodes always agree. Runs inside the caller's transaction.
 *
 * On a running cluster the nodes follow through placeholders: `__temp…` nodes ('creating') for a count that
 * grows, `__toBeDeleted…` marks ('deleting') for one that shrinks (server/clusters/services/nodes.ts); the
 * services sim finishes them and notifies the owner.
 */
import type { EmulatorContext } from '../../context';
import { recordReplicaChange, type ReplicaReason, type ReplicaService } from '../scaling/history';
import type { InstanceRow } from '../schema';
import { findInstanceRowById, syncUserCounts, usersOfInstance } from '../store';
import { reconcileNodes } from './nodes';

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
  // The nodes as they were first, so the change shows as placeholders rather than as nodes simply there.
  const before = findInstanceRowById(ctx.db, row.id);
  if (before) reconcileNodes(ctx, before, at);
  // A change replayed at its own past instant (the autoscaler after a clock jump) never winds the idle timer back.
  ctx.db.prepare(`UPDATE instances SET ${column} = ?, last_activity_at = MAX(last_activity_at, ?) WHERE id = ?`).run(count, at, row.id);
  recordReplicaChange(ctx.db, { instanceId: row.id, service, from, to: count, reason, at });
  for (const uuid of usersOfInstance(ctx.db, row.id)) syncUserCounts(ctx.db, uuid);
  const fresh = findInstanceRowById(ctx.db, row.id);
  if (fresh) reconcileNodes(ctx, fresh, at);
}
