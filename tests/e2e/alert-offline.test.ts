/**
 * What an alert says is there offline (issue 28), in a real browser with real Web Push: when a cluster alert
 * arrives, the service worker trades its refresh capability for the answers the alert's page reads and stores
 * them, so the alert opened later without a connection shows the state it announced, with its age. When the
 * refresh cannot happen (no connection when the alert came), the page says its data is older than the alert.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { advanceClock, type Stack } from '../support/e2e';
import { startPushDevice, subscribeDevice, type PushDevice } from '../support/push-device';
import { tapNotification, waitForNotifications, type PushRelay } from '../support/push-relay';

// premium@: ops-metrics is being created, sales-analytics runs.
const USER = 'premium@demo.test';

let device: PushDevice;
let stack: Stack;
let context: BrowserContext;
let page: Page;
let relay: PushRelay;

beforeAll(async () => {
  // Speed 1: ops-metrics stays in its create (5 to 10 minutes) until the test moves the clock.
  device = await startPushDevice({ email: USER, path: '/my-account', simSpeed: 1 });
  ({ stack, context, page, relay } = device);
  await subscribeDevice(device, ['cluster']);
});
afterAll(() => device?.close());

afterEach(async () => {
  await context.setOffline(false);
});

/** Opens the cluster's page once (the device keeps what it read), then leaves it for another page of the app. */
async function visitThenLeave(name: string, status: string): Promise<void> {
  await page.goto(`${stack.url}/clusters/${name}`);
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });
  await page.locator(`[data-status="${status}"]`).first().waitFor({ timeout: 20_000 });
  await page.goto(`${stack.url}/my-account`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
}

describe('An alert opened offline', () => {
  it('shows the state the alert announced, with its age', async () => {
    await visitThenLeave('ops-metrics', 'creating');

    const tag = 'cluster:ops-metrics';
    const shown = relay.shown(tag, 20_000);
    // The create ends on the emulator's clock (5 to 10 simulated minutes): 'Cluster created'.
    await advanceClock(stack, 11 * 60_000);
    await waitForNotifications(page, shown, (all) => all.some((n) => n.tag === tag && n.title === 'Cluster created'));

    await context.setOffline(true);
    await tapNotification(context, tag);
    await page.waitForURL((url) => url.pathname === '/clusters/ops-metrics', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'ops-metrics' }).waitFor({ timeout: 20_000 });
    await page.locator('[data-status="running"]').first().waitFor({ timeout: 20_000 });
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toMatch(/^You are offline — showing data from .+$/);
    expect(await page.getByText(/older than the alert/).count()).toBe(0);
  });

  it('says the data is older than the alert when the alert could not refresh it', async () => {
    await visitThenLeave('sales-analytics', 'running');

    // The alert reaches the phone while it has no connection: its refresh fails.
    await context.setOffline(true);
    const tag = 'cluster:sales-analytics';
    const shown = relay.shown(tag);
    await relay.deliver(
      JSON.stringify({
        title: 'Cluster disconnected',
        body: 'Cluster sales-analytics is disconnected.',
        tag,
        url: '/clusters/sales-analytics',
        kind: 'cluster',
        refresh: 'R'.repeat(43),
      }),
    );
    await waitForNotifications(page, shown, (all) => all.some((n) => n.tag === tag));

    await tapNotification(context, tag);
    await page.waitForURL((url) => url.pathname === '/clusters/sales-analytics', { timeout: 20_000 });
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await banner.getByText(/^This data is older than the alert from .+: it could not be refreshed when the alert came\.$/).waitFor({ timeout: 20_000 });
    await expectAccessible(page, '/clusters/{name} offline, older than the alert', [360]);
  });
});
