/**
 * Connect and disconnect (doc 1 §4, §6, §7): connectionPolicy create allows both; disconnect also needs the
 * cluster_suspend platform action. The lifecycle simulator finishes what these start.
 */
import type { Hono } from 'hono';
import { HttpError } from '../../api-helpers';
import type { ClusterEnv, EmulatorContext } from '../../context';
import { can, supports, write } from '../kit';
import { CLUSTER_MESSAGES, NOTICE_TEXTS } from '../messages';
import { LIFECYCLE, startingDuration } from '../sim/lifecycle';
import { clusterStatus } from '../store';

/**
 * A sleeping cluster starts connecting at `now` (the caller checked its state and records the notice); also
 * what a scheduled connect event runs (server/clusters/scheduling/sim.ts).
 */
export function beginConnect(ctx: EmulatorContext, instanceId: string, now: number): void {
  ctx.db
    .prepare(
      `UPDATE instances SET status = 'starting', service_status = 'loading', running_at = ?, phase_ends_at = ?,
         last_activity_at = ? WHERE id = ?`,
    )
    .run(new Date(now).toISOString(), now + ctx.clock.realDelay(startingDuration()), now, instanceId);
}

/** A running or starting cluster starts disconnecting at `now` (as beginConnect; also a scheduled disconnect). */
export function beginDisconnect(ctx: EmulatorContext, instanceId: string, now: number): void {
  ctx.db
    .prepare(`UPDATE instances SET status = 'stopping', phase_ends_at = ? WHERE id = ?`)
    .run(now + ctx.clock.realDelay(LIFECYCLE.stopping), instanceId);
}

export function lifecycleRoutes(cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  cluster.put('/connect', can('connectionPolicy', 'create'), (c) => {
    const { row } = c.get('cluster');
    const status = clusterStatus(row);
    if (status === 'corrupted') throw new HttpError(409, CLUSTER_MESSAGES.unavailable);
    if (status === 'running' || status === 'starting-up') throw new HttpError(409, CLUSTER_MESSAGES.alreadyConnected);
    if (status !== 'sleeping') throw new HttpError(409, CLUSTER_MESSAGES.connectNeedsSleeping);
    const now = ctx.clock.now();
    write(ctx, (w) => {
      beginConnect(ctx, row.id, now);
      w.notify(row, {
        event: 'CONNECT_CLUSTER',
        kind: 'cluster.starting',
        title: 'Connecting cluster',
        message: NOTICE_TEXTS.connectRequested(row.name),
      }, now);
    });
    return c.json({ message: CLUSTER_MESSAGES.connecting(row.name) });
  });

  cluster.put('/disconnect', can('connectionPolicy', 'create'), supports('cluster_suspend'), (c) => {
    const { row } = c.get('cluster');
    const status = clusterStatus(row);
    if (status === 'corrupted') throw new HttpError(409, CLUSTER_MESSAGES.unavailable);
    if (status !== 'running' && status !== 'starting-up') throw new HttpError(409, CLUSTER_MESSAGES.disconnectNeedsRunning);
    const now = ctx.clock.now();
    write(ctx, (w) => {
      beginDisconnect(ctx, row.id, now);
      w.notify(row, {
        event: 'DISCONNECT_CLUSTER',
        kind: 'cluster.stopping',
        title: 'Disconnecting cluster',
        message: NOTICE_TEXTS.disconnectRequested(row.name),
      }, now);
    });
    return c.json({ message: CLUSTER_MESSAGES.disconnecting(row.name) });
  });
}
