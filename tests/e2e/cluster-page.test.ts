/**
 * The cluster page in a real browser (issue 12): opened from its card, its status and tabs by role, the
 * notifications panel, axe at 1280 and 360 px, and an offline start from the page's own URL after a first
 * visit.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { signIn, stackForFile } from '../support/e2e';
import { connectRelay, waitForServiceWorker } from '../support/push-relay';

const stack = stackForFile();

async function tabNames(page: Page): Promise<string[]> {
  const list = page.getByRole('tablist', { name: 'Cluster sections' });
  await list.waitFor({ timeout: 20_000 });
  return list.getByRole('tab').allTextContents();
}

describe('the cluster page', () => {
  it('opens from its card with its status, and is accessible with its panels at 1280 and 360 px', async () => {
    const { page } = await stack.newPage();
    await signIn(page, stack, 'premium@demo.test');
    await page.getByRole('article', { name: 'sales-analytics' }).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/clusters/sales-analytics');
    await page.getByRole('heading', { level: 1, name: 'sales-analytics' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-status]').first().getAttribute('data-status')).toBe('running');
    expect(await page.getByRole('region', { name: 'Region' }).textContent()).toContain('US East (N. Virginia)');
    await expectAccessible(page, '/clusters/{name} overview');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await expectAccessible(page, 'notifications panel', [1280]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Libraries' }).click();
    await page.waitForURL((url) => url.search === '?tab=libraries');
    await page.getByRole('button', { name: 'Install New Library' }).waitFor();
    await expectAccessible(page, '/clusters/{name}?tab=libraries');
  });

  it('opens from a delivered push alert about the cluster, with its status', async () => {
    const { page, context } = await stack.newPage();
    await context.grantPermissions(['notifications'], { origin: stack.url });
    await signIn(page, stack, 'premium@demo.test');
    await page.getByRole('article', { name: 'sales-analytics' }).waitFor({ timeout: 20_000 });
    await waitForServiceWorker(page);
    const relay = await connectRelay(page, stack.url);
    const tag = 'cluster:sales-analytics';
    const shown = relay.shown(tag);
    await relay.deliver(
      JSON.stringify({ kind: 'cluster', title: 'Cluster connected', body: 'Cluster sales-analytics is connected.', tag, url: '/clusters/sales-analytics' }),
    );
    await shown;

    // The user clicks the alert: the worker's notificationclick runs with the notification it showed.
    const worker = context.serviceWorkers()[0];
    if (!worker) throw new Error('No service worker in the context');
    await worker.evaluate(async (alertTag) => {
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications({ tag: alertTag });
      if (!notification) throw new Error(`No notification tagged ${alertTag}`);
      const NotificationEventCtor = (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
        .NotificationEvent;
      scope.dispatchEvent(new NotificationEventCtor('notificationclick', { notification }));
    }, tag);

    await page.waitForURL((url) => url.pathname === '/clusters/sales-analytics', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'sales-analytics' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-status]').first().getAttribute('data-status')).toBe('running');
  });

  it('shows the owner and each role the tabs their policies allow', async () => {
    const expected: Record<string, string[]> = {
      'premium@demo.test': ['Overview', 'Configurations', 'Data Apps', 'Access & Security', 'Self-Managed Clusters', 'Libraries', 'Advanced Configurations', 'Scaling', 'Scheduling'],
      'manager@demo.test': ['Overview', 'Configurations', 'Data Apps', 'Access & Security', 'Self-Managed Clusters', 'Libraries', 'Advanced Configurations', 'Scheduling'],
      'user@demo.test': ['Overview', 'Configurations', 'Data Apps', 'Self-Managed Clusters', 'Libraries'],
      'billing@demo.test': ['Overview', 'Configurations', 'Data Apps', 'Self-Managed Clusters', 'Libraries', 'Advanced Configurations'],
    };
    for (const [email, tabs] of Object.entries(expected)) {
      const { page } = await stack.newPage();
      await signIn(page, stack, email, '/clusters/sales-analytics');
      expect(await tabNames(page), email).toEqual(tabs);
    }
  });

  it('starts offline from its URL after a first visit, with its age and actions disabled', async () => {
    const { page, context } = await stack.newPage({ width: 360, height: 780 });
    await signIn(page, stack, 'premium@demo.test', '/clusters/marketing-bi');
    await page.getByRole('heading', { level: 1, name: 'marketing-bi' }).waitFor({ timeout: 20_000 });
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();

    await page.getByRole('heading', { level: 1, name: 'marketing-bi' }).waitFor({ timeout: 20_000 });
    // The age: the app's offline banner, whether the page's answer came from the worker's cache or from the
    // persisted cache (then the page's own note says it too).
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toMatch(/^You are offline — showing data from .+$/);
    expect(await page.getByRole('button', { name: 'Connect' }).isDisabled()).toBe(true);
    await expectAccessible(page, '/clusters/{name} offline', [360]);
  });
});
