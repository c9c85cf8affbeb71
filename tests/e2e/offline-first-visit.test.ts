/**
 * Issue 9 §2: an on-call user installs the console, and the very next start has no network. No online
 * reload happens in between: everything the start needs (config.json, the shell, the first screen's
 * answers) must be on the device from the first visit, as soon as the service worker controls the page.
 */
import { signIn, startStack, type Stack } from '../support/e2e';
import { waitForServiceWorker } from '../support/push-relay';

const EMAIL = 'premium@demo.test';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('offline after the very first visit', () => {
  it('starts on /clusters with the list, its age and actions disabled', async () => {
    const { page, context } = await stack.newPage();
    await signIn(page, stack, EMAIL);
    await page.getByRole('article', { name: 'sales-analytics' }).waitFor({ timeout: 20_000 });
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();

    await page.getByRole('article', { name: 'sales-analytics' }).waitFor({ timeout: 20_000 });
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    expect(await banner.textContent()).toMatch(/^You are offline — showing data from .+$/);
    expect(await page.getByRole('button', { name: 'Create New Cluster' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /actions/i }).first().isDisabled()).toBe(true);
    expect(await page.getByText('The console could not start').count()).toBe(0);
  });

  it('starts on a phone from a cluster page URL and says it is offline', async () => {
    const { page, context } = await stack.newPage({ width: 360, height: 780 });
    await signIn(page, stack, EMAIL, '/clusters/sales-analytics');
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();

    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/clusters/sales-analytics');
    expect(await page.getByText('The console could not start').count()).toBe(0);
    // The layout is there: a signed-in user can still reach the menu.
    await page.getByRole('banner').waitFor();
  });
});
