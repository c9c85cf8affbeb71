/**
 * Autoscaling (doc 2 §3, §4, §6, §7, §9) through the in-process emulator: the instance's autoscale fields,
 * switching the autoscaler (every refusal with its status and text, nothing half-applied, the notice), the
 * replica history of 1, 24 and 168 hours (its shape, the 400 of any other duration), and the autoscaler on the
 * clock: resizes within 1..max, one node at a time, never within the cool-down, each recorded and announced
 * with kind 'operation.scaling'; none while it is off or the cluster is not connected.
 *
 * Seeded (server/clusters/seed.ts): premium@ (autoScale toggle) owns sales-analytics (running, always on,
 * 2 analytics and 1 loader nodes) and marketing-bi (disconnected); manager@ is Manager (no autoScale toggle)
 * and user@ User (developer) on sales-analytics; enterprise@ (every toggle) owns enterprise-dwh.
 */
import { describe, expect, it } from 'vitest';
import type {
  AutoscaleHistory,
  AutoscaleHistoryResponse,
  InstanceDetail,
  InstanceDetailResponse,
  NotificationsResponse,
  UpdateAutoscalingResponse,
} from '../../src/contract/types';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { autoscaleTarget, demandAt, NODE_CAPACITY } from '../../server/clusters/scaling/load';
import { seedScaling } from '../../server/clusters/scaling/seed';
import { setReplicas } from '../../server/clusters/services/scale';
import type { InstanceRow } from '../../server/clusters/schema';
import { pushKindOf } from '../../server/push/payload';
import { AUTOSCALE_DEFAULTS } from '../../src/domain/scaling';
import { advanceClock, emulatorForEachTest } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const SALES = SEED_INSTANCE_IDS.salesAnalytics;
const MARKETING = SEED_INSTANCE_IDS.marketingBi;
const HOUR = 60 * 60_000;

const emu = emulatorForEachTest({
  // The seed gives sales-analytics a demo week of resizes; these tests count changes from none (the demo
  // week has its own test, which seeds it again).
  prepare: (e) => e.ctx.db.prepare('DELETE FROM replica_changes').run(),
});
const { events } = emu;

