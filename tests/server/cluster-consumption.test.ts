/**
 * The consumption summary of one cluster (doc 2 §2, §3, §7): GET users/{userId}/instances/{id}/consumption
 * through the in-process emulator, keyed by the cluster's id. The clock is fixed mid-month (only Date is
 * faked: timers run), so the month's days and the days before a creation are known.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsumptionSummaryResponse } from '../../src/contract/types';
import { dailyIpuThreshold } from '../../src/domain/consumption-summary';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const TRIAL = 'trial@demo.test';

/** A Wednesday, 10:30 UTC: the 18 days of March 2026 so far. */
const NOW = new Date('2026-03-18T10:30:00Z');
const MARCH_SO_FAR = Array.from({ length: 18 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);

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

function consumption(as: string, id: string, owner = as): Promise<Response> {
  return emu.fetch(`/api/users/${emu.uuidOf(owner)}/instances/${id}/consumption`, { as });
}

async function summaryOf(as: string, id: string): Promise<ConsumptionSummaryResponse> {
  const res = await consumption(as, id);
  expect(res.status).toBe(200);
  return (await res.json()) as ConsumptionSummaryResponse;
}

describe('GET users/{userId}/instances/{id}/consumption', () => {
  it("answers each day of the current month up to today, by engine, for the owner's cluster", async () => {
    const summary = await summaryOf(PREMIUM, SEED_INSTANCE_IDS.salesAnalytics);
    const { days } = summary.consumptionAgg;
    expect(days.map((d) => d.day)).toEqual(MARCH_SO_FAR);
    for (const d of days) {
      expect(d.incorta).toBeGreaterThanOrEqual(0);
      expect(d.spark).toBeGreaterThanOrEqual(0);
      expect(d.total).toBeCloseTo(d.incorta + d.spark, 4);
    }
    // sales-analytics is always on and running: it used units every day, today's hours included.
    expect(days.every((d) => d.total > 0)).toBe(true);
    // A premium owner's cluster carries no limits: the page takes the threshold from the sizes (doc 2 §9).
    expect(summary.maxIPUs).toBeUndefined();
  });

  it('reads the same twice (deterministic per cluster and moment)', async () => {
    const first = await summaryOf(PREMIUM, SEED_INSTANCE_IDS.salesAnalytics);
    const second = await summaryOf(PREMIUM, SEED_INSTANCE_IDS.salesAnalytics);
    expect(second).toEqual(first);
    const other = await summaryOf(PREMIUM, SEED_INSTANCE_IDS.marketingBi);
    expect(other.consumptionAgg.days).not.toEqual(first.consumptionAgg.days);
  });

  it('answers zero on the days before the cluster was created', async () => {
    // trial-demo was created four days ago (14 March, 07:30 UTC), and runs.
    const { consumptionAgg, historicalBucketMetrics } = await summaryOf(TRIAL, SEED_INSTANCE_IDS.trialDemo);
    const before = consumptionAgg.days.filter((d) => d.day < '2026-03-14');
    const since = consumptionAgg.days.filter((d) => d.day >= '2026-03-14');
    expect(before).toHaveLength(13);
    for (const d of before) expect(d).toEqual({ day: d.day, total: 0, incorta: 0, spark: 0 });
    expect(since.map((d) => d.day)).toEqual(['2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18']);
    expect(since.some((d) => d.total > 0)).toBe(true);
    // Storage readings start on the creation day.
    expect(historicalBucketMetrics.map((m) => m.createdAt.slice(0, 10))).toEqual(since.map((d) => d.day));

    // ops-metrics is still being created (three hours ago): nothing used at all.
    const creating = await summaryOf(PREMIUM, SEED_INSTANCE_IDS.opsMetrics);
    expect(creating.consumptionAgg.days).toHaveLength(18);
    expect(creating.consumptionAgg.days.every((d) => d.total === 0)).toBe(true);
  });

  it('answers the last 30 days of bucket storage, growing slowly to the consumed data, and the threshold history', async () => {
    const summary = await summaryOf(PREMIUM, SEED_INSTANCE_IDS.salesAnalytics);
    const metrics = summary.historicalBucketMetrics;
    expect(metrics).toHaveLength(30);
    expect(metrics[0]?.createdAt).toBe('2026-02-17T00:00:00.000Z');
    expect(metrics.at(-1)?.createdAt).toBe('2026-03-18T00:00:00.000Z');
    for (let i = 1; i < metrics.length; i += 1) {
      expect(metrics[i]!.bucketSizeInGB).toBeGreaterThanOrEqual(metrics[i - 1]!.bucketSizeInGB);
    }
    const detail = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/instances/sales-analytics`, { as: PREMIUM });
    const { instance } = (await detail.json()) as { instance: { consumedData: number; dsize: number } };
    expect(metrics.at(-1)?.bucketSizeInGB).toBe(instance.consumedData);
    expect(summary.bucketThresholdHistory.at(-1)?.storageThreshold).toBe(instance.dsize);
  });

  it("carries an enterprise owner's limits, from which the daily threshold is taken", async () => {
    const summary = await summaryOf(ENTERPRISE, SEED_INSTANCE_IDS.enterpriseDwh);
    // enterprise-dwh: analytics 2X-Large one step down (24 IPU) × 3, loader 2X-Large (32 IPU) × 2.
    expect(summary.maxIPUs).toEqual({ maxIncortaIPU: 136, maxSparkIPU: 34 });
    expect(dailyIpuThreshold(summary.maxIPUs, { analyticsSize: { ipu: 24 }, loaderSize: { ipu: 32 } })).toBeCloseTo(170 / 30);
  });

  it('answers anyone with a role on the cluster', async () => {
    const manager = await consumption(MANAGER, SEED_INSTANCE_IDS.salesAnalytics);
    expect(manager.status).toBe(200);
  });

  it("answers 404 with the id for a cluster the caller cannot see, or no such cluster", async () => {
    for (const id of [SEED_INSTANCE_IDS.enterpriseDwh, 'no-such-id']) {
      const res = await consumption(PREMIUM, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: `Cluster ${id} was not found` });
    }
  });

  it("refuses another user's path", async () => {
    const res = await consumption(ENTERPRISE, SEED_INSTANCE_IDS.salesAnalytics, PREMIUM);
    expect(res.status).toBe(403);
  });
});
