/**
 * Autoscaling as the instance carries it (doc 2 §3 autoscale, clusterScalingNodes), its settings' row, and the
 * replica history the scaling tab's charts read (doc 2 §3 Autoscale history, §7 getautoscalehistory).
 */
import type { Database } from '../../db';
import type {
  Autoscale,
  AutoscaleHistory,
  ClusterScalingNode,
  ReplicaChangeEntry,
  ReplicaPoint,
  ReplicaReason,
  ReplicaSeries,
  ScalingService,
  ScalingState,
} from '../../../src/contract/types';
import { AUTOSCALE_DEFAULTS, DEFAULT_MAX_REPLICAS, HISTORY_INTERVAL_MINUTES, type ScalingHours } from '../../../src/domain/scaling';
import type { EmulatorContext } from '../../context';
import type { InstanceRow } from '../schema';
import { clusterStatus } from '../store';
import { demandAt, served } from './load';
import type { AutoscaleRow } from './schema';

const MINUTE = 60_000;
export const SCALING_SERVICES: readonly ScalingService[] = ['analytics', 'loader'];

export function findSettings(db: Database, instanceId: string): AutoscaleRow | null {
  return (db.prepare('SELECT * FROM autoscale_settings WHERE instance_id = ?').get(instanceId) as AutoscaleRow | undefined) ?? null;
}

export function toAutoscale(row: AutoscaleRow | null): Autoscale {
  if (!row) return { ...AUTOSCALE_DEFAULTS };
  return {
    enabled: row.enabled === 1,
    requestDelay: row.request_delay,
    coolDelay: row.cool_delay,
    rejectedQueriesUp: row.rejected_queries_up,
    rejectedQueriesDown: row.rejected_queries_down,
    consecutiveQueries: row.consecutive_queries,
  };
}

export function maxOf(row: AutoscaleRow | null, service: ScalingService): number {
  if (!row) return DEFAULT_MAX_REPLICAS;
  return service === 'analytics' ? row.analytics_max : row.loader_max;
}

export function countOf(row: Pick<InstanceRow, 'analytics_nodes' | 'loader_nodes'>, service: ScalingService): number {
  return service === 'analytics' ? row.analytics_nodes : row.loader_nodes;
}

/** The latest change of one service's count (any reason), or null. */
export function lastChangeAt(db: Database, instanceId: string, service: ScalingService): number | null {
  const found = db
    .prepare('SELECT MAX(at) AS at FROM replica_changes WHERE instance_id = ? AND service = ?')
    .get(instanceId, service) as { at: number | null };
  return found.at;
}

export function scalingOf(db: Database, row: InstanceRow): ScalingState {
  const settings = findSettings(db, row.id);
  const created = settings?.created_at ?? Date.parse(row.created_at);
  const clusterScalingNodes: ClusterScalingNode[] = SCALING_SERVICES.map((service) => ({
    service,
    entries: countOf(row, service),
    scaleOption: maxOf(settings, service),
    createdAt: new Date(created).toISOString(),
    updatedAt: new Date(lastChangeAt(db, row.id, service) ?? settings?.updated_at ?? created).toISOString(),
  }));
  return { autoscale: toAutoscale(settings), clusterScalingNodes };
}

/** Switches the autoscaler; on, its first look is one requestDelay away. Runs in the caller's transaction. */
export function setAutoscaleEnabled(ctx: EmulatorContext, instanceId: string, enabled: boolean, now: number): Autoscale {
  const { db } = ctx;
  db.prepare('INSERT OR IGNORE INTO autoscale_settings (instance_id, created_at, updated_at) VALUES (?, ?, ?)').run(instanceId, now, now);
  const current = findSettings(db, instanceId);
  if (!current) throw new Error(`No autoscale settings for ${instanceId}`);
  const nextCheck = enabled ? (current.next_check_at ?? now + lookInterval(ctx, current)) : null;
  db.prepare('UPDATE autoscale_settings SET enabled = ?, next_check_at = ?, updated_at = ? WHERE instance_id = ?').run(
    enabled ? 1 : 0,
    nextCheck,
    now,
    instanceId,
  );
  return toAutoscale(findSettings(db, instanceId));
}

