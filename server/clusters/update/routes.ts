/**
 * Update a cluster (doc 1 §7, doc 2 §2): clusterPolicy update; size, node and optimization changes need the
 * cluster connected. Every user whose profile counts include the cluster sees the new node counts.
 */
import type { Hono } from 'hono';
import { HttpError, readJson } from '../../api-helpers';
import type { ClusterEnv, EmulatorContext } from '../../context';
import { can, loadCluster, write } from '../kit';
import { CLUSTER_MESSAGES } from '../messages';
import { clusterStatus, syncUserCounts, toInstance, usersOfInstance } from '../store';
import { validateUpdate } from './validation';

/** Columns whose change reaches the running services, so the cluster must be connected. */
const NEEDS_RUNNING = ['csize', 'analytics_size', 'loader_size', 'optimization_level', 'analytics_nodes', 'loader_nodes'];

export function updateRoutes(cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  cluster.put('/', can('clusterPolicy', 'update'), async (c) => {
    const body = await readJson(c);
    const user = c.get('user');
    const found = c.get('cluster');
    const changes = validateUpdate(body, found.row, user);
    if (Object.keys(changes).some((k) => NEEDS_RUNNING.includes(k)) && clusterStatus(found.row) !== 'running') {
      throw new HttpError(409, CLUSTER_MESSAGES.mustBeConnected);
    }
    const entries = Object.entries(changes);
    if (entries.length > 0) {
      write(ctx, () => {
        const sets = entries.map(([column]) => `${column} = @${column}`).join(', ');
        db.prepare(`UPDATE instances SET ${sets}, last_activity_at = @now WHERE id = @id`).run({
          ...changes,
          now: ctx.clock.now(),
          id: found.row.id,
        });
        for (const uuid of usersOfInstance(db, found.row.id)) syncUserCounts(db, uuid);
      });
    }
    const updated = loadCluster(ctx, user, found.row.name);
    return c.json({ message: CLUSTER_MESSAGES.updated(found.row.name), instance: toInstance(updated) });
  });
}
