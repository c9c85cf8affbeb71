/**
 * Update a cluster, PUT users/{userId}/instances/{name} (doc 1 §7, doc 2 §2, §7): the body is checked by the
 * schema the size form shares (src/domain/schemas/cluster-update.ts), every field's message at once. Then the
 * gates: clusterPolicy update (before the body), the platform actions of a resize (cluster_resize) and of node
 * counts (cluster_scaling), the feature switches' own rules (server/clusters/features/gate.ts), and a connected
 * cluster for anything that reaches the running services (409). Nothing is applied unless all pass. Every user
 * whose profile counts include the cluster sees the new node counts.
 */
import type { Hono } from 'hono';
import type { Platform } from '../../../src/contract/types';
import type { FeatureSwitch } from '../../../src/domain/feature-switches';
import { clusterUpdateSchema, type ClusterUpdateInput, type UpdateFlag } from '../../../src/domain/schemas/cluster-update';
import { HttpError, readJson } from '../../api-helpers';
import type { EmulatorContext } from '../../context';
import { parseBody } from '../../validate';
import { IDLE_TIMES, SIZES, sizesFor } from '../catalog';
import { checkSwitches } from '../features/gate';
import { setFlags } from '../features/store';
import { can, type ClusterEnv, loadCluster, requireAction, write } from '../kit';
import { CLUSTER_MESSAGES } from '../messages';
import { setReplicas } from '../services/scale';
import { clusterStatus, toInstance } from '../store';

/** The switch whose rules a flag of the update call follows (enableChat has no switch of its own). */
const FLAG_SWITCH: Record<UpdateFlag, FeatureSwitch | null> = {
  enableDataAgent: 'dataAgent',
  enableDeltaShare: 'deltaShare',
  enableOnboarding: 'onboarding',
  enableChat: null,
  enableOpenAI: 'copilot',
  enableHomePage: 'homePage',
  enableDataStudio: 'dataStudio',
  incortaXEnabled: 'incortaX',
  mlflowEnabled: 'mlflow',
};

/** Instance columns the update writes. */
type Columns = Partial<{
  idle_time: number;
  sleeppable: 0 | 1;
  dsize: number;
  csize: string;
  analytics_size: string;
  loader_size: string;
  optimization_level: string;
  analytics_nodes: number;
  loader_nodes: number;
}>;

function columnsOf(input: ClusterUpdateInput): Columns {
  const out: Columns = {};
  if (input.idleTime !== undefined) out.idle_time = input.idleTime;
  if (input.sleeppable !== undefined) out.sleeppable = input.sleeppable ? 1 : 0;
  if (input.dsize !== undefined) out.dsize = input.dsize;
  if (input.csize) out.csize = input.csize.name;
  if (input.analyticsSize) out.analytics_size = input.analyticsSize.id;
  if (input.loaderSize) out.loader_size = input.loaderSize.id;
  if (input.optimizationLevel !== undefined) out.optimization_level = input.optimizationLevel;
  if (input.analyticsNodes !== undefined) out.analytics_nodes = input.analyticsNodes;
  if (input.loaderNodes !== undefined) out.loader_nodes = input.loaderNodes;
  return out;
}

/** Columns whose change reaches the running services, so the cluster must be connected. */
const NEEDS_RUNNING: readonly (keyof Columns)[] = ['csize', 'analytics_size', 'loader_size', 'optimization_level', 'analytics_nodes', 'loader_nodes'];

export function updateRoutes(cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  cluster.put('/', can('clusterPolicy', 'update'), async (c) => {
    const user = c.get('user');
    const found = c.get('cluster');
    const { row } = found;
    const platform = row.platform as Platform;
    const disk = user.configurations.showDiskSize;
    const schema = clusterUpdateSchema({
      idleTimes: IDLE_TIMES.map((t) => t.key),
      sizes: sizesFor(platform),
      allSizes: SIZES,
      // Disks grow, never shrink: data already on them must fit.
      disk: { min: Math.max(disk.min, row.dsize), max: disk.max },
    });
    const input = await parseBody(schema, await readJson(c));
    const columns = columnsOf(input);

    if (columns.csize || columns.analytics_size || columns.loader_size) requireAction(user, 'cluster_resize', platform);
    if (columns.analytics_nodes !== undefined || columns.loader_nodes !== undefined) requireAction(user, 'cluster_scaling', platform);
    const switches: [FeatureSwitch, boolean][] = [];
    if (input.idleTime !== undefined || input.sleeppable !== undefined) {
      switches.push(['autoSuspend', input.sleeppable ?? row.sleeppable === 1]);
    }
    const flags: Partial<Record<UpdateFlag, boolean>> = {};
    for (const [flag, key] of Object.entries(FLAG_SWITCH) as [UpdateFlag, FeatureSwitch | null][]) {
      const value = input[flag];
      if (value === undefined) continue;
      flags[flag] = value;
      if (key) switches.push([key, value]);
    }
    checkSwitches(ctx, found, user, switches);
    const running = clusterStatus(row) === 'running';
    if (!running && (NEEDS_RUNNING.some((k) => columns[k] !== undefined) || flags.enableChat !== undefined)) {
      throw new HttpError(409, CLUSTER_MESSAGES.mustBeConnected);
    }

    // Node counts go through setReplicas, like every other resize: the nodes, the replica history and the
    // profile counts follow.
    const { analytics_nodes: analyticsNodes, loader_nodes: loaderNodes, ...rest } = columns;
    const entries = Object.entries(rest);
    if (entries.length > 0 || Object.keys(flags).length > 0 || analyticsNodes !== undefined || loaderNodes !== undefined) {
      write(ctx, () => {
        if (analyticsNodes !== undefined) setReplicas(ctx, row, 'analytics', analyticsNodes, 'manual');
        if (loaderNodes !== undefined) setReplicas(ctx, row, 'loader', loaderNodes, 'manual');
        if (entries.length > 0) {
          const sets = entries.map(([column]) => `${column} = @${column}`).join(', ');
          db.prepare(`UPDATE instances SET ${sets}, last_activity_at = @now WHERE id = @id`).run({
            ...rest,
            now: ctx.clock.now(),
            id: row.id,
          });
        }
        setFlags(db, row.id, flags);
      });
    }
    const updated = loadCluster(ctx, user, row.name);
    return c.json({ message: CLUSTER_MESSAGES.updated(row.name), instance: toInstance(updated) });
  });
}
