/**
 * The consumption page's rules (spec doc 3 §2 Consumption page, §3 Consumption filters, §4 Consumption, §5,
 * §9): the time-range presets (week starts Monday, default month), the custom range's disabled dates, the
 * cluster selection rules, and the shaping of the answer into totals, the expandable table, the chart of
 * each data type and the CSV rows. Pure: "today" and the user's creation are passed in; days are calendar
 * days, 'YYYY-MM-DD', and ranges are inclusive.
 */
import type {
  ConsumptionCluster,
  ConsumptionDay,
  ConsumptionMonth,
  HistoricalAgg,
  InstanceBackup,
} from '../contract/types/consumption-page';

/** What the page reads of one cluster's answer (no hours, no per-service split). */
export type ClusterUse = Pick<ConsumptionCluster, 'id' | 'name' | 'historicalAgg' | 'instanceBackups' | 'bucketThresholdHistory'> & {
  consumption: (Omit<ConsumptionMonth, 'days'> & { days: Pick<ConsumptionDay, 'day' | 'incorta' | 'spark' | 'total'>[] })[];
};

/**
 * What the page keeps of one cluster's answer: days without their hours or repeated formats; and, for a
 * range charted by month, one storage-and-operations reading per month (the sums) and each month's latest
 * backup, which is all a monthly chart reads. A year of 50 clusters is then about 1 MB, not 16.
 */
export function pageUse(cluster: ConsumptionCluster, grain: ChartGrain): ClusterUse {
  const consumption = cluster.consumption.map((m) => ({
    monthFormat: m.monthFormat,
    incorta: m.incorta,
    spark: m.spark,
    total: m.total,
    days: m.days.map((d) => ({ day: d.day, incorta: d.incorta, spark: d.spark, total: d.total })),
  }));
  const base = { id: cluster.id, name: cluster.name, bucketThresholdHistory: cluster.bucketThresholdHistory, consumption };
  if (grain === 'day') return { ...base, historicalAgg: cluster.historicalAgg, instanceBackups: cluster.instanceBackups };
  const months = new Map<string, HistoricalAgg>();
  for (const h of cluster.historicalAgg) {
    const key = h.createdAt.slice(0, 7);
    const storage = h.storageIPU < STORAGE_THRESHOLD ? 0 : h.storageIPU;
    const m = months.get(key);
    if (!m) months.set(key, { ...h, storageIPU: storage });
    else {
      m.storageIPU = round(m.storageIPU + storage);
      m.classAOperations += h.classAOperations;
      m.classBOperations += h.classBOperations;
      m.downloadOperations += h.downloadOperations;
      m.uploadOperations += h.uploadOperations;
    }
  }
  const backups = new Map<string, InstanceBackup>();
  for (const b of cluster.instanceBackups) {
    const seen = backups.get(b.date.slice(0, 7));
    if (!seen || b.date >= seen.date) backups.set(b.date.slice(0, 7), b);
  }
  return { ...base, historicalAgg: [...months.values()], instanceBackups: [...backups.values()] };
}

/** Doc 3 §9: unit numbers are shown with 5 decimals. */
export const UNIT_DECIMALS = 5;
/** Doc 3 §9: storage threshold. A day's storage units below it count as none (noise of an empty bucket). */
export const STORAGE_THRESHOLD = 0.0001;
/** Doc 3 §9: empty operation charts fix the axis max at 100. */
export const EMPTY_OPERATIONS_AXIS_MAX = 100;
/** Ours: the longest range one query may ask for (a leap year and a margin); the emulator refuses more. */
export const MAX_RANGE_DAYS = 400;
/** Ours: ranges up to this many days are charted by day, longer ones by month. */
export const DAILY_CHART_MAX_DAYS = 62;

/** Doc 3 §2: the time range presets; the default is month (§9). */
export const TIME_RANGE_TYPES = ['week', 'week-ago', 'month', 'last-month', 'year', 'last-year', 'custom'] as const;
export type TimeRangeType = (typeof TIME_RANGE_TYPES)[number];
export type PresetType = Exclude<TimeRangeType, 'custom'>;
export const DEFAULT_TIME_RANGE: TimeRangeType = 'month';

