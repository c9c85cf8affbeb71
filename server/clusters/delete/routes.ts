/** Delete a cluster (doc 1 §4, §6, §7): clusterPolicy delete (the owner), while connected or disconnected. */
import type { Hono } from 'hono';
import { HttpError } from '../../api-helpers';
import type { EmulatorContext } from '../../context';
import { can, type ClusterEnv, write } from '../kit';
import { CLUSTER_MESSAGES, NOTICE_TEXTS } from '../messages';
import { clusterStatus, syncUserCounts, usersOfInstance } from '../store';

export function deleteRoutes(cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  cluster.delete('/', can('clusterPolicy', 'delete'), (c) => {
    const { row } = c.get('cluster');
    const status = clusterStatus(row);
    if (status !== 'running' && status !== 'sleeping') throw new HttpError(409, CLUSTER_MESSAGES.deleteNeedsSettled);
    write(ctx, (w) => {
      const affected = usersOfInstance(db, row.id);
      db.prepare('DELETE FROM instances WHERE id = ?').run(row.id);
      for (const uuid of affected) syncUserCounts(db, uuid);
      w.notify(row, {
        event: 'DELETE_CLUSTER',
        kind: 'cluster.deleted',
        title: 'Cluster deleted',
        message: NOTICE_TEXTS.deleted(row.name),
        eventType: 'success',
      });
    });
    return c.json({ message: CLUSTER_MESSAGES.deleted(row.name) });
  });
}
