/**
 * Updating a cluster's version (doc 2 §3, §4, §6, §7, §8) through the in-process emulator: the direct update
 * of a running cluster and its phase on the clock, ending on the new image with a notification and a push
 * alert; the pending update of a cluster that is not running (scheduled, listed, cancelled, or applied when the
 * cluster next connects); every refusal with its status and text; nothing half-applied.
 *
 * Seeded (server/clusters/seed.ts): enterprise@ owns enterprise-dwh (running, 2026.7.2, may be updated by
 * build number) and eu-reporting (disconnected, 2026.4.0, Self_Upgrade locked); premium@ owns sales-analytics
 * (running, latest), marketing-bi (disconnected, 2026.7.2), legacy-reporting (unavailable) and ops-metrics
 * (creating); manager@ is Manager and user@ User on sales-analytics and marketing-bi (user@ invited only).
 */
import { describe, expect, it } from 'vitest';
import type {
  InstanceDetail,
  InstanceDetailResponse,
  NotificationsResponse,
  PendingUpdateCreatedResponse,
  PendingUpdatesResponse,
} from '../../src/contract/types';
import { LIFECYCLE } from '../../server/clusters/lifecycle/phases';
import { setSettings } from '../../server/clusters/upgrade/store';
import { pushKindOf } from '../../server/push/payload';
import { findUserRowByUuid } from '../../server/users/accounts';
import { getProfile, saveProfile } from '../../server/users/store';
import { deriveClusterStatus } from '../../src/domain/status';
import { advanceClock, emulatorForEachTest, jsonInit } from '../support/in-process';
import { startPushEndpoint, type PushEndpointServer } from '../support/web-push-endpoint';

const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const LATEST = '2026.10.1';
const MINUTE = 60_000;

const emu = emulatorForEachTest();
const { events } = emu;

/** The events about one cluster (other modules, the deployment pipeline, emit their own). */
const eventsOf = (name: string) => events.filter((e) => e.tag === `cluster:${name}`);

/** A call on a cluster as `as` sees it (the path is the caller's own: a non-owner calls with their own uuid). */
function call(method: string, as: string, path: string, body?: unknown): Promise<Response> {
  return emu.fetch(`/api/users/${emu.uuidOf(as)}/instances/${path}`, jsonInit(method, as, body));
}

async function detail(as: string, name: string): Promise<InstanceDetail> {
  const res = await call('GET', as, name);
  expect(res.status).toBe(200);
  return ((await res.json()) as InstanceDetailResponse).instance;
}

async function statusOf(as: string, name: string) {
  const instance = await detail(as, name);
  const analytics = instance.services.find((s) => s.kind === 'analytics');
  return deriveClusterStatus(instance, analytics ?? null);
}

async function pending(as: string, name: string): Promise<PendingUpdatesResponse> {
  const res = await call('GET', as, `${name}/pending`);
  expect(res.status).toBe(200);
  return (await res.json()) as PendingUpdatesResponse;
}

async function notices(as: string, name: string): Promise<{ event: string; message: string }[]> {
  const res = await emu.fetch(`/api/users/${emu.uuidOf(as)}/notifications`, { as });
  return ((await res.json()) as NotificationsResponse).notifications
    .filter((n) => n.instanceName === name)
    .map(({ event, message }) => ({ event, message }));
}

const advance = (ms: number) => advanceClock(emu, ms);

const release = (version: string) => ({ version, byBuildNo: 'false' });
const schedule = (version: string, byBuildNo = 'false') => ({ kind: 'UPGRADE_VERSION', change: { version, byBuildNo } });

describe('GET users/{userId}/instances/{name}/pending', () => {
  it('answers no updates for a cluster without any, to anyone with a role on it', async () => {
    expect(await pending(PREMIUM, 'sales-analytics')).toEqual({ updates: [], inProgress: null });
    expect(await pending(USER, 'sales-analytics')).toEqual({ updates: [], inProgress: null });
    expect((await call('GET', PREMIUM, 'enterprise-dwh/pending')).status).toBe(404);
  });
});