/** Real ms between two looks of the autoscaler (at least 1). */
export function lookInterval(ctx: Pick<EmulatorContext, 'clock'>, row: Pick<AutoscaleRow, 'request_delay'>): number {
  return Math.max(1, ctx.clock.realDelay(row.request_delay * 1000));
}

// --- History -------------------------------------------------------------------------------------

interface ChangeRow {
  service: ScalingService;
  from_count: number;
  to_count: number;
  reason: string;
  at: number;
}

const REASONS: readonly ReplicaReason[] = ['manual', 'scheduled', 'autoscale'];
const reasonOf = (value: string): ReplicaReason => REASONS.find((r) => r === value) ?? 'manual';

/** Samples per interval when adding up the queries served. */
const SAMPLES = 12;

/**
 * One service's intervals: the most nodes it had in each (walking its changes from the count before the
 * window), and the queries it served while the cluster has been connected (since running_at; none if it is
 * not connected now).
 */
function seriesOf(
  ctx: EmulatorContext,
  row: InstanceRow,
  service: ScalingService,
  changes: readonly ChangeRow[],
  starts: readonly number[],
  interval: number,
  now: number,
): ReplicaSeries {
  const own = changes.filter((c) => c.service === service);
  const createdAt = Date.parse(row.created_at);
  const runningSince = clusterStatus(row) === 'running' && row.running_at ? Date.parse(row.running_at) : Number.POSITIVE_INFINITY;
  const simMinutesPerSample = (interval * ctx.clock.speed) / SAMPLES / MINUTE;
  // The count at a moment: the first change after it says what it was before; no later change, the count now.
  const countAt = (t: number) => {
    const next = own.find((c) => c.at > t);
    return next ? next.from_count : countOf(row, service);
  };
  const series: ReplicaSeries = {};
  for (const start of starts) {
    const end = Math.min(start + interval, now);
    let replicas = 0;
    if (end > createdAt) {
      replicas = countAt(Math.max(start, createdAt));
      for (const c of own) if (c.at >= start && c.at < end) replicas = Math.max(replicas, c.to_count);
    }
    let queries = 0;
    for (let k = 0; k < SAMPLES; k += 1) {
      const t = start + ((k + 0.5) * interval) / SAMPLES;
      if (t >= now || t < runningSince || t < createdAt) continue;
      queries += served(demandAt(row.id, service, t, ctx.clock.speed), countAt(t)).served * simMinutesPerSample;
    }
    const point: ReplicaPoint = { replicas, total_queries: Math.round(queries) };
    series[new Date(start).toISOString()] = point;
  }
  return series;
}

/** The history of `hours` up to now: intervals aligned on their length, the last one holding now. */
export function historyOf(ctx: EmulatorContext, row: InstanceRow, hours: ScalingHours, now: number): AutoscaleHistory {
  const intervalMinutes = HISTORY_INTERVAL_MINUTES[hours];
  const interval = intervalMinutes * MINUTE;
  const count = (hours * 60) / intervalMinutes;
  const last = Math.floor(now / interval) * interval;
  const first = last - (count - 1) * interval;
  const starts = Array.from({ length: count }, (_, i) => first + i * interval);
  const changes = ctx.db
    .prepare(
      `SELECT service, from_count, to_count, reason, at FROM replica_changes
       WHERE instance_id = ? AND at >= ? AND at <= ? ORDER BY at, id`,
    )
    .all(row.id, first, now) as ChangeRow[];
  const entries: ReplicaChangeEntry[] = changes
    .map((c) => ({ at: new Date(c.at).toISOString(), service: c.service, from: c.from_count, to: c.to_count, reason: reasonOf(c.reason) }))
    .reverse();
  return {
    hours,
    intervalMinutes,
    from: new Date(first).toISOString(),
    to: new Date(now).toISOString(),
    analytics: seriesOf(ctx, row, 'analytics', changes, starts, interval, now),
    loader: seriesOf(ctx, row, 'loader', changes, starts, interval, now),
    changes: entries,
  };
}
