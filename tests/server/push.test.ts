import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator } from '../../server/app';
import type { EmulatorEvent } from '../../server/context';
import { PUSH_DELIVERY_EVENT, type PushDelivery } from '../../server/push';
import { buildPayload, topicFor } from '../../server/push/payload';
import { ENDPOINT_PROBLEMS } from '../../server/push/endpoint-address';
import { PUSH_MESSAGES } from '../../server/push/routes';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../../server/push/store';
import { VAPID_FILE } from '../../server/push/vapid';
import { parsePushPayload, PUSH_PAYLOAD_MAX_BYTES } from '../../src/domain/push';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';
import { startPushEndpoint, type PushEndpointServer, type TestSubscription } from '../support/web-push-endpoint';

const AZURE = 'azure@demo.test';
const PREMIUM = 'premium@demo.test';

let emu: InProcessEmulator;
let service: PushEndpointServer;
let vapidPublicKey: string;

beforeEach(async () => {
  emu = await createInProcessEmulator();
  const config = (await (await emu.fetch('/config.json')).json()) as { vapidPublicKey: string };
  vapidPublicKey = config.vapidPublicKey;
  service = await startPushEndpoint(vapidPublicKey);
});
afterEach(async () => {
  await emu.close();
  await service.close();
});

const path = (email: string) => `/api/users/${emu.uuidOf(email)}/push-subscriptions`;

function subscribe(email: string, subscription: unknown, kinds: unknown = ['deployment', 'cluster']): Promise<Response> {
  return emu.fetch(path(email), {
    as: email,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ subscription, kinds }),
  });
}

function unsubscribe(email: string, endpoint: unknown): Promise<Response> {
  return emu.fetch(path(email), {
    as: email,
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint }),
  });
}

async function listEndpoints(email: string): Promise<{ endpoint: string; kinds: string[] }[]> {
  const response = await emu.fetch(path(email), { as: email });
  expect(response.status).toBe(200);
  return ((await response.json()) as { subscriptions: { endpoint: string; kinds: string[] }[] }).subscriptions;
}

function stageEvent(email: string, stage: string, deployment = 'deployment-42'): EmulatorEvent {
  return {
    userId: emu.uuidOf(email),
    kind: 'pipeline.stage',
    title: 'Deployment in progress',
    body: `Stage: ${stage}`,
    tag: deployment,
    url: '/clusters',
  };
}

function nextDelivery(): Promise<PushDelivery> {
  return new Promise((resolve) => emu.ctx.events.once(PUSH_DELIVERY_EVENT, resolve));
}

async function subscribed(email: string, kinds: string[] = ['deployment', 'cluster']): Promise<TestSubscription> {
  const subscription = service.newSubscription();
  expect((await subscribe(email, subscription, kinds)).status).toBe(201);
  return subscription;
}

