/**
 * The consumption summary of the cluster page's main tab (spec doc 2 §2, §3, §9): the daily IPU threshold,
 * and the shaping of the summary's answer into the two charts and their text summaries. Pure: no clock, the
 * locale is passed in.
 */
import type { BucketMetric, BucketThreshold, ConsumptionSummaryDay, MaxIPUs, SizeRef } from '../contract/types';
import type { Locale } from './time-format';

/** Doc 2 §9: "Consumption polling 15 s, stale 30 s." */
export const CONSUMPTION_POLL_MS = 15_000;
export const CONSUMPTION_STALE_MS = 30_000;

/** Doc 2 §9: a month's IPU spread over 30 days gives the daily threshold. */
export const THRESHOLD_DAYS = 30;

/** What the link to Consumption Details carries in its navigation state (doc 2 §2), read by /consumption. */
export interface ConsumptionNavigationState {
  clusterId: string;
  clusterName: string;
}

/** Known limits: both numbers finite and not negative, and not both zero (no limit set is not a limit of 0). */
function knownLimits(maxIPUs: MaxIPUs | null | undefined): maxIPUs is MaxIPUs {
  if (!maxIPUs) return false;
  const { maxIncortaIPU, maxSparkIPU } = maxIPUs;
  const valid = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  return valid(maxIncortaIPU) && valid(maxSparkIPU) && maxIncortaIPU + maxSparkIPU > 0;
}

/**
 * Doc 2 §9: "Daily IPU threshold: (maxIncortaIPU + maxSparkIPU)/30, or (analytics IPU + loader IPU)/30."
 * The cluster's limits when it has them; otherwise its sizes' IPU (analyticsSize.ipu + loaderSize.ipu).
 * The whole sum is divided by 30, in both cases.
 */
export function dailyIpuThreshold(
  maxIPUs: MaxIPUs | null | undefined,
  sizes: { analyticsSize: Pick<SizeRef, 'ipu'>; loaderSize: Pick<SizeRef, 'ipu'> },
): number {
  if (knownLimits(maxIPUs)) return (maxIPUs.maxIncortaIPU + maxIPUs.maxSparkIPU) / THRESHOLD_DAYS;
  return (sizes.analyticsSize.ipu + sizes.loaderSize.ipu) / THRESHOLD_DAYS;
}

/** Numbers as the charts show them: 2 decimals (the summary's; the full page shows 5, doc 3 §9). */
export function roundTo(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

const finite = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/** One bar of the month's chart: a day and its IPU by engine. */
export interface IpuBar {
  day: string;
  incorta: number;
  spark: number;
  total: number;
}

/** The month's days, oldest first, one bar per day (a repeated day: the last one wins). */
export function ipuBars(days: readonly ConsumptionSummaryDay[]): IpuBar[] {
  const byDay = new Map<string, IpuBar>();
  for (const d of days) {
    const incorta = finite(d.incorta);
    const spark = finite(d.spark);
    byDay.set(d.day, { day: d.day, incorta, spark, total: d.total === undefined ? incorta + spark : finite(d.total) });
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

export interface MonthSummary {
  total: number;
  incorta: number;
  spark: number;
  /** The day with the most IPU; null when nothing was used. */
  highest: { day: string; total: number } | null;
  /** Days whose total is above the daily threshold. */
  daysOverThreshold: number;
}

export function monthSummary(bars: readonly IpuBar[], threshold: number): MonthSummary {
  let highest: MonthSummary['highest'] = null;
  let total = 0;
  let incorta = 0;
  let spark = 0;
  let daysOverThreshold = 0;
  for (const bar of bars) {
    total += bar.total;
    incorta += bar.incorta;
    spark += bar.spark;
    if (bar.total > threshold) daysOverThreshold += 1;
    if (bar.total > 0 && (highest === null || bar.total > highest.total)) highest = { day: bar.day, total: bar.total };
  }
  return { total, incorta, spark, highest, daysOverThreshold };
}

/** One point of the storage chart. */
export interface StoragePoint {
  day: string;
  sizeGB: number;
}

/** One point per day (the latest update of a day wins), oldest first. */
export function storagePoints(metrics: readonly BucketMetric[]): StoragePoint[] {
  const latest = new Map<string, { updatedAt: string; sizeGB: number }>();
  for (const m of metrics) {
    const day = m.createdAt.slice(0, 10);
    const seen = latest.get(day);
    if (!seen || m.updatedAt >= seen.updatedAt) latest.set(day, { updatedAt: m.updatedAt, sizeGB: finite(m.bucketSizeInGB) });
  }
  return [...latest.entries()].map(([day, v]) => ({ day, sizeGB: v.sizeGB })).sort((a, b) => a.day.localeCompare(b.day));
}

/** The threshold in force: the latest entry of the history; null when there is none. */
export function currentStorageThreshold(history: readonly BucketThreshold[]): number | null {
  let current: BucketThreshold | null = null;
  for (const entry of history) {
    if (!Number.isFinite(entry.storageThreshold)) continue;
    if (current === null || Date.parse(entry.createdAt) >= Date.parse(current.createdAt)) current = entry;
  }
  return current?.storageThreshold ?? null;
}

export interface StorageSummary {
  latest: StoragePoint;
  /** The first point of the period. */
  first: StoragePoint;
  /** latest − first, in GB. */
  change: number;
}

export function storageSummary(points: readonly StoragePoint[]): StorageSummary | null {
  const first = points[0];
  const latest = points.at(-1);
  if (!first || !latest) return null;
  return { latest, first, change: latest.sizeGB - first.sizeGB };
}

/** The smallest of 1, 2, 2.5, 5 × 10^k that is at least `x` (x > 0). */
function niceStep(x: number): number {
  const power = 10 ** Math.floor(Math.log10(x));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= x - 1e-12);
  return step ?? 10 * power;
}

/**
 * A chart's value axis: from 0 to a round top above the largest value and the reference line (5 % headroom),
 * in 3 to 5 round steps (the lowest such top), so the line always shows and the ticks read 0, 0.5, 1, 1.5
 * rather than 0, 0.4, 0.8, 1.46.
 */
export function valueAxis(values: readonly number[], line: number | null): { max: number; ticks: number[] } {
  const top = Math.max(0, line ?? 0, ...values.filter(Number.isFinite)) * 1.05;
  if (top === 0) return { max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] };
  let best: { max: number; ticks: number[] } | null = null;
  for (const intervals of [3, 4, 5]) {
    const step = niceStep(top / intervals);
    const count = Math.ceil(top / step - 1e-9);
    const ticks = Array.from({ length: count + 1 }, (_, i) => roundTo(i * step, 6));
    const max = ticks.at(-1) ?? step;
    if (best === null || max < best.max) best = { max, ticks };
  }
  return best ?? { max: 1, ticks: [0, 1] };
}

/** A calendar day 'YYYY-MM-DD' as the user writes it, short ('Mar 12', '12 Mar'). */
export function formatDay(day: string, locale: Locale): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  const list = typeof locale === 'string' || locale === undefined ? locale : [...locale];
  return new Intl.DateTimeFormat(list, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

/** The day of the month, the bar chart's axis label ('2026-03-07' → '7'). */
export function dayOfMonth(day: string): string {
  return String(Number(day.slice(8, 10)) || day);
}
