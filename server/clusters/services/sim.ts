/**
 * Service nodes on the simulated clock (doc 2 §4; rules in ./nodes.ts): each due phase is applied at the
 * instant it ended, and the next phase of a restart starts there. A finished action, and a node-count change
 * whose last node is added or removed, records a notice of kind 'operation.services' for the cluster's owner
 * (an in-app notification and a push alert).
 */
import type { EmulatorContext, EmulatorEvent } from '../../context';
import { SERVICE_TITLES } from '../../../src/domain/services-control';
import type { ServiceKey } from '../../../src/contract/types';
import { recordNotice, type NotificationEvent, type NotificationType } from '../store';
import type { SimFamily } from '../sim/sim-family';
import { baseName, NODE_PHASES, startOutcome, updateNode } from './nodes';
import type { ServiceNodeRow } from './schema';

export const SERVICES_NOTICE_KIND = 'operation.services';

/** The in-app texts of finished operations (ours). */
export const SERVICES_EVENT_TEXTS = {
  stopped: (node: string, cluster: string) => `Node ${node} of ${cluster} is stopped.`,
  started: (node: string, cluster: string) => `Node ${node} of ${cluster} is running.`,
  failed: (node: string, cluster: string) => `Node ${node} of ${cluster} failed to start.`,
  warnings: (node: string, cluster: string) => `Node ${node} of ${cluster} started with warnings.`,
  scaled: (service: string, cluster: string, count: number) =>
    `${service} of ${cluster} now runs on ${count} node${count === 1 ? '' : 's'}.`,
} as const;

type Joined = ServiceNodeRow & { owner_uuid: string; cluster_name: string; running_at: string | null };

const DUE = `SELECT n.*, i.owner_uuid AS owner_uuid, i.name AS cluster_name, i.running_at AS running_at
  FROM service_nodes n JOIN instances i ON i.id = n.instance_id
  WHERE n.phase_ends_at IS NOT NULL AND n.phase_ends_at <= ? ORDER BY n.phase_ends_at`;

function notify(ctx: EmulatorContext, row: Joined, events: EmulatorEvent[], event: NotificationEvent, title: string, message: string, at: number, eventType: NotificationType): void {
  events.push(
    recordNotice(ctx.db, {
      userId: row.owner_uuid,
      instanceName: row.cluster_name,
      event,
      eventType,
      message,
      kind: SERVICES_NOTICE_KIND,
      title,
      at,
    }),
  );
}

function liveCount(ctx: EmulatorContext, row: Joined): { pending: number; live: number } {
  const counts = ctx.db
    .prepare(
      `SELECT SUM(CASE WHEN step IN ('create', 'delete') THEN 1 ELSE 0 END) AS pending,
              SUM(CASE WHEN node_name LIKE '\\_\\_toBeDeleted%' ESCAPE '\\' THEN 0 ELSE 1 END) AS live
       FROM service_nodes WHERE instance_id = ? AND service = ?`,
    )
    .get(row.instance_id, row.service) as { pending: number | null; live: number | null };
  return { pending: counts.pending ?? 0, live: counts.live ?? 0 };
}

/** A phase that ended, applied at the instant it ended. */
function finish(ctx: EmulatorContext, row: Joined, events: EmulatorEvent[]): void {
  const at = row.phase_ends_at ?? ctx.clock.now();
  const epoch = row.run_epoch;
  const service = SERVICE_TITLES[row.service as ServiceKey] ?? row.service;
  switch (row.step) {
    case 'stop':
      updateNode(ctx.db, row, { status: 'not running', step: null, phase_ends_at: null }, epoch);
      notify(ctx, row, events, 'SERVICE_NODE_STOPPED', 'Node stopped', SERVICES_EVENT_TEXTS.stopped(row.node_name, row.cluster_name), at, 'success');
      return;
    case 'restart':
      updateNode(ctx.db, row, { status: 'starting', step: 'start', phase_ends_at: at + ctx.clock.realDelay(NODE_PHASES.startMs) }, epoch);
      return;
    case 'start': {
      const starts = row.starts + 1;
      const outcome = startOutcome(row.service, starts);
      updateNode(ctx.db, row, { ...outcome, step: null, phase_ends_at: null, starts }, epoch);
      if (outcome.status === 'failed to start') {
        notify(ctx, row, events, 'SERVICE_NODE_FAILED', 'Node failed to start', SERVICES_EVENT_TEXTS.failed(row.node_name, row.cluster_name), at, 'failure');
      } else if (outcome.status === 'started with warnings') {
        notify(ctx, row, events, 'SERVICE_NODE_STARTED', 'Node started with warnings', SERVICES_EVENT_TEXTS.warnings(row.node_name, row.cluster_name), at, 'info');
      } else {
        notify(ctx, row, events, 'SERVICE_NODE_STARTED', 'Node running', SERVICES_EVENT_TEXTS.started(row.node_name, row.cluster_name), at, 'success');
      }
      return;
    }
    case 'create':
    case 'delete': {
      if (row.step === 'create') {
        updateNode(ctx.db, row, { node_name: baseName(row), status: 'running', step: null, phase_ends_at: null }, epoch);
      } else {
        ctx.db.prepare('DELETE FROM service_nodes WHERE instance_id = ? AND node_name = ?').run(row.instance_id, row.node_name);
      }
      const { pending, live } = liveCount(ctx, row);
      if (pending === 0) {
        notify(ctx, row, events, 'SCALE_SERVICE', 'Nodes changed', SERVICES_EVENT_TEXTS.scaled(service, row.cluster_name, live), at, 'success');
      }
      return;
    }
    default:
      updateNode(ctx.db, row, { status: row.status as 'running', step: null, phase_ends_at: null }, epoch);
  }
}

export const servicesSim: SimFamily = {
  advance(ctx, now, events) {
    let applied = 0;
    // A restart's second phase may be due too after a jump: a few passes at most.
    for (let pass = 0; pass < 4; pass += 1) {
      const due = ctx.db.prepare(DUE).all(now) as Joined[];
      if (due.length === 0) break;
      for (const row of due) {
        finish(ctx, row, events);
        applied += 1;
      }
    }
    return applied;
  },
  moveBack(ctx, realMs) {
    const { db } = ctx;
    db.prepare('UPDATE service_nodes SET phase_ends_at = phase_ends_at - ? WHERE phase_ends_at IS NOT NULL').run(realMs);
    // The epoch is the cluster's running_at, which the lifecycle's jump moves back the same way.
    const epochs = db.prepare('SELECT DISTINCT run_epoch FROM service_nodes WHERE run_epoch IS NOT NULL').all() as { run_epoch: string }[];
    const update = db.prepare('UPDATE service_nodes SET run_epoch = ? WHERE run_epoch = ?');
    for (const { run_epoch } of epochs) update.run(new Date(Date.parse(run_epoch) - realMs).toISOString(), run_epoch);
  },
};