describe('the cluster detail', () => {
  it('reflects the platform settings: byBuildNumber, lockedActions, and what may be updated to', async () => {
    expect(await detail(ENTERPRISE, 'enterprise-dwh')).toMatchObject({
      image: '2026.7.2',
      upgradable: true,
      availableUpgrades: [LATEST],
      byBuildNumber: true,
      lockedActions: [],
    });
    expect(await detail(ENTERPRISE, 'eu-reporting')).toMatchObject({
      image: '2026.4.0',
      availableUpgrades: [LATEST, '2026.7.2'],
      byBuildNumber: false,
      lockedActions: ['Self_Upgrade'],
    });
    expect(await detail(PREMIUM, 'sales-analytics')).toMatchObject({ upgradable: false, availableUpgrades: [] });
  });
});

describe('PUT users/{userId}/instances/{name}/upgrade on a running cluster', () => {
  it('takes it through its update phase on the clock and ends on the new image, with a notification and a push alert', async () => {
    const service: PushEndpointServer = await startPushEndpoint(
      ((await (await emu.fetch('/config.json')).json()) as { vapidPublicKey: string }).vapidPublicKey,
    );
    try {
      const subscription = service.newSubscription();
      const subscribed = await emu.fetch(`/api/users/${emu.uuidOf(ENTERPRISE)}/push-subscriptions`, {
        as: ENTERPRISE,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ subscription, kinds: ['cluster'] }),
      });
      expect(subscribed.status).toBe(201);

      const res = await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', release(LATEST));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: `enterprise-dwh is being updated to ${LATEST}` });

      // The update phase: services restart, the cluster shows as starting up, still on its old image.
      expect(await detail(ENTERPRISE, 'enterprise-dwh')).toMatchObject({ status: 'starting', image: '2026.7.2' });
      expect(await statusOf(ENTERPRISE, 'enterprise-dwh')).toBe('starting-up');
      expect(await pending(ENTERPRISE, 'enterprise-dwh')).toEqual({ updates: [], inProgress: { version: LATEST, byBuildNo: 'false' } });
      expect(eventsOf('enterprise-dwh').map((e) => [e.kind, e.body])).toEqual([['cluster.upgrading', `Cluster enterprise-dwh is being updated to ${LATEST}.`]]);
      expect(pushKindOf('cluster.upgrading')).toBeNull();

      await advance(LIFECYCLE.upgradingMin - MINUTE);
      expect(await statusOf(ENTERPRISE, 'enterprise-dwh')).toBe('starting-up');

      await advance(LIFECYCLE.upgradingMax);
      expect(await detail(ENTERPRISE, 'enterprise-dwh')).toMatchObject({
        status: 'running',
        image: LATEST,
        customBuild: false,
        availableUpgrades: [],
      });
      expect(await statusOf(ENTERPRISE, 'enterprise-dwh')).toBe('running');
      expect(await pending(ENTERPRISE, 'enterprise-dwh')).toEqual({ updates: [], inProgress: null });
      expect((await notices(ENTERPRISE, 'enterprise-dwh')).slice(0, 2)).toEqual([
        { event: 'UPGRADE_CLUSTER', message: `Cluster enterprise-dwh is updated to ${LATEST}.` },
        { event: 'UPGRADE_CLUSTER', message: `Cluster enterprise-dwh is being updated to ${LATEST}.` },
      ]);

      // Only the end wakes a phone: a real, encrypted Web Push to the owner's subscription.
      const push = await service.next(subscription.endpoint);
      expect(JSON.parse(push.text)).toEqual({
        title: 'Cluster updated',
        body: `Cluster enterprise-dwh is updated to ${LATEST}.`,
        tag: 'cluster:enterprise-dwh',
        url: '/clusters/enterprise-dwh',
        kind: 'cluster',
        // This device's single-use capabilities for the alert's Snooze button and the worker's refresh (issue 28).
        actions: [{ action: 'snooze', token: expect.any(String) }],
        refresh: expect.any(String),
      });
      expect(service.received).toHaveLength(1);
    } finally {
      await service.close();
    }
  });

  it('updates by build number where the cluster allows it: the cluster then runs a custom build', async () => {
    const res = await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', { version: ' build-20261201.7 ', byBuildNo: 'true' });
    expect(res.status).toBe(200);
    await advance(LIFECYCLE.upgradingMax);
    expect(await detail(ENTERPRISE, 'enterprise-dwh')).toMatchObject({
      status: 'running',
      image: 'build-20261201.7',
      customBuild: true,
    });
  });

  it('keeps an update interrupted by a disconnect as a pending one', async () => {
    expect((await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', release(LATEST))).status).toBe(200);
    expect((await call('PUT', ENTERPRISE, 'enterprise-dwh/disconnect')).status).toBe(200);
    const { updates, inProgress } = await pending(ENTERPRISE, 'enterprise-dwh');
    expect(inProgress).toBeNull();
    expect(updates.map((u) => JSON.parse(u.value) as unknown)).toEqual([{ version: LATEST, byBuildNo: 'false' }]);
    await advance(LIFECYCLE.stopping + LIFECYCLE.upgradingMax);
    expect(await detail(ENTERPRISE, 'enterprise-dwh')).toMatchObject({ status: 'sleeping', image: '2026.7.2' });
  });
});

