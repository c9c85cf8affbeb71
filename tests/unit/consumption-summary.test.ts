/**
 * The consumption summary's rules (spec doc 2 §9): the daily IPU threshold, and the shaping of the answer
 * into the charts and their text summaries.
 */
import {
  CONSUMPTION_POLL_MS,
  CONSUMPTION_STALE_MS,
  currentStorageThreshold,
  dailyIpuThreshold,
  dayOfMonth,
  formatDay,
  ipuBars,
  monthSummary,
  storagePoints,
  storageSummary,
  valueAxis,
} from '../../src/domain/consumption-summary';

const sizes = (analytics: number, loader: number) => ({ analyticsSize: { ipu: analytics }, loaderSize: { ipu: loader } });

describe('daily IPU threshold (doc 2 §9)', () => {
  it('is (maxIncortaIPU + maxSparkIPU)/30 when the cluster has limits', () => {
    expect(dailyIpuThreshold({ maxIncortaIPU: 120, maxSparkIPU: 30 }, sizes(16, 8))).toBe(5);
    expect(dailyIpuThreshold({ maxIncortaIPU: 45, maxSparkIPU: 0 }, sizes(16, 8))).toBe(1.5);
  });

  it('is (analytics IPU + loader IPU)/30 otherwise: the whole sum over 30, not the loader alone', () => {
    expect(dailyIpuThreshold(undefined, sizes(16, 8))).toBe(24 / 30);
    expect(dailyIpuThreshold(null, sizes(4, 4))).toBeCloseTo(0.26667, 5);
    expect(dailyIpuThreshold(undefined, sizes(16, 8))).not.toBe(16 + 8 / 30);
  });

  it('takes the sizes when the limits are unset or unusable', () => {
    expect(dailyIpuThreshold({ maxIncortaIPU: 0, maxSparkIPU: 0 }, sizes(30, 30))).toBe(2);
    expect(dailyIpuThreshold({ maxIncortaIPU: Number.NaN, maxSparkIPU: 5 }, sizes(30, 30))).toBe(2);
    expect(dailyIpuThreshold({ maxIncortaIPU: -5, maxSparkIPU: 50 }, sizes(30, 30))).toBe(2);
  });

  it('polls every 15 s and is stale after 30 s', () => {
    expect(CONSUMPTION_POLL_MS).toBe(15_000);
    expect(CONSUMPTION_STALE_MS).toBe(30_000);
  });
});

describe('the month chart', () => {
  const days = [
    { day: '2026-03-03', total: 1.5, incorta: 1.2, spark: 0.3 },
    { day: '2026-03-01', total: 0, incorta: 0, spark: 0 },
    { day: '2026-03-02', total: 0.5, incorta: 0.4, spark: 0.1 },
  ];

  it('has one bar per day, oldest first', () => {
    expect(ipuBars(days).map((b) => b.day)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(dayOfMonth('2026-03-07')).toBe('7');
  });

  it('sums the month, finds the highest day and counts the days over the threshold', () => {
    const summary = monthSummary(ipuBars(days), 1);
    expect(summary.total).toBeCloseTo(2);
    expect(summary.incorta).toBeCloseTo(1.6);
    expect(summary.spark).toBeCloseTo(0.4);
    expect(summary.highest).toEqual({ day: '2026-03-03', total: 1.5 });
    expect(summary.daysOverThreshold).toBe(1);
  });

  it('has no highest day when nothing was used', () => {
    expect(monthSummary(ipuBars([{ day: '2026-03-01', total: 0, incorta: 0, spark: 0 }]), 1).highest).toBeNull();
    expect(monthSummary([], 1)).toEqual({ total: 0, incorta: 0, spark: 0, highest: null, daysOverThreshold: 0 });
  });

  it('keeps the threshold line inside a value axis of round steps', () => {
    expect(valueAxis([0.5, 0.8], 2)).toEqual({ max: 2.5, ticks: [0, 0.5, 1, 1.5, 2, 2.5] });
    expect(valueAxis([1.33, 0.7], 32 / 30)).toEqual({ max: 1.5, ticks: [0, 0.5, 1, 1.5] });
    expect(valueAxis([116], 200)).toEqual({ max: 250, ticks: [0, 50, 100, 150, 200, 250] });
    expect(valueAxis([], null)).toEqual({ max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] });
  });
});

describe('the storage chart', () => {
  const metrics = [
    { createdAt: '2026-03-02T00:00:00.000Z', updatedAt: '2026-03-02T23:00:00.000Z', bucketSizeInGB: 11 },
    { createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T23:00:00.000Z', bucketSizeInGB: 10 },
    { createdAt: '2026-03-02T00:00:00.000Z', updatedAt: '2026-03-02T10:00:00.000Z', bucketSizeInGB: 10.5 },
  ];

  it('has one point per day (its latest reading), oldest first', () => {
    expect(storagePoints(metrics)).toEqual([
      { day: '2026-03-01', sizeGB: 10 },
      { day: '2026-03-02', sizeGB: 11 },
    ]);
  });

  it('says the latest size and the change over the period', () => {
    expect(storageSummary(storagePoints(metrics))).toEqual({
      first: { day: '2026-03-01', sizeGB: 10 },
      latest: { day: '2026-03-02', sizeGB: 11 },
      change: 1,
    });
    expect(storageSummary([])).toBeNull();
  });

  it('draws the threshold in force: the latest of the history', () => {
    expect(
      currentStorageThreshold([
        { createdAt: '2026-02-01T00:00:00.000Z', storageThreshold: 200 },
        { createdAt: '2025-11-01T00:00:00.000Z', storageThreshold: 100 },
      ]),
    ).toBe(200);
    expect(currentStorageThreshold([])).toBeNull();
  });

  it("writes a calendar day in the user's format, whatever the time zone", () => {
    expect(formatDay('2026-03-01', 'en-US')).toBe('Mar 1');
    expect(formatDay('2026-03-01', 'en-GB')).toBe('1 Mar');
  });
});
