/**
 * The use of one cluster on one day, derived (the emulator keeps no usage history): deterministic for a
 * cluster and a day, from what the cluster is (sizes' IPU, node counts, always-on or not, creation time) on
 * the clock. The cluster page's summary (routes.ts) and every other reading of consumption (the consumption
 * page, the billing history) read it here, so they always agree.
 *
 * A size's `ipu` is read as what one node uses in a month (30 days) of running, so a day's platform (`incorta`)
 * units are (analytics ipu × nodes + loader ipu × nodes) / 30 × the share of the day it ran × its load
 * (35–75 %). An always-on cluster runs all day; another runs 4–12 hours on weekdays and 0–3 at weekends. Spark
 * adds 5–30 % on weekdays, less at weekends. Zero before the cluster was created; today counts the whole hours
 * so far, and only while it is running. Five decimals.
 */
import type { ConsumptionSummaryDay } from '../../../src/contract/types';
import { THRESHOLD_DAYS } from '../../../src/domain/consumption-summary';
import { HOUR_MS, sizeById } from '../catalog';
import type { InstanceRow } from '../schema';
import { usedShare } from '../detail/instance-detail';
import { clusterStatus } from '../store';
import { stableUnit } from '../sim/stable-unit';


export const DAY_MS = 24 * HOUR_MS;


export const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** 'YYYY-MM-DD' of a UTC instant. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const startOfUtcDay = (ms: number) => ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);

/** The IPU a month of running all nodes uses (a size's ipu per node and month). */
export function monthlyNodeIpu(row: InstanceRow): { analytics: number; loader: number } {
  return {
    analytics: (sizeById(row.analytics_size)?.ipu ?? 0) * row.analytics_nodes,
    loader: (sizeById(row.loader_size)?.ipu ?? 0) * row.loader_nodes,
  };
}

/** Hours the cluster ran on a whole day (UTC), by its always-on setting and the weekday. */
export function hoursRun(row: InstanceRow, dayStart: number): number {
  if (row.sleeppable === 0) return 24;
  const weekday = new Date(dayStart).getUTCDay();
  const r = stableUnit(`${row.id}:${dayOf(dayStart)}:hours`);
  if (weekday === 0 || weekday === 6) return r < 0.5 ? 0 : 1 + Math.floor((r - 0.5) * 6);
  return 4 + Math.floor(r * 9);
}

/** One day's use. `share`: the part of the day counted (0 before creation, the hours so far today). */
export function dayUse(row: InstanceRow, dayStart: number, share: number): ConsumptionSummaryDay {
  const day = dayOf(dayStart);
  if (share <= 0) return { day, total: 0, incorta: 0, spark: 0 };
  const { analytics, loader } = monthlyNodeIpu(row);
  const load = 0.35 + 0.4 * stableUnit(`${row.id}:${day}:load`);
  const ran = (hoursRun(row, dayStart) / 24) * share;
  const incorta = round(((analytics + loader) / THRESHOLD_DAYS) * ran * load, 5);
  const weekday = new Date(dayStart).getUTCDay();
  const sparkShare = (weekday === 0 || weekday === 6 ? 0.02 : 0.05) + 0.25 * stableUnit(`${row.id}:${day}:spark`);
  const spark = round(incorta * sparkShare, 5);
  return { day, total: round(incorta + spark, 5), incorta, spark };
}

/**
 * The part of the UTC day starting at `dayStart` that counts as of `now`: [from, end) in ms, and its share
 * of the day (0 after `now`, before the creation, and today while the cluster is not running).
 */
export function countedPart(row: InstanceRow, dayStart: number, now: number): { from: number; end: number; share: number } {
  const today = startOfUtcDay(now);
  if (dayStart > today) return { from: dayStart, end: dayStart, share: 0 };
  const end = dayStart === today ? today + Math.floor((now - today) / HOUR_MS) * HOUR_MS : dayStart + DAY_MS;
  const from = Math.max(dayStart, Date.parse(row.created_at));
  let share = Math.max(0, end - from) / DAY_MS;
  // Today: only while the cluster is running (a sleeping, creating or corrupted one uses nothing now).
  if (dayStart === today && clusterStatus(row) !== 'running') share = 0;
  return { from, end, share };
}

/** The use on the UTC day starting at `dayStart`, as of `now` (zero for days after `now`). */
export function usageOfDay(row: InstanceRow, dayStart: number, now: number): ConsumptionSummaryDay {
  return dayUse(row, dayStart, countedPart(row, dayStart, now).share);
}

// --- The consumption page's detail (issue 15): hours, services, storage, operations, backups -----------

/**
 * Splits `total` into parts proportional to `weights`, rounded to 5 decimals, that sum to `total` exactly:
 * each part is the difference of rounded running sums, so none is negative and no remainder is lost.
 */
export function split(total: number, weights: readonly number[]): number[] {
  let sum = 0;
  for (const w of weights) sum += w;
  const parts = new Array<number>(weights.length).fill(0);
  if (sum <= 0 || total === 0) return parts;
  // In units of 0.00001, so every part is a whole number of them.
  const whole = Math.round(total * 100_000);
  let running = 0;
  let before = 0;
  for (let i = 0; i < weights.length; i += 1) {
    running += weights[i]!;
    const upTo = Math.round((whole * running) / sum);
    parts[i] = (upTo - before) / 100_000;
    before = upTo;
  }
  return parts;
}

/** The hours (0–23) a cluster that sleeps starts working on a day: 8 to 11 UTC. */
function firstHour(row: InstanceRow, dayStart: number): number {
  return row.sleeppable === 0 ? 0 : 8 + Math.floor(stableUnit(`${row.id}:${dayOf(dayStart)}:start`) * 4);
}

