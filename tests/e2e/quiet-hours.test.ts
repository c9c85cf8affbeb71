/**
 * Quiet hours of a device (issue 28), in a real browser with real Web Push: set in the push alerts settings (in
 * the device's time zone), they hold a cluster alert that is not a failure while a failure passes at once, and
 * once the window ends on the emulator's clock the held alerts arrive as one summary for the cluster.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { advanceClock, type Stack } from '../support/e2e';
import { nextRelayOutcome, startPushDevice, type PushDevice } from '../support/push-device';
import {
  clickWhenEnabled,
  waitForNotifications,
  type PushRelay,
} from '../support/push-relay';

const USER = 'premium@demo.test';
const CLUSTER = 'sales-analytics';
const TAG = `cluster:${CLUSTER}`;
const HOUR = 60 * 60_000;

let device: PushDevice;
let stack: Stack;
let page: Page;
let relay: PushRelay;
let uuid: string;

beforeAll(async () => {
  // Speed 1: the clock moves only when the test moves it.
  device = await startPushDevice({ email: USER, path: '/my-account', simSpeed: 1, fakeSubscription: true });
  ({ stack, page, relay, uuid } = device);
});
afterAll(() => device?.close());

const relayOutcome = () => nextRelayOutcome(stack, TAG);

describe('Quiet hours', () => {
  it('hold a status alert, let a failure through, and deliver the summary when they end on the clock', async () => {
    const control = page.getByRole('switch', { name: 'Push alerts on this device' });
    await clickWhenEnabled(control, 20_000);
    await expect.poll(() => control.isChecked(), { timeout: 10_000 }).toBe(true);

    // A window around now on the device's clock.
    const [from, to] = await page.evaluate(() => {
      const at = (ms: number) => new Date(ms).toTimeString().slice(0, 5);
      return [at(Date.now() - 60 * 60_000), at(Date.now() + 60 * 60_000)];
    });
    await clickWhenEnabled(page.getByRole('switch', { name: 'Quiet hours on this device' }));
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await expectAccessible(page, '/my-account quiet hours', [360]);
    await page.getByRole('button', { name: 'Save quiet hours' }).click();
    await page.getByText(`Quiet hours are ${from} to ${to} on this device`).waitFor({ timeout: 10_000 });
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(stack.emulator.ctx.db.prepare('SELECT start, end_time, time_zone FROM push_quiet_hours').all()).toEqual([
      { start: from, end_time: to, time_zone: zone },
    ]);

    // Not a failure: held.
    const held = relayOutcome();
    const token = await stack.emulator.signAccessToken(uuid);
    const disconnected = await fetch(`${stack.url}/api/users/${uuid}/instances/${CLUSTER}/disconnect`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(disconnected.status).toBe(200);
    await advanceClock(stack, 2 * 60_000);
    expect(await held).toBe('held');

    // A cluster that became unavailable: sent at once, quiet hours or not.
    const failure = relay.shown(TAG, 20_000);
    stack.emulator.ctx.events.emit('event', {
      userId: uuid,
      kind: 'cluster.unavailable',
      title: 'Cluster unavailable',
      body: `Cluster ${CLUSTER} is unavailable.`,
      tag: TAG,
      url: `/clusters/${CLUSTER}`,
    });
    await waitForNotifications(page, failure, (all) => all.some((n) => n.tag === TAG && n.title === 'Cluster unavailable'));

    // The window ends on the emulator's clock: one summary for the cluster.
    const summary = relay.shown(TAG, 20_000);
    await advanceClock(stack, HOUR + 60_000);
    const shown = await waitForNotifications(page, summary, (all) => all.some((n) => n.tag === TAG && n.title === 'While quiet hours were on'));
    expect(shown.find((n) => n.tag === TAG)?.body).toBe(`Cluster disconnected: Cluster ${CLUSTER} is disconnected.`);
  });
});
