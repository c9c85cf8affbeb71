/**
 * Demo replica history (doc 2 §3 Autoscale history): a week of resizes of the running demo clusters, by users,
 * scheduled events and the autoscaler, ending on their node counts as seeded, so the scaling tab's charts and
 * lists show something on a fresh emulator. The autoscaler itself stays off (it is switched on from the tab).
 * Call after seedClusters; rows of clusters that do not exist are skipped, and a cluster with history already
 * keeps it.
 */
import type { ReplicaReason, ScalingService } from '../../../src/contract/types';
import type { EmulatorContext } from '../../context';
import type { InstanceRow } from '../schema';
import { recordReplicaChange } from './history';

const HOUR = 60 * 60_000;

/** [hours ago, service, nodes added (negative: removed), reason], oldest first. */
type Step = readonly [number, ScalingService, number, ReplicaReason];

/** By cluster name (not id: server/clusters/seed.ts calls this module, which must not import it back). */
const HISTORY: Record<string, readonly Step[]> = {
  'sales-analytics': [
    [150, 'analytics', 1, 'manual'],
    [120, 'loader', 1, 'manual'],
    [100, 'loader', -1, 'manual'],
    [70, 'analytics', 1, 'autoscale'],
    [69.5, 'analytics', 1, 'autoscale'],
    [66, 'analytics', -1, 'autoscale'],
    [65.5, 'analytics', -1, 'autoscale'],
    [20, 'analytics', 2, 'scheduled'],
    [12, 'analytics', -2, 'scheduled'],
    [5, 'loader', 1, 'autoscale'],
    [3.5, 'loader', -1, 'autoscale'],
    [0.6, 'analytics', 1, 'autoscale'],
    [0.3, 'analytics', -1, 'autoscale'],
  ],
  'enterprise-dwh': [
    [140, 'loader', 1, 'manual'],
    [90, 'analytics', 1, 'scheduled'],
    [30, 'analytics', -1, 'scheduled'],
    [8, 'analytics', 2, 'autoscale'],
    [6, 'analytics', -2, 'autoscale'],
  ],
};

export function seedScaling(ctx: EmulatorContext): void {
  const { db } = ctx;
  const now = ctx.clock.now();
  db.transaction(() => {
    for (const [name, steps] of Object.entries(HISTORY)) {
      const row = db.prepare('SELECT * FROM instances WHERE name = ?').get(name) as InstanceRow | undefined;
      if (!row || db.prepare('SELECT 1 FROM replica_changes WHERE instance_id = ? LIMIT 1').get(row.id) !== undefined) continue;
      const instanceId = row.id;
      for (const service of ['analytics', 'loader'] as const) {
        const own = steps.filter((s) => s[1] === service);
        // Walk back from the count now to the count before the first step.
        let count = (service === 'analytics' ? row.analytics_nodes : row.loader_nodes) - own.reduce((sum, s) => sum + s[2], 0);
        for (const [hoursAgo, , delta, reason] of own) {
          const from = Math.max(1, count);
          count = from + delta;
          recordReplicaChange(db, { instanceId, service, from, to: Math.max(1, count), reason, at: now - Math.round(hoursAgo * HOUR) });
        }
      }
    }
  })();
}
