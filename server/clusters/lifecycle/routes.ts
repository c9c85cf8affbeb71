/**
 * Connect and disconnect (doc 1 §4, §6, §7): connectionPolicy create allows both; disconnect also needs the
 * cluster_suspend platform action. They begin the phase through lifecycle/service.ts (as a scheduled event does);
 * the lifecycle simulator finishes it.
 */
import type { Hono } from 'hono';
import { HttpError } from '../../api-helpers';
import type { EmulatorContext } from '../../context';
import { can, type ClusterEnv, supports, write } from '../kit';
import { CLUSTER_MESSAGES, NOTICE_TEXTS } from '../messages';
import { beginConnect, beginDisconnect } from './service';
import { clusterStatus } from '../store';

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