describe('VAPID keys', () => {
  it('puts an uncompressed P-256 public key in /config.json', () => {
    expect(Buffer.from(vapidPublicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(vapidPublicKey, 'base64url')[0]).toBe(4);
  });

  it('generates the pair once and keeps it in the data folder across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'push-vapid-'));
    try {
      const configKey = async () => {
        const emulator = await createEmulator({ publicUrl: 'http://emulator.test', dbPath: ':memory:', dataDir, quiet: true });
        try {
          const config = (await (await emulator.app.fetch(new Request('http://emulator.test/config.json'))).json()) as {
            vapidPublicKey: string;
          };
          return config.vapidPublicKey;
        } finally {
          await emulator.close();
        }
      };
      const first = await configKey();
      expect(existsSync(join(dataDir, VAPID_FILE))).toBe(true);
      expect(JSON.parse(readFileSync(join(dataDir, VAPID_FILE), 'utf8'))).toMatchObject({ publicKey: first });
      expect(await configKey()).toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('push subscription calls', () => {
  it('needs a token and the caller’s own user id', async () => {
    const anonymous = await emu.fetch(path(AZURE), { method: 'GET' });
    expect(anonymous.status).toBe(401);
    const other = await emu.fetch(path(AZURE), { as: PREMIUM });
    expect(other.status).toBe(403);
  });

  it('refuses a body that is not a subscription, field by field', async () => {
    const response = await subscribe(AZURE, { endpoint: 'ftp://push.example/1', keys: { p256dh: 'abc', auth: 'x' } }, ['email']);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { fieldName: string; message: string }[] };
    expect(body.message).toBe(PUSH_MESSAGES.endpointInvalid);
    expect(body.errors).toEqual([
      { fieldName: 'subscription.endpoint', message: PUSH_MESSAGES.endpointInvalid },
      { fieldName: 'subscription.keys.p256dh', message: PUSH_MESSAGES.p256dhInvalid },
      { fieldName: 'subscription.keys.auth', message: PUSH_MESSAGES.authInvalid },
      { fieldName: 'kinds', message: 'kinds must list at least one of: deployment, cluster, operations' },
    ]);

    const notOnCurve = service.newSubscription();
    const bad = Buffer.alloc(65, 7);
    bad[0] = 4;
    const offCurve = await subscribe(AZURE, { ...notOnCurve, keys: { ...notOnCurve.keys, p256dh: bad.toString('base64url') } });
    expect(offCurve.status).toBe(400);
    expect(((await offCurve.json()) as { message: string }).message).toBe(PUSH_MESSAGES.p256dhInvalid);

    const empty = await subscribe(AZURE, service.newSubscription(), []);
    expect(empty.status).toBe(400);

    const notJson = await emu.fetch(path(AZURE), { as: AZURE, method: 'POST', body: 'nope' });
    expect(notJson.status).toBe(400);
    expect(await listEndpoints(AZURE)).toEqual([]);
  });

  it('adds (201), updates the kinds (200), lists without keys, and removes (then 404)', async () => {
    const subscription = service.newSubscription();
    const created = await subscribe(AZURE, subscription, ['cluster', 'deployment']);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      message: PUSH_MESSAGES.saved,
      subscription: { endpoint: subscription.endpoint, kinds: ['deployment', 'cluster'] },
    });

    const updated = await subscribe(AZURE, subscription, ['cluster']);
    expect(updated.status).toBe(200);
    const list = await listEndpoints(AZURE);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ endpoint: subscription.endpoint, kinds: ['cluster'] });
    expect(JSON.stringify(list)).not.toContain(subscription.keys.auth);

    const removed = await unsubscribe(AZURE, subscription.endpoint);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ message: PUSH_MESSAGES.deleted });
    expect(await listEndpoints(AZURE)).toEqual([]);
    const again = await unsubscribe(AZURE, subscription.endpoint);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: PUSH_MESSAGES.notFound });
  });

  it('gives a device’s endpoint to the last user who subscribed it; others cannot remove it', async () => {
    const subscription = await subscribed(AZURE);
    expect((await subscribe(PREMIUM, subscription)).status).toBe(200);
    expect(await listEndpoints(AZURE)).toEqual([]);
    expect((await listEndpoints(PREMIUM)).map((s) => s.endpoint)).toEqual([subscription.endpoint]);
    expect((await unsubscribe(AZURE, subscription.endpoint)).status).toBe(404);
    expect(await listEndpoints(PREMIUM)).toHaveLength(1);
  });
});

describe('which endpoints a subscription may name', () => {
  let real: InProcessEmulator;
  beforeEach(async () => {
    // Without the test hooks: as in production, only public https push services.
    real = await createInProcessEmulator({ testHooks: false });
  });
  afterEach(() => real.close());

  function subscribeTo(endpoint: string, as = AZURE): Promise<Response> {
    return real.fetch(`/api/users/${real.uuidOf(as)}/push-subscriptions`, {
      as,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subscription: { ...service.newSubscription(), endpoint }, kinds: ['deployment'] }),
    });
  }

  async function refusal(endpoint: string): Promise<string | undefined> {
    const res = await subscribeTo(endpoint);
    expect(res.status, endpoint).toBe(400);
    const body = (await res.json()) as { errors: { fieldName: string; message: string }[] };
    return body.errors.find((e) => e.fieldName === 'subscription.endpoint')?.message;
  }

  it('refuses plain http', async () => {
    expect(await refusal('http://fcm.googleapis.com/fcm/send/abc')).toBe(ENDPOINT_PROBLEMS.notHttps);
  });

  it.each([
    'https://localhost/push',
    'https://127.0.0.1:8443/push',
    'https://10.1.2.3/push',
    'https://172.20.0.5/push',
    'https://192.168.0.10/push',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/push',
    'https://[fd00::5]/push',
    'https://[fe80::1]/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://2130706433/push',
  ])('refuses %s', async (endpoint) => {
    expect(await refusal(endpoint)).toBe(ENDPOINT_PROBLEMS.notPublic);
  });

  it('accepts a public https push service', async () => {
    expect((await subscribeTo('https://fcm.googleapis.com/fcm/send/device-1')).status).toBe(201);
  });

  it('never sends to a private endpoint saved before these rules, and forgets it', async () => {
    const uuid = real.uuidOf(AZURE);
    const keys = service.newSubscription().keys;
    real.ctx.db
      .prepare('INSERT INTO push_subscriptions VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run('https://10.0.0.7/push/old', uuid, keys.p256dh, keys.auth, '["deployment"]', 'then', 'then');
    const delivery = new Promise<PushDelivery>((resolve) => real.ctx.events.once(PUSH_DELIVERY_EVENT, resolve));
    real.ctx.events.emit('event', { ...stageEvent(AZURE, 'Networking'), userId: uuid });
    expect(await delivery).toMatchObject({ endpoint: 'https://10.0.0.7/push/old', status: null, removed: true });
    expect(real.ctx.db.prepare('SELECT COUNT(*) FROM push_subscriptions').pluck().get()).toBe(0);
  });

  it(`answers 409 with a message past ${MAX_SUBSCRIPTIONS_PER_USER} devices, keeping the ones there`, async () => {
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_USER; i += 1) {
      expect((await subscribeTo(`https://fcm.googleapis.com/fcm/send/device-${i}`)).status).toBe(201);
    }
    const again = await subscribeTo('https://fcm.googleapis.com/fcm/send/device-3');
    expect(again.status).toBe(200);
    const over = await subscribeTo('https://fcm.googleapis.com/fcm/send/one-too-many');
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ message: PUSH_MESSAGES.tooManyDevices });
    expect(PUSH_MESSAGES.tooManyDevices).toBe(
      `Push alerts are on for ${MAX_SUBSCRIPTIONS_PER_USER} devices already: turn them off on one of them first`,
    );
    const list = await real.fetch(`/api/users/${real.uuidOf(AZURE)}/push-subscriptions`, { as: AZURE });
    const { subscriptions } = (await list.json()) as { subscriptions: { endpoint: string }[] };
    expect(subscriptions).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER);
    expect(subscriptions.map((s) => s.endpoint)).not.toContain('https://fcm.googleapis.com/fcm/send/one-too-many');
  });
});