/** Doc 3 §9: export formats, and the files they make. */
export const EXPORT_FORMATS = ['csv', 'png', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FILE_NAMES: Record<ExportFormat, string> = {
  /** Ours: the spec names the chart files only. */
  csv: 'consumption.csv',
  png: 'consumption-chart.png',
  pdf: 'consumption.pdf',
};
/** Doc 3 §9: PNG at pixel ratio 2. */
export const PNG_PIXEL_RATIO = 2;

/** Doc 3 §9: the data types. */
export const DATA_TYPES = ['compute', 'storage', 'classA', 'classB', 'downloads', 'uploads', 'backups'] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const OPERATION_TYPES: readonly DataType[] = ['classA', 'classB', 'downloads', 'uploads'];

/** Inclusive range of calendar days. */
export interface DateRange {
  from: string;
  to: string;
}

/** Doc 3 §3 Consumption filters: timeRange (type, and from and to when custom). */
export interface TimeRange {
  type: TimeRangeType;
  from?: string | null;
  to?: string | null;
}

const DAY_MS = 86_400_000;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Calendar arithmetic on 'YYYY-MM-DD' through UTC instants (no time zone, no clock). */
const ms = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const iso = (at: number) => new Date(at).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => iso(ms(date) + days * DAY_MS);
/** The first day of the month `months` away from the month of `date`. */
const monthStart = (date: string, months = 0) => {
  const d = new Date(ms(date));
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
};
const monthEnd = (date: string) => addDays(monthStart(date, 1), -1);

/** A real calendar day written 'YYYY-MM-DD'. */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = ms(text);
  return Number.isFinite(at) && iso(at) === text;
}

