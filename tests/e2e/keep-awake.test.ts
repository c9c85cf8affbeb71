/**
 * 'Keep awake' from a push alert (issue 13, beyond the spec), in a real browser: the emulator's idle warning
 * goes out as a real encrypted Web Push to a device subscribed for cluster alerts, the test push service hands
 * it to the app's service worker (CDP), the notification shows with its Keep awake button; the button (the
 * worker's notificationclick with action 'keep-awake') posts the alert's token without the app, the emulator
 * resets the cluster's idle timer, and the worker replaces the warning with a confirmation. A token that does
 * not work, or a phone offline, shows why; a plain click on the alert still opens the cluster page. The alert kinds chooser is axe
 * clean at 1280 and 360 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { InstanceRow } from '../../server/clusters/schema';
import { idleWarningAfter } from '../../server/clusters/lifecycle/phases';
import { expectAccessible } from '../support/axe';
import type { Stack } from '../support/e2e';
import { startPushDevice, subscribeDevice, type PushDevice } from '../support/push-device';
import { notificationButtons, tapNotification, waitForNotifications, type PushRelay } from '../support/push-relay';
import type { PushEndpointServer } from '../support/web-push-endpoint';

// trial@ owns trial-demo: running, idle time 1 hour, so it auto-suspends and is warned first.
const USER = 'trial@demo.test';
const CLUSTER = 'trial-demo';
const TAG = `cluster:${CLUSTER}`;

let device: PushDevice;
let stack: Stack;
let service: PushEndpointServer;
let context: BrowserContext;
let page: Page;
let relay: PushRelay;

beforeAll(async () => {
  device = await startPushDevice({ email: USER, path: '/my-account' });
  ({ stack, service, context, page, relay } = device);
  // This device gets cluster alerts (the switch's own flow is tests/e2e/push.test.ts).
  await subscribeDevice(device, ['cluster', 'operations']);
});
afterAll(() => device?.close());

function cluster(): InstanceRow {
  return stack.emulator.ctx.db.prepare('SELECT * FROM instances WHERE name = ?').get(CLUSTER) as InstanceRow;
}

/** A tap on the alert tagged TAG (action '') or on one of its buttons. */
const tap = (action: string) => tapNotification(context, TAG, action);
const buttonsOf = (tag: string) => notificationButtons(page, tag);

describe('Keep awake', () => {
  it('lists the alert kinds, operations included, axe clean at 1280 and 360 px', async () => {
    await page.getByRole('checkbox', { name: 'Operations on my clusters' }).waitFor({ timeout: 20_000 });
    await page.getByRole('checkbox', { name: 'Cluster status' }).waitFor();
    await expectAccessible(page, '/my-account push alert kinds');
  });

  it('keeps the cluster awake from the warning’s button, without the app, and confirms it', async () => {
    const before = cluster();
    expect(before.status).toBe('running');
    const warned = relay.shown(TAG, 20_000);
    // Jump to just past the warning instant (10 simulated minutes before the auto-suspend).
    const realMs = before.last_activity_at + idleWarningAfter(stack.emulator.ctx, before.idle_time) - Date.now() + 500;
    const advanced = await fetch(`${stack.url}/api/_emulator/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ms: Math.max(0, realMs) * stack.emulator.ctx.clock.speed }),
    });
    expect(advanced.status).toBe(200);

    const shown = await waitForNotifications(page, warned, (all) => all.some((n) => n.tag === TAG), {
      diagnose: () => ({ rejected: service.rejected, relay: relay.log() }),
    });
    expect(shown.find((n) => n.tag === TAG)).toMatchObject({
      title: 'Cluster going to sleep',
      body: `Cluster ${CLUSTER} has been idle and goes to sleep in 10 minutes. Use it, or choose Keep awake, to keep it connected.`,
    });
    // Snooze 1 hour rides beside it on every cluster alert (issue 28).
    expect(await buttonsOf(TAG)).toEqual([
      { action: 'keep-awake', title: 'Keep awake' },
      { action: 'snooze', title: 'Snooze 1 hour' },
    ]);
    const idleSince = cluster().last_activity_at;

    const confirmed = relay.shown(TAG);
    await tap('keep-awake');
    const after = await waitForNotifications(page, confirmed, (all) => all.some((n) => n.tag === TAG && n.title === 'Kept awake'));
    expect(after.filter((n) => n.tag === TAG)).toEqual([
      expect.objectContaining({
        title: 'Kept awake',
        body: `Kept awake: cluster ${CLUSTER} stays connected. It goes to sleep after 1 Hour without activity.`,
      }),
    ]);
    expect(cluster().status).toBe('running');
    expect(cluster().last_activity_at).toBeGreaterThan(idleSince);
    expect(await buttonsOf(TAG)).toEqual([]);
  });

  it('says why when the token does not work, and changes nothing', async () => {
    const before = cluster();
    const shown = relay.shown(TAG);
    await relay.deliver(
      JSON.stringify({
        title: 'Cluster going to sleep',
        body: 'An alert whose token the emulator never gave.',
        tag: TAG,
        url: `/clusters/${CLUSTER}`,
        kind: 'cluster',
        actions: [{ action: 'keep-awake', token: 'A'.repeat(43) }],
      }),
    );
    await waitForNotifications(page, shown, (all) => all.some((n) => n.body === 'An alert whose token the emulator never gave.'));

    const failed = relay.shown(TAG);
    await tap('keep-awake');
    const after = await waitForNotifications(page, failed, (all) => all.some((n) => n.title === 'Could not keep the cluster awake'));
    expect(after.find((n) => n.tag === TAG)?.body).toBe('This Keep awake action is not valid. Open the app to keep the cluster awake.');
    expect(cluster()).toEqual(before);
  });

  it('says so when the phone is offline', async () => {
    const before = cluster();
    const shown = relay.shown(TAG);
    await relay.deliver(
      JSON.stringify({
        title: 'Cluster going to sleep',
        body: 'An alert tapped without a connection.',
        tag: TAG,
        url: `/clusters/${CLUSTER}`,
        kind: 'cluster',
        actions: [{ action: 'keep-awake', token: 'C'.repeat(43) }],
      }),
    );
    await waitForNotifications(page, shown, (all) => all.some((n) => n.body === 'An alert tapped without a connection.'));
    await context.setOffline(true);
    try {
      const failed = relay.shown(TAG);
      await tap('keep-awake');
      const after = await waitForNotifications(page, failed, (all) => all.some((n) => n.tag === TAG && n.title === 'Could not keep the cluster awake'));
      expect(after.find((n) => n.tag === TAG)?.body).toBe(
        'No connection: the cluster goes to sleep as planned. Open the app when you are back online to keep it awake.',
      );
    } finally {
      await context.setOffline(false);
    }
    expect(cluster()).toEqual(before);
  });

  it('opens the cluster page on a plain click of the alert', async () => {
    const shown = relay.shown(TAG);
    await relay.deliver(
      JSON.stringify({
        title: 'Cluster going to sleep',
        body: 'Tap to open the cluster.',
        tag: TAG,
        url: `/clusters/${CLUSTER}`,
        kind: 'cluster',
        actions: [{ action: 'keep-awake', token: 'B'.repeat(43) }],
      }),
    );
    await waitForNotifications(page, shown, (all) => all.some((n) => n.body === 'Tap to open the cluster.'));
    await tap('');
    await page.waitForURL((url) => url.pathname === `/clusters/${CLUSTER}`, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: CLUSTER }).waitFor({ timeout: 20_000 });
  });
});