/**
 * The day's units by hour: spread over the hours the cluster ran (its working window) among the hours that
 * count (after its creation; today, the whole hours so far); where none of those is in the window, evenly
 * over the counted hours. Each list sums to the day's figure.
 */
export function hoursOfDay(row: InstanceRow, dayStart: number, now: number, use: ConsumptionSummaryDay): { incorta: number[]; spark: number[] } {
  if (use.total === 0) return { incorta: new Array<number>(24).fill(0), spark: new Array<number>(24).fill(0) };
  const { from, end } = countedPart(row, dayStart, now);
  const first = firstHour(row, dayStart);
  const last = first + hoursRun(row, dayStart);
  const counted = new Array<number>(24);
  const weights = new Array<number>(24);
  let inWindow = 0;
  for (let h = 0; h < 24; h += 1) {
    const start = dayStart + h * HOUR_MS;
    const counts = start + HOUR_MS > from && start < end ? 1 : 0;
    counted[h] = counts;
    weights[h] = h >= first && h < last ? counts : 0;
    inWindow += weights[h] ?? 0;
  }
  const spread = inWindow > 0 ? weights : counted;
  return { incorta: split(use.incorta, spread), spark: split(use.spark, spread) };
}

/** Spark's job types, and their usual shares. */
const SPARK_TYPES = ['sql', 'notebooks', 'ml'] as const;

/** The day's spark units by job type, and incorta units by service and replica (each summing to the day's). */
export function aggOfDay(row: InstanceRow, dayStart: number, use: ConsumptionSummaryDay) {
  const day = dayOf(dayStart);
  const typeWeights = SPARK_TYPES.map((t, i) => [0.5, 0.3, 0.2][i]! * (0.5 + stableUnit(`${row.id}:${day}:${t}`)));
  const sparkParts = split(use.spark, typeWeights);
  const types = Object.fromEntries(SPARK_TYPES.map((t, i) => [t, sparkParts[i] ?? 0]));
  const { analytics, loader } = monthlyNodeIpu(row);
  const replicas = [
    ...Array.from({ length: row.analytics_nodes }, (_, r) => ({ service: 'analytics', replica: r, weight: analytics / Math.max(1, row.analytics_nodes) })),
    ...Array.from({ length: row.loader_nodes }, (_, r) => ({ service: 'loader', replica: r, weight: loader / Math.max(1, row.loader_nodes) })),
  ];
  const parts = split(use.incorta, replicas.map((r) => r.weight));
  const services: Record<string, { powerUnit: number; replica: number }[]> = { analytics: [], loader: [] };
  replicas.forEach((r, i) => services[r.service]!.push({ powerUnit: parts[i] ?? 0, replica: r.replica }));
  return { spark: { date: day, types }, incorta: { date: day, services } };
}

/**
 * The bucket's size (GB) on a day: today's consumed data (the cluster page's figure), a little less each day
 * before (0.2–0.6 % a day), never below zero. The summary's bucket readings are these sizes.
 */
export function bucketSizeOn(row: InstanceRow, dayStart: number, now: number): number {
  const ago = Math.max(0, Math.round((startOfUtcDay(now) - dayStart) / DAY_MS));
  const current = Math.round(row.dsize * usedShare(row.id));
  const growth = 0.002 + 0.004 * stableUnit(`${row.id}:growth`);
  return round(Math.max(0, current * (1 - growth * ago)), 2);
}

/** Units one GB of bucket storage uses in a day. */
export const STORAGE_IPU_PER_GB_DAY = 0.00002;

/**
 * The day's storage and operations reading, from the creation day on (null before it and after today).
 * Operations follow the hours the cluster ran: class A (writes, lists) per node-hour, class B (reads) a few
 * times that, downloads and uploads a fraction of them.
 */
export function historicalOfDay(row: InstanceRow, dayStart: number, now: number) {
  if (dayStart > startOfUtcDay(now) || dayStart + DAY_MS <= Date.parse(row.created_at)) return null;
  const day = dayOf(dayStart);
  const hours = hoursRun(row, dayStart) * countedPart(row, dayStart, now).share;
  const nodes = row.analytics_nodes + row.loader_nodes;
  const classA = Math.round(hours * nodes * (40 + 80 * stableUnit(`${row.id}:${day}:classA`)));
  const classB = Math.round(classA * (3 + 4 * stableUnit(`${row.id}:${day}:classB`)));
  return {
    createdAt: new Date(dayStart).toISOString(),
    storageIPU: round(bucketSizeOn(row, dayStart, now) * STORAGE_IPU_PER_GB_DAY, 5),
    classAOperations: classA,
    classBOperations: classB,
    downloadOperations: Math.round(classB * (0.05 + 0.1 * stableUnit(`${row.id}:${day}:down`))),
    uploadOperations: Math.round(classA * (0.1 + 0.2 * stableUnit(`${row.id}:${day}:up`))),
  };
}

/** The day's backup sizes (GB), from the creation day on (null before it and after today). */
export function backupOfDay(row: InstanceRow, dayStart: number, now: number) {
  if (dayStart > startOfUtcDay(now) || dayStart + DAY_MS <= Date.parse(row.created_at)) return null;
  const size = bucketSizeOn(row, dayStart, now);
  return {
    date: dayOf(dayStart),
    gcsBucketSizeInGB: round(size * 0.85, 2),
    metadataBucketSizeInGB: round(0.5 + size * 0.01, 2),
  };
}
