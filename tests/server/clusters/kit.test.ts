/**
 * The cluster-scoped kit (server/clusters/kit.ts) through the in-process app: the scope (own path, cluster
 * loaded or 404), the policy matrix per role on one write, and write()'s promise: one transaction, events
 * only after the commit, nothing applied and nothing sent when the change throws.
 */
import { describe, expect, it } from 'vitest';
import type { Instance, InstancesResponse, NotificationsResponse } from '../../../src/contract/types';
import { HttpError, OTHER_USER } from '../../../server/api-helpers';
import { SOMETHING_WENT_WRONG } from '../../../server/app';
import { can, CLUSTER_PATH, clusterApp, write } from '../../../server/clusters/kit';
import type { EmulatorModule } from '../../../server/module';
import type { NotificationEvent } from '../../../src/domain/notification-events';
import { MODULES } from '../../../server/modules';
import { emulatorForEachTest, jsonInit } from '../../support/in-process';

const OWNER = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const DEVELOPER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const SHARED = 'sales-analytics';

/**
 * A family mounted on the kit the way a real one is, whose change fails half-way: it sets the idle time and
 * records a notice, then throws (an HttpError or a bug).
 */
const halfWrite: EmulatorModule = {
  name: 'half-write',
  routes(api, ctx) {
    const cluster = clusterApp(ctx);
    cluster.put('/half-write', can('clusterPolicy', 'update'), (c) => {
      const { row } = c.get('cluster');
      const how = c.req.query('how');
      write(ctx, (w) => {
        ctx.db.prepare('UPDATE instances SET idle_time = 24 WHERE id = ?').run(row.id);
        // A code of this test's own (no real family emits it), so the assertions below can find it.
        w.notify(row, { event: 'HALF_WRITE' as NotificationEvent, kind: 'cluster.half', title: 'Half', message: `${row.name} half written` });
        if (how === 'refused') throw new HttpError(409, 'Refused half-way');
        if (how === 'bug') throw new Error('a bug half-way');
      });
      return c.json({ message: 'written' });
    });
    api.route(CLUSTER_PATH, cluster);
  },
};

const emu = emulatorForEachTest({ emulator: { simSpeed: 1, modules: [...MODULES, halfWrite] } });
const { events } = emu;

async function call(method: string, as: string, path: string, body?: unknown): Promise<Response> {
  return emu.fetch(`/api/users/${emu.uuidOf(as)}/instances/${path}`, jsonInit(method, as, body));
}

async function messageOf(res: Response): Promise<string> {
  return ((await res.json()) as { message: string }).message;
}

async function instance(as: string, name: string): Promise<Instance | undefined> {
  const res = await emu.fetch(`/api/users/${emu.uuidOf(as)}/instances`, { as });
  return ((await res.json()) as InstancesResponse).instances.find((i) => i.name === name);
}

async function notificationEvents(as: string): Promise<string[]> {
  const res = await emu.fetch(`/api/users/${emu.uuidOf(as)}/notifications`, { as });
  return ((await res.json()) as NotificationsResponse).notifications.map((n) => n.event);
}

describe('the cluster scope', () => {
  it.each([
    ['PUT', 'nope-nope/connect'],
    ['PUT', 'nope-nope/disconnect'],
    ['PUT', 'nope-nope'],
    ['DELETE', 'nope-nope'],
    ['PUT', 'nope-nope/half-write'],
  ])('answers %s %s with 404 and the cluster name', async (method, path) => {
    const res = await call(method, OWNER, path, method === 'PUT' && path === 'nope-nope' ? { idleTime: 2 } : undefined);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Cluster nope-nope was not found' });
  });

  it("does not show a cluster the caller holds no role on: someone else's cluster is not found either", async () => {
    const res = await call('PUT', OWNER, 'enterprise-dwh/disconnect');
    expect(res.status).toBe(404);
    expect(await messageOf(res)).toBe('Cluster enterprise-dwh was not found');
    expect((await instance('enterprise@demo.test', 'enterprise-dwh'))?.status).toBe('running');
  });

  it("refuses another user's path before looking for the cluster", async () => {
    const res = await emu.fetch(`/api/users/${emu.uuidOf(MANAGER)}/instances/nope-nope/connect`, { method: 'PUT', as: OWNER });
    expect(res.status).toBe(403);
    expect(await messageOf(res)).toBe(OTHER_USER);
  });
});

