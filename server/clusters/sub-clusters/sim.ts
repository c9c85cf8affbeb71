/**
 * Sub-clusters on the simulated clock (doc 2 §4): creating → running; connect: starting → running;
 * disconnect: stopping → disconnected; edit or scale: updating → running (disconnected when it was); remove:
 * deleting → gone. Each finished change records a notice of kind 'operation.sub-cluster' for the cluster's
 * owner (an in-app notification and a push alert).
 *
 * When the parent cluster stops (stopping, sleeping), its sub-clusters are disconnected at once: a
 * sub-cluster in a phase stops it (a creation ends disconnected; a removal still ends), and they stay
 * disconnected when the cluster connects again, until the user connects them (their `state` says what they
 * were asked to be last).
 */
import type { EmulatorContext, EmulatorEvent } from '../../context';
import type { InstanceRow } from '../schema';
import { recordNotice, type NotificationEvent, type NotificationType } from '../store';
import type { SimFamily } from '../sim/sim-family';
import type { SubClusterRow } from './schema';
import { deleteSubCluster, setPhase } from './store';

export const SUB_CLUSTER_NOTICE_KIND = 'operation.sub-cluster';

/** The in-app texts of finished changes (ours). */
export const SUB_CLUSTER_EVENT_TEXTS = {
  created: (name: string) => `Self-Managed Cluster ${name} is created and running.`,
  connected: (name: string) => `Self-Managed Cluster ${name} is connected.`,
  disconnected: (name: string) => `Self-Managed Cluster ${name} is disconnected.`,
  updated: (name: string) => `Self-Managed Cluster ${name} is updated.`,
  deleted: (name: string) => `Self-Managed Cluster ${name} is deleted.`,
  withCluster: (name: string, cluster: string) => `Self-Managed Cluster ${name} is disconnected because ${cluster} is disconnected.`,
} as const;

type Owner = Pick<InstanceRow, 'owner_uuid' | 'name'>;
type Joined = SubClusterRow & { owner_uuid: string; cluster_name: string };

function notice(ctx: EmulatorContext, owner: Owner, events: EmulatorEvent[], event: NotificationEvent, title: string, message: string, at: number, eventType: NotificationType = 'success'): void {
  events.push(
    recordNotice(ctx.db, {
      userId: owner.owner_uuid,
      instanceName: owner.name,
      event,
      eventType,
      message,
      kind: SUB_CLUSTER_NOTICE_KIND,
      title,
      at,
    }),
  );
}

const JOINED = `SELECT s.*, i.owner_uuid AS owner_uuid, i.name AS cluster_name FROM sub_clusters s JOIN instances i ON i.id = s.instance_id`;

/** A phase that ended at `at`, applied. */
function finish(ctx: EmulatorContext, row: Joined, events: EmulatorEvent[]): void {
  const { db } = ctx;
  const at = row.phase_ends_at ?? ctx.clock.now();
  const owner: Owner = { owner_uuid: row.owner_uuid, name: row.cluster_name };
  switch (row.status) {
    case 'creating':
      setPhase(db, row, { status: 'running', endsAt: null });
      notice(ctx, owner, events, 'CREATE_SUB_CLUSTER', 'Self-Managed Cluster created', SUB_CLUSTER_EVENT_TEXTS.created(row.name), at);
      return;
    case 'starting':
      setPhase(db, row, { status: 'running', endsAt: null });
      notice(ctx, owner, events, 'CONNECT_SUB_CLUSTER', 'Self-Managed Cluster connected', SUB_CLUSTER_EVENT_TEXTS.connected(row.name), at);
      return;
    case 'stopping':
      setPhase(db, row, { status: 'disconnected', endsAt: null });
      notice(ctx, owner, events, 'DISCONNECT_SUB_CLUSTER', 'Self-Managed Cluster disconnected', SUB_CLUSTER_EVENT_TEXTS.disconnected(row.name), at);
      return;
    case 'updating':
      setPhase(db, row, { status: row.state === 'connected' ? 'running' : 'disconnected', endsAt: null });
      notice(ctx, owner, events, 'UPDATE_SUB_CLUSTER', 'Self-Managed Cluster updated', SUB_CLUSTER_EVENT_TEXTS.updated(row.name), at);
      return;
    case 'deleting':
      deleteSubCluster(db, row.id);
      notice(ctx, owner, events, 'DELETE_SUB_CLUSTER', 'Self-Managed Cluster deleted', SUB_CLUSTER_EVENT_TEXTS.deleted(row.name), at);
      return;
    default:
      // A phase end on a settled status is stale: drop it.
      setPhase(db, row, { status: row.status, endsAt: null });
  }
}

export const subClustersSim: SimFamily = {
  advance(ctx, now, events) {
    const { db } = ctx;
    let applied = 0;
    // Phases that ended (indexed on phase_ends_at).
    const due = db.prepare(`${JOINED} WHERE s.phase_ends_at IS NOT NULL AND s.phase_ends_at <= ? ORDER BY s.phase_ends_at`).all(now) as Joined[];
    for (const row of due) {
      finish(ctx, row, events);
      applied += 1;
    }
    // Sub-clusters up while their cluster stops or sleeps (indexed on the sub-clusters that are up).
    const orphaned = db
      .prepare(`${JOINED} WHERE s.status NOT IN ('disconnected', 'deleting') AND i.status IN ('stopping', 'sleeping', 'deleting')`)
      .all() as Joined[];
    for (const row of orphaned) {
      setPhase(db, row, { status: 'disconnected', endsAt: null });
      notice(
        ctx,
        { owner_uuid: row.owner_uuid, name: row.cluster_name },
        events,
        'DISCONNECT_SUB_CLUSTER',
        'Self-Managed Cluster disconnected',
        SUB_CLUSTER_EVENT_TEXTS.withCluster(row.name, row.cluster_name),
        now,
        'info',
      );
      applied += 1;
    }
    return applied;
  },
  moveBack(ctx, realMs) {
    ctx.db
      .prepare('UPDATE sub_clusters SET phase_ends_at = phase_ends_at - @realMs, created_at = created_at - @realMs')
      .run({ realMs });
  },
};
