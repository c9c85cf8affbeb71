/**
 * The idle warning and Keep awake (issue 13, beyond the spec): 10 simulated minutes before an idle cluster is
 * put to sleep, once per idle period, a notice and a 'cluster' push alert whose Keep awake action carries a
 * single-use token; POST /api/clusters/keep-awake with it (no bearer token) resets that cluster's idle timer.
 * A wrong, reused or expired token, or a cluster no longer running, is refused with a message and changes
 * nothing.
 */
import { IDLE_WARNING_KIND } from '../../server/push/payload';
import { KEEP_AWAKE_NOTICES, KEEP_AWAKE_REFUSALS } from '../../server/clusters/keep-awake/messages';
import { hashKeepAwakeToken } from '../../server/clusters/keep-awake/store';
import { autoSuspendAfter, idleWarningAfter, LIFECYCLE } from '../../server/clusters/lifecycle/phases';
import type { InstanceRow } from '../../server/clusters/schema';
import { KEEP_AWAKE_PATH, parsePushPayload, PUSH_PAYLOAD_MAX_BYTES } from '../../src/domain/push';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';
import { startPushEndpoint, type PushEndpointServer } from '../support/web-push-endpoint';

const TRIAL = 'trial@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const MINUTE = 60_000;

let emu: InProcessEmulator;

beforeEach(async () => {
  // Speed 1: simulated and real ms are the same, so the instants below read as the spec's minutes.
  emu = await createInProcessEmulator({ simSpeed: 1 });
});
afterEach(async () => {
  await emu.close();
});

function row(name: string): InstanceRow {
  return emu.ctx.db.prepare('SELECT * FROM instances WHERE name = ?').get(name) as InstanceRow;
}

async function advance(ms: number): Promise<void> {
  const response = await emu.fetch('/api/_emulator/clock/advance', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ms: Math.max(0, Math.round(ms)) }),
  });
  expect(response.status).toBe(200);
}

/** Moves the clock so that `name`'s idle warning is `offset` ms away (negative: past). */
async function toWarning(name: string, offset = 0): Promise<void> {
  const r = row(name);
  await advance(r.last_activity_at + idleWarningAfter(emu.ctx, r.idle_time) - offset - emu.ctx.clock.now());
}

interface Listed {
  event: string;
  eventType: string;
  message: string;
  instanceName: string;
}

async function notices(email: string, name: string, event: string): Promise<Listed[]> {
  const response = await emu.fetch(`/api/users/${emu.uuidOf(email)}/notifications?instanceName=${name}`, { as: email });
  expect(response.status).toBe(200);
  const { notifications } = (await response.json()) as { notifications: Listed[] };
  return notifications.filter((n) => n.event === event);
}

/** The token the warning's alert carried, caught from the event the relay sends. */
function nextWarningToken(name: string): Promise<string> {
  return new Promise((resolve) => {
    const listener = (event: { kind: string; tag: string; actions?: { action: string; token: string }[] }) => {
      if (event.kind !== IDLE_WARNING_KIND || event.tag !== `cluster:${name}`) return;
      emu.ctx.events.off('event', listener);
      resolve(event.actions?.[0]?.token ?? '');
    };
    emu.ctx.events.on('event', listener);
  });
}

