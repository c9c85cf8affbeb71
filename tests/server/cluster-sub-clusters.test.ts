/**
 * Self-managed clusters (sub-clusters; doc 2 §4, §5, §6, §7, §8) through the in-process emulator: create,
 * edit and scale, connect and disconnect, remove, each through its phase on the clock to a notification of kind
 * 'operation.sub-cluster'; the cluster's sleep disconnecting them; every refusal with its status and text
 * (403 toggle, plan and policy; 400 every field; 404; 409 'Cluster Must be running' and a sub-cluster on its
 * way); nothing half-applied.
 *
 * Seeded: premium@ owns sales-analytics (running) and marketing-bi (disconnected); manager@ is Manager, user@
 * User and billing@ Billing User on both.
 */
import { describe, expect, it } from 'vitest';
import type { InstanceDetailResponse, NotificationsResponse, SubCluster, SubClusterResponse } from '../../src/contract/types';
import { findUserRowByUuid } from '../../server/users/accounts';
import { getProfile, saveProfile } from '../../server/users/store';
import { advanceClock, emulatorForEachTest, jsonInit } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const CLUSTER = 'sales-analytics';
const MINUTE = 60_000;

const emu = emulatorForEachTest();
const { events } = emu;

function call(method: string, as: string, path: string, body?: unknown): Promise<Response> {
  return emu.fetch(`/api/users/${emu.uuidOf(as)}/instances/${path}`, jsonInit(method, as, body));
}

async function subs(as = PREMIUM, name = CLUSTER): Promise<SubCluster[]> {
  const res = await call('GET', as, name);
  expect(res.status).toBe(200);
  return ((await res.json()) as InstanceDetailResponse).instance.subClusters;
}

const advance = (ms: number) => advanceClock(emu, ms);

