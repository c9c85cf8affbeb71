/**
 * Scheduled events on the simulated clock (doc 2 §4): each queued event runs at its start, once, and records
 * its status (success or failure) and result, with a notice of kind 'operation.scheduled' for the owner.
 *
 * - connect: a sleeping cluster starts connecting (as PUT …/connect does); one already connected or starting is
 *   a success; any other state (creating, disconnecting, unavailable) a failure.
 * - disconnect: a running or starting cluster starts disconnecting (as PUT …/disconnect); one already
 *   disconnected or disconnecting is a success; any other state a failure.
 * - scale up / scale down: the cluster must be connected; each given count is added or removed through
 *   setReplicas (services/scale.ts, reason 'scheduled'), unless a count would leave the bounds (1 to 10 nodes),
 *   which fails the event with nothing changed.
 *
 * The due query is one indexed read (status, start_at) when nothing is due. The clock hook's jump moves every
 * stored instant back, so a queued event's start comes sooner.
 */
import { SCHEDULED_EVENT_LABELS } from '../../../src/domain/scheduling';
import { SERVICE_NODES_MAX_DEFAULT, SERVICE_NODES_MIN } from '../../../src/domain/services-control';
import type { ClusterStatus } from '../../../src/domain/status';
import type { EmulatorContext, EmulatorEvent } from '../../context';
import { beginConnect, beginDisconnect } from '../lifecycle/service';
import type { InstanceRow } from '../schema';
import { setReplicas } from '../services/scale';
import type { SimFamily } from '../sim/sim-family';
import { clusterStatus, recordNotice } from '../store';
import type { ScheduledEventRow } from './schema';
import { dueEvents, finishEvent } from './store';

/** How a state reads in a result ('it was …'). */
const STATE_WORDS: Record<ClusterStatus, string> = {
  creating: 'being created',
  'starting-up': 'connecting',
  running: 'connected',
  sleeping: 'disconnected',
  stopping: 'disconnecting',
  corrupted: 'unavailable',
  undefined: 'in an unknown state',
};

/** What an event's result says (ours). */
export const SCHEDULED_RESULTS = {
  connecting: 'The cluster started connecting',
  alreadyConnected: 'The cluster was already connected',
  disconnecting: 'The cluster started disconnecting',
  alreadyDisconnected: 'The cluster was already disconnected',
  cannot: (what: 'connected' | 'disconnected' | 'scaled', status: ClusterStatus) =>
    `The cluster could not be ${what}: it was ${STATE_WORDS[status]}`,
  scaled: (changes: readonly string[]) => changes.join(', '),
  change: (service: 'Analytics' | 'Loader', from: number, to: number) => `${service} nodes ${from} → ${to}`,
  outOfBounds: (service: 'Analytics' | 'Loader', from: number, to: number) =>
    `${service} nodes cannot go from ${from} to ${to} (${SERVICE_NODES_MIN} to ${SERVICE_NODES_MAX_DEFAULT})`,
  clusterGone: 'The cluster no longer exists',
} as const;

export const SCHEDULED_NOTICE = {
  event: 'SCHEDULED_EVENT',
  kind: 'operation.scheduled',
  title: { success: 'Scheduled event done', failure: 'Scheduled event failed' },
  message: (event: string, name: string, result: string) => `Scheduled ${event.toLowerCase()} of ${name}: ${result}.`,
} as const;

type Outcome = { status: 'success' | 'failure'; result: string };

function run(ctx: EmulatorContext, event: ScheduledEventRow, row: InstanceRow, at: number): Outcome {
  const status = clusterStatus(row);
  switch (event.event) {
    case 'connect':
      if (status === 'sleeping') {
        beginConnect(ctx, row.id, at);
        return { status: 'success', result: SCHEDULED_RESULTS.connecting };
      }
      if (status === 'running' || status === 'starting-up') return { status: 'success', result: SCHEDULED_RESULTS.alreadyConnected };
      return { status: 'failure', result: SCHEDULED_RESULTS.cannot('connected', status) };
    case 'disconnect':
      if (status === 'running' || status === 'starting-up') {
        beginDisconnect(ctx, row.id, at);
        return { status: 'success', result: SCHEDULED_RESULTS.disconnecting };
      }
      if (status === 'sleeping' || status === 'stopping') return { status: 'success', result: SCHEDULED_RESULTS.alreadyDisconnected };
      return { status: 'failure', result: SCHEDULED_RESULTS.cannot('disconnected', status) };
    case 'scaleUp':
    case 'scaleDown': {
      if (status !== 'running') return { status: 'failure', result: SCHEDULED_RESULTS.cannot('scaled', status) };
      const sign = event.event === 'scaleUp' ? 1 : -1;
      const plan = [
        { service: 'analytics', label: 'Analytics', from: row.analytics_nodes, by: event.analytics_replicas ?? 0 },
        { service: 'loader', label: 'Loader', from: row.loader_nodes, by: event.loader_replicas ?? 0 },
      ] as const;
      const changes = plan.filter((p) => p.by > 0).map((p) => ({ ...p, to: p.from + sign * p.by }));
      const outside = changes.find((p) => p.to < SERVICE_NODES_MIN || p.to > SERVICE_NODES_MAX_DEFAULT);
      if (outside) return { status: 'failure', result: SCHEDULED_RESULTS.outOfBounds(outside.label, outside.from, outside.to) };
      let current: Pick<InstanceRow, 'id' | 'analytics_nodes' | 'loader_nodes'> = row;
      for (const change of changes) {
        setReplicas(ctx, current, change.service, change.to, 'scheduled', at);
        current = { ...current, [change.service === 'analytics' ? 'analytics_nodes' : 'loader_nodes']: change.to };
      }
      return { status: 'success', result: SCHEDULED_RESULTS.scaled(changes.map((c) => SCHEDULED_RESULTS.change(c.label, c.from, c.to))) };
    }
  }
}

export const schedulingSim: SimFamily = {
  advance(ctx, now, events: EmulatorEvent[]) {
    const due = dueEvents(ctx.db, now);
    if (due.length === 0) return 0;
    const select = ctx.db.prepare('SELECT * FROM instances WHERE id = ?');
    for (const event of due) {
      const at = event.start_at;
      const row = select.get(event.instance_id) as InstanceRow | undefined;
      if (!row) {
        finishEvent(ctx.db, event.id, 'failure', SCHEDULED_RESULTS.clusterGone, at);
        continue;
      }
      const outcome = run(ctx, event, row, at);
      finishEvent(ctx.db, event.id, outcome.status, outcome.result, at);
      events.push(
        recordNotice(ctx.db, {
          userId: row.owner_uuid,
          instanceName: row.name,
          event: SCHEDULED_NOTICE.event,
          eventType: outcome.status,
          kind: SCHEDULED_NOTICE.kind,
          title: SCHEDULED_NOTICE.title[outcome.status],
          message: SCHEDULED_NOTICE.message(SCHEDULED_EVENT_LABELS[event.event], row.name, outcome.result),
          at,
        }),
      );
    }
    return due.length;
  },
  moveBack(ctx, realMs) {
    ctx.db
      .prepare(
        `UPDATE scheduled_events SET start_at = start_at - @ms, end_at = end_at - @ms, created_at = created_at - @ms,
           ran_at = ran_at - @ms`,
      )
      .run({ ms: realMs });
  },
};
