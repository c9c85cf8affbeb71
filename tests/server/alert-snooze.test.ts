/**
 * Snoozing a cluster's push alerts (issue 28, beyond the spec): the calls on the cluster (GET, PUT, DELETE
 * …/alert-snooze), their 400s and refusals, the relay sending nothing of a snoozed cluster until the snooze
 * ends on the clock, and the capabilities every cluster alert carries to each device: Snooze 1 hour (POST
 * /api/alerts/snooze) and the refresh of what the alert's page reads (POST /api/alerts/refresh), stored
 * hashed, for one user and cluster, once and for a short while.
 */
import { ALERT_TOKEN_REFUSALS } from '../../server/clusters/alert-snooze/messages';
import { ALERT_TOKEN_VALID_MS, hashAlertToken } from '../../server/clusters/alert-snooze/store';
import { PUSH_DELIVERY_EVENT, PUSH_HELD_EVENT, type PushDelivery, type PushHeld } from '../../server/push';
import { ALERT_REFRESH_PATH, ALERT_SNOOZE_PATH, alertPageReads, parsePushPayload, type PushPayload } from '../../src/domain/push';
import { createInProcessEmulator, jsonInit, type InProcessEmulator } from '../support/in-process';
import { startPushEndpoint, type PushEndpointServer, type TestSubscription } from '../support/web-push-endpoint';

const PREMIUM = 'premium@demo.test';
const TRIAL = 'trial@demo.test';
const CLUSTER = 'sales-analytics';
const HOUR = 60 * 60_000;
const ZONE = 'Europe/Berlin';
const TAG = `cluster:${CLUSTER}`;

let emu: InProcessEmulator;
let service: PushEndpointServer;
let subscription: TestSubscription;

beforeEach(async () => {
  emu = await createInProcessEmulator({ simSpeed: 1 });
  const config = (await (await emu.fetch('/config.json')).json()) as { vapidPublicKey: string };
  service = await startPushEndpoint(config.vapidPublicKey);
  subscription = service.newSubscription();
  const subscribed = await emu.fetch(
    `/api/users/${emu.uuidOf(PREMIUM)}/push-subscriptions`,
    jsonInit('POST', PREMIUM, { subscription, kinds: ['cluster', 'operations'] }),
  );
  expect(subscribed.status).toBe(201);
});
afterEach(async () => {
  await emu.close();
  await service.close();
});

const snoozePath = (email: string, name = CLUSTER) => `/api/users/${emu.uuidOf(email)}/instances/${name}/alert-snooze`;

async function advance(ms: number): Promise<void> {
  const response = await emu.fetch('/api/_emulator/clock/advance', jsonInit('POST', PREMIUM, { ms }));
  expect(response.status).toBe(200);
}

/** Whether the relay sent or held the next alert tagged `tag`: resolves with what it did. */
function outcomeOf(tag: string): Promise<'sent' | 'held'> {
  return new Promise((resolve) => {
    const sent = (delivery: PushDelivery) => {
      if (delivery.tag !== tag) return;
      stop();
      resolve('sent');
    };
    const held = (event: PushHeld) => {
      if (event.tag !== tag) return;
      stop();
      resolve('held');
    };
    const stop = () => {
      emu.ctx.events.off(PUSH_DELIVERY_EVENT, sent);
      emu.ctx.events.off(PUSH_HELD_EVENT, held);
    };
    emu.ctx.events.on(PUSH_DELIVERY_EVENT, sent);
    emu.ctx.events.on(PUSH_HELD_EVENT, held);
  });
}

/**
 * Disconnects (or connects) the cluster and lets the clock run until it is done: answers whether the relay sent
 * or held its 'Cluster disconnected' ('Cluster connected') alert.
 */
