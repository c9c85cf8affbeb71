/**
 * The cluster page in a real browser (issue 12): opened from its card, its status and tabs by role, the
 * notifications panel, axe at 1280 and 360 px, and an offline start from the page's own URL after a first
 * visit. Opened from a push alert: push.test.ts (a page that shows notifications needs Chromium itself).
 */
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { signIn, stackForFile } from '../support/e2e';
import { waitForServiceWorker } from '../support/push-relay';

// The worker is the subject only of the offline start.
const stack = stackForFile({ serviceWorkers: 'block' });

async function tabNames(page: Page): Promise<string[]> {
  const list = page.getByRole('tablist', { name: 'Cluster sections' });
  await list.waitFor({ timeout: 20_000 });
  return list.getByRole('tab').allTextContents();
}

/** The cluster page's own chunk. */
const CLUSTER_PAGE_CODE = /\/assets\/ClusterPage-[\w-]+\.js$/;

/** The URLs matching `pattern` that `page` requests from now on (the array fills as they come). */
function fetchesOf(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** The list, signed in: a card's link, and the cluster page's code fetched from now on (none yet). */
async function listBeforePageCode(cluster: string): Promise<{ page: Page; link: Locator; pageCode: string[] }> {
  const { page } = await stack.newPage();
  const pageCode = fetchesOf(page, CLUSTER_PAGE_CODE);
  await signIn(page, stack, 'premium@demo.test');
  const link = page.getByRole('article', { name: cluster }).getByRole('link').first();
  await link.waitFor({ timeout: 20_000 });
  expect(pageCode).toEqual([]);
  return { page, link, pageCode };
}

describe('the cluster page', () => {
  it('opens from its card with its status, and is accessible with its panels at 1280 and 360 px', async () => {
    const { page, link, pageCode } = await listBeforePageCode('sales-analytics');
    const librariesCode = fetchesOf(page, /\/assets\/LibrariesTab-[\w-]+\.js$/);
    // The page's code is fetched once the pointer reaches the card: a tap then finds it loaded (issue 24).
    await link.hover();
    await expect.poll(() => pageCode.length).toBe(1);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/clusters/sales-analytics');
    await page.getByRole('heading', { level: 1, name: 'sales-analytics' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-status]').first().getAttribute('data-status')).toBe('running');
    expect(await page.getByRole('region', { name: 'Region' }).textContent()).toContain('US East (N. Virginia)');
    await expectAccessible(page, '/clusters/{name} overview');

    // The consumption charts start below the fold: said in words above each, drawn only once scrolled to.
    const figure = page.getByRole('figure').first();
    const drawn = page.getByRole('figure').locator('svg.recharts-surface');
    expect((await figure.boundingBox())!.y).toBeGreaterThan(800);
    expect(await drawn.count()).toBe(0);
    await figure.scrollIntoViewIfNeeded();
    await drawn.first().waitFor({ timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    await expectAccessible(page, 'notifications panel', [1280]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' });

    // Likewise a tab's code, once the pointer reaches the tab.
    expect(librariesCode).toEqual([]);
    await page.getByRole('tab', { name: 'Libraries' }).hover();
    await expect.poll(() => librariesCode.length).toBe(1);
    await page.getByRole('tab', { name: 'Libraries' }).click();
    await page.waitForURL((url) => url.search === '?tab=libraries');
    await page.getByRole('button', { name: 'Install New Library' }).waitFor();
    await expectAccessible(page, '/clusters/{name}?tab=libraries');
  });

  it("fetches its code when the keyboard's focus reaches its card", async () => {
    const { link, pageCode } = await listBeforePageCode('marketing-bi');
    await link.focus();
    await expect.poll(() => pageCode.length).toBe(1);
  });

  it('asks for the cluster once when it opens from its URL', async () => {
    const { page } = await stack.newPage();
    const reads = fetchesOf(page, /\/api\/users\/[^/]+\/instances\/sales-analytics$/);
    await signIn(page, stack, 'premium@demo.test', '/clusters/sales-analytics');
    await page.getByRole('heading', { level: 1, name: 'sales-analytics' }).waitFor({ timeout: 20_000 });
    await page.getByRole('tablist', { name: 'Cluster sections' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The route asks beside the page's code; the page, mounting with that answer, does not ask again.
    expect(reads).toHaveLength(1);
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
    const { page, context } = await stack.newPage({ width: 360, height: 780, serviceWorkers: 'allow' });
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