/** The Monday of the week of `date` (doc 3 §9: the week starts Monday). */
export function startOfWeek(date: string): string {
  const weekday = new Date(ms(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The days of a preset, as of `today`: the current period ends today; the previous one is whole. */
export function presetRange(type: PresetType, today: string): DateRange {
  const year = today.slice(0, 4);
  switch (type) {
    case 'week':
      return { from: startOfWeek(today), to: today };
    case 'week-ago': {
      const monday = addDays(startOfWeek(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'month':
      return { from: monthStart(today), to: today };
    case 'last-month': {
      const last = monthStart(today, -1);
      return { from: last, to: monthEnd(last) };
    }
    case 'year':
      return { from: `${year}-01-01`, to: today };
    case 'last-year': {
      const last = String(Number(year) - 1).padStart(4, '0');
      return { from: `${last}-01-01`, to: `${last}-12-31` };
    }
  }
}

/** The days a filter stands for; null for a custom range not fully chosen yet. */
export function rangeOf(timeRange: TimeRange, today: string): DateRange | null {
  if (timeRange.type !== 'custom') return presetRange(timeRange.type, today);
  if (!timeRange.from || !timeRange.to) return null;
  return timeRange.from <= timeRange.to ? { from: timeRange.from, to: timeRange.to } : { from: timeRange.to, to: timeRange.from };
}

/** How many days a range holds (both ends counted). */
export function rangeDays(range: DateRange): number {
  return Math.round((ms(range.to) - ms(range.from)) / DAY_MS) + 1;
}

/**
 * Doc 3 §2: in the custom range, dates after today or before the start of the month of the user's creation
 * are disabled. `createdAt`: the user's createdAt (ISO instant or day).
 */
export function customRangeBounds(today: string, createdAt: string): { minDate: string; maxDate: string } {
  const createdDay = createdAt.slice(0, 10);
  const minDate = isIsoDay(createdDay) ? monthStart(createdDay) : today;
  return { minDate: minDate > today ? today : minDate, maxDate: today };
}

export function isDisabledDay(date: string, today: string, createdAt: string): boolean {
  const { minDate, maxDate } = customRangeBounds(today, createdAt);
  return date < minDate || date > maxDate;
}

/**
 * Ours: while the second end of a custom range is being chosen, days that would make it longer than
 * MAX_RANGE_DAYS are disabled too.
 */
export function isTooFarFrom(date: string, firstEnd: string | null): boolean {
  if (!firstEnd) return false;
  const [from, to] = date < firstEnd ? [date, firstEnd] : [firstEnd, date];
  return rangeDays({ from, to }) > MAX_RANGE_DAYS;
}

/** Doc 3 §4: what the selected clusters become when data arrives. */
export interface SelectionInput {
  /** The clusters of the answer, by id. */
  available: readonly string[];
  /** The cluster the page was opened for (navigation state), if any. */
  navigatedClusterId: string | null;
  /** The selection before this load (null before the first). */
  previous: readonly string[] | null;
  /** The user changed the time range since the last load. */
  timeRangeChanged: boolean;
}

/**
 * Doc 3 §4: on the first data load the selection becomes the navigated cluster if one was given (and is in
 * the answer); otherwise it keeps the previous selection if the user changed the time range (less the
 * clusters the new answer lacks); otherwise all clusters.
 */
export function selectionOnLoad({ available, navigatedClusterId, previous, timeRangeChanged }: SelectionInput): string[] {
  if (previous === null && navigatedClusterId !== null && available.includes(navigatedClusterId)) return [navigatedClusterId];
  if (previous !== null && timeRangeChanged) return previous.filter((id) => available.includes(id));
  return [...available];
}

// --- Shaping ------------------------------------------------------------------------------------

const round = (value: number) => Math.round(value * 10 ** UNIT_DECIMALS) / 10 ** UNIT_DECIMALS;

/**
 * One formatter per locale list: making an Intl.NumberFormat costs far more than formatting with it, and the
 * page formats every cell of the table and the chart's tooltips.
 */
const unitFormats = new Map<string, Intl.NumberFormat>();

/** Units as the page writes them: 5 decimals, grouped in the user's locale ('1,234.56789'). */
export function formatUnits(value: number, locale?: string | readonly string[]): string {
  const list = typeof locale === 'string' || locale === undefined ? locale : [...locale];
  const key = list === undefined ? '' : String(list);
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(list, { minimumFractionDigits: UNIT_DECIMALS, maximumFractionDigits: UNIT_DECIMALS });
    unitFormats.set(key, format);
  }
  return format.format(value);
}

/** A chart value as the page writes it: units with 5 decimals, operations whole, backups in GB. */
export function valueText(type: DataType, value: number, locale: readonly string[]): string {
  if (type === 'compute' || type === 'storage') return formatUnits(value, locale);
  if (type === 'backups') return `${value.toFixed(2)} GB`;
  return Math.round(value).toLocaleString([...locale]);
}

/** Units as a file writes them: 5 decimals, no grouping, a dot ('1234.56789'), so a spreadsheet reads a number. */
export const plainUnits = (value: number) => value.toFixed(UNIT_DECIMALS);

/** 'D MMM YYYY' ('7 Mar 2026'): readable in any English locale, never mistaken for another order. */
export const readableDay = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`;
/** 'MMM YYYY' ('Mar 2026'). */
export const readableMonth = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;

export interface Units {
  incorta: number;
  spark: number;
  total: number;
}

/** The clusters chosen, in the answer's order. */
export function selectedClusters<C extends { id: string }>(clusters: readonly C[], selected: readonly string[]): C[] {
  const chosen = new Set(selected);
  return clusters.filter((c) => chosen.has(c.id));
}

/** The units of the range over the chosen clusters. */
export function totalsOf(clusters: readonly ClusterUse[]): Units {
  let incorta = 0;
  let spark = 0;
  for (const c of clusters) {
    for (const m of c.consumption) {
      incorta += m.incorta;
      spark += m.spark;
    }
  }
  return { incorta: round(incorta), spark: round(spark), total: round(incorta + spark) };
}

export interface DayRow extends Units {
  day: string;
}

export interface MonthRow extends Units {
  /** Unique per table: month and cluster. */
  key: string;
  clusterId: string;
  clusterName: string;
  month: string;
  days: DayRow[];
}

/** The expandable table: one row per month and cluster (month first, then cluster name), each with its days. */
export function tableRows(clusters: readonly ClusterUse[]): MonthRow[] {
  const rows: MonthRow[] = [];
  for (const c of clusters) {
    for (const m of c.consumption) {
      rows.push({
        key: `${m.monthFormat}:${c.id}`,
        clusterId: c.id,
        clusterName: c.name,
        month: m.monthFormat,
        incorta: m.incorta,
        spark: m.spark,
        total: m.total,
        days: m.days.map((d) => ({ day: d.day, incorta: d.incorta, spark: d.spark, total: d.total })),
      });
    }
  }
  return rows.sort((a, b) => a.month.localeCompare(b.month) || a.clusterName.localeCompare(b.clusterName));
}

/**
 * Doc 3 §9: the CSV columns are cluster, date, incorta used units, spark used units, total used units. The
 * table's day rows (every month open), per cluster, with readable dates; values as plain numbers.
 */
export function csvRecords(rows: readonly MonthRow[]): [string, string, string, string, string][] {
  return rows.flatMap((row) =>
    row.days.map((d) => [row.clusterName, readableDay(d.day), plainUnits(d.incorta), plainUnits(d.spark), plainUnits(d.total)] as [string, string, string, string, string]),
  );
}

/** Doc 3 §9 on CSV export: a cell that begins with one of these would run as a formula in a spreadsheet. */
export const FORMULA_STARTS = ['=', '+', '-', '@'] as const;

// --- Chart --------------------------------------------------------------------------------------

export type ChartGrain = 'day' | 'month';

/** By day up to DAILY_CHART_MAX_DAYS, by month beyond. */
export function chartGrain(range: DateRange): ChartGrain {
  return rangeDays(range) <= DAILY_CHART_MAX_DAYS ? 'day' : 'month';
}

/** Every bucket of the range, oldest first: its days, or its months ('YYYY-MM'). */
export function buckets(range: DateRange, grain: ChartGrain): string[] {
  const out: string[] = [];
  if (grain === 'day') {
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
  } else {
    const last = range.to.slice(0, 7);
    for (let m = monthStart(range.from); m.slice(0, 7) <= last; m = monthStart(m, 1)) out.push(m.slice(0, 7));
  }
  return out;
}

/** The series each data type draws (stacked where there are two). */
export const SERIES_OF: Record<DataType, readonly string[]> = {
  compute: ['incorta', 'spark'],
  storage: ['storage'],
  classA: ['operations'],
  classB: ['operations'],
  downloads: ['operations'],
  uploads: ['operations'],
  backups: ['gcs', 'metadata'],
};

export interface ChartPoint {
  /** The bucket: a day or a month. */
  bucket: string;
  values: Record<string, number>;
}

export interface ChartData {
  grain: ChartGrain;
  points: ChartPoint[];
  /** Nothing to draw: every value is zero. */
  empty: boolean;
  /** A fixed value-axis maximum (an empty operations chart, doc 3 §9), else null (the chart's own). */
  axisMax: number | null;
}

const OPERATION_FIELD = {
  classA: 'classAOperations',
  classB: 'classBOperations',
  downloads: 'downloadOperations',
  uploads: 'uploadOperations',
} as const;

/**
 * One data type over the chosen clusters, summed per bucket (zero where nothing was read). Backups are sizes,
 * not flows: a month shows each cluster's latest reading of it.
 */
export function chartData(clusters: readonly ClusterUse[], type: DataType, range: DateRange): ChartData {
  const grain = chartGrain(range);
  const keyOf = (date: string) => (grain === 'day' ? date.slice(0, 10) : date.slice(0, 7));
  const series = SERIES_OF[type];
  const sums = new Map(buckets(range, grain).map((b) => [b, Object.fromEntries(series.map((s) => [s, 0])) as Record<string, number>]));
  const add = (date: string, name: string, value: number) => {
    const point = sums.get(keyOf(date));
    if (point) point[name] = (point[name] ?? 0) + value;
  };
  for (const c of clusters) {
    if (type === 'compute') {
      for (const m of c.consumption) {
        for (const d of m.days) {
          add(d.day, 'incorta', d.incorta);
          add(d.day, 'spark', d.spark);
        }
      }
    } else if (type === 'storage') {
      for (const h of c.historicalAgg) add(h.createdAt, 'storage', h.storageIPU < STORAGE_THRESHOLD ? 0 : h.storageIPU);
    } else if (type === 'backups') {
      const latest = new Map<string, { date: string; gcs: number; metadata: number }>();
      for (const b of c.instanceBackups) {
        const key = keyOf(b.date);
        const seen = latest.get(key);
        if (!seen || b.date >= seen.date) latest.set(key, { date: b.date, gcs: b.gcsBucketSizeInGB, metadata: b.metadataBucketSizeInGB });
      }
      for (const [, b] of latest) {
        add(b.date, 'gcs', b.gcs);
        add(b.date, 'metadata', b.metadata);
      }
    } else {
      const field = OPERATION_FIELD[type];
      for (const h of c.historicalAgg) add(h.createdAt, 'operations', h[field]);
    }
  }
  const points = [...sums].map(([bucket, values]) => ({
    bucket,
    values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, round(v)])),
  }));
  const empty = points.every((p) => Object.values(p.values).every((v) => v === 0));
  const axisMax = empty && OPERATION_TYPES.includes(type) ? EMPTY_OPERATIONS_AXIS_MAX : null;
  return { grain, points, empty, axisMax };
}

/** A bucket as the chart's axis writes it: '7' for a day of a one-month range, 'Mar 7' across months, 'Mar 2026' for a month. */
export function bucketLabel(bucket: string, grain: ChartGrain, range: DateRange): string {
  if (grain === 'month') return readableMonth(bucket);
  if (range.from.slice(0, 7) === range.to.slice(0, 7)) return String(Number(bucket.slice(8, 10)));
  return `${MONTH_NAMES[Number(bucket.slice(5, 7)) - 1] ?? ''} ${Number(bucket.slice(8, 10))}`;
}

/** The navigation state the cluster page's link carries (doc 2 §2, doc 3 §2), read from history.state. */
export function readConsumptionNavState(state: unknown): { clusterId: string; clusterName: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { clusterId, clusterName } = state as Record<string, unknown>;
  return typeof clusterId === 'string' && clusterId !== '' ? { clusterId, clusterName: typeof clusterName === 'string' ? clusterName : '' } : null;
}

/** The sum of every value of a chart (its figure's words). */
export function chartTotal(data: ChartData): number {
  let total = 0;
  for (const p of data.points) for (const v of Object.values(p.values)) total += v;
  return round(total);
}
