/**
 * The emulator's cluster calls and lifecycle (issue 3), through the in-process app: validation texts,
 * create → creating → running on the simulated clock, connect/disconnect, clone, delete, policies,
 * invitations, notifications, and 304 on an unchanged poll.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ClustersInfoResponse,
  CreateClusterPayload,
  Instance,
  InstancesResponse,
  NotificationsResponse,
  OperatorsResponse,
  Service,
  ServicesResponse,
  SizesResponse,
  User,
} from '../../src/contract/types';
import { deriveClusterStatus, type ClusterStatus } from '../../src/domain/status';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { demoCreatePayload } from '../support/create-payload';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const TRIAL = 'trial@demo.test';
const EXPIRED = 'expired@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const MINUTE = 60_000;

let emu: InProcessEmulator;

beforeEach(async () => {
  emu = await createInProcessEmulator({ simSpeed: 1 });
});

afterEach(async () => {
  await emu.close();
});

async function api(path: string, as: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  return emu.fetch(`/api/${path}`, { ...init, headers, as });
}

function json(method: string, body: unknown): RequestInit {
  return { method, body: JSON.stringify(body) };
}

async function advance(ms: number): Promise<void> {
  const res = await emu.fetch('/api/_emulator/clock/advance', json('POST', { ms }));
  expect(res.status).toBe(200);
}

async function clusters(as: string): Promise<{ instance: Instance; service: Service | undefined; status: ClusterStatus }[]> {
  const uuid = emu.uuidOf(as);
  const { instances } = (await (await api(`users/${uuid}/instances`, as)).json()) as InstancesResponse;
  const { services } = (await (await api(`users/${uuid}/instances/services`, as)).json()) as ServicesResponse;
  return instances.map((instance) => {
    const service = services.find((s) => s.instanceId === instance.id);
    return { instance, service, status: deriveClusterStatus(instance, service) };
  });
}

async function statusOf(as: string, name: string): Promise<ClusterStatus | undefined> {
  return (await clusters(as)).find((c) => c.instance.name === name)?.status;
}


async function create(as: string, overrides: Partial<CreateClusterPayload> = {}): Promise<Response> {
  return api(`users/${emu.uuidOf(as)}/instances`, as, json('POST', demoCreatePayload(overrides)));
}

async function fieldErrors(res: Response): Promise<Record<string, string>> {
  const body = (await res.json()) as { errors?: { fieldName: string; message: string }[] };
  return Object.fromEntries((body.errors ?? []).map((e) => [e.fieldName, e.message]));
}

describe('the seeded list', () => {
  it('shows premium@ clusters in every state, with the owner policy', async () => {
    const list = await clusters(PREMIUM);
    const byName = Object.fromEntries(list.map((c) => [c.instance.name, c]));
    expect(byName['sales-analytics']?.status).toBe('running');
    expect(byName['marketing-bi']?.status).toBe('sleeping');
    expect(byName['legacy-reporting']?.status).toBe('corrupted');
    expect(byName['ops-metrics']?.status).toBe('creating');
    expect(byName['sales-analytics']?.instance.clusterPolicy.clusterPolicy).toContain('delete');
    expect(byName['sales-analytics']?.instance.owner).toEqual({ fullName: 'Paula Premium', email: PREMIUM });
    expect(byName['sales-analytics']?.service?.url).toBe('https://sales-analytics.cloud.analytics-cloud.example/analytics/');
  });

  it('gives role holders their role policy on the shared cluster only', async () => {
    const manager = (await clusters(MANAGER)).find((c) => c.instance.name === 'sales-analytics');
    expect(manager?.instance.clusterPolicy.roleName).toBe('accountAdmin');
    expect(manager?.instance.clusterPolicy.connectionPolicy).toEqual(['create']);
    expect(manager?.instance.clusterPolicy.clusterPolicy).not.toContain('delete');
    const user = await clusters(USER);
    expect(user.map((c) => c.instance.name)).toEqual(['sales-analytics']);
    expect(user[0]?.instance.clusterPolicy.connectionPolicy).toEqual([]);
    const billing = await clusters(BILLING);
    expect(billing[0]?.instance.clusterPolicy.roleName).toBe('accountManager');
  });

  it('answers 304 to an unchanged poll that sends the ETag back, and 200 once something changed', async () => {
    const uuid = emu.uuidOf(PREMIUM);
    const first = await api(`users/${uuid}/instances`, PREMIUM);
    const etag = first.headers.get('ETag');
    expect(first.status).toBe(200);
    expect(etag).toBeTruthy();
    const again = await api(`users/${uuid}/instances`, PREMIUM, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await advance(11 * MINUTE); // ops-metrics finishes creating
    const changed = await api(`users/${uuid}/instances`, PREMIUM, { headers: { 'If-None-Match': etag ?? '' } });
    expect(changed.status).toBe(200);
  });

  it("refuses another user's list", async () => {
    const res = await api(`users/${emu.uuidOf(ENTERPRISE)}/instances`, PREMIUM);
    expect(res.status).toBe(403);
  });

  it('reports counts in clustersinfo and in the user profile', async () => {
    const uuid = emu.uuidOf(PREMIUM);
    const info = (await (await api(`users/${uuid}/clustersinfo`, PREMIUM)).json()) as ClustersInfoResponse;
    expect(info.instancesCount).toBe(4);
    expect(info.allowedInstances).toBe(10);
    const me = (await (await api(`users/${uuid}/me`, PREMIUM)).json()) as User;
    expect(me.instancesCount).toBe(4);
    expect(me.instanceServices).toContainEqual({ instanceId: SEED_INSTANCE_IDS.salesAnalytics, analyticsNodes: 2, loaderNodes: 1 });
  });
});

describe('the catalogue', () => {
  it('offers 28 managed regions, two unavailable, plus the caller’s own az regions', async () => {
    const { regions } = (await (await api('operators', PREMIUM)).json()) as OperatorsResponse;
    const managed = regions.filter((r) => r.platform === 'gc');
    expect(managed).toHaveLength(28);
    expect(managed.filter((r) => !r.isAvailable)).toHaveLength(2);
    expect(managed[0]).toMatchObject({ regionAlias: 'US East (N. Virginia)', cluster_code: 'gc-us-east4-01', zone: 'us-east4-a' });
    expect(regions.some((r) => r.platform === 'az')).toBe(false);
    const azure = (await (await api('operators', 'azure@demo.test')).json()) as OperatorsResponse;
    expect(azure.regions.filter((r) => r.platform === 'az').map((r) => r.userId)).toEqual([
      emu.uuidOf('azure@demo.test'),
      emu.uuidOf('azure@demo.test'),
    ]);
  });

  it('answers sizes by cluster code and by platform, and blueprints with only the asked fields', async () => {
    const gc = (await (await api('images/sizes?clusterCode=gc-us-east4-01', PREMIUM)).json()) as SizesResponse;
    expect(gc.sizes.map((s) => s.name)).toEqual(['small', 'medium', 'larges1', 'larges2', 'larges3', 'larges4', 'larges5', 'larges6', 'larges7']);
    expect(gc.sizes[0]).toMatchObject({ displayName: 'Small', ipu: 4, order: 1 });
    const az = (await (await api('images/sizes?platform=az', PREMIUM)).json()) as SizesResponse;
    expect(az.sizes.length).toBeLessThan(az.allSizes.length);
    const bp = (await (await api('blueprints?fields=name,id', PREMIUM)).json()) as { blueprints: Record<string, unknown>[] };
    expect(Object.keys(bp.blueprints[0] ?? {}).sort()).toEqual(['id', 'name']);
    expect(await (await api('images/defaultIncortaimage', PREMIUM)).json()).toEqual({ image: '2026.10.1' });
    const idle = (await (await api('users/instances/availableidletime', PREMIUM)).json()) as { availableIdleTimes: { key: number; display: string }[] };
    expect(idle.availableIdleTimes[0]).toEqual({ key: 1, display: '1 Hour' });
  });
});

describe('create', () => {
  it('answers every broken name rule with its text on the name field', async () => {
    const cases: [string, string][] = [
      ['', 'Cluster name is required'],
      ['ab', 'Name must be at least 3 characters'],
      ['-abc', 'Dash not allowed in beginning or end'],
      ['ab--cd', 'Should not contain multiple consequent dashes'],
      ['my cluster', 'Spaces not allowed'],
      ['1abc', 'Name is invalid; check naming hint'],
      ['my-loader', 'my-loader is not a valid name'],
      ['a'.repeat(22), 'Name cannot be longer than 21 characters'],
      ['sales-analytics', 'This cluster name is already taken'],
      ['SALES-ANALYTICS', 'This cluster name is already taken'],
      ['sales\u0000eu', 'Must not contain control characters'],
      ['sales\u009beu', 'Must not contain control characters'],
    ];
    for (const [name, message] of cases) {
      const res = await create(PREMIUM, { name });
      expect(res.status, name).toBe(400);
      expect((await fieldErrors(res)).name, name).toBe(message);
    }
  });

  it('applies the az rule on the az platform', async () => {
    const res = await create('azure@demo.test', { name: 'Sales-Eu', platform: 'az' });
    expect(res.status).toBe(400);
    expect((await fieldErrors(res)).name).toBe('Only accept lowercase alphanumerics.');
    const long = await create('azure@demo.test', { name: 'salesteam1', platform: 'az' });
    expect((await fieldErrors(long)).name).toBe('Name must be 3 to 8 characters');
  });

  it('checks the other fields and names each one', async () => {
    const res = await create(PREMIUM, {
      k8sClusterCode: 'gc-me-central1-01',
      region: 'me-central1',
      image: '1999.1.1',
      dsize: 5000,
      idleTime: 7,
      csize: 'huge',
    });
    expect(res.status).toBe(400);
    const errors = await fieldErrors(res);
    expect(errors.region).toBe('This region is not available for new clusters');
    expect(errors.image).toBe('This cluster version is not offered');
    expect(errors.dsize).toBe('Disk size must be a whole number between 20 and 500 GB');
    expect(errors.idleTime).toBe('Choose one of the offered idle times');
    expect(errors.csize).toBe('This size is not offered in the chosen region');
    // Nothing was half-made.
    expect((await clusters(PREMIUM)).map((c) => c.instance.name)).not.toContain('new-cluster');
  });

  it.each([
    ['region', { region: 42 }, 'region must be a string'],
    ['k8sClusterCode', { k8sClusterCode: ['gc-us-east4-01'] }, 'k8sClusterCode must be a string'],
    ['zone', { zone: { id: 'us-east4-a' } }, 'zone must be a string'],
    ['idleTime', { idleTime: true }, 'Choose one of the offered idle times'],
    ['idleTime', { idleTime: '1' }, 'Choose one of the offered idle times'],
    ['dsize', { dsize: '0x32' }, 'Disk size must be a whole number between 20 and 500 GB'],
    ['dsize', { dsize: '50' }, 'Disk size must be a whole number between 20 and 500 GB'],
    ['analyticsSizeID', { analyticsSizeID: 7 }, 'analyticsSizeID must be a string'],
    ['loaderSizeID', { loaderSizeID: false }, 'loaderSizeID must be a string'],
    ['name', { name: 1234 }, 'name must be a string'],
    ['image', { image: 2026 }, 'image must be a string'],
    ['csize', { csize: { name: 'medium' } }, 'csize must be a string'],
    ['blueprintId', { blueprintId: 3 }, 'This data app cannot be installed on this cluster'],
  ])('refuses a wrong type for %s with 400 and a field message, never coercing it (%j)', async (field, override: Record<string, unknown>, message) => {
    const body = { ...demoCreatePayload({ name: 'typed-one' }), ...override };
    const res = await api(`users/${emu.uuidOf(PREMIUM)}/instances`, PREMIUM, json('POST', body));
    expect(res.status).toBe(400);
    expect((await fieldErrors(res))[field]).toBe(message);
    expect((await clusters(PREMIUM)).map((c) => c.instance.name)).not.toContain('typed-one');
  });

  it('goes creating → running on the clock, with a notification for the owner', async () => {
    const res = await create(PREMIUM, { name: 'fresh-one' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; instance: Instance };
    expect(body.message).toBe('cluster is created successfully');
    expect(body.instance).toMatchObject({ name: 'fresh-one', runningAt: null, regionAlias: 'US East (N. Virginia)' });
    expect(await statusOf(PREMIUM, 'fresh-one')).toBe('creating');
    await advance(4 * MINUTE);
    expect(await statusOf(PREMIUM, 'fresh-one')).toBe('creating');
    await advance(6 * MINUTE + 1);
    expect(await statusOf(PREMIUM, 'fresh-one')).toBe('running');
    const uuid = emu.uuidOf(PREMIUM);
    const { notifications, hasUnRead } = (await (await api(`users/${uuid}/notifications`, PREMIUM)).json()) as NotificationsResponse;
    expect(hasUnRead).toBe(true);
    expect(notifications[0]).toMatchObject({ event: 'CREATE_CLUSTER', message: 'Cluster fresh-one is created and connected.', read: false });
    // A body in neither form is refused on notificationsIDs, and nothing is marked.
    const refused = await api(`notification/${uuid}/readNotifications`, PREMIUM, json('POST', { notificationsIDs: 'all' }));
    expect(refused.status).toBe(400);
    expect(await fieldErrors(refused)).toEqual({ notificationsIDs: 'notificationsIDs must be a list of notification ids' });
    expect(((await (await api(`users/${uuid}/notifications`, PREMIUM)).json()) as NotificationsResponse).hasUnRead).toBe(true);
    const read = await api(`notification/${uuid}/readNotifications`, PREMIUM, json('POST', { notificationsIDs: notifications.map((n) => n.id) }));
    expect(read.status).toBe(200);
    const after = (await (await api(`users/${uuid}/notifications`, PREMIUM)).json()) as NotificationsResponse;
    expect(after.hasUnRead).toBe(false);
  });

  it('emits an event for each transition', async () => {
    const kinds: string[] = [];
    emu.ctx.events.on('event', (e: { kind: string }) => kinds.push(e.kind));
    await create(PREMIUM, { name: 'evented' });
    await advance(11 * MINUTE);
    await clusters(PREMIUM);
    expect(kinds).toContain('cluster.creating');
    expect(kinds).toContain('cluster.running');
  });

  it('stops at the allowed count, and keeps concurrent creates from passing it', async () => {
    const results = await Promise.all([create(TRIAL, { name: 'race-one' }), create(TRIAL, { name: 'race-two' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    const refused = results.find((r) => r.status === 403);
    expect(((await refused?.json()) as { message: string }).message).toBe('To create more clusters, upgrade to a Premium Account.');
  });

  it('refuses an expired trial with 403, and keeps a trial user in the default region', async () => {
    const expired = await create(EXPIRED, { name: 'late-one' });
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { message: string }).message).toBe('Your trial has expired. Upgrade to create clusters.');
    await api(`users/${emu.uuidOf(TRIAL)}/instances/trial-demo`, TRIAL, { method: 'DELETE' });
    const elsewhere = await create(TRIAL, { name: 'trial-two', region: 'europe-west2', zone: 'europe-west2-a', k8sClusterCode: 'gc-europe-west2-01' });
    expect(elsewhere.status).toBe(400);
    expect((await fieldErrors(elsewhere)).region).toBe('Upgrade to a Premium Account to choose a region');
    expect((await create(TRIAL, { name: 'trial-two' })).status).toBe(201);
  });
});

describe('connect and disconnect', () => {
  it('disconnect → stopping → sleeping; connect → starting-up → running', async () => {
    const uuid = emu.uuidOf(MANAGER);
    const off = await api(`users/${uuid}/instances/sales-analytics/disconnect`, MANAGER, { method: 'PUT' });
    expect(off.status).toBe(200);
    expect(await statusOf(MANAGER, 'sales-analytics')).toBe('stopping');
    await advance(MINUTE);
    expect(await statusOf(MANAGER, 'sales-analytics')).toBe('sleeping');
    const again = await api(`users/${uuid}/instances/sales-analytics/disconnect`, MANAGER, { method: 'PUT' });
    expect(again.status).toBe(409);

    const on = await api(`users/${uuid}/instances/sales-analytics/connect`, MANAGER, { method: 'PUT' });
    expect(on.status).toBe(200);
    const list = await clusters(MANAGER);
    const entry = list.find((c) => c.instance.name === 'sales-analytics');
    expect(entry?.status).toBe('starting-up');
    expect(entry?.service?.status).toBe('loading');
    expect(entry?.instance.runningAt).not.toBeNull();
    await advance(5 * MINUTE);
    expect(await statusOf(MANAGER, 'sales-analytics')).toBe('running');
    // The owner hears about it.
    const { notifications } = (await (await api(`users/${emu.uuidOf(PREMIUM)}/notifications`, PREMIUM)).json()) as NotificationsResponse;
    expect(notifications.map((n) => n.event)).toEqual(
      expect.arrayContaining(['CONNECT_CLUSTER', 'DISCONNECT_CLUSTER']),
    );
  });

  it('forbids a User (developer) with the policy message, and refuses the corrupted cluster', async () => {
    const res = await api(`users/${emu.uuidOf(USER)}/instances/sales-analytics/disconnect`, USER, { method: 'PUT' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('You are not allowed to connect or disconnect this cluster');
    const corrupted = await api(`users/${emu.uuidOf(PREMIUM)}/instances/legacy-reporting/disconnect`, PREMIUM, { method: 'PUT' });
    expect(corrupted.status).toBe(409);
  });

  it('auto-suspends a running cluster after its idle time', async () => {
    await create(PREMIUM, { name: 'idle-one', idleTime: 1 });
    await advance(10 * MINUTE + 1);
    expect(await statusOf(PREMIUM, 'idle-one')).toBe('running');
    await advance(60 * MINUTE + MINUTE);
    expect(await statusOf(PREMIUM, 'idle-one')).toBe('sleeping');
    expect(await statusOf(PREMIUM, 'sales-analytics')).toBe('running'); // always on
  });
});

describe('the background tick', () => {
  it('moves clusters on a fast clock without any request', async () => {
    const fast = await createInProcessEmulator({ simSpeed: 600 });
    try {
      const bodies: string[] = [];
      fast.ctx.events.on('event', (e: { body: string }) => bodies.push(e.body));
      const uuid = fast.uuidOf(PREMIUM);
      const res = await fast.fetch(`/api/users/${uuid}/instances/sales-analytics/disconnect`, { method: 'PUT', as: PREMIUM });
      expect(res.status).toBe(200);
      // 1 simulated minute of stopping is 100 real ms at 600×; the seeded creating cluster needs 6 minutes (0.6 s).
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(bodies).toEqual(
        expect.arrayContaining(['Cluster sales-analytics is disconnected.', 'Cluster ops-metrics is created and connected.']),
      );
    } finally {
      await fast.close();
    }
  });
});

describe('clone and delete', () => {
  it('clones a running cluster as a new creating cluster', async () => {
    const uuid = emu.uuidOf(PREMIUM);
    const res = await api(`users/${uuid}/instances/clone`, PREMIUM, json('POST', { name: 'sales-analytics-2', clone: 'sales-analytics' }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; instance: Instance };
    expect(body.message).toBe('sales-analytics-2 is cloned from sales-analytics successfully');
    expect(body.instance).toMatchObject({ csize: 'larges1', analyticsNodes: 2, regionAlias: 'US East (N. Virginia)' });
    expect(await statusOf(PREMIUM, 'sales-analytics-2')).toBe('creating');
  });

  it('checks the clone name, the source state and the policy', async () => {
    const uuid = emu.uuidOf(PREMIUM);
    const empty = await api(`users/${uuid}/instances/clone`, PREMIUM, json('POST', { name: '', clone: 'sales-analytics' }));
    expect((await fieldErrors(empty)).name).toBe('Cluster name is required');
    const long = await api(`users/${uuid}/instances/clone`, PREMIUM, json('POST', { name: 'a'.repeat(22), clone: 'sales-analytics' }));
    expect((await fieldErrors(long)).name).toBe('Name cannot be longer than 21 characters');
    // The form's schema, checked again on the payload (domain/schemas/clone.ts): every field at once.
    const malformed = await api(`users/${uuid}/instances/clone`, PREMIUM, json('POST', { name: 42 }));
    expect(malformed.status).toBe(400);
    expect(await fieldErrors(malformed)).toEqual({
      name: 'Cluster name is required',
      clone: 'The cluster to clone is required',
    });
    const taken = await api(`users/${uuid}/instances/clone`, PREMIUM, json('POST', { name: 'marketing-bi', clone: 'sales-analytics' }));
    expect((await fieldErrors(taken)).name).toBe('This cluster name is already taken');
    const sleeping = await api(`users/${uuid}/instances/clone`, PREMIUM, json('POST', { name: 'mbi-copy', clone: 'marketing-bi' }));
    expect(sleeping.status).toBe(409);
    const manager = await api(`users/${emu.uuidOf(MANAGER)}/instances/clone`, MANAGER, json('POST', { name: 'mgr-copy', clone: 'sales-analytics' }));
    expect(manager.status).toBe(403);
    expect(((await manager.json()) as { message: string }).message).toBe('You are not allowed to clone this cluster');
  });

  it('deletes a sleeping cluster for its owner only, and frees its name', async () => {
    const managerTry = await api(`users/${emu.uuidOf(MANAGER)}/instances/marketing-bi`, MANAGER, { method: 'DELETE' });
    expect(managerTry.status).toBe(403);
    expect(((await managerTry.json()) as { message: string }).message).toBe('You are not allowed to delete this cluster');
    const uuid = emu.uuidOf(PREMIUM);
    const res = await api(`users/${uuid}/instances/marketing-bi`, PREMIUM, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'marketing-bi is deleted successfully' });
    expect(await statusOf(PREMIUM, 'marketing-bi')).toBeUndefined();
    expect(await statusOf(MANAGER, 'marketing-bi')).toBeUndefined();
    expect((await create(PREMIUM, { name: 'marketing-bi' })).status).toBe(201);
  });

  it('refuses to delete a cluster that is creating or unavailable, and an unknown one with 404', async () => {
    const uuid = emu.uuidOf(PREMIUM);
    expect((await api(`users/${uuid}/instances/ops-metrics`, PREMIUM, { method: 'DELETE' })).status).toBe(409);
    expect((await api(`users/${uuid}/instances/legacy-reporting`, PREMIUM, { method: 'DELETE' })).status).toBe(409);
    const missing = await api(`users/${uuid}/instances/nope-nope`, PREMIUM, { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Cluster nope-nope was not found' });
  });
});

describe('update', () => {
  it('changes the idle time for the owner and refuses unknown fields and a developer', async () => {
    const uuid = emu.uuidOf(PREMIUM);
    const ok = await api(`users/${uuid}/instances/sales-analytics`, PREMIUM, json('PUT', { idleTime: 4 }));
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { instance: Instance }).instance.idleTime).toBe(4);
    const unknown = await api(`users/${uuid}/instances/sales-analytics`, PREMIUM, json('PUT', { owner: 'me' }));
    expect((await fieldErrors(unknown)).owner).toBe('owner cannot be changed');
    const dev = await api(`users/${emu.uuidOf(USER)}/instances/sales-analytics`, USER, json('PUT', { idleTime: 2 }));
    expect(dev.status).toBe(403);
  });
});

describe('invitations', () => {
  it('accepts the pending cluster invitation of user@ and adds the cluster to their list', async () => {
    const uuid = emu.uuidOf(USER);
    const res = await api('users/acceptclusterinv', USER, json('POST', { userID: uuid, instanceID: SEED_INSTANCE_IDS.marketingBi }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Cluster added to cluster list' });
    expect((await clusters(USER)).map((c) => c.instance.name).sort()).toEqual(['marketing-bi', 'sales-analytics']);
    const twice = await api('users/acceptclusterinv', USER, json('POST', { userID: uuid, instanceID: SEED_INSTANCE_IDS.marketingBi }));
    expect(twice.status).toBe(404);
  });

  it('refuses an answer that names no invitee (403, before the body is read), then one that names no cluster (400)', async () => {
    const nobody = await api('users/acceptclusterinv', USER, json('POST', { instanceID: '' }));
    expect(nobody.status).toBe(403);
    const res = await api('users/acceptclusterinv', USER, json('POST', { userID: emu.uuidOf(USER), instanceID: '' }));
    expect(res.status).toBe(400);
    expect(await fieldErrors(res)).toEqual({ instanceID: 'instanceID is required' });
  });

  it("refuses an invitation meant for someone else with the spec's text", async () => {
    const res = await api('users/acceptclusterinv', PREMIUM, json('POST', { userID: emu.uuidOf(USER), instanceID: SEED_INSTANCE_IDS.marketingBi }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Invalid invitation for this account. Please logout and try again' });
  });

  it('transfers ownership to manager@, who can then delete', async () => {
    const uuid = emu.uuidOf(MANAGER);
    const res = await api('users/acceptownershiptransfer', MANAGER, json('POST', { userID: uuid, instanceID: SEED_INSTANCE_IDS.marketingBi }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Ownsership transfered' });
    const mine = (await clusters(MANAGER)).find((c) => c.instance.name === 'marketing-bi');
    expect(mine?.instance.clusterPolicy.roleName).toBe('owner');
    expect(mine?.instance.owner.email).toBe(MANAGER);
    const previous = (await clusters(PREMIUM)).find((c) => c.instance.name === 'marketing-bi');
    expect(previous?.instance.clusterPolicy.roleName).toBe('accountAdmin');
    expect((await api(`users/${emu.uuidOf(PREMIUM)}/instances/marketing-bi`, PREMIUM, { method: 'DELETE' })).status).toBe(403);
    expect((await api(`users/${uuid}/instances/marketing-bi`, MANAGER, { method: 'DELETE' })).status).toBe(200);
  });
});
