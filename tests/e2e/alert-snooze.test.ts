/**
 * Snoozing a cluster's alerts (issue 28), in a real browser with real Web Push: from the cluster page (the note
 * 'Alerts snoozed until HH:MM — Resume') and from the alert's own Snooze 1 hour button (the worker posts the
 * alert's single-use token, the app closed or not). While the snooze lasts the emulator sends nothing for that
 * cluster (its relay says it held the alert); once the snooze ends on the emulator's clock, alerts arrive
 * again. Speed 1: an hour of snooze is a real hour, so nothing ends by itself during the test.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { formatClock } from '../../src/domain/alert-snooze';
import { expectAccessible } from '../support/axe';
import { advanceClock, type Stack } from '../support/e2e';
import { nextRelayOutcome, startPushDevice, subscribeDevice, type PushDevice } from '../support/push-device';
import {
  notificationButtons,
  tapNotification,
  waitForNotifications,
  type PushRelay,
} from '../support/push-relay';

const USER = 'premium@demo.test';
const CLUSTER = 'sales-analytics';
const TAG = `cluster:${CLUSTER}`;
const HOUR = 60 * 60_000;

let device: PushDevice;
let stack: Stack;
let context: BrowserContext;
let page: Page;
let relay: PushRelay;
let uuid: string;
let token: string;

beforeAll(async () => {
  device = await startPushDevice({ email: USER, path: `/clusters/${CLUSTER}`, simSpeed: 1 });
  ({ stack, context, page, relay, uuid } = device);
  token = await stack.emulator.signAccessToken(uuid);
  // This device gets cluster alerts (the switch's own flow is tests/e2e/push.test.ts).
  await subscribeDevice(device, ['cluster']);
});
afterAll(() => device?.close());

function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${stack.url}/api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const relayOutcome = () => nextRelayOutcome(stack, TAG);

/** Disconnects (or connects) the cluster and runs the clock through it: its alert comes at the end. */
async function flip(to: 'disconnect' | 'connect'): Promise<'sent' | 'held'> {
  const outcome = relayOutcome();
  expect((await api('PUT', `users/${uuid}/instances/${CLUSTER}/${to}`, {})).status).toBe(200);
  await advanceClock(stack, 6 * 60_000);
  return outcome;
}

/** The end of the user's snooze of the cluster on the device's clock, as the page writes it. */
async function snoozeEndOnDevice(): Promise<string> {
  const until = stack.emulator.ctx.db.prepare('SELECT until FROM alert_snoozes').pluck().get() as number;
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return formatClock(until, zone);
}

// Each test starts from alerts on and the cluster connected, whatever ran before it.
beforeEach(async () => {
  expect((await api('DELETE', `users/${uuid}/instances/${CLUSTER}/alert-snooze`)).status).toBe(200);
  const status = stack.emulator.ctx.db.prepare('SELECT status FROM instances WHERE name = ?').pluck().get(CLUSTER);
  if (status !== 'running') expect(await flip('connect')).toBe('sent');
  await page.goto(`${stack.url}/clusters/${CLUSTER}`);
  await page.getByRole('button', { name: 'Snooze alerts' }).waitFor({ timeout: 20_000 });
});

describe('Snoozing a cluster’s alerts', () => {
  it('from the page: nothing is sent for the cluster until the snooze ends on the clock', async () => {
    await page.getByRole('heading', { level: 1, name: CLUSTER }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Snooze alerts' }).click();
    await expectAccessible(page, '/clusters/{name} snooze menu', [360]);
    await page.getByRole('menuitem', { name: 'For 1 hour' }).click();
    await page.getByText(/^Alerts snoozed until \d\d:\d\d$/).waitFor({ timeout: 10_000 });
    expect(await page.getByText(`Alerts snoozed until ${await snoozeEndOnDevice()}`).count()).toBe(1);
    await expectAccessible(page, '/clusters/{name} alerts snoozed', [360]);
    // At phone width the note and its Resume wrap; nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    expect(await flip('disconnect')).toBe('held');

    // The hour passes on the emulator's clock: the next alert is sent and shown, and the page offers Snooze again.
    await advanceClock(stack, HOUR);
    const shown = relay.shown(TAG, 20_000);
    expect(await flip('connect')).toBe('sent');
    await waitForNotifications(page, shown, (all) => all.some((n) => n.tag === TAG && n.title === 'Cluster connected'));
    await page.getByRole('button', { name: 'Snooze alerts' }).waitFor({ timeout: 10_000 });
  });

  it('from the alert’s Snooze button, without the app: the alert says until when, and the page shows it', async () => {
    const shown = relay.shown(TAG, 20_000);
    expect(await flip('disconnect')).toBe('sent');
    await waitForNotifications(page, shown, (all) => all.some((n) => n.tag === TAG && n.title === 'Cluster disconnected'));
    expect(await notificationButtons(page, TAG)).toEqual([{ action: 'snooze', title: 'Snooze 1 hour' }]);

    const confirmed = relay.shown(TAG);
    await tapNotification(context, TAG, 'snooze');
    const after = await waitForNotifications(page, confirmed, (all) => all.some((n) => n.tag === TAG && n.title === 'Alerts snoozed'));
    const end = await snoozeEndOnDevice();
    expect(after.filter((n) => n.tag === TAG)).toEqual([
      expect.objectContaining({ title: 'Alerts snoozed', body: `Alerts of ${CLUSTER} are snoozed until ${end}` }),
    ]);
    await page.getByText(`Alerts snoozed until ${end}`).waitFor({ timeout: 10_000 });

    expect(await flip('connect')).toBe('held');

    // Resume on the page: alerts arrive again at once.
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'Snooze alerts' }).waitFor({ timeout: 10_000 });
    expect(await flip('disconnect')).toBe('sent');
  });
});