describe('the policy matrix on a write, role by role', () => {
  // sales-analytics: premium@ owns it; manager@ is Manager (accountAdmin), user@ User (developer), billing@ Billing User.
  it.each([
    ['the owner', OWNER, 200, 200],
    ['a Manager (accountAdmin)', MANAGER, 200, 200],
    ['a User (developer)', DEVELOPER, 403, 403],
    ['a Billing User (accountManager)', BILLING, 200, 403],
  ])('lets %s change and disconnect as the matrix says', async (_who, as, updateStatus, disconnectStatus) => {
    const update = await call('PUT', as, SHARED, { idleTime: 4 });
    expect(update.status).toBe(updateStatus);
    if (updateStatus === 403) {
      expect(await messageOf(update)).toBe('You are not allowed to change this cluster');
      expect((await instance(OWNER, SHARED))?.idleTime).not.toBe(4);
    } else {
      expect(((await update.json()) as { instance: Instance }).instance.idleTime).toBe(4);
    }

    const disconnect = await call('PUT', as, `${SHARED}/disconnect`);
    expect(disconnect.status).toBe(disconnectStatus);
    if (disconnectStatus === 403) {
      expect(await messageOf(disconnect)).toBe('You are not allowed to connect or disconnect this cluster');
      expect((await instance(OWNER, SHARED))?.status).toBe('running');
      expect(events.map((e) => e.kind)).not.toContain('cluster.stopping');
    } else {
      expect(await messageOf(disconnect)).toBe(`${SHARED} is disconnecting`);
      expect((await instance(OWNER, SHARED))?.status).toBe('stopping');
    }
  });

  it.each([MANAGER, DEVELOPER, BILLING])('lets only the owner delete: %s is refused', async (as) => {
    const res = await call('DELETE', as, SHARED);
    expect(res.status).toBe(403);
    expect(await messageOf(res)).toBe('You are not allowed to delete this cluster');
    expect(await instance(OWNER, SHARED)).toBeDefined();
  });
});

describe('write()', () => {
  it('emits the notice once, after the commit', async () => {
    const inTransaction: boolean[] = [];
    emu.ctx.events.on('event', () => inTransaction.push(emu.ctx.db.inTransaction));
    const res = await call('PUT', OWNER, `${SHARED}/half-write`);
    expect(res.status).toBe(200);
    expect(events.filter((e) => e.kind === 'cluster.half')).toEqual([
      expect.objectContaining({ body: `${SHARED} half written`, tag: `cluster:${SHARED}`, url: `/clusters/${SHARED}` }),
    ]);
    expect(inTransaction).toEqual([false]);
    expect((await instance(OWNER, SHARED))?.idleTime).toBe(24);
    expect(await notificationEvents(OWNER)).toContain('HALF_WRITE');
  });

  it.each([
    ['refused', 409, 'Refused half-way'],
    ['bug', 500, SOMETHING_WENT_WRONG],
  ])('leaves nothing applied and sends nothing when the change throws (%s)', async (how, status, message) => {
    const before = await instance(OWNER, SHARED);
    const res = await call('PUT', OWNER, `${SHARED}/half-write?how=${how}`);
    expect(res.status).toBe(status);
    expect(await messageOf(res)).toBe(message);
    expect((await instance(OWNER, SHARED))?.idleTime).toBe(before?.idleTime);
    expect(before?.idleTime).not.toBe(24);
    expect(await notificationEvents(OWNER)).not.toContain('HALF_WRITE');
    expect(events).toEqual([]);
  });
});