function keepAwake(body: unknown): Promise<Response> {
  return emu.fetch(KEEP_AWAKE_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('the idle warning', () => {
  it('comes 10 simulated minutes before the auto-suspend, and the real-time floor stretches it alike', () => {
    const fast = { clock: { ...emu.ctx.clock, speed: 600, realDelay: (ms: number) => Math.round(ms / 600) } };
    expect(autoSuspendAfter(emu.ctx, 1) - idleWarningAfter(emu.ctx, 1)).toBe(10 * MINUTE);
    expect(autoSuspendAfter(emu.ctx, 24) - idleWarningAfter(emu.ctx, 24)).toBe(10 * MINUTE);
    // At 600× an idle hour lasts 6 real seconds, floored to 5 real minutes: the warning keeps 10 of its 60 minutes.
    expect(autoSuspendAfter(fast, 1)).toBe(LIFECYCLE.autoSuspendMinRealMs);
    expect(autoSuspendAfter(fast, 1) - idleWarningAfter(fast, 1)).toBe(LIFECYCLE.autoSuspendMinRealMs / 6);
  });

  it('records a notice and a cluster push alert with Keep awake, once per idle period', async () => {
    const config = (await (await emu.fetch('/config.json')).json()) as { vapidPublicKey: string };
    const service: PushEndpointServer = await startPushEndpoint(config.vapidPublicKey);
    try {
      const subscription = service.newSubscription();
      const subscribed = await emu.fetch(`/api/users/${emu.uuidOf(TRIAL)}/push-subscriptions`, {
        as: TRIAL,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ subscription, kinds: ['cluster'] }),
      });
      expect(subscribed.status).toBe(201);

      await toWarning('trial-demo', 5_000);
      expect(await notices(TRIAL, 'trial-demo', 'IDLE_WARNING')).toEqual([]);

      await advance(10_000);
      expect(await notices(TRIAL, 'trial-demo', 'IDLE_WARNING')).toEqual([
        expect.objectContaining({
          eventType: 'info',
          message: 'Cluster trial-demo has been idle and goes to sleep in 10 minutes. Use it, or choose Keep awake, to keep it connected.',
        }),
      ]);
      expect(row('trial-demo').status).toBe('running');

      const push = await service.next(subscription.endpoint);
      expect(Buffer.byteLength(push.text)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
      const payload = parsePushPayload(push.text);
      expect(payload).toEqual({
        title: 'Cluster going to sleep',
        body: KEEP_AWAKE_NOTICES.warning('trial-demo'),
        tag: 'cluster:trial-demo',
        url: '/clusters/trial-demo',
        kind: 'cluster',
        // Snooze (issue 28) rides on every cluster alert, beside Keep awake; so does the page's refresh token.
        actions: [
          { action: 'keep-awake', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
          { action: 'snooze', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
        ],
        refresh: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      // Stored hashed: the token itself is nowhere in the database.
      const token = payload?.actions?.[0]?.token ?? '';
      const stored = emu.ctx.db.prepare('SELECT token_hash FROM keep_awake_tokens').pluck().all() as string[];
      expect(stored).toContain(hashKeepAwakeToken(token));
      expect(stored).not.toContain(token);

      // Still idle, minutes later: no second warning for the same idle period.
      await advance(5 * MINUTE);
      expect(await notices(TRIAL, 'trial-demo', 'IDLE_WARNING')).toHaveLength(1);
      expect(service.received).toHaveLength(1);
    } finally {
      await service.close();
    }
  });

  it('is skipped when a jump passes the suspend instant too: the cluster just goes to sleep', async () => {
    await toWarning('trial-demo', -20 * MINUTE);
    expect(row('trial-demo').status).not.toBe('running');
    expect(await notices(TRIAL, 'trial-demo', 'IDLE_WARNING')).toEqual([]);
    expect(await notices(TRIAL, 'trial-demo', 'AUTO_SUSPEND')).toHaveLength(1);
  });
});

describe('POST /api/clusters/keep-awake', () => {
  it('resets the idle timer with the alert’s token, records a notice, and a new idle period warns again', async () => {
    const caught = nextWarningToken('trial-demo');
    await toWarning('trial-demo', -MINUTE);
    const token = await caught;
    const before = row('trial-demo');

    const response = await keepAwake({ token });
    expect(response.status).toBe(200);
    const message = 'Kept awake: cluster trial-demo stays connected. It goes to sleep after 1 Hour without activity.';
    expect(await response.json()).toEqual({ message, clusterName: 'trial-demo' });
    const after = row('trial-demo');
    expect(after.status).toBe('running');
    expect(after.last_activity_at).toBeGreaterThan(before.last_activity_at);
    expect(after.last_activity_at).toBeLessThanOrEqual(emu.ctx.clock.now());
    expect(await notices(TRIAL, 'trial-demo', 'KEEP_AWAKE')).toEqual([expect.objectContaining({ eventType: 'success', message })]);

    // It does not go to sleep at the old instant; the new idle period gets its own warning and token.
    await advance(20 * MINUTE);
    expect(row('trial-demo').status).toBe('running');
    const again = nextWarningToken('trial-demo');
    await toWarning('trial-demo', -MINUTE);
    expect(await again).not.toBe(token);
    expect(await notices(TRIAL, 'trial-demo', 'IDLE_WARNING')).toHaveLength(2);
  });

  it('refuses a token used once already, changing nothing', async () => {
    const caught = nextWarningToken('trial-demo');
    await toWarning('trial-demo', -MINUTE);
    const token = await caught;
    expect((await keepAwake({ token })).status).toBe(200);
    const before = row('trial-demo');

    const reused = await keepAwake({ token });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ message: KEEP_AWAKE_REFUSALS.used });
    expect(KEEP_AWAKE_REFUSALS.used).toBe('This Keep awake action was already used.');
    expect(row('trial-demo')).toEqual(before);
    expect(await notices(TRIAL, 'trial-demo', 'KEEP_AWAKE')).toHaveLength(1);
  });

  it('refuses an expired token (the cluster went to sleep), changing nothing', async () => {
    const caught = nextWarningToken('trial-demo');
    await toWarning('trial-demo', -MINUTE);
    const token = await caught;
    await advance(10 * MINUTE);
    const before = row('trial-demo');
    expect(before.status).not.toBe('running');

    const expired = await keepAwake({ token });
    expect(expired.status).toBe(409);
    expect(await expired.json()).toEqual({ message: 'This Keep awake action has expired: the cluster went to sleep as planned.' });
    expect(row('trial-demo')).toEqual(before);
    expect(await notices(TRIAL, 'trial-demo', 'KEEP_AWAKE')).toEqual([]);
  });

  it('refuses a token we never gave, and the previous idle period’s token', async () => {
    const caught = nextWarningToken('trial-demo');
    await toWarning('trial-demo', -MINUTE);
    const first = await caught;
    const before = row('trial-demo');

    const wrong = await keepAwake({ token: `${first.slice(0, -2)}xx` });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ message: 'This Keep awake action is not valid. Open the app to keep the cluster awake.' });
    expect(row('trial-demo')).toEqual(before);

    // A new idle period (someone used the cluster) replaces the capability: the old one stops working.
    emu.ctx.db.prepare('UPDATE instances SET last_activity_at = ? WHERE name = ?').run(emu.ctx.clock.now(), 'trial-demo');
    const second = nextWarningToken('trial-demo');
    await toWarning('trial-demo', -MINUTE);
    expect(await second).not.toBe(first);
    const stale = await keepAwake({ token: first });
    expect(stale.status).toBe(403);
  });

  it('refuses when the cluster is no longer running, changing nothing', async () => {
    const caught = nextWarningToken('enterprise-dwh');
    await toWarning('enterprise-dwh', -MINUTE);
    const token = await caught;
    const disconnect = await emu.fetch(`/api/users/${emu.uuidOf(ENTERPRISE)}/instances/enterprise-dwh/disconnect`, {
      as: ENTERPRISE,
      method: 'PUT',
    });
    expect(disconnect.status).toBe(200);
    const before = row('enterprise-dwh');

    const refused = await keepAwake({ token });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'Cluster enterprise-dwh is not connected, so there is nothing to keep awake.' });
    expect(row('enterprise-dwh')).toEqual(before);
  });

  it('answers 400 in the doc 1 §8 shape for a body without a token; needs no bearer token', async () => {
    const missing = await keepAwake({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'token is required', errors: [{ fieldName: 'token', message: 'token is required' }] });
    const tooLong = await keepAwake({ token: 'a'.repeat(200) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toBe('token must be at most 128 characters');
    const notJson = await keepAwake('nope');
    expect(notJson.status).toBe(400);
    // No 401: the token in the body is the only credential this call takes.
    expect((await keepAwake({ token: 'x'.repeat(43) })).status).toBe(403);
  });
});
