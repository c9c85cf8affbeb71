/**
 * The consumption summary of one cluster (doc 2 §2 main tab, §3 "Consumption (for the summary)", §7):
 * GET users/{userId}/instances/{id}/consumption. {id} is the cluster's id, not its name, so the call is not
 * on the cluster sub-app (keyed by name): it stands on `userScope` (the path's user is the caller, 403) and
 * looks the id up among the clusters the caller sees (owner or role holder; 404 'Cluster {id} was not found').
 * It is mounted before the sub-app, whose scope would otherwise take the id for a name and answer 404.
 *
 * The emulator keeps no usage history: the answer is derived, deterministic for a cluster and a moment, from
 * what the cluster is (sizes' IPU, node counts, always-on or not, creation time, disk) on the clock:
 *
 * - consumptionAgg.days: each UTC day of the current month up to today. A size's `ipu` is read as what one
 *   node uses in a month (30 days) of running, so a day's platform (`incorta`) units are
 *   (analytics ipu × nodes + loader ipu × nodes) / 30 × the share of the day it ran × its load (35–75 %).
 *   An always-on cluster runs all day; another runs 4–12 hours on weekdays and 0–3 at weekends. Spark adds
 *   5–30 % on weekdays, less at weekends. Zero before the cluster was created; today counts the whole hours
 *   so far, and only while it is running. Five decimals.
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
import { THRESHOLD_DAYS } from '../../../src/domain/consumption-summary';
import { HttpError } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { getUser } from '../../users/store';
import { HOUR_MS, sizeById } from '../catalog';
import { usedShare } from '../detail/routes';
import { userScope } from '../kit';
import { CLUSTER_MESSAGES } from '../messages';
import type { InstanceRow } from '../schema';
import { clusterStatus, listVisible } from '../store';

export const CONSUMPTION_PATH = '/users/:userId/instances/:id/consumption';

const DAY_MS = 24 * HOUR_MS;
/** How many days of bucket readings the summary answers. */
export const BUCKET_HISTORY_DAYS = 30;

/** A stable number in [0, 1) from a text (FNV-1a), so the same cluster and day always read the same. */
function unit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 0x1_0000_0000;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** 'YYYY-MM-DD' of a UTC instant. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfUtcDay = (ms: number) => ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);

/** The IPU a month of running all nodes uses (a size's ipu per node and month). */
function monthlyNodeIpu(row: InstanceRow): { analytics: number; loader: number } {
  return {
    analytics: (sizeById(row.analytics_size)?.ipu ?? 0) * row.analytics_nodes,
    loader: (sizeById(row.loader_size)?.ipu ?? 0) * row.loader_nodes,
  };
}

/** Hours the cluster ran on a whole day (UTC), by its always-on setting and the weekday. */
function hoursRun(row: InstanceRow, dayStart: number): number {
  if (row.sleeppable === 0) return 24;
  const weekday = new Date(dayStart).getUTCDay();
  const r = unit(`${row.id}:${dayOf(dayStart)}:hours`);
  if (weekday === 0 || weekday === 6) return r < 0.5 ? 0 : 1 + Math.floor((r - 0.5) * 6);
  return 4 + Math.floor(r * 9);
}

/** One day's use. `share`: the part of the day counted (0 before creation, the hours so far today). */
function dayUse(row: InstanceRow, dayStart: number, share: number): ConsumptionSummaryDay {
  const day = dayOf(dayStart);
  if (share <= 0) return { day, total: 0, incorta: 0, spark: 0 };
  const { analytics, loader } = monthlyNodeIpu(row);
  const load = 0.35 + 0.4 * unit(`${row.id}:${day}:load`);
  const ran = (hoursRun(row, dayStart) / 24) * share;
  const incorta = round(((analytics + loader) / THRESHOLD_DAYS) * ran * load, 5);
  const weekday = new Date(dayStart).getUTCDay();
  const sparkShare = (weekday === 0 || weekday === 6 ? 0.02 : 0.05) + 0.25 * unit(`${row.id}:${day}:spark`);
  const spark = round(incorta * sparkShare, 5);
  return { day, total: round(incorta + spark, 5), incorta, spark };
}

/** Each day of the current month (UTC) up to today. */
export function consumptionDays(row: InstanceRow, now: number): ConsumptionSummaryDay[] {
  const today = startOfUtcDay(now);
  const date = new Date(today);
  const monthStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const created = Date.parse(row.created_at);
  const running = clusterStatus(row) === 'running';
  const days: ConsumptionSummaryDay[] = [];
  for (let start = monthStart; start <= today; start += DAY_MS) {
    const end = start === today ? today + Math.floor((now - today) / HOUR_MS) * HOUR_MS : start + DAY_MS;
    const from = Math.max(start, created);
    let share = Math.max(0, end - from) / DAY_MS;
    // Today: only while the cluster is running (a sleeping, creating or corrupted one uses nothing now).
    if (start === today && !running) share = 0;
    days.push(dayUse(row, start, share));
  }
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
