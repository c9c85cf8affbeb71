/**
 * The consumption page's data (doc 3 §3, §7): GET users/{userId}/consumption?startDate&endDate through the
 * in-process emulator. The clock is fixed mid-month (only Date is faked), so the days are known.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsumptionSummaryResponse } from '../../src/contract/types';
import type { ConsumptionResponse } from '../../src/contract/types/consumption-page';
import { CONSUMPTION_RANGE_MESSAGES } from '../../src/domain/validation/consumption';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const TRIAL = 'trial@demo.test';
/** No clusters in the seed. */
const PROVISIONED = 'provisioned@demo.test';

/** A Wednesday, 10:30 UTC. */
const NOW = new Date('2026-03-18T10:30:00Z');

let emu: InProcessEmulator;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  emu = await createInProcessEmulator();
});

afterAll(async () => {
  await emu.close();
  vi.useRealTimers();
});

function get(as: string, query: string, owner = as): Promise<Response> {
  return emu.fetch(`/api/users/${emu.uuidOf(owner)}/consumption${query}`, { as });
}

async function clustersOf(as: string, from: string, to: string) {
  const res = await get(as, `?startDate=${from}&endDate=${to}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ConsumptionResponse).data.clusters;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('GET users/{userId}/consumption', () => {
  it('answers every cluster the caller sees, by month and day with hours, and the storage, operations and backups', async () => {
    const clusters = await clustersOf(PREMIUM, '2026-02-20', '2026-03-18');
    expect(clusters.map((c) => c.name)).toEqual(['legacy-reporting', 'marketing-bi', 'ops-metrics', 'sales-analytics']);
    const sales = clusters.find((c) => c.id === SEED_INSTANCE_IDS.salesAnalytics)!;
    expect(sales.consumption.map((m) => m.monthFormat)).toEqual(['2026-02', '2026-03']);
    expect(sales.consumption[0]!.days).toHaveLength(9);
    expect(sales.consumption[1]!.days).toHaveLength(18);
    const day = sales.consumption[1]!.days[6]!;
    expect(day).toMatchObject({ day: '2026-03-07', dayFormat: '7 Mar 2026', monthFormat: '2026-03' });
    for (const month of sales.consumption) {
      expect(month.incorta).toBeCloseTo(sum(month.days.map((d) => d.incorta)), 4);
      expect(month.spark).toBeCloseTo(sum(month.days.map((d) => d.spark)), 4);
      expect(month.total).toBeCloseTo(month.incorta + month.spark, 4);
      for (const d of month.days) {
        expect(d.hours.incorta).toHaveLength(24);
        expect(d.hours.spark).toHaveLength(24);
        expect(sum(d.hours.incorta)).toBeCloseTo(d.incorta, 4);
        expect(sum(d.hours.spark)).toBeCloseTo(d.spark, 4);
        expect(d.total).toBeCloseTo(d.incorta + d.spark, 4);
      }
    }
    // Today counts the whole hours so far (10 of them): none after 10:00 UTC.
    const today = sales.consumption[1]!.days.at(-1)!;
    expect(today.hours.incorta.slice(10).every((u) => u === 0)).toBe(true);

    // The per-service and per-type split sums to the day.
    const agg = sales.consumptionAgg;
    expect(agg.spark.daily).toHaveLength(27);
    expect(agg.incorta.daily).toHaveLength(27);
    const services = agg.incorta.daily[6]!.services;
    expect(services.analytics).toHaveLength(2);
    expect(services.loader).toHaveLength(1);
    const allDays = sales.consumption.flatMap((m) => m.days);
    const serviceUnits = sum(Object.values(services).flatMap((replicas) => replicas.map((r) => r.powerUnit)));
    expect(agg.incorta.daily[6]!.date).toBe(allDays[6]!.day);
    expect(serviceUnits).toBeCloseTo(allDays[6]!.incorta, 4);
    expect(sum(Object.values(agg.spark.daily[6]!.types))).toBeCloseTo(allDays[6]!.spark, 4);

    // One reading a day: storage units, operations, backups.
    expect(sales.historicalAgg).toHaveLength(27);
    expect(sales.historicalAgg[0]).toMatchObject({ createdAt: '2026-02-20T00:00:00.000Z' });
    for (const h of sales.historicalAgg) {
      expect(h.storageIPU).toBeGreaterThanOrEqual(0);
      expect(h.classBOperations).toBeGreaterThanOrEqual(h.classAOperations);
      expect(Number.isInteger(h.downloadOperations) && Number.isInteger(h.uploadOperations)).toBe(true);
    }
    expect(sales.instanceBackups).toHaveLength(27);
    expect(sales.instanceBackups.at(-1)).toMatchObject({ date: '2026-03-18' });
    expect(sales.bucketThresholdHistory.length).toBeGreaterThan(0);

    // A cluster still being created used nothing and has no readings yet but today's.
    const creating = clusters.find((c) => c.id === SEED_INSTANCE_IDS.opsMetrics)!;
    expect(creating.consumption.every((m) => m.total === 0)).toBe(true);
    expect(creating.historicalAgg.map((h) => h.createdAt.slice(0, 10))).toEqual(['2026-03-18']);
    expect(creating.historicalAgg[0]!.classAOperations).toBe(0);
  });

  it("reads each day as the cluster page's summary does", async () => {
    const clusters = await clustersOf(PREMIUM, '2026-03-01', '2026-03-18');
    for (const id of [SEED_INSTANCE_IDS.salesAnalytics, SEED_INSTANCE_IDS.marketingBi, SEED_INSTANCE_IDS.legacyReporting]) {
      const res = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/instances/${id}/consumption`, { as: PREMIUM });
      const summary = (await res.json()) as ConsumptionSummaryResponse;
      const page = clusters.find((c) => c.id === id)!.consumption.flatMap((m) => m.days);
      expect(page.map(({ day, total, incorta, spark }) => ({ day, total, incorta, spark }))).toEqual(summary.consumptionAgg.days);
      // The storage behind the page's storage units is the summary's bucket size.
      const backups = clusters.find((c) => c.id === id)!.instanceBackups;
      const lastMetric = summary.historicalBucketMetrics.at(-1)!;
      expect(backups.at(-1)!.gcsBucketSizeInGB).toBeCloseTo(lastMetric.bucketSizeInGB * 0.85, 1);
    }
  });

  it('answers zero before a cluster was created, and days after today as zero with no readings', async () => {
    const [trial] = await clustersOf(TRIAL, '2026-03-10', '2026-03-25');
    const days = trial!.consumption.flatMap((m) => m.days);
    expect(days).toHaveLength(16);
    expect(days.filter((d) => d.day < '2026-03-14').every((d) => d.total === 0)).toBe(true);
    expect(days.filter((d) => d.day > '2026-03-18').every((d) => d.total === 0 && sum(d.hours.incorta) === 0)).toBe(true);
    expect(trial!.historicalAgg.map((h) => h.createdAt.slice(0, 10))).toEqual(['2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18']);
  });

  it('is deterministic, and answers role holders the clusters they hold a role on', async () => {
    const first = await clustersOf(PREMIUM, '2026-01-01', '2026-03-18');
    expect(await clustersOf(PREMIUM, '2026-01-01', '2026-03-18')).toEqual(first);
    const manager = await clustersOf(MANAGER, '2026-03-01', '2026-03-18');
    expect(manager.map((c) => c.name)).toEqual(['marketing-bi', 'sales-analytics']);
    expect(await clustersOf(PROVISIONED, '2026-03-01', '2026-03-18')).toEqual([]);
  });

  it('refuses another user (403) and a call without a token (401)', async () => {
    expect((await get(TRIAL, '?startDate=2026-03-01&endDate=2026-03-18', PREMIUM)).status).toBe(403);
    const res = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/consumption?startDate=2026-03-01&endDate=2026-03-18`);
    expect(res.status).toBe(401);
  });

  it('answers 400 in the doc 1 §8 shape for a missing, malformed, reversed or too long range', async () => {
    const errorsOf = async (query: string) => {
      const res = await get(PREMIUM, query);
      expect(res.status).toBe(400);
      return (await res.json()) as { message: string; errors: { fieldName: string; message: string }[] };
    };
    expect((await errorsOf('')).errors).toEqual([
      { fieldName: 'startDate', message: CONSUMPTION_RANGE_MESSAGES.startRequired },
      { fieldName: 'endDate', message: CONSUMPTION_RANGE_MESSAGES.endRequired },
    ]);
    expect((await errorsOf('?startDate=2026-02-30&endDate=03/18/2026')).errors).toEqual([
      { fieldName: 'startDate', message: 'startDate must be a calendar day written YYYY-MM-DD' },
      { fieldName: 'endDate', message: 'endDate must be a calendar day written YYYY-MM-DD' },
    ]);
    const reversed = await errorsOf('?startDate=2026-03-18&endDate=2026-03-01');
    expect(reversed).toMatchObject({ message: 'endDate must be on or after startDate' });
    const long = await errorsOf('?startDate=2025-01-01&endDate=2026-03-18');
    expect(long.errors).toEqual([{ fieldName: 'endDate', message: 'A range may span at most 400 days' }]);
    // 366 days (a leap year's worth) is fine.
    expect((await get(PREMIUM, '?startDate=2025-03-18&endDate=2026-03-18')).status).toBe(200);
  });
});