describe('the relay: emulator events as real Web Push', () => {
  it('sends an encrypted, VAPID-signed alert with title, body, tag, url and kind', async () => {
    const subscription = await subscribed(AZURE);
    emu.ctx.events.emit('event', stageEvent(AZURE, 'Basic Resources'));
    const push = await service.next(subscription.endpoint);
    expect(JSON.parse(push.text)).toEqual({
      title: 'Deployment in progress',
      body: 'Stage: Basic Resources',
      tag: 'deployment-42',
      url: '/clusters',
      kind: 'deployment',
    });
    expect(push.vapid.aud).toBe(service.origin);
    expect(push.vapid.sub).toMatch(/^mailto:/);
    expect(push.headers).toMatchObject({ contentEncoding: 'aes128gcm', urgency: 'high', topic: topicFor('deployment-42') });
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(service.rejected).toEqual([]);
  });

  it('sends only the kinds a device asked for, and only the events that alert', async () => {
    const clusterOnly = await subscribed(AZURE, ['cluster']);
    const cluster: EmulatorEvent = {
      userId: emu.uuidOf(AZURE),
      kind: 'cluster.running',
      title: 'Cluster connected',
      body: 'sales-eu is connected',
      tag: 'cluster:sales-eu',
      url: '/clusters/sales-eu',
    };
    emu.ctx.events.emit('event', stageEvent(AZURE, 'Networking'));
    emu.ctx.events.emit('event', { ...cluster, kind: 'cluster.starting', title: 'Cluster starting' });
    emu.ctx.events.emit('event', { ...cluster, userId: emu.uuidOf(PREMIUM) });
    emu.ctx.events.emit('event', cluster);
    const push = await service.next(clusterOnly.endpoint);
    expect(JSON.parse(push.text)).toEqual({
      title: 'Cluster connected',
      body: 'sales-eu is connected',
      tag: 'cluster:sales-eu',
      url: '/clusters/sales-eu',
      kind: 'cluster',
    });
    emu.ctx.events.emit('event', { ...cluster, kind: 'cluster.disconnected', title: 'Cluster disconnected' });
    expect(JSON.parse((await service.next(clusterOnly.endpoint)).text)).toMatchObject({ title: 'Cluster disconnected' });
    expect(service.received).toHaveLength(2);
  });

  it('sends the end of operations (operation.*) as the operations kind, only to devices that chose it', async () => {
    // A device saved before the kind existed keeps its list: it does not get operation alerts.
    const older = await subscribed(AZURE, ['deployment', 'cluster']);
    const operations = await subscribed(AZURE, ['operations']);
    const delivered: PushDelivery[] = [];
    emu.ctx.events.on(PUSH_DELIVERY_EVENT, (d: PushDelivery) => delivered.push(d));
    const operation: EmulatorEvent = {
      userId: emu.uuidOf(AZURE),
      kind: 'operation.scaling',
      title: 'Scaling finished',
      body: 'sales-eu: analytics nodes 2 → 3',
      tag: 'cluster:sales-eu',
      url: '/clusters/sales-eu',
    };
    for (const kind of ['operation.services', 'operation.scaling', 'operation.sub-cluster', 'operation.scheduled']) {
      emu.ctx.events.emit('event', { ...operation, kind });
      expect(JSON.parse((await service.next(operations.endpoint)).text)).toEqual({
        title: 'Scaling finished',
        body: 'sales-eu: analytics nodes 2 → 3',
        tag: 'cluster:sales-eu',
        url: '/clusters/sales-eu',
        kind: 'operations',
      });
    }
    // An event kind that only looks alike is no operation: the next alert the device gets is the one after it
    // (one queue per device keeps the order).
    emu.ctx.events.emit('event', { ...operation, kind: 'operations', title: 'Not an operation' });
    emu.ctx.events.emit('event', { ...operation, title: 'Last operation' });
    expect(JSON.parse((await service.next(operations.endpoint)).text)).toMatchObject({ title: 'Last operation' });
    emu.ctx.events.emit('event', stageEvent(AZURE, 'Networking'));
    expect(JSON.parse((await service.next(older.endpoint)).text)).toMatchObject({ kind: 'deployment' });
    expect(service.received.filter((p) => p.endpoint === older.endpoint)).toHaveLength(1);
    expect(delivered.filter((d) => d.endpoint === operations.endpoint)).toHaveLength(5);
  });

  it('delivers the stages of a deployment in the order they happened', async () => {
    const subscription = await subscribed(AZURE, ['deployment']);
    const stages = ['Basic Resources', 'Networking', 'Kubernetes', 'Storage', 'Completed'];
    for (const stage of stages) emu.ctx.events.emit('event', stageEvent(AZURE, stage));
    const bodies: string[] = [];
    for (let i = 0; i < stages.length; i += 1) bodies.push((JSON.parse((await service.next(subscription.endpoint)).text) as { body: string }).body);
    expect(bodies).toEqual(stages.map((s) => `Stage: ${s}`));
  });

  it('deletes a subscription the push service answers 410 or 404 for', async () => {
    const gone = await subscribed(AZURE);
    const missing = await subscribed(AZURE);
    service.answer(gone.endpoint, 410);
    service.answer(missing.endpoint, 404);
    const deliveries: PushDelivery[] = [];
    const done = new Promise<void>((resolve) => {
      emu.ctx.events.on(PUSH_DELIVERY_EVENT, (d: PushDelivery) => {
        deliveries.push(d);
        if (deliveries.length === 2) resolve();
      });
    });
    emu.ctx.events.emit('event', stageEvent(AZURE, 'Networking'));
    await done;
    expect(deliveries.map((d) => [d.status, d.removed]).sort()).toEqual([
      [404, true],
      [410, true],
    ]);
    expect(await listEndpoints(AZURE)).toEqual([]);
  });

  it('keeps a subscription whose push service fails for a while (5xx, unreachable)', async () => {
    const flaky = await subscribed(AZURE);
    service.answer(flaky.endpoint, 503);
    const delivery = nextDelivery();
    emu.ctx.events.emit('event', stageEvent(AZURE, 'Networking'));
    expect(await delivery).toMatchObject({ status: 503, removed: false });

    const unreachable = { ...service.newSubscription(), endpoint: 'http://127.0.0.1:9/push/nothing-listens' };
    expect((await subscribe(AZURE, unreachable, ['deployment'])).status).toBe(201);
    const failed = new Promise<PushDelivery>((resolve) => {
      emu.ctx.events.on(PUSH_DELIVERY_EVENT, (d: PushDelivery) => {
        if (d.endpoint === unreachable.endpoint) resolve(d);
      });
    });
    emu.ctx.events.emit('event', stageEvent(AZURE, 'Kubernetes'));
    expect(await failed).toMatchObject({ status: null, removed: false });
    expect((await listEndpoints(AZURE)).map((s) => s.endpoint).sort()).toEqual([flaky.endpoint, unreachable.endpoint].sort());
  });

  it('keeps payloads at most 3 KB, shortening a long body', async () => {
    const subscription = await subscribed(AZURE);
    const long = { ...stageEvent(AZURE, 'x'), body: `Ünïcode “stage” details ${'é'.repeat(5000)}` };
    const json = buildPayload(long, 'deployment');
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    emu.ctx.events.emit('event', long);
    const push = await service.next(subscription.endpoint);
    expect(Buffer.byteLength(push.text)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    const parsed = parsePushPayload(push.text);
    expect(parsed?.body.startsWith('Ünïcode “stage” details é')).toBe(true);
    expect(parsed?.body.endsWith('…')).toBe(true);
  });
});
