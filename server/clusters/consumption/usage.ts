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
import type { ConsumptionSummaryDay } from '../../../src/api/types';
import { THRESHOLD_DAYS } from '../../../src/domain/consumption-summary';
import { HOUR_MS, sizeById } from '../catalog';
import type { InstanceRow } from '../schema';
import { clusterStatus } from '../store';


export const DAY_MS = 24 * HOUR_MS;

/** A stable number in [0, 1) from a text (FNV-1a), so the same cluster and day always read the same. */
export function unit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 0x1_0000_0000;
}

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
  const r = unit(`${row.id}:${dayOf(dayStart)}:hours`);
  if (weekday === 0 || weekday === 6) return r < 0.5 ? 0 : 1 + Math.floor((r - 0.5) * 6);
  return 4 + Math.floor(r * 9);
}

/** One day's use. `share`: the part of the day counted (0 before creation, the hours so far today). */
export function dayUse(row: InstanceRow, dayStart: number, share: number): ConsumptionSummaryDay {
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

/** The use on the UTC day starting at `dayStart`, as of `now` (zero for days after `now`). */
export function usageOfDay(row: InstanceRow, dayStart: number, now: number): ConsumptionSummaryDay {
  const today = startOfUtcDay(now);
  if (dayStart > today) return dayUse(row, dayStart, 0);
  const end = dayStart === today ? today + Math.floor((now - today) / HOUR_MS) * HOUR_MS : dayStart + DAY_MS;
  const from = Math.max(dayStart, Date.parse(row.created_at));
  let share = Math.max(0, end - from) / DAY_MS;
  // Today: only while the cluster is running (a sleeping, creating or corrupted one uses nothing now).
  if (dayStart === today && clusterStatus(row) !== 'running') share = 0;
  return dayUse(row, dayStart, share);
}