function post(as: string, body: unknown): Promise<Response> {
  return emu.fetch('/api/users/instances/updateautoscaling', {
    method: 'POST',
    as,
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
}

async function detail(as: string, name: string): Promise<InstanceDetail> {
  const res = await emu.fetch(`/api/users/${emu.uuidOf(as)}/instances/${name}`, { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as InstanceDetailResponse).instance;
}

async function history(as: string, id: string, hours?: number | string): Promise<AutoscaleHistory> {
  const res = await emu.fetch(`/api/users/instances/${id}/getautoscalehistory${hours === undefined ? '' : `/${hours}`}`, { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as AutoscaleHistoryResponse).history;
}

const advance = (ms: number) => advanceClock(emu, ms);

async function notices(as: string, name: string): Promise<{ event: string; message: string }[]> {
  const res = await emu.fetch(`/api/users/${emu.uuidOf(as)}/notifications`, { as });
  expect(res.status).toBe(200);
  const { notifications } = (await res.json()) as NotificationsResponse;
  return notifications.filter((n) => n.instanceName === name).map(({ event, message }) => ({ event, message }));
}

interface ChangeRow {
  service: string;
  from_count: number;
  to_count: number;
  reason: string;
  at: number;
}
const changesOf = (id: string) =>
  emu.ctx.db.prepare('SELECT service, from_count, to_count, reason, at FROM replica_changes WHERE instance_id = ? ORDER BY at, id').all(id) as ChangeRow[];
const instanceRow = (id: string) => emu.ctx.db.prepare('SELECT * FROM instances WHERE id = ?').get(id) as InstanceRow;

describe('the instance', () => {
  it('carries the autoscaler off with its parameters, and each service with its count and maximum', async () => {
    const instance = await detail(PREMIUM, 'sales-analytics');
    expect(instance.autoscale).toEqual(AUTOSCALE_DEFAULTS);
    expect(instance.clusterScalingNodes).toEqual([
      expect.objectContaining({ service: 'analytics', entries: 2, scaleOption: 10 }),
      expect.objectContaining({ service: 'loader', entries: 1, scaleOption: 10 }),
    ]);
  });
});

describe('POST users/instances/updateautoscaling', () => {
  it('switches the autoscaler of a connected cluster on and off, with a message and a notice', async () => {
    const on = await post(PREMIUM, { instanceID: SALES, isEnabled: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual<UpdateAutoscalingResponse>({
      message: 'Autoscaling is on for sales-analytics',
      autoscale: { ...AUTOSCALE_DEFAULTS, enabled: true },
    });
    expect((await detail(PREMIUM, 'sales-analytics')).autoscale.enabled).toBe(true);
    expect((await detail(MANAGER, 'sales-analytics')).autoscale.enabled).toBe(true);

    const off = await post(PREMIUM, { instanceID: SALES, isEnabled: false });
    expect(((await off.json()) as UpdateAutoscalingResponse).message).toBe('Autoscaling is off for sales-analytics');
    expect((await detail(PREMIUM, 'sales-analytics')).autoscale.enabled).toBe(false);

    expect(await notices(PREMIUM, 'sales-analytics')).toEqual(
      expect.arrayContaining([
        { event: 'UPDATE_AUTOSCALING', message: 'Autoscaling is on for sales-analytics' },
        { event: 'UPDATE_AUTOSCALING', message: 'Autoscaling is off for sales-analytics' },
      ]),
    );
    const switched = events.filter((e) => e.kind === 'operation.scaling');
    expect(switched).toHaveLength(2);
    expect(pushKindOf(switched[0]?.kind ?? '')).toBe('operations');
  });

  it('finds the cluster first (404 when the body names none), then answers 400 for the rest of the body', async () => {
    expect((await post(PREMIUM, { isEnabled: 'yes' })).status).toBe(404);
    const res = await post(PREMIUM, { instanceID: SALES, isEnabled: 'yes' });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { errors: { fieldName: string; message: string }[] };
    expect(answer.errors).toEqual([{ fieldName: 'isEnabled', message: 'isEnabled must be true or false' }]);
  });

  it('answers 404 for a cluster the caller does not see', async () => {
    const res = await post(ENTERPRISE, { instanceID: SALES, isEnabled: true });
    expect(res.status).toBe(404);
  });

  it('refuses the User (developer) role, a user without the autoScale toggle and a cluster that is not connected', async () => {
    const developer = await post(USER, { instanceID: SALES, isEnabled: true });
    expect(developer.status).toBe(403);
    expect(await developer.json()).toMatchObject({ message: 'You are not allowed to change this cluster' });

    const noToggle = await post(MANAGER, { instanceID: SALES, isEnabled: true });
    expect(noToggle.status).toBe(403);
    expect(await noToggle.json()).toMatchObject({ message: 'Autoscaling is not enabled for your account.' });

    const sleeping = await post(PREMIUM, { instanceID: MARKETING, isEnabled: true });
    expect(sleeping.status).toBe(409);
    expect(await sleeping.json()).toMatchObject({ message: 'Your cluster must be connected to apply this change' });

    // Nothing half-applied: no settings, no notice.
    expect((await detail(PREMIUM, 'sales-analytics')).autoscale.enabled).toBe(false);
    expect((await detail(PREMIUM, 'marketing-bi')).autoscale.enabled).toBe(false);
    expect(events.filter((e) => e.kind === 'operation.scaling')).toEqual([]);
  });

  it('refuses a platform whose plan lacks cluster_scaling', async () => {
    emu.ctx.db.prepare("UPDATE instances SET platform = 'az-saas' WHERE id = ?").run(SALES);
    const res = await post(PREMIUM, { instanceID: SALES, isEnabled: true });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'This action is not supported in your current plan' });
  });
});

describe('GET users/instances/{id}/getautoscalehistory/{hours}', () => {
  it('answers the analytics and loader maps of 1, 24 (default) and 168 hours, and each change', async () => {
    const day = await history(PREMIUM, SALES);
    expect(day.hours).toBe(24);
    expect(day.intervalMinutes).toBe(60);
    expect(Object.keys(day.analytics)).toHaveLength(24);
    expect(Object.keys(day.loader)).toHaveLength(24);
    // The cluster ran all day with 2 analytics and 1 loader nodes, serving queries since it connected.
    const last = Object.values(day.analytics).at(-1);
    expect(last).toEqual({ replicas: 2, total_queries: expect.any(Number) });
    expect(Object.values(day.loader).every((p) => p.replicas === 1)).toBe(true);
    expect(Object.values(day.analytics).some((p) => p.total_queries > 0)).toBe(true);
    expect(day.changes).toEqual([]);

    const hour = await history(PREMIUM, SALES, 1);
    expect(hour).toMatchObject({ hours: 1, intervalMinutes: 5 });
    expect(Object.keys(hour.analytics)).toHaveLength(12);
    const week = await history(PREMIUM, SALES, 168);
    expect(week).toMatchObject({ hours: 168, intervalMinutes: 360 });
    expect(Object.keys(week.analytics)).toHaveLength(28);
    // Keys are interval starts, in time order, one interval apart.
    const starts = Object.keys(week.analytics).map((k) => Date.parse(k));
    expect(starts.every((t, i) => i === 0 || t - (starts[i - 1] ?? 0) === 6 * HOUR)).toBe(true);
    expect(await history(USER, SALES, 24)).toMatchObject({ hours: 24 });
  });

  it('answers 400 for any other duration, and 404 for a cluster the caller does not see', async () => {
    for (const hours of [2, 0, 'week']) {
      const res = await emu.fetch(`/api/users/instances/${SALES}/getautoscalehistory/${hours}`, { as: PREMIUM });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: [{ fieldName: 'hours', message: 'hours must be one of 1, 24, 168' }] });
    }
    const res = await emu.fetch(`/api/users/instances/${SALES}/getautoscalehistory/24`, { as: ENTERPRISE });
    expect(res.status).toBe(404);
  });

  it('shows a manual resize: the change with its reason, and the most nodes of its interval', async () => {
    emu.ctx.db.transaction(() => setReplicas(emu.ctx, instanceRow(SALES), 'analytics', 4, 'manual'))();
    const hour = await history(PREMIUM, SALES, 1);
    expect(hour.changes).toEqual([{ at: expect.any(String), service: 'analytics', from: 2, to: 4, reason: 'manual' }]);
    expect(Object.values(hour.analytics).at(-1)?.replicas).toBe(4);
    expect(Object.values(hour.analytics).at(0)?.replicas).toBe(2);
  });

  it('reads the demo history, which ends on the seeded counts', async () => {
    seedScaling(emu.ctx);
    const week = await history(PREMIUM, SALES, 168);
    expect(week.changes.length).toBeGreaterThan(5);
    const newest = (service: string) => week.changes.find((c) => c.service === service);
    expect(newest('analytics')?.to).toBe(2);
    expect(newest('loader')?.to).toBe(1);
    expect(new Set(week.changes.map((c) => c.reason))).toEqual(new Set(['manual', 'scheduled', 'autoscale']));
  });
});

describe('the autoscaler', () => {
  it('follows the load of a connected cluster: one node at a time, within 1..10, never within the cool-down', async () => {
    expect((await post(PREMIUM, { instanceID: SALES, isEnabled: true })).status).toBe(200);
    events.length = 0;
    // Three simulated hours hold a whole load period (a quiet and a busy hour).
    await advance(3 * HOUR);

    const changes = changesOf(SALES);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((c) => c.reason === 'autoscale')).toBe(true);
    expect(changes.every((c) => Math.abs(c.to_count - c.from_count) === 1 && c.to_count >= 1 && c.to_count <= 10)).toBe(true);
    for (const service of ['analytics', 'loader']) {
      const own = changes.filter((c) => c.service === service);
      expect(own.length).toBeGreaterThan(0);
      own.forEach((c, i) => {
        const previous = own[i - 1];
        if (previous) {
          expect(c.from_count).toBe(previous.to_count);
          expect(c.at - previous.at).toBeGreaterThanOrEqual(600_000);
        }
      });
    }
    // The cluster's counts are the last change's, everywhere.
    const instance = await detail(PREMIUM, 'sales-analytics');
    const lastOf = (service: string) => changes.filter((c) => c.service === service).at(-1)?.to_count;
    expect(instance.analyticsNodes).toBe(lastOf('analytics'));
    expect(instance.loaderNodes).toBe(lastOf('loader'));

    // Each resize is announced: an in-app notification and an operations push alert.
    const resized = events.filter((e) => e.kind === 'operation.scaling');
    expect(resized).toHaveLength(changes.length);
    expect(resized[0]).toMatchObject({ title: 'Cluster resized', tag: 'cluster:sales-analytics', url: '/clusters/sales-analytics' });
    expect(resized[0]?.body).toMatch(/^sales-analytics: the autoscaler (added|removed) an? (analytics|loader) node \(\d+ → \d+\)\.$/);
    expect((await notices(PREMIUM, 'sales-analytics')).filter((n) => n.event === 'AUTOSCALE')).toHaveLength(changes.length);

    // The history shows them, newest first.
    const hour = await history(PREMIUM, SALES, 24);
    expect(hour.changes.map((c) => c.reason)).toEqual(changes.map(() => 'autoscale'));
  });

  it('does nothing while off, or while the cluster is not connected', async () => {
    await advance(3 * HOUR);
    expect(changesOf(SALES)).toEqual([]);

    expect((await post(PREMIUM, { instanceID: SALES, isEnabled: true })).status).toBe(200);
    emu.ctx.db.prepare("UPDATE instances SET status = 'sleeping', service_status = 'disconnected' WHERE id = ?").run(SALES);
    await advance(3 * HOUR);
    expect(changesOf(SALES)).toEqual([]);
  });

  it('moves the history back with the clock', async () => {
    emu.ctx.db.transaction(() => setReplicas(emu.ctx, instanceRow(SALES), 'loader', 2, 'manual'))();
    const before = changesOf(SALES)[0]?.at ?? 0;
    await advance(HOUR);
    expect(changesOf(SALES)[0]?.at).toBe(before - HOUR);
  });
});

describe('the autoscaler rule', () => {
  const rule = { rejectedQueriesUp: 5, rejectedQueriesDown: 0, consecutiveQueries: 3 };
  const busy = 2 * NODE_CAPACITY + 10;

  it('adds a node when every recent look rejected enough queries, and not past the maximum', () => {
    expect(autoscaleTarget(rule, 2, 10, [busy, busy, busy])).toBe(3);
    expect(autoscaleTarget(rule, 2, 10, [busy, busy, 40])).toBe(2);
    expect(autoscaleTarget(rule, 2, 2, [busy, busy, busy])).toBe(2);
    expect(autoscaleTarget(rule, 2, 10, [busy, busy])).toBe(2);
  });

  it('removes a node when one fewer would have served every recent look, never below one', () => {
    expect(autoscaleTarget(rule, 3, 10, [40, 50, 60])).toBe(2);
    expect(autoscaleTarget(rule, 3, 10, [40, 61, 60])).toBe(3);
    expect(autoscaleTarget(rule, 1, 10, [0, 0, 0])).toBe(1);
  });

  it('asks a deterministic load of each cluster and service', () => {
    const at = Date.UTC(2026, 0, 1, 12);
    expect(demandAt(SALES, 'analytics', at, 1)).toBe(demandAt(SALES, 'analytics', at, 1));
    const day = Array.from({ length: 240 }, (_, i) => demandAt(SALES, 'analytics', at + i * 60_000, 1));
    expect(Math.min(...day)).toBeLessThanOrEqual(NODE_CAPACITY);
    expect(Math.max(...day)).toBeGreaterThan(5 * NODE_CAPACITY);
  });
});
