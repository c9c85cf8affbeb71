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
 *
 * The consumption page (doc 3 §2, §3, §7; issue 15): GET users/{userId}/consumption?startDate&endDate, every
 * cluster the caller sees (owner or role holder) over an inclusive range of UTC days, from the same
 * derivation (usage.ts), so a day here reads what the cluster page's summary reads. Deleted clusters are not
 * in it: deleting removes the cluster's row, and the emulator keeps no history of its own (a real console
 * would bill the days a deleted cluster ran; see docs/emulator-api-parts/consumption.md).
 */
import type { Hono } from 'hono';
import type {
  BucketMetric,
  BucketThreshold,
  ConsumptionSummaryDay,
  ConsumptionSummaryResponse,
  MaxIPUs,
} from '../../../src/contract/types';
import { HttpError } from '../../api-helpers';
import { parseBody } from '../../validate';
import { consumptionRangeSchema } from '../../../src/domain/schemas/consumption';
import type {
  ConsumptionCluster,
  ConsumptionDay,
  ConsumptionMonth,
  ConsumptionResponse,
  HistoricalAgg,
  InstanceBackup,
} from '../../../src/contract/types/consumption-page';
import type { ApiEnv, EmulatorContext } from '../../context';
import { getUser } from '../../users/store';
import { HOUR_MS } from '../catalog';
import { userScope } from '../kit';
import { CLUSTER_MESSAGES } from '../messages';
import type { InstanceRow } from '../schema';
import { listVisible } from '../store';
import {
  aggOfDay,
  backupOfDay,
  bucketSizeOn,
  DAY_MS,
  historicalOfDay,
  hoursOfDay,
  monthlyNodeIpu,
  round,
  startOfUtcDay,
  usageOfDay,
} from './usage';

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
  const metrics: BucketMetric[] = [];
  for (let ago = BUCKET_HISTORY_DAYS - 1; ago >= 0; ago -= 1) {
    const start = today - ago * DAY_MS;
    if (start < createdDay) continue;
    const updatedAt = ago === 0 ? now : start + DAY_MS - HOUR_MS;
    metrics.push({
      createdAt: new Date(start).toISOString(),
      updatedAt: new Date(updatedAt).toISOString(),
      bucketSizeInGB: bucketSizeOn(row, start, now),
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
  consumptionPageRoutes(api, ctx);
  api.get(CONSUMPTION_PATH, userScope(ctx), (c) => {
    const id = c.req.param('id');
    const visible = listVisible(ctx.db, c.get('user').uuid).find((v) => v.row.id === id);
    if (!visible) throw new HttpError(404, CLUSTER_MESSAGES.notFound(id));
    return c.json<ConsumptionSummaryResponse>(consumptionSummary(ctx, visible.row));
  });
}

export const CONSUMPTION_PAGE_PATH = '/users/:userId/consumption';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** 'D MMM YYYY' of a UTC day start. */
function readableDay(dayStart: number): string {
  const d = new Date(dayStart);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** One cluster's use over [fromDay, toDay] (UTC day starts), as of `now`. */
export function clusterConsumption(row: InstanceRow, fromDay: number, toDay: number, now: number): ConsumptionCluster {
  const months: ConsumptionMonth[] = [];
  const spark: ConsumptionCluster['consumptionAgg']['spark']['daily'] = [];
  const incorta: ConsumptionCluster['consumptionAgg']['incorta']['daily'] = [];
  const historicalAgg: HistoricalAgg[] = [];
  const instanceBackups: InstanceBackup[] = [];
  for (let start = fromDay; start <= toDay; start += DAY_MS) {
    const use = usageOfDay(row, start, now);
    const monthFormat = use.day.slice(0, 7);
    let month = months.at(-1);
    if (month?.monthFormat !== monthFormat) {
      month = { monthFormat, incorta: 0, spark: 0, total: 0, days: [] };
      months.push(month);
    }
    const day: ConsumptionDay = { ...use, dayFormat: readableDay(start), monthFormat, hours: hoursOfDay(row, start, now, use) };
    month.days.push(day);
    month.incorta += use.incorta;
    month.spark += use.spark;
    const agg = aggOfDay(row, start, use);
    spark.push(agg.spark);
    incorta.push(agg.incorta);
    const historical = historicalOfDay(row, start, now);
    if (historical) historicalAgg.push(historical);
    const backup = backupOfDay(row, start, now);
    if (backup) instanceBackups.push(backup);
  }
  for (const m of months) {
    m.incorta = round(m.incorta, 5);
    m.spark = round(m.spark, 5);
    m.total = round(m.incorta + m.spark, 5);
  }
  return {
    id: row.id,
    name: row.name,
    consumption: months,
    consumptionAgg: { spark: { daily: spark }, incorta: { daily: incorta } },
    historicalAgg,
    bucketThresholdHistory: thresholdHistory(row, now),
    instanceBackups,
  };
}

export function consumptionPageRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  api.get(CONSUMPTION_PAGE_PATH, userScope(ctx), async (c) => {
    const { startDate, endDate } = await parseBody(consumptionRangeSchema, {
      startDate: c.req.query('startDate'),
      endDate: c.req.query('endDate'),
    });
    const now = ctx.clock.now();
    const fromDay = Date.parse(`${startDate}T00:00:00Z`);
    const toDay = Date.parse(`${endDate}T00:00:00Z`);
    const clusters = listVisible(ctx.db, c.get('user').uuid)
      .map((v) => v.row)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((row) => clusterConsumption(row, fromDay, toDay, now));
    return c.json<ConsumptionResponse>({ data: { clusters } });
  });
}