describe('a pending update of a cluster that is not running', () => {
  it('is scheduled, listed and cancelled; once cancelled it is gone', async () => {
    const created = await call('POST', PREMIUM, 'marketing-bi/pending', schedule(LATEST));
    expect(created.status).toBe(201);
    const { message, update } = (await created.json()) as PendingUpdateCreatedResponse;
    expect(message).toBe(`marketing-bi will be updated to ${LATEST} when it next connects`);
    expect(update).toMatchObject({ id: expect.any(String), kind: 'UPGRADE_VERSION', createdAt: expect.any(String) });
    expect(JSON.parse(update.value)).toEqual({ version: LATEST, byBuildNo: 'false' });

    expect(await pending(PREMIUM, 'marketing-bi')).toEqual({ updates: [update], inProgress: null });
    // The Manager sees it too (they may not cancel it, below).
    expect((await pending(MANAGER, 'marketing-bi')).updates).toEqual([update]);
    expect(await detail(PREMIUM, 'marketing-bi')).toMatchObject({ status: 'sleeping', image: '2026.7.2' });

    const cancelled = await call('DELETE', PREMIUM, `marketing-bi/pending/${update.id}`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ message: `The update of marketing-bi to ${LATEST} is cancelled` });
    expect(await pending(PREMIUM, 'marketing-bi')).toEqual({ updates: [], inProgress: null });

    const again = await call('DELETE', PREMIUM, `marketing-bi/pending/${update.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'This pending update does not exist or was already applied' });
    expect((await notices(PREMIUM, 'marketing-bi')).map((n) => n.event)).toEqual(['CANCEL_UPGRADE', 'SCHEDULE_UPGRADE']);
    expect(eventsOf('marketing-bi').map((e) => pushKindOf(e.kind))).toEqual([null, null]);
  });

  it('is applied when the cluster next connects: the start goes on through the update, then it runs the new version', async () => {
    expect((await call('POST', PREMIUM, 'marketing-bi/pending', schedule(LATEST))).status).toBe(201);
    expect((await call('PUT', PREMIUM, 'marketing-bi/connect')).status).toBe(200);

    await advance(LIFECYCLE.startingMax);
    expect(await statusOf(PREMIUM, 'marketing-bi')).toBe('starting-up');
    expect(await pending(PREMIUM, 'marketing-bi')).toEqual({ updates: [], inProgress: { version: LATEST, byBuildNo: 'false' } });
    const messages = (await notices(PREMIUM, 'marketing-bi')).map((n) => n.message);
    expect(messages[0]).toBe(`Cluster marketing-bi is being updated to ${LATEST}.`);
    expect(messages).not.toContain('Cluster marketing-bi is connected.');

    await advance(LIFECYCLE.upgradingMax);
    expect(await detail(PREMIUM, 'marketing-bi')).toMatchObject({ status: 'running', image: LATEST });
    expect(await pending(PREMIUM, 'marketing-bi')).toEqual({ updates: [], inProgress: null });
    const end = eventsOf('marketing-bi').at(-1);
    expect(end).toMatchObject({ kind: 'cluster.running', body: `Cluster marketing-bi is updated to ${LATEST}.` });
    expect(pushKindOf(end?.kind ?? '')).toBe('cluster');
  });

  it('is not applied while updates are locked: the cluster connects on its version and the update stays pending', async () => {
    expect((await call('POST', PREMIUM, 'marketing-bi/pending', schedule(LATEST))).status).toBe(201);
    setSettings(emu.ctx.db, (await detail(PREMIUM, 'marketing-bi')).id, { lockedActions: ['Self_Upgrade'] });
    expect((await call('PUT', PREMIUM, 'marketing-bi/connect')).status).toBe(200);
    await advance(LIFECYCLE.startingMax + LIFECYCLE.upgradingMax);
    expect(await detail(PREMIUM, 'marketing-bi')).toMatchObject({ status: 'running', image: '2026.7.2' });
    const { updates } = await pending(PREMIUM, 'marketing-bi');
    expect(updates).toHaveLength(1);
    // Cancelling is not updating: it stays possible under the lock.
    expect((await call('DELETE', PREMIUM, `marketing-bi/pending/${updates[0]?.id}`)).status).toBe(200);
  });
});

describe('refusals: status and text, nothing applied', () => {
  async function snapshot(as: string, name: string) {
    const { image, customBuild, status } = await detail(as, name);
    return { image, customBuild, status, pending: await pending(as, name), notices: (await notices(as, name)).length };
  }

  it.each([
    ['a Manager updating', MANAGER, 'PUT', 'sales-analytics/upgrade', release(LATEST), 403, 'You are not allowed to update the version of this cluster'],
    ['a User scheduling', USER, 'POST', 'sales-analytics/pending', schedule(LATEST), 403, 'You are not allowed to update the version of this cluster'],
    ['a Manager scheduling', MANAGER, 'POST', 'marketing-bi/pending', schedule(LATEST), 403, 'You are not allowed to update the version of this cluster'],
    ['a locked cluster, updated', ENTERPRISE, 'PUT', 'eu-reporting/upgrade', release(LATEST), 403, 'Update is currently locked for this cluster.'],
    ['a locked cluster, scheduled', ENTERPRISE, 'POST', 'eu-reporting/pending', schedule(LATEST), 403, 'Update is currently locked for this cluster.'],
    ['a disconnected cluster, updated', PREMIUM, 'PUT', 'marketing-bi/upgrade', release(LATEST), 409, 'Your cluster must be connected to apply this change'],
    ['a running cluster, scheduled', ENTERPRISE, 'POST', 'enterprise-dwh/pending', schedule(LATEST), 409, 'A connected cluster is updated at once, not scheduled'],
    ['an unavailable cluster, updated', PREMIUM, 'PUT', 'legacy-reporting/upgrade', release(LATEST), 409, 'The cluster is unavailable; please contact support.'],
    ['an unavailable cluster, scheduled', PREMIUM, 'POST', 'legacy-reporting/pending', schedule(LATEST), 409, 'The cluster is unavailable; please contact support.'],
    ['a cluster being created', PREMIUM, 'POST', 'ops-metrics/pending', schedule(LATEST), 409, 'The cluster can be updated once it is created.'],
    ['a cluster not found', PREMIUM, 'PUT', 'no-such-cluster/upgrade', release(LATEST), 404, 'Cluster no-such-cluster was not found'],
  ])('%s: %s %s → %s', async (_case, as, method, path, body, status, message) => {
    const name = path.split('/')[0] ?? '';
    const before = status === 404 ? null : await snapshot(as, name);
    const res = await call(method, as, path, body);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
    if (before) expect(await snapshot(as, name)).toEqual(before);
    expect(eventsOf(name)).toEqual([]);
  });

  it('refuses a Manager cancelling, and an unknown update id', async () => {
    const { update } = (await (await call('POST', PREMIUM, 'marketing-bi/pending', schedule(LATEST))).json()) as PendingUpdateCreatedResponse;
    const manager = await call('DELETE', MANAGER, `marketing-bi/pending/${update.id}`);
    expect(manager.status).toBe(403);
    expect(await manager.json()).toEqual({ message: 'You are not allowed to update the version of this cluster' });
    for (const id of ['999', 'abc', '0']) {
      const res = await call('DELETE', PREMIUM, `marketing-bi/pending/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'This pending update does not exist or was already applied' });
    }
    expect((await pending(PREMIUM, 'marketing-bi')).updates).toEqual([update]);
  });

  it('refuses a second update while one is under way or scheduled', async () => {
    expect((await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', release(LATEST))).status).toBe(200);
    const again = await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', { version: 'build-1', byBuildNo: 'true' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'An update of this cluster is under way.' });
    const scheduled = await call('POST', ENTERPRISE, 'enterprise-dwh/pending', schedule('build-1', 'true'));
    expect(scheduled.status).toBe(409);
    expect(await scheduled.json()).toEqual({ message: 'An update of this cluster is under way.' });

    expect((await call('POST', PREMIUM, 'marketing-bi/pending', schedule(LATEST))).status).toBe(201);
    const second = await call('POST', PREMIUM, 'marketing-bi/pending', schedule(LATEST));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: 'An update is already scheduled for this cluster.' });
    expect((await pending(PREMIUM, 'marketing-bi')).updates).toHaveLength(1);
  });

  it('refuses where the plan does not support cluster_upgrade', async () => {
    const uuid = emu.uuidOf(ENTERPRISE);
    const row = findUserRowByUuid(emu.ctx.db, uuid);
    if (!row) throw new Error('no enterprise@ account');
    const profile = getProfile(row);
    saveProfile(emu.ctx.db, uuid, { ...profile, platformActions: profile.platformActions.filter((a) => a.name !== 'cluster_upgrade') });
    const res = await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', release(LATEST));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This action is not supported in your current plan' });
    expect((await detail(ENTERPRISE, 'enterprise-dwh')).status).toBe('running');
  });

  it('answers a version the cluster is not offered with 400 on the field (doc 1 §8)', async () => {
    for (const [version, message] of [
      ['2026.4.0', '2026.4.0 is not a release this cluster can be updated to'],
      ['1999.1.1', '1999.1.1 is not a release this cluster can be updated to'],
      ['2026.7.2', '2026.7.2 is not a release this cluster can be updated to'],
    ] as const) {
      const res = await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', release(version));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message, errors: [{ fieldName: 'version', message }] });
    }
    const latest = await call('PUT', PREMIUM, 'sales-analytics/upgrade', release(LATEST));
    expect(latest.status).toBe(400);
    expect(await latest.json()).toEqual({
      message: 'No official release is available for this cluster',
      errors: [{ fieldName: 'version', message: 'No official release is available for this cluster' }],
    });
    const scheduled = await call('POST', PREMIUM, 'marketing-bi/pending', schedule('2026.4.0'));
    expect(scheduled.status).toBe(400);
    expect(((await scheduled.json()) as { errors: unknown }).errors).toEqual([
      { fieldName: 'change.version', message: '2026.4.0 is not a release this cluster can be updated to' },
    ]);
    const byBuild = await call('POST', PREMIUM, 'marketing-bi/pending', schedule('build-1', 'true'));
    expect(byBuild.status).toBe(400);
    expect(((await byBuild.json()) as { errors: unknown }).errors).toEqual([
      { fieldName: 'change.byBuildNo', message: 'Updating by build number is not enabled for this cluster' },
    ]);
    const same = await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', { version: '2026.7.2', byBuildNo: 'true' });
    expect(((await same.json()) as { errors: unknown }).errors).toEqual([{ fieldName: 'version', message: 'The cluster already runs 2026.7.2' }]);
    expect(await detail(ENTERPRISE, 'enterprise-dwh')).toMatchObject({ status: 'running', image: '2026.7.2' });
    expect(await pending(PREMIUM, 'marketing-bi')).toEqual({ updates: [], inProgress: null });
    expect([...eventsOf('enterprise-dwh'), ...eventsOf('marketing-bi')]).toEqual([]);
  });

  it('answers a malformed body with 400, every field at once', async () => {
    const empty = await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: unknown }).errors).toEqual([
      { fieldName: 'version', message: 'version is required' },
      { fieldName: 'byBuildNo', message: "byBuildNo must be 'true' or 'false'" },
    ]);
    const flag = await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', { version: LATEST, byBuildNo: false });
    expect(((await flag.json()) as { errors: unknown }).errors).toEqual([{ fieldName: 'byBuildNo', message: "byBuildNo must be 'true' or 'false'" }]);
    const build = await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', { version: 'build 7!', byBuildNo: 'true' });
    expect(((await build.json()) as { errors: unknown }).errors).toEqual([
      { fieldName: 'version', message: 'A build number has only letters, digits, dots, dashes and underscores' },
    ]);
    const kind = await call('POST', PREMIUM, 'marketing-bi/pending', { kind: 'RESIZE', change: { version: ' ' } });
    expect(((await kind.json()) as { errors: unknown }).errors).toEqual([
      { fieldName: 'kind', message: 'kind must be UPGRADE_VERSION' },
      { fieldName: 'change.version', message: 'version is required' },
      { fieldName: 'change.byBuildNo', message: "byBuildNo must be 'true' or 'false'" },
    ]);
    const noChange = await call('POST', PREMIUM, 'marketing-bi/pending', { kind: 'UPGRADE_VERSION' });
    expect(((await noChange.json()) as { errors: unknown }).errors).toEqual([
      { fieldName: 'change.version', message: 'version is required' },
      { fieldName: 'change.byBuildNo', message: "byBuildNo must be 'true' or 'false'" },
    ]);
    const notObject = await call('POST', PREMIUM, 'marketing-bi/pending', { kind: 'UPGRADE_VERSION', change: LATEST });
    expect(((await notObject.json()) as { errors: unknown }).errors).toEqual([
      { fieldName: 'change', message: 'change must be an object with version and byBuildNo' },
    ]);
    expect(await detail(ENTERPRISE, 'enterprise-dwh')).toMatchObject({ status: 'running', image: '2026.7.2' });
    expect(await pending(PREMIUM, 'marketing-bi')).toEqual({ updates: [], inProgress: null });
  });

  it('leaves nothing applied and sends nothing when the write fails half-way', async () => {
    // The notice is the write's last step: make it fail, after the update and the pending row were written.
    emu.ctx.db.exec(`CREATE TRIGGER fail_notices BEFORE INSERT ON notifications BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    const upgrade = await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', release(LATEST));
    expect(upgrade.status).toBe(500);
    const scheduled = await call('POST', PREMIUM, 'marketing-bi/pending', schedule(LATEST));
    expect(scheduled.status).toBe(500);
    emu.ctx.db.exec('DROP TRIGGER fail_notices');

    expect(await detail(ENTERPRISE, 'enterprise-dwh')).toMatchObject({ status: 'running', image: '2026.7.2' });
    expect(await pending(ENTERPRISE, 'enterprise-dwh')).toEqual({ updates: [], inProgress: null });
    expect(await pending(PREMIUM, 'marketing-bi')).toEqual({ updates: [], inProgress: null });
    expect([...eventsOf('enterprise-dwh'), ...eventsOf('marketing-bi')]).toEqual([]);
    // And the calls work once the fault is gone.
    expect((await call('PUT', ENTERPRISE, 'enterprise-dwh/upgrade', release(LATEST))).status).toBe(200);
  });
});
