/**
 * The consumption summary of one cluster (doc 2 §2 main tab, §3 "Consumption (for the summary)", §7):
 * GET users/{userId}/instances/{id}/consumption. {id} is the cluster's id, not its name, so the call is not
 * on the cluster sub-app (keyed by name): it stands on `userScope` (the path's user is the caller, 403) and
 * looks the id up among the clusters the caller sees (owner or role holder; 404 'Cluster {id} was not found').
 * It is mounted before the sub-app, whose scope would otherwise take the id for a name and answer 404.
 *
 * The emulator keeps no usage history: the answer is derived, deterministic for a cluster and a moment, from
 * what the cluster is on the clock:
 *
 * - consumptionAgg.days: each UTC day of the current month up to today, as usage.ts derives it.
 * - historicalBucketMetrics: one reading a day for the last 30 days (from the creation day on), growing slowly
 *   to today's consumed data (the figure the cluster page shows).
 * - bucketThresholdHistory: the threshold in GB, the disk size (half of it in the first 30 days).
 * - maxIPUs: only on clusters of enterprise-plan owners (contracted limits): the nodes' monthly IPU for the
 *   platform and a quarter of it for Spark. Without it the page takes the threshold from the sizes (§9).
 */
import type { Hono } from 'hono';
import type {
  BucketMetric,
  BucketThreshold,
  ConsumptionSummaryDay,
  ConsumptionSummaryResponse,
  MaxIPUs,
} from '../../../src/api/types';
import { HttpError } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { getUser } from '../../users/store';
import { HOUR_MS } from '../catalog';
import { usedShare } from '../detail/routes';
import { userScope } from '../kit';
import { CLUSTER_MESSAGES } from '../messages';
import type { InstanceRow } from '../schema';
import { listVisible } from '../store';
import { DAY_MS, monthlyNodeIpu, round, startOfUtcDay, unit, usageOfDay } from './usage';

export const CONSUMPTION_PATH = '/users/:userId/instances/:id/consumption';

/** How many days of bucket readings the summary answers. */
export const BUCKET_HISTORY_DAYS = 30;

/** Each day of the current month (UTC) up to today. */
export function consumptionDays(row: InstanceRow, now: number): ConsumptionSummaryDay[] {
  const today = startOfUtcDay(now);
  const date = new Date(today);
  const monthStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const days: ConsumptionSummaryDay[] = [];
  for (let start = monthStart; start <= today; start += DAY_MS) days.push(usageOfDay(row, start, now));
  return days;
}

/** One reading a day for the last 30 days, from the creation day on, growing to today's consumed data. */
export function bucketMetrics(row: InstanceRow, now: number): BucketMetric[] {
  const today = startOfUtcDay(now);
  const createdDay = startOfUtcDay(Date.parse(row.created_at));
  const current = Math.round(row.dsize * usedShare(row.id));
  const growth = 0.002 + 0.004 * unit(`${row.id}:growth`);
  const metrics: BucketMetric[] = [];
  for (let ago = BUCKET_HISTORY_DAYS - 1; ago >= 0; ago -= 1) {
    const start = today - ago * DAY_MS;
    if (start < createdDay) continue;
    const updatedAt = ago === 0 ? now : start + DAY_MS - HOUR_MS;
    metrics.push({
      createdAt: new Date(start).toISOString(),
      updatedAt: new Date(updatedAt).toISOString(),
      bucketSizeInGB: round(Math.max(0, current * (1 - growth * ago)), 2),
    });
  }
  return metrics;
}

/** The disk size in GB; half of it during the first 30 days of a cluster older than that. */
export function thresholdHistory(row: InstanceRow, now: number): BucketThreshold[] {
  const created = Date.parse(row.created_at);
  const raised = created + 30 * DAY_MS;
  if (raised > now) return [{ createdAt: row.created_at, storageThreshold: row.dsize }];
  return [
    { createdAt: row.created_at, storageThreshold: Math.round(row.dsize / 2) },
    { createdAt: new Date(raised).toISOString(), storageThreshold: row.dsize },
  ];
}

/** Contracted limits of an enterprise-plan owner's cluster; none otherwise. */
function maxIPUsOf(ctx: EmulatorContext, row: InstanceRow): MaxIPUs | undefined {
  if (getUser(ctx.db, row.owner_uuid).role.name !== 'enterprise') return undefined;
  const { analytics, loader } = monthlyNodeIpu(row);
  return { maxIncortaIPU: analytics + loader, maxSparkIPU: Math.round((analytics + loader) / 4) };
}

export function consumptionSummary(ctx: EmulatorContext, row: InstanceRow): ConsumptionSummaryResponse {
  const now = ctx.clock.now();
  const maxIPUs = maxIPUsOf(ctx, row);
  return {
    consumptionAgg: { days: consumptionDays(row, now) },
    historicalBucketMetrics: bucketMetrics(row, now),
    bucketThresholdHistory: thresholdHistory(row, now),
    ...(maxIPUs ? { maxIPUs } : {}),
  };
}

export function consumptionRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  api.get(CONSUMPTION_PATH, userScope(ctx), (c) => {
    const id = c.req.param('id');
    const visible = listVisible(ctx.db, c.get('user').uuid).find((v) => v.row.id === id);
    if (!visible) throw new HttpError(404, CLUSTER_MESSAGES.notFound(id));
    return c.json<ConsumptionSummaryResponse>(consumptionSummary(ctx, visible.row));
  });
}
