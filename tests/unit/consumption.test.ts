/**
 * The consumption page's rules (doc 3 §2, §4, §5, §9): presets (the week from Monday, default month), the
 * custom range's disabled days, the selection rules, 5 decimals, the chart's data per type (empty operations
 * axis 0–100, storage threshold), the CSV rows with their escaping, and the range schema's texts.
 */
import * as v from 'valibot';
import type { ConsumptionCluster } from '../../src/contract/types/consumption-page';
import type { ClusterUse } from '../../src/domain/consumption';
import {
  chartData,
  chartGrain,
  csvRecords,
  customRangeBounds,
  DEFAULT_TIME_RANGE,
  EXPORT_FILE_NAMES,
  formatUnits,
  pageUse,
  isDisabledDay,
  isTooFarFrom,
  presetRange,
  rangeDays,
  rangeOf,
  readableDay,
  readConsumptionNavState,
  selectionOnLoad,
  startOfWeek,
  tableRows,
  totalsOf,
} from '../../src/domain/consumption';
import { consumptionRangeSchema } from '../../src/domain/schemas/consumption';
import { consumptionCsv, pdfBody } from '../../src/features/consumption/exports';

describe('time range presets', () => {
  it('defaults to the month', () => {
    expect(DEFAULT_TIME_RANGE).toBe('month');
  });

  it('starts the week on Monday, whatever day today is', () => {
    // 2026-03-16 is a Monday, 2026-03-22 a Sunday.
    expect(startOfWeek('2026-03-16')).toBe('2026-03-16');
    expect(startOfWeek('2026-03-18')).toBe('2026-03-16');
    expect(startOfWeek('2026-03-22')).toBe('2026-03-16');
    expect(startOfWeek('2026-03-01')).toBe('2026-02-23');
  });

  it('gives each preset its days as of today', () => {
    const today = '2026-03-18';
    expect(presetRange('week', today)).toEqual({ from: '2026-03-16', to: today });
    expect(presetRange('week-ago', today)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('month', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetRange('last-month', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last-month', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('last-month', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('year', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetRange('last-year', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presetRange('week', '2026-03-22')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
  });

  it('takes a custom range in either order, and none until both ends are chosen', () => {
    expect(rangeOf({ type: 'custom', from: '2026-03-10', to: '2026-03-02' }, '2026-03-18')).toEqual({ from: '2026-03-02', to: '2026-03-10' });
    expect(rangeOf({ type: 'custom', from: '2026-03-10', to: null }, '2026-03-18')).toBeNull();
    expect(rangeDays({ from: '2025-03-18', to: '2026-03-18' })).toBe(366);
  });

  it('charts up to 62 days by day, longer ranges by month', () => {
    expect(chartGrain({ from: '2026-01-01', to: '2026-03-03' })).toBe('day');
    expect(chartGrain({ from: '2026-01-01', to: '2026-03-04' })).toBe('month');
  });
});

describe('custom range disabled days (doc 3 §2)', () => {
  const today = '2026-03-18';
  const createdAt = '2025-11-20T09:15:00.000Z';

  it('disables days after today and before the start of the month of the user creation', () => {
    expect(customRangeBounds(today, createdAt)).toEqual({ minDate: '2025-11-01', maxDate: today });
    expect(isDisabledDay('2026-03-19', today, createdAt)).toBe(true);
    expect(isDisabledDay(today, today, createdAt)).toBe(false);
    expect(isDisabledDay('2025-11-01', today, createdAt)).toBe(false);
    expect(isDisabledDay('2025-10-31', today, createdAt)).toBe(true);
  });

  it('disables the days that would make the range longer than 400 days once its first end is chosen', () => {
    expect(isTooFarFrom('2025-02-11', '2026-03-17')).toBe(false);
    expect(isTooFarFrom('2025-02-10', '2026-03-17')).toBe(true);
    expect(isTooFarFrom('2025-02-10', null)).toBe(false);
  });
});

describe('cluster selection (doc 3 §4)', () => {
  const available = ['a', 'b', 'c'];

  it('on the first load: the navigated cluster if it is there, else all', () => {
    expect(selectionOnLoad({ available, navigatedClusterId: 'b', previous: null, timeRangeChanged: false })).toEqual(['b']);
    expect(selectionOnLoad({ available, navigatedClusterId: 'gone', previous: null, timeRangeChanged: false })).toEqual(available);
    expect(selectionOnLoad({ available, navigatedClusterId: null, previous: null, timeRangeChanged: false })).toEqual(available);
  });

  it('keeps the previous selection when the user changed the time range (less clusters no longer there), else all', () => {
    expect(selectionOnLoad({ available, navigatedClusterId: 'b', previous: ['a', 'x'], timeRangeChanged: true })).toEqual(['a']);
    expect(selectionOnLoad({ available, navigatedClusterId: null, previous: ['a'], timeRangeChanged: false })).toEqual(available);
  });

  it('reads the navigation state the cluster page leaves', () => {
    expect(readConsumptionNavState({ clusterId: 'id-1', clusterName: 'sales' })).toEqual({ clusterId: 'id-1', clusterName: 'sales' });
    expect(readConsumptionNavState(null)).toBeNull();
    expect(readConsumptionNavState({ clusterName: 'sales' })).toBeNull();
  });
});

const cluster = (name: string, id = name): ClusterUse => ({
  id,
  name,
  bucketThresholdHistory: [],
  consumption: [
    {
      monthFormat: '2026-03',
      incorta: 3.3,
      spark: 0.30001,
      total: 3.60001,
      days: [
        { day: '2026-03-01', incorta: 1.1, spark: 0.1, total: 1.2 },
        { day: '2026-03-02', incorta: 2.2, spark: 0.20001, total: 2.40001 },
      ],
    },
  ],
  historicalAgg: [
    { createdAt: '2026-03-01T00:00:00.000Z', storageIPU: 0.00005, classAOperations: 0, classBOperations: 0, downloadOperations: 0, uploadOperations: 0 },
    { createdAt: '2026-03-02T00:00:00.000Z', storageIPU: 0.0002, classAOperations: 0, classBOperations: 0, downloadOperations: 0, uploadOperations: 0 },
  ],
  instanceBackups: [
    { date: '2026-03-01', gcsBucketSizeInGB: 10, metadataBucketSizeInGB: 1 },
    { date: '2026-03-02', gcsBucketSizeInGB: 11, metadataBucketSizeInGB: 1.5 },
  ],
});

describe('shaping (doc 3 §9)', () => {
  it('writes units with 5 decimals', () => {
    expect(formatUnits(1234.5, 'en-US')).toBe('1,234.50000');
    expect(formatUnits(0.000004, 'en-US')).toBe('0.00000');
    expect(formatUnits(2.123456, 'de-DE')).toBe('2,12346');
  });

  it('totals the chosen clusters', () => {
    expect(totalsOf([cluster('a'), cluster('b')])).toEqual({ incorta: 6.6, spark: 0.60002, total: 7.20002 });
  });

  it('orders the table by month, then cluster name', () => {
    expect(tableRows([cluster('b'), cluster('a')]).map((r) => r.clusterName)).toEqual(['a', 'b']);
  });

  it('fixes the axis of an empty operations chart at 100, and not of other empty charts', () => {
    const range = { from: '2026-03-01', to: '2026-03-03' };
    const ops = chartData([cluster('a')], 'classA', range);
    expect(ops).toMatchObject({ grain: 'day', empty: true, axisMax: 100 });
    expect(ops.points.map((p) => p.bucket)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(chartData([], 'compute', range)).toMatchObject({ empty: true, axisMax: null });
  });

  it('counts storage below the 0.0001 threshold as none', () => {
    const storage = chartData([cluster('a')], 'storage', { from: '2026-03-01', to: '2026-03-02' });
    expect(storage.points.map((p) => p.values.storage)).toEqual([0, 0.0002]);
  });

  it('sums compute by day or month, and takes the latest backup of a month', () => {
    const daily = chartData([cluster('a'), cluster('b')], 'compute', { from: '2026-03-01', to: '2026-03-02' });
    expect(daily.points[1]!.values).toEqual({ incorta: 4.4, spark: 0.40002 });
    const monthly = chartData([cluster('a')], 'backups', { from: '2025-12-01', to: '2026-03-02' });
    expect(monthly.grain).toBe('month');
    expect(monthly.points.map((p) => p.bucket)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
    expect(monthly.points.at(-1)!.values).toEqual({ gcs: 11, metadata: 1.5 });
  });
});

describe('what the page keeps of an answer', () => {
  const wire = (): ConsumptionCluster => {
    const use = cluster('a');
    return {
      ...use,
      consumption: use.consumption.map((m) => ({
        ...m,
        days: m.days.map((d) => ({ ...d, dayFormat: 'x', monthFormat: '2026-03', hours: { incorta: [d.incorta], spark: [d.spark] } })),
      })),
      consumptionAgg: { spark: { daily: [] }, incorta: { daily: [] } },
    };
  };

  it('drops hours and formats; keeps daily readings for a daily chart', () => {
    const kept = pageUse(wire(), 'day');
    expect(kept.consumption[0]!.days[0]).toEqual({ day: '2026-03-01', incorta: 1.1, spark: 0.1, total: 1.2 });
    expect(kept.historicalAgg).toHaveLength(2);
    expect('consumptionAgg' in kept).toBe(false);
  });

  it('sums the readings by month for a monthly chart, and keeps the latest backup of each month', () => {
    const kept = pageUse(wire(), 'month');
    expect(kept.historicalAgg).toEqual([
      { createdAt: '2026-03-01T00:00:00.000Z', storageIPU: 0.0002, classAOperations: 0, classBOperations: 0, downloadOperations: 0, uploadOperations: 0 },
    ]);
    expect(kept.instanceBackups).toEqual([{ date: '2026-03-02', gcsBucketSizeInGB: 11, metadataBucketSizeInGB: 1.5 }]);
  });
});

describe('CSV (doc 3 §9)', () => {
  it('has the five columns, one line per cluster and day, readable dates and plain numbers', async () => {
    const rows = tableRows([cluster('sales')]);
    expect(csvRecords(rows)).toEqual([
      ['sales', '1 Mar 2026', '1.10000', '0.10000', '1.20000'],
      ['sales', '2 Mar 2026', '2.20000', '0.20001', '2.40001'],
    ]);
    const csv = await consumptionCsv(rows);
    expect(csv.split('\r\n')[0]).toBe('Cluster,Date,Platform used units,Spark used units,Total used units');
    expect(readableDay('2026-12-09')).toBe('9 Dec 2026');
  });

  it('escapes cells that begin with = + - @ so a spreadsheet does not run them', async () => {
    const rows = tableRows(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'plain'].map((name) => cluster(name)));
    const lines = (await consumptionCsv(rows)).split('\r\n').slice(1);
    const names = new Set(lines.map((line) => line.slice(0, line.indexOf(',1 Mar') > 0 ? line.indexOf(',1 Mar') : line.indexOf(',2 Mar'))));
    expect([...names].sort()).toEqual([`"'+1"`, `"'-2"`, `"'=HYPERLINK(""x"")"`, `"'@SUM(A1)"`, 'plain'].sort());
  });

  it('names the files of doc 3 §9', () => {
    expect(EXPORT_FILE_NAMES).toEqual({ csv: 'consumption.csv', png: 'consumption-chart.png', pdf: 'consumption.pdf' });
  });

  it('prints month rows, with their days when charted by day', () => {
    const rows = tableRows([cluster('sales')]);
    expect(pdfBody(rows, 'month')).toEqual([['sales', 'Mar 2026', '3.30000', '0.30001', '3.60001']]);
    expect(pdfBody(rows, 'day')).toHaveLength(3);
  });
});

describe('the range schema (doc 3 §7)', () => {
  const issues = (value: unknown) => v.safeParse(consumptionRangeSchema, value).issues?.map((i) => [v.getDotPath(i), i.message]);

  it('accepts a range of calendar days up to 400 days long', () => {
    expect(v.safeParse(consumptionRangeSchema, { startDate: '2025-02-12', endDate: '2026-03-18' }).success).toBe(true);
  });

  it('says what is wrong, for each field', () => {
    expect(issues({})).toEqual([
      ['startDate', 'startDate is required, as YYYY-MM-DD'],
      ['endDate', 'endDate is required, as YYYY-MM-DD'],
    ]);
    expect(issues({ startDate: '2026-02-29', endDate: '2026-3-1' })).toEqual([
      ['startDate', 'startDate must be a calendar day written YYYY-MM-DD'],
      ['endDate', 'endDate must be a calendar day written YYYY-MM-DD'],
    ]);
    expect(issues({ startDate: '2026-03-18', endDate: '2026-03-17' })).toEqual([['endDate', 'endDate must be on or after startDate']]);
    expect(issues({ startDate: '2025-02-11', endDate: '2026-03-18' })).toEqual([['endDate', 'A range may span at most 400 days']]);
  });
});