async function notices(): Promise<string[]> {
  const res = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/notifications`, { as: PREMIUM });
  return ((await res.json()) as NotificationsResponse).notifications.filter((n) => n.instanceName === CLUSTER).map((n) => n.message);
}

const createBody = (over: Record<string, unknown> = {}) => ({
  userId: emu.uuidOf(PREMIUM),
  clusterName: CLUSTER,
  type: 'analytics',
  configs: {},
  size: 'size-medium',
  name: 'etl',
  nodes: 1,
  ...over,
});

async function createRunning(over: Record<string, unknown> = {}): Promise<SubCluster> {
  const res = await call('POST', PREMIUM, `${CLUSTER}/subcluster`, createBody(over));
  expect(res.status).toBe(201);
  const { subCluster } = (await res.json()) as SubClusterResponse;
  await advance(3 * MINUTE);
  return subCluster;
}

async function errorOf(res: Response): Promise<{ status: number; message: string; errors?: { fieldName: string; message: string }[] }> {
  const body = (await res.json()) as { message: string; errors?: { fieldName: string; message: string }[] };
  return { status: res.status, ...body };
}

function setUser(email: string, change: (profile: ReturnType<typeof getProfile>) => void): void {
  const uuid = emu.uuidOf(email);
  const row = findUserRowByUuid(emu.ctx.db, uuid);
  if (!row) throw new Error('no user');
  const profile = getProfile(row);
  change(profile);
  saveProfile(emu.ctx.db, uuid, profile);
}

describe('creating', () => {
  it('creates a sub-cluster that is creating, then running on the clock, with a notification and a push kind', async () => {
    expect(await subs()).toEqual([]);
    const res = await call('POST', PREMIUM, `${CLUSTER}/subcluster`, createBody());
    expect(res.status).toBe(201);
    const created = (await res.json()) as SubClusterResponse;
    expect(created.message).toBe('sales-analytics-etl is being created');
    expect(created.subCluster).toMatchObject({
      name: 'sales-analytics-etl',
      type: 'analytics',
      nodes: 1,
      ipu: 8,
      sizeDisplayName: 'Medium',
      sizeID: 'size-medium',
      status: 'creating',
      state: 'connected',
      configs: { fallbackAnalytics: false },
    });
    expect(created.subCluster.url).toMatch(/^https:\/\/sales-analytics-etl\./);

    await advance(2 * MINUTE);
    expect((await subs())[0]?.status).toBe('creating');
    await advance(MINUTE);
    expect((await subs())[0]?.status).toBe('running');
    expect(await notices()).toContain('Self-Managed Cluster sales-analytics-etl is created and running.');
    expect(events.filter((e) => e.kind === 'operation.sub-cluster')).toEqual([
      expect.objectContaining({ userId: emu.uuidOf(PREMIUM), tag: `cluster:${CLUSTER}`, url: `/clusters/${CLUSTER}` }),
    ]);
    // Everyone with a role on the cluster sees it.
    expect((await subs(USER)).map((s) => s.name)).toEqual(['sales-analytics-etl']);
  });

  it('answers every field at once (400), and nothing is created', async () => {
    const res = await call('POST', PREMIUM, `${CLUSTER}/subcluster`, { nodes: 0, type: 'spark' });
    expect(await errorOf(res)).toEqual({
      status: 400,
      message: 'userId is required',
      errors: [
        { fieldName: 'userId', message: 'userId is required' },
        { fieldName: 'clusterName', message: 'clusterName is required' },
        { fieldName: 'type', message: 'type must be analytics, loader or sqlx' },
        { fieldName: 'size', message: 'Choose a size' },
        { fieldName: 'nodes', message: 'Services must be greater than or equal to 1 and less than or equal to 10' },
      ],
    });
    const long = await call('POST', PREMIUM, `${CLUSTER}/subcluster`, createBody({ name: 'x'.repeat(17), nodes: null }));
    expect((await errorOf(long)).errors).toEqual([
      { fieldName: 'nodes', message: 'Input is required' },
      { fieldName: 'name', message: 'Name should not exceed 32 characters' },
    ]);
    expect(await subs()).toEqual([]);
  });

  it('checks the body against the path and the database: cluster name, size, name taken, one failover, one SQL warehouse', async () => {
    expect((await errorOf(await call('POST', PREMIUM, `${CLUSTER}/subcluster`, createBody({ clusterName: 'marketing-bi' })))).errors).toEqual([
      { fieldName: 'clusterName', message: 'clusterName must be the name of the cluster in the path' },
    ]);
    await createRunning({ configs: { fallbackAnalytics: true } });
    await createRunning({ name: 'sql', type: 'sqlx' });
    const res = await call('POST', PREMIUM, `${CLUSTER}/subcluster`, createBody({ configs: { fallbackAnalytics: true }, size: 'size-nope' }));
    expect((await errorOf(res)).errors).toEqual([
      { fieldName: 'name', message: 'A Self-Managed Cluster with this name already exists' },
      { fieldName: 'size', message: 'Choose one of the sizes offered for this cluster' },
      { fieldName: 'type', message: 'Only one Failover Analytics cluster is allowed' },
    ]);
    const sqlx = await call('POST', PREMIUM, `${CLUSTER}/subcluster`, createBody({ name: 'sql2', type: 'sqlx' }));
    expect((await errorOf(sqlx)).errors).toEqual([{ fieldName: 'type', message: 'Only one Advanced SQL Warehouse is allowed' }]);
    expect((await subs()).map((s) => s.name)).toEqual(['sales-analytics-etl', 'sales-analytics-sql']);
  });

  it('refuses the SQL warehouse while business user notebook is enabled, or when the cluster is not eligible', async () => {
    const { id } = emu.ctx.db.prepare('SELECT id FROM instances WHERE name = ?').get(CLUSTER) as { id: string };
    const setFeature = (column: 'enable_business_user_notebook' | 'incorta_x_eligible', value: 0 | 1) => {
      emu.ctx.db.prepare('INSERT OR IGNORE INTO cluster_features (instance_id) VALUES (?)').run(id);
      emu.ctx.db.prepare(`UPDATE cluster_features SET ${column} = ? WHERE instance_id = ?`).run(value, id);
    };
    const sqlx = () => call('POST', PREMIUM, `${CLUSTER}/subcluster`, createBody({ name: 'sql', type: 'sqlx' }));
    setFeature('enable_business_user_notebook', 1);
    expect((await errorOf(await sqlx())).errors).toEqual([
      { fieldName: 'type', message: 'Advanced SQL Warehouse is not available while business user notebook is enabled' },
    ]);
    setFeature('enable_business_user_notebook', 0);
    setFeature('incorta_x_eligible', 0);
    expect((await errorOf(await sqlx())).errors).toEqual([{ fieldName: 'type', message: 'This cluster is not eligible for an Advanced SQL Warehouse' }]);
    expect(await subs()).toEqual([]);
  });

  it("needs the cluster running: 409 'Cluster Must be running'", async () => {
    const res = await call('POST', PREMIUM, 'marketing-bi/subcluster', createBody({ clusterName: 'marketing-bi' }));
    expect(await errorOf(res)).toEqual({ status: 409, message: 'Cluster Must be running' });
    expect(await subs(PREMIUM, 'marketing-bi')).toEqual([]);
  });
});

describe('who may', () => {
  it('refuses roles without the policy, the toggle off and the plan (403)', async () => {
    for (const email of [USER, BILLING]) {
      const res = await call('POST', email, `${CLUSTER}/subcluster`, createBody({ userId: emu.uuidOf(email) }));
      expect(await errorOf(res)).toEqual({ status: 403, message: 'You are not allowed to create Self-Managed Clusters on this cluster' });
    }
    const managed = await call('POST', MANAGER, `${CLUSTER}/subcluster`, createBody({ userId: emu.uuidOf(MANAGER) }));
    expect(managed.status).toBe(201);
    const { subCluster } = (await managed.json()) as SubClusterResponse;
    await advance(3 * MINUTE);
    expect(await errorOf(await call('DELETE', USER, `${CLUSTER}/subcluster`, { subCluster: subCluster.id }))).toEqual({
      status: 403,
      message: 'You are not allowed to remove Self-Managed Clusters of this cluster',
    });
    expect(await errorOf(await call('POST', USER, `${CLUSTER}/disconnectsubcluster`, { subCluster: subCluster.id }))).toEqual({
      status: 403,
      message: 'You are not allowed to change Self-Managed Clusters of this cluster',
    });

    setUser(PREMIUM, (p) => {
      p.toggleFeatures = p.toggleFeatures.map((t) => (t.key === 'subcluster' ? { ...t, published: false } : t));
    });
    expect(await errorOf(await call('POST', PREMIUM, `${CLUSTER}/subcluster`, createBody({ name: 'x1' })))).toEqual({
      status: 403,
      message: 'Self-Managed Clusters are not enabled for your account',
    });
    setUser(MANAGER, (p) => {
      p.platformActions = p.platformActions.filter((a) => a.name !== 'subcluster');
    });
    expect(await errorOf(await call('POST', MANAGER, `${CLUSTER}/subcluster`, createBody({ userId: emu.uuidOf(MANAGER), name: 'x2' })))).toEqual({
      status: 403,
      message: 'This action is not supported in your current plan',
    });
    expect((await subs()).length).toBe(1);
  });
});

describe('edit, scale, connect, disconnect, remove', () => {
  it('scales and resizes through updating, back to running, with IPU from the new size', async () => {
    const sub = await createRunning();
    const res = await call('PUT', PREMIUM, `${CLUSTER}/updatesubcluster`, { subCluster: sub.id, size: 'size-larges1', nodes: 3 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as SubClusterResponse).subCluster).toMatchObject({ status: 'updating', nodes: 3, ipu: 16, sizeDisplayName: 'Large' });
    // On its way: no other action.
    expect(await errorOf(await call('POST', PREMIUM, `${CLUSTER}/disconnectsubcluster`, { subCluster: sub.id }))).toEqual({
      status: 409,
      message: "You can't make actions on Self-Managed Cluster",
    });
    await advance(2 * MINUTE);
    expect((await subs())[0]).toMatchObject({ status: 'running', nodes: 3, sizeID: 'size-larges1' });
    expect(await notices()).toContain('Self-Managed Cluster sales-analytics-etl is updated.');

    expect(await errorOf(await call('PUT', PREMIUM, `${CLUSTER}/updatesubcluster`, { subCluster: sub.id, size: 'size-larges1', nodes: 11 }))).toMatchObject({
      status: 400,
      errors: [{ fieldName: 'nodes', message: 'Services must be greater than or equal to 1 and less than or equal to 10' }],
    });
    expect((await call('PUT', PREMIUM, `${CLUSTER}/updatesubcluster`, { subCluster: 'nope', size: 'size-small', nodes: 1 })).status).toBe(404);
  });

  it('disconnects (stopping → disconnected) and connects (starting → running)', async () => {
    const sub = await createRunning();
    const off = await call('POST', PREMIUM, `${CLUSTER}/disconnectsubcluster`, { subCluster: sub.id });
    expect(((await off.json()) as SubClusterResponse).subCluster).toMatchObject({ status: 'stopping', state: 'disconnected' });
    await advance(MINUTE);
    expect((await subs())[0]?.status).toBe('disconnected');
    expect(await errorOf(await call('POST', PREMIUM, `${CLUSTER}/disconnectsubcluster`, { subCluster: sub.id }))).toEqual({
      status: 409,
      message: 'This Self-Managed Cluster is already disconnected',
    });
    const on = await call('POST', PREMIUM, `${CLUSTER}/connectsubcluster`, { subCluster: sub.id });
    expect(((await on.json()) as SubClusterResponse).subCluster).toMatchObject({ status: 'starting', state: 'connected' });
    await advance(2 * MINUTE);
    expect((await subs())[0]?.status).toBe('running');
    expect(await notices()).toEqual(
      expect.arrayContaining(['Self-Managed Cluster sales-analytics-etl is disconnected.', 'Self-Managed Cluster sales-analytics-etl is connected.']),
    );
  });

  it('removes through deleting, then it is gone', async () => {
    const sub = await createRunning();
    const res = await call('DELETE', PREMIUM, `${CLUSTER}/subcluster`, { subCluster: sub.id });
    expect(res.status).toBe(200);
    expect(((await res.json()) as SubClusterResponse).subCluster.status).toBe('deleting');
    await advance(MINUTE);
    expect(await subs()).toEqual([]);
    expect(await notices()).toContain('Self-Managed Cluster sales-analytics-etl is deleted.');
  });

  it("disconnects the sub-clusters when their cluster sleeps; then edit, scale, remove and connect need it: 'Cluster Must be running'", async () => {
    const sub = await createRunning();
    const res = await call('PUT', PREMIUM, `${CLUSTER}/disconnect`, { userId: emu.uuidOf(PREMIUM), clusterName: CLUSTER });
    expect(res.status).toBe(200);
    expect((await subs())[0]).toMatchObject({ status: 'disconnected', state: 'connected' });
    expect(await notices()).toContain('Self-Managed Cluster sales-analytics-etl is disconnected because sales-analytics is disconnected.');
    const refused = { status: 409, message: 'Cluster Must be running' };
    expect(await errorOf(await call('PUT', PREMIUM, `${CLUSTER}/updatesubcluster`, { subCluster: sub.id, size: 'size-small', nodes: 2 }))).toEqual(refused);
    expect(await errorOf(await call('DELETE', PREMIUM, `${CLUSTER}/subcluster`, { subCluster: sub.id }))).toEqual(refused);
    expect(await errorOf(await call('POST', PREMIUM, `${CLUSTER}/connectsubcluster`, { subCluster: sub.id }))).toEqual(refused);
    await advance(MINUTE);
    expect((await subs())[0]).toMatchObject({ status: 'disconnected', nodes: 1, sizeID: 'size-medium' });
  });
});
