/**
 * The autoscaler (doc 2 §3 autoscale, §4 Autoscaling) on the simulated clock. While a cluster's autoscaler is
 * on and the cluster connected, it looks at the simulated query load (load.ts) every requestDelay and resizes
 * each service by one node within 1..its maximum when the last consecutiveQueries looks agree, never sooner
 * than coolDelay after that service's previous resize (whoever made it). Each resize goes through setReplicas
 * (so the counts, the users' profile counts and the replica history agree) and raises a notice of kind
 * 'operation.scaling' (in-app notification and push alert).
 *
 * A pass looks only at rows whose next look is due (one indexed lookup when none is). After the clock hook's
 * jump the looks the jump skipped are made one by one, each at its own instant, up to MAX_LOOKS per pass.
 */
import type { ScalingService } from '../../../src/contract/types';
import { SERVICE_LABELS } from '../../../src/domain/scaling';
import type { EmulatorContext, EmulatorEvent } from '../../context';
import type { InstanceRow } from '../schema';
import { setReplicas } from '../services/scale';
import type { SimFamily } from '../sim/sim-family';
import { clusterStatus, recordNotice } from '../store';
import { autoscaleTarget, demandAt } from './load';
import type { AutoscaleRow } from './schema';
import { countOf, lastChangeAt, lookInterval, maxOf, SCALING_SERVICES, toAutoscale } from './store';

/** The most looks one pass makes for one cluster; past that the autoscaler skips to now. */
export const MAX_LOOKS = 2_000;

export const SCALING_NOTICE = {
  event: 'AUTOSCALE',
  kind: 'operation.scaling',
  title: 'Cluster resized',
  message: (name: string, service: ScalingService, from: number, to: number) =>
    `${name}: the autoscaler ${to > from ? 'added' : 'removed'} a ${SERVICE_LABELS[service].toLowerCase()} node (${from} → ${to}).`,
} as const;

/** One look at `at`: each service resized by one node if its load asks for it and its cool-down is over. */
function look(ctx: EmulatorContext, settings: AutoscaleRow, instanceId: string, at: number, events: EmulatorEvent[]): number {
  const rule = toAutoscale(settings);
  const step = lookInterval(ctx, settings);
  const coolDown = ctx.clock.realDelay(settings.cool_delay * 1000);
  let resized = 0;
  for (const service of SCALING_SERVICES) {
    const row = ctx.db.prepare('SELECT * FROM instances WHERE id = ?').get(instanceId) as InstanceRow | undefined;
    if (!row) return resized;
    const last = lastChangeAt(ctx.db, instanceId, service);
    if (last !== null && at - last < coolDown) continue;
    const demands = Array.from({ length: Math.max(1, rule.consecutiveQueries) }, (_, i) =>
      demandAt(instanceId, service, at - i * step, ctx.clock.speed),
    );
    const from = countOf(row, service);
    const to = autoscaleTarget(rule, from, maxOf(settings, service), demands);
    if (to === from) continue;
    setReplicas(ctx, row, service, to, 'autoscale', at);
    events.push(
      recordNotice(ctx.db, {
        userId: row.owner_uuid,
        instanceName: row.name,
        event: SCALING_NOTICE.event,
        eventType: 'info',
        message: SCALING_NOTICE.message(row.name, service, from, to),
        kind: SCALING_NOTICE.kind,
        title: SCALING_NOTICE.title,
        at,
      }),
    );
    resized += 1;
  }
  return resized;
}

export const scalingSim: SimFamily = {
  advance(ctx, now, events) {
    const due = ctx.db
      .prepare('SELECT * FROM autoscale_settings WHERE next_check_at IS NOT NULL AND next_check_at <= ?')
      .all(now) as AutoscaleRow[];
    let applied = 0;
    const selectInstance = ctx.db.prepare('SELECT * FROM instances WHERE id = ?');
    const setNext = ctx.db.prepare('UPDATE autoscale_settings SET next_check_at = ? WHERE instance_id = ?');
    for (const settings of due) {
      const step = lookInterval(ctx, settings);
      let at = settings.next_check_at ?? now;
      const row = selectInstance.get(settings.instance_id) as InstanceRow | undefined;
      if (!row) continue;
      // Only a connected cluster is scaled, and only from the moment it connected.
      if (clusterStatus(row) === 'running' && row.running_at !== null) {
        const since = Date.parse(row.running_at);
        if (at < since) at += Math.ceil((since - at) / step) * step;
        for (let looks = 0; at <= now && looks < MAX_LOOKS; looks += 1, at += step) {
          applied += look(ctx, settings, settings.instance_id, at, events);
        }
      }
      if (at <= now) at = now + step;
      setNext.run(at, settings.instance_id);
    }
    return applied;
  },

  moveBack(ctx, realMs) {
    ctx.db.prepare('UPDATE replica_changes SET at = at - ?').run(realMs);
    ctx.db
      .prepare(
        `UPDATE autoscale_settings SET created_at = created_at - @realMs, updated_at = updated_at - @realMs,
           next_check_at = next_check_at - @realMs`,
      )
      .run({ realMs });
  },
};