async function switchCluster(action: 'disconnect' | 'connect', doneAfterMs: number): Promise<'sent' | 'held'> {
  const outcome = outcomeOf(TAG);
  const response = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/instances/${CLUSTER}/${action}`, jsonInit('PUT', PREMIUM, {}));
  expect(response.status).toBe(200);
  await advance(doneAfterMs);
  return outcome;
}

const disconnect = () => switchCluster('disconnect', 2 * 60_000);
const connect = () => switchCluster('connect', 6 * 60_000);

/** The next alert about the cluster the push service received (another cluster of the user may alert too). */
async function nextAlert(): Promise<PushPayload> {
  for (;;) {
    const push = await service.next(subscription.endpoint);
    const payload = parsePushPayload(push.text);
    if (!payload) throw new Error(`Not an alert: ${push.text}`);
    if (payload.tag === TAG) return payload;
  }
}

function tokenOf(payload: PushPayload, action: 'snooze'): string {
  const found = payload.actions?.find((a) => a.action === action)?.token;
  if (!found) throw new Error(`No ${action} action in ${JSON.stringify(payload)}`);
  return found;
}

describe('the snooze of a cluster’s alerts', () => {
  it('is none at first, holds for an hour, says until when, and ends on the clock', async () => {
    expect(await (await emu.fetch(snoozePath(PREMIUM), { as: PREMIUM })).json()).toEqual({ snooze: null });

    const put = await emu.fetch(snoozePath(PREMIUM), jsonInit('PUT', PREMIUM, { length: 'hour', timeZone: 'UTC' }));
    expect(put.status).toBe(200);
    const until = new Date(emu.ctx.clock.now() + HOUR);
    const answer = (await put.json()) as { message: string; snooze: { until: string } };
    const hhmm = until.toISOString().slice(11, 16);
    expect(answer.message).toBe(`Alerts of ${CLUSTER} are snoozed until ${hhmm}`);
    expect(Math.abs(Date.parse(answer.snooze.until) - until.getTime())).toBeLessThan(1_000);
    expect(await (await emu.fetch(snoozePath(PREMIUM), { as: PREMIUM })).json()).toEqual({ snooze: answer.snooze });

    expect(await disconnect()).toBe('held');
    expect(service.received.map((push) => parsePushPayload(push.text)?.tag)).not.toContain(TAG);

    await advance(HOUR);
    expect(await (await emu.fetch(snoozePath(PREMIUM), { as: PREMIUM })).json()).toEqual({ snooze: null });
    expect(await connect()).toBe('sent');
    expect((await nextAlert()).title).toBe('Cluster connected');
  });

  it('lasts until tomorrow morning at 07:00 on the device’s clock, or until resumed', async () => {
    const morning = await emu.fetch(snoozePath(PREMIUM), jsonInit('PUT', PREMIUM, { length: 'morning', timeZone: ZONE }));
    const { message, snooze } = (await morning.json()) as { message: string; snooze: { until: string } };
    expect(message).toBe(`Alerts of ${CLUSTER} are snoozed until 07:00`);
    const end = Date.parse(snooze.until);
    expect(end).toBeGreaterThan(emu.ctx.clock.now());
    expect(end - emu.ctx.clock.now()).toBeLessThanOrEqual(24 * HOUR);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(end)).toBe('07:00');

    const forever = await emu.fetch(snoozePath(PREMIUM), jsonInit('PUT', PREMIUM, { length: 'until-resumed', timeZone: ZONE }));
    expect(await forever.json()).toEqual({ message: `Alerts of ${CLUSTER} are snoozed until you turn them back on`, snooze: { until: null } });
    await advance(30 * 24 * HOUR);
    expect(await (await emu.fetch(snoozePath(PREMIUM), { as: PREMIUM })).json()).toEqual({ snooze: { until: null } });

    const resumed = await emu.fetch(snoozePath(PREMIUM), { as: PREMIUM, method: 'DELETE' });
    expect(await resumed.json()).toEqual({ message: `Alerts of ${CLUSTER} are on again`, snooze: null });
    expect(await disconnect()).toBe('sent');
  });

  it('refuses bad input with 400s in the doc 1 §8 shape, changing nothing', async () => {
    const bad = await emu.fetch(snoozePath(PREMIUM), jsonInit('PUT', PREMIUM, { length: 'week', timeZone: 'Mars/Olympus' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: [
        { fieldName: 'length', message: 'length must be one of: hour, morning, until-resumed' },
        { fieldName: 'timeZone', message: 'timeZone must be an IANA time zone, e.g. Europe/Berlin' },
      ],
    });
    const notJson = await emu.fetch(snoozePath(PREMIUM), { as: PREMIUM, method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(notJson.status).toBe(400);
    expect(await (await emu.fetch(snoozePath(PREMIUM), { as: PREMIUM })).json()).toEqual({ snooze: null });
  });

  it('refuses another user’s cluster and another user’s path', async () => {
    // trial@ sees no sales-analytics: 404 with its name, as for every call on a cluster.
    const stranger = await emu.fetch(snoozePath(TRIAL), jsonInit('PUT', TRIAL, { length: 'hour', timeZone: ZONE }));
    expect(stranger.status).toBe(404);
    const otherPath = await emu.fetch(snoozePath(PREMIUM), jsonInit('PUT', TRIAL, { length: 'hour', timeZone: ZONE }));
    expect(otherPath.status).toBe(403);
    expect(emu.ctx.db.prepare('SELECT COUNT(*) FROM alert_snoozes').pluck().get()).toBe(0);
  });
});

describe('a cluster alert’s capabilities', () => {
  it('carry a Snooze button and a refresh token per device, stored hashed', async () => {
    expect(await disconnect()).toBe('sent');
    const alert = await nextAlert();
    expect(alert).toMatchObject({ title: 'Cluster disconnected', tag: `cluster:${CLUSTER}`, url: `/clusters/${CLUSTER}` });
    expect(alert.actions).toEqual([{ action: 'snooze', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) }]);
    expect(alert.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = emu.ctx.db.prepare('SELECT token_hash FROM alert_tokens').pluck().all() as string[];
    expect(stored).toEqual(expect.arrayContaining([hashAlertToken(tokenOf(alert, 'snooze')), hashAlertToken(alert.refresh ?? '')]));
    expect(stored).not.toContain(tokenOf(alert, 'snooze'));
  });

  it('Snooze 1 hour works once, without a bearer token, then the cluster’s alerts are held', async () => {
    expect(await disconnect()).toBe('sent');
    const token = tokenOf(await nextAlert(), 'snooze');
    const snoozed = await emu.fetch(ALERT_SNOOZE_PATH, jsonInit('POST', '', { token, timeZone: 'UTC' }));
    expect(snoozed.status).toBe(200);
    const hhmm = new Date(emu.ctx.clock.now() + HOUR).toISOString().slice(11, 16);
    expect(await snoozed.json()).toMatchObject({ message: `Alerts of ${CLUSTER} are snoozed until ${hhmm}`, clusterName: CLUSTER });

    const again = await emu.fetch(ALERT_SNOOZE_PATH, jsonInit('POST', '', { token, timeZone: 'UTC' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: ALERT_TOKEN_REFUSALS.used });

    expect(await connect()).toBe('held');
  });

  it('refuses a token never given, one of the other purpose, an expired one, and bad bodies', async () => {
    expect(await disconnect()).toBe('sent');
    const alert = await nextAlert();
    const refusal = async (path: string, body: unknown) => {
      const response = await emu.fetch(path, jsonInit('POST', '', body));
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await refusal(ALERT_SNOOZE_PATH, { token: 'A'.repeat(43), timeZone: 'UTC' })).toEqual({
      status: 403,
      body: { message: 'This alert action is not valid. Open the app to change the alerts of this cluster.' },
    });
    // The refresh token reads; it cannot snooze.
    expect((await refusal(ALERT_SNOOZE_PATH, { token: alert.refresh, timeZone: 'UTC' })).status).toBe(403);
    expect((await refusal(ALERT_REFRESH_PATH, { token: tokenOf(alert, 'snooze') })).status).toBe(403);
    expect(await refusal(ALERT_SNOOZE_PATH, { timeZone: 'Nowhere' })).toMatchObject({
      status: 400,
      body: { errors: [{ fieldName: 'token', message: 'token is required' }, { fieldName: 'timeZone' }] },
    });
    await advance(ALERT_TOKEN_VALID_MS);
    expect(await refusal(ALERT_SNOOZE_PATH, { token: tokenOf(alert, 'snooze'), timeZone: 'UTC' })).toEqual({
      status: 409,
      body: { message: 'This alert action has expired. Open the app to change the alerts of this cluster.' },
    });
    expect(emu.ctx.db.prepare('SELECT COUNT(*) FROM alert_snoozes').pluck().get()).toBe(0);
  });

  it('the refresh answers what the alert’s page reads, as its GETs answer it, once', async () => {
    expect(await disconnect()).toBe('sent');
    const alert = await nextAlert();
    const response = await emu.fetch(ALERT_REFRESH_PATH, jsonInit('POST', '', { token: alert.refresh }));
    expect(response.status).toBe(200);
    const { userId, answers } = (await response.json()) as { userId: string; answers: Record<string, unknown> };
    expect(userId).toBe(emu.uuidOf(PREMIUM));
    const paths = alertPageReads(userId, CLUSTER);
    expect(Object.keys(answers).sort()).toEqual([...paths].sort());
    for (const path of paths) {
      const direct = await emu.fetch(`/api/${path}`, { as: PREMIUM });
      expect(answers[path], path).toEqual(await direct.json());
    }
    const again = await emu.fetch(ALERT_REFRESH_PATH, jsonInit('POST', '', { token: alert.refresh }));
    expect(again.status).toBe(409);
  });
});

describe('quiet hours of a device', () => {
  const hhmm = (at: number) => new Date(at).toISOString().slice(11, 16);
  const quietPath = () => `/api/users/${emu.uuidOf(PREMIUM)}/push-subscriptions/quiet-hours`;

  it('hold all but failures while on, then send one summary per cluster when they end on the clock', async () => {
    const now = emu.ctx.clock.now();
    const quietHours = { start: hhmm(now - HOUR), end: hhmm(now + HOUR), timeZone: 'UTC' };
    const saved = await emu.fetch(quietPath(), jsonInit('PUT', PREMIUM, { endpoint: subscription.endpoint, quietHours }));
    expect(await saved.json()).toEqual({ message: `Quiet hours are ${quietHours.start} to ${quietHours.end} on this device`, quietHours });
    const listed = (await (await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/push-subscriptions`, { as: PREMIUM })).json()) as {
      subscriptions: { quietHours: unknown }[];
    };
    expect(listed.subscriptions[0]?.quietHours).toEqual(quietHours);

    expect(await disconnect()).toBe('held');
    expect(await connect()).toBe('held');
    // A failure passes at once.
    const failure = outcomeOf(TAG);
    emu.ctx.events.emit('event', {
      userId: emu.uuidOf(PREMIUM),
      kind: 'cluster.unavailable',
      title: 'Cluster unavailable',
      body: `Cluster ${CLUSTER} is unavailable.`,
      tag: TAG,
      url: `/clusters/${CLUSTER}`,
    });
    expect(await failure).toBe('sent');
    expect((await nextAlert()).title).toBe('Cluster unavailable');

    const summary = outcomeOf(TAG);
    await advance(HOUR);
    expect(await summary).toBe('sent');
    const sent = await nextAlert();
    expect(sent).toMatchObject({ title: 'While quiet hours were on', tag: TAG, url: `/clusters/${CLUSTER}`, kind: 'cluster' });
    expect(sent.body).toBe(`2 alerts. The latest, Cluster connected: Cluster ${CLUSTER} is connected.`);
  });

  it('refuses bad windows, another user’s device, and turns off with null', async () => {
    const bad = await emu.fetch(
      quietPath(),
      jsonInit('PUT', PREMIUM, { endpoint: subscription.endpoint, quietHours: { start: '25:00', end: '07:00', timeZone: 'Nowhere' } }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: [
        { fieldName: 'quietHours.start', message: 'quietHours.start must be a time HH:MM' },
        { fieldName: 'quietHours.timeZone', message: 'timeZone must be an IANA time zone, e.g. Europe/Berlin' },
      ],
    });
    const same = await emu.fetch(quietPath(), jsonInit('PUT', PREMIUM, { endpoint: subscription.endpoint, quietHours: { start: '22:00', end: '22:00', timeZone: 'UTC' } }));
    expect(await same.json()).toMatchObject({ errors: [{ fieldName: 'quietHours.end', message: 'quietHours.end must differ from quietHours.start' }] });
    const stranger = await emu.fetch(
      `/api/users/${emu.uuidOf(TRIAL)}/push-subscriptions/quiet-hours`,
      jsonInit('PUT', TRIAL, { endpoint: subscription.endpoint, quietHours: { start: '22:00', end: '07:00', timeZone: 'UTC' } }),
    );
    expect(stranger.status).toBe(404);
    expect(emu.ctx.db.prepare('SELECT COUNT(*) FROM push_quiet_hours').pluck().get()).toBe(0);
    const off = await emu.fetch(quietPath(), jsonInit('PUT', PREMIUM, { endpoint: subscription.endpoint, quietHours: null }));
    expect(await off.json()).toEqual({ message: 'Quiet hours are off on this device', quietHours: null });
  });
});
