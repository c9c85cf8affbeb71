/**
 * The cluster page's actions in a real browser (issue 12): updating a running cluster by official release
 * (under way, then on the new version once the emulator's clock passes the update), scheduling and
 * cancelling an update of a sleeping cluster, the secrets (revealed, and stored nowhere on the device), the
 * notifications bell ('+9', its name, read on closing), and axe on the update dialog, the secrets and the
 * support-token panel at 1280 and 360 px.
 *
 * The emulator runs at simulated speed 1, so an update lasts real minutes and is seen under way until the
 * test moves the clock past it. Each test uses its own cluster or puts back what it changed:
 * enterprise-dwh is updated by the first test only; marketing-bi's scheduled update is cancelled (or, if the
 * test stops half way, removed from the emulator); manager@ receives the notifications of the bell's test
 * only (the emulator writes a cluster's notices for its owner).
 */
import type { Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { RELEASES } from '../../server/clusters/catalog';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { LIFECYCLE } from '../../server/clusters/lifecycle/phases';
import { recordNotice } from '../../server/clusters/store';
import { DEMO_UUIDS } from '../../server/users/seed-users';
import { expectAccessible } from '../support/axe';
import { advanceClock, signIn, stackForFile } from '../support/e2e';
import { waitForServiceWorker } from '../support/push-relay';

const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const MANAGER = 'manager@demo.test';
const MINUTE = 60_000;
const WAIT = { timeout: 20_000 };

/** The newest release, the one both older clusters (enterprise-dwh, marketing-bi) are offered. */
const LATEST = RELEASES[0] as string;
/** Their version as seeded: one release behind. */
const PREVIOUS = RELEASES[1] as string;

// The worker is the subject only where the device's storage is searched for the password.
const stack = stackForFile({ simSpeed: 1, serviceWorkers: 'block' });

/** Signs in as `email` straight onto the cluster's page and waits for its heading. */
async function openCluster(email: string, name: string, viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await stack.newPage(viewport);
  await signIn(page, stack, email, `/clusters/${name}`);
  await page.getByRole('heading', { level: 1, name }).waitFor(WAIT);
  return page;
}

/** The header's status badge: the first status on the page. */
async function headerStatus(page: Page): Promise<string | null> {
  return page.locator('[data-status]').first().getAttribute('data-status');
}

const versionCard = (page: Page) => page.getByRole('region', { name: 'Version' });

/** Chooses `release` in the update dialog's release select (its options are in a portal). */
async function chooseRelease(page: Page, release: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /^Update / });
  const byRelease = dialog.getByRole('tab', { name: 'By official release' });
  await byRelease.click();
  expect(await byRelease.getAttribute('aria-selected')).toBe('true');
  const select = dialog.getByRole('combobox', { name: 'Release' });
  await select.click();
  await page.getByRole('option', { name: release, exact: true }).click();
  expect(await select.inputValue()).toBe(release);
}

const pendingCount = (instanceId: string) =>
  stack.emulator.ctx.db.prepare('SELECT COUNT(*) FROM pending_updates WHERE instance_id = ?').pluck().get(instanceId) as number;

describe('the cluster page, acting on the cluster', () => {
  it('updates a running cluster by official release: the update under way, then the new version', async () => {
    const page = await openCluster(ENTERPRISE, 'enterprise-dwh');
    const card = versionCard(page);
    await card.getByText('1 newer release available').waitFor(WAIT);
    await card.getByText(PREVIOUS, { exact: true }).waitFor();
    expect(await headerStatus(page)).toBe('running');

    await card.getByRole('button', { name: 'Update', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Update enterprise-dwh' });
    await dialog.waitFor();
    await dialog.getByText(`Current version: ${PREVIOUS}`).waitFor();
    // Build numbers are allowed on this cluster: both ways are offered.
    expect(await dialog.getByRole('tab').allTextContents()).toEqual(['By build number', 'By official release']);
    await chooseRelease(page, LATEST);
    await dialog.getByText('The cluster is connected: its services restart on the new version right away.').waitFor();

    const put = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname.endsWith('/instances/enterprise-dwh/upgrade'));
    await dialog.getByRole('button', { name: 'Update now' }).click();
    expect((await put).postDataJSON()).toEqual({ version: LATEST, byBuildNo: 'false' });
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await page.getByText(`enterprise-dwh is being updated to ${LATEST}`).waitFor(WAIT);

    // Under way: the card says to what, the header says the services are starting, and Update is gone.
    await card.getByText(`Updating to ${LATEST}…`).waitFor(WAIT);
    await page.locator('[data-status="starting-up"]').first().waitFor(WAIT);
    expect(await headerStatus(page)).toBe('starting-up');
    expect(await page.locator('[data-status]').first().textContent()).toBe('Starting Up');
    expect(await card.getByRole('button', { name: 'Update', exact: true }).count()).toBe(0);

    // Past the longest update: the page's poll brings the cluster back, on the new version.
    await advanceClock(stack, LIFECYCLE.upgradingMax + MINUTE);
    await card.getByText('Up to date').waitFor(WAIT);
    await card.getByText(LATEST, { exact: true }).waitFor();
    expect(await card.getByText(/^Updating to/).count()).toBe(0);
    await page.locator('[data-status="running"]').first().waitFor(WAIT);
    expect(await headerStatus(page)).toBe('running');
  });

  it('schedules an update of a sleeping cluster, shows it with Cancel update instead of Update, and cancels it', async () => {
    const instanceId = SEED_INSTANCE_IDS.marketingBi;
    // Whatever happens below, the cluster is left without a scheduled update for the other tests.
    onTestFinished(() => {
      stack.emulator.ctx.db.prepare('DELETE FROM pending_updates WHERE instance_id = ?').run(instanceId);
    });
    expect(pendingCount(instanceId)).toBe(0);

    const page = await openCluster(PREMIUM, 'marketing-bi');
    const card = versionCard(page);
    const update = card.getByRole('button', { name: 'Update', exact: true });
    const cancel = card.getByRole('button', { name: 'Cancel update' });
    await update.waitFor(WAIT);
    expect(await headerStatus(page)).toBe('sleeping');

    await update.click();
    const dialog = page.getByRole('dialog', { name: 'Update marketing-bi' });
    await dialog.waitFor();
    await chooseRelease(page, LATEST);
    await dialog.getByText('The cluster is not connected: the update is scheduled and applied the next time it connects.').waitFor();
    const scheduled = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/instances/marketing-bi/pending'),
    );
    await dialog.getByRole('button', { name: 'Schedule update' }).click();
    const response = await scheduled;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ kind: 'UPGRADE_VERSION', change: { version: LATEST, byBuildNo: 'false' } });
    const { update: created } = (await response.json()) as { update: { id: string } };
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await page.getByText(`marketing-bi will be updated to ${LATEST} when it next connects`).waitFor(WAIT);

    // Shown in place of the Update button, with its Cancel update.
    await card.getByText(`Update to ${LATEST} scheduled`).waitFor(WAIT);
    await card.getByText('It is applied the next time the cluster connects.').waitFor();
    await cancel.waitFor();
    expect(await update.count()).toBe(0);
    expect(pendingCount(instanceId)).toBe(1);
    // Still asleep, still on its version: nothing runs before it connects.
    expect(await headerStatus(page)).toBe('sleeping');
    await card.getByText(PREVIOUS, { exact: true }).waitFor();

    const cancelled = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname.endsWith(`/instances/marketing-bi/pending/${created.id}`),
    );
    await cancel.click();
    expect((await cancelled).status()).toBe(200);
    // The emulator's answer is the notice.
    await page.getByText(`The update of marketing-bi to ${LATEST} is cancelled`).waitFor(WAIT);
    await update.waitFor(WAIT);
    expect(await cancel.count()).toBe(0);
    expect(await card.getByText(/scheduled$/).count()).toBe(0);
    await card.getByText('1 newer release available').waitFor();
    expect(pendingCount(instanceId)).toBe(0);
  });

  it('reveals the secrets, and the password is stored nowhere on the device', async () => {
    const uuid = DEMO_UUIDS.premium;
    const { page } = await stack.newPage({ serviceWorkers: 'allow' });
    const secretCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('/secrets')) secretCalls.push(`${request.method()} ${pathname}`);
    });
    await signIn(page, stack, PREMIUM, '/clusters/sales-analytics');
    await page.getByRole('heading', { level: 1, name: 'sales-analytics' }).waitFor(WAIT);
    // The worker controls the page before the secrets are read: it sees that call, and must leave it alone.
    await waitForServiceWorker(page);
    expect(secretCalls).toEqual([]);

    await page.getByRole('button', { name: 'Secrets' }).click();
    const panel = page.getByRole('dialog', { name: 'Database secrets' });
    const password = panel.getByLabel('DB_PW', { exact: true });
    await password.waitFor(WAIT);
    expect(await panel.getByLabel('DB_USER', { exact: true }).inputValue()).toBe('demo_sales_analytics');
    expect(await password.getAttribute('type')).toBe('password');
    await panel.getByRole('button', { name: 'Show password' }).click();
    await panel.getByRole('button', { name: 'Hide password' }).waitFor();
    expect(await password.getAttribute('type')).toBe('text');
    const secret = await password.inputValue();
    const stored = stack.emulator.ctx.db
      .prepare('SELECT db_password FROM cluster_secrets WHERE instance_id = ?')
      .pluck()
      .get(SEED_INSTANCE_IDS.salesAnalytics) as string;
    expect(secret).toBe(stored);
    expect(secret).toMatch(/^demo-[\w-]{32}$/);
    expect(secretCalls).toEqual([`GET /api/users/${uuid}/instances/sales-analytics/secrets`]);

    // From here on every write the persister or the worker makes comes after the password was in memory.
    const shownAt = await page.evaluate(() => Date.now());
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    // The user goes back to the list: the page fetches it (through the worker, which stores the answer).
    await page.getByRole('link', { name: 'Back to clusters' }).click();
    await page.waitForURL((url) => url.pathname === '/clusters');
    await page.getByRole('article', { name: 'sales-analytics' }).waitFor(WAIT);

    // The persisted cache: a write made after the password was read, holding the cluster's detail.
    const detailKey = JSON.stringify(['u', uuid, 'clusters', 'one', 'sales-analytics', 'instance']);
    await page.waitForFunction(
      ([since, key]) => {
        const raw = localStorage.getItem('console-cache');
        if (!raw) return false;
        const persisted = JSON.parse(raw) as { timestamp: number; clientState: { queries: { queryKey: unknown }[] } };
        return persisted.timestamp >= since && persisted.clientState.queries.some((q) => JSON.stringify(q.queryKey) === key);
      },
      [shownAt, detailKey] as const,
      WAIT,
    );
    // The worker's API cache: it stored the list fetched after the password was read (its stamp says when).
    await page.waitForFunction(
      async ([since, cacheName, url]) => {
        const cached = await caches.match(url, { cacheName });
        return Number(cached?.headers.get('x-sw-cached-at')) >= since;
      },
      [shownAt, `api-answers-${uuid}`, `${stack.url}/api/users/${uuid}/instances`] as const,
      WAIT,
    );

    const scan = await page.evaluate(async (value) => {
      const found: string[] = [];
      const seen = { storageKeys: 0, databases: 0, records: 0, caches: 0, entries: 0 };
      for (const [area, storage] of [
        ['localStorage', localStorage],
        ['sessionStorage', sessionStorage],
      ] as const) {
        for (let i = 0; i < storage.length; i += 1) {
          const key = storage.key(i) ?? '';
          seen.storageKeys += 1;
          if (key.includes(value) || (storage.getItem(key) ?? '').includes(value)) found.push(`${area} ${key}`);
        }
      }
      // No named helpers in here: a TypeScript runner may wrap them in calls the page does not have.
      for (const info of await indexedDB.databases()) {
        if (!info.name) continue;
        seen.databases += 1;
        const opening = indexedDB.open(info.name);
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          opening.onsuccess = () => resolve(opening.result);
          opening.onerror = () => reject(opening.error);
        });
        for (const storeName of Array.from(db.objectStoreNames)) {
          const reading = db.transaction(storeName, 'readonly').objectStore(storeName).openCursor();
          const records = await new Promise<unknown[]>((resolve, reject) => {
            const all: unknown[] = [];
            reading.onsuccess = () => {
              const cursor = reading.result;
              if (!cursor) return resolve(all);
              all.push([cursor.key, cursor.value]);
              cursor.continue();
            };
            reading.onerror = () => reject(reading.error);
          });
          seen.records += records.length;
          if (JSON.stringify(records).includes(value)) found.push(`IndexedDB ${info.name}/${storeName}`);
        }
        db.close();
      }
      for (const name of await caches.keys()) {
        seen.caches += 1;
        const cache = await caches.open(name);
        for (const req of await cache.keys()) {
          seen.entries += 1;
          const response = await cache.match(req);
          const body = response ? await response.text() : '';
          if (new URL(req.url).pathname.endsWith('/secrets') || body.includes(value)) found.push(`Cache Storage ${name} ${req.url}`);
        }
      }
      return { found, seen };
    }, secret);
    expect(scan.found).toEqual([]);
    // The scan read something real: the persisted cache, the worker's precache and its API answers.
    expect(scan.seen.storageKeys).toBeGreaterThan(0);
    expect(scan.seen.caches).toBeGreaterThan(1);
    expect(scan.seen.entries).toBeGreaterThan(10);
    // Opened once, read once.
    expect(secretCalls).toHaveLength(1);
  });

  it("shows '+9' over nine unread notifications, and closing the panel marks them read", async () => {
    const uuid = DEMO_UUIDS.manager;
    const { db } = stack.emulator.ctx;
    const unreadOf = () => db.prepare('SELECT COUNT(*) FROM notifications WHERE user_uuid = ? AND read = 0').pluck().get(uuid) as number;
    const before = unreadOf();
    const start = Date.now() - 11 * MINUTE;
    for (let i = 0; i < 11; i += 1) {
      recordNotice(db, {
        userId: uuid,
        instanceName: 'sales-analytics',
        event: 'SCALE_SERVICE',
        eventType: 'info',
        message: `Test message ${i}`,
        kind: 'test',
        title: `Test ${i}`,
        at: start + i * MINUTE,
      });
    }
    const unread = before + 11;
    expect(unreadOf()).toBe(unread);
    const total = db.prepare('SELECT COUNT(*) FROM notifications WHERE user_uuid = ?').pluck().get(uuid) as number;

    const page = await openCluster(MANAGER, 'sales-analytics');
    const bell = page.getByRole('button', { name: `Notifications, ${unread} unread`, exact: true });
    await bell.waitFor(WAIT);
    const badge = page.getByText('+9', { exact: true });
    await badge.waitFor();

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    const items = panel.getByRole('listitem');
    await items.first().waitFor(WAIT);
    // Newest first.
    expect(await items.first().textContent()).toContain('Test message 10');
    expect(await items.count()).toBe(total);

    const marked = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/notification/${uuid}/readNotifications`,
    );
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor(WAIT);
    await badge.waitFor({ state: 'detached', ...WAIT });

    const response = await marked;
    expect(response.status()).toBe(200);
    expect((response.request().postDataJSON() as { notificationsIDs: string[] }).notificationsIDs).toHaveLength(unread);
    expect(unreadOf()).toBe(0);
  });

  it('is accessible with the update dialog, the secrets and the support-token panel open, at 1280 and 360 px', async () => {
    const { page } = await stack.newPage();
    await signIn(page, stack, PREMIUM, '/clusters/marketing-bi');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });

      await page.goto(`${stack.url}/clusters/marketing-bi`);
      await page.getByRole('heading', { level: 1, name: 'marketing-bi' }).waitFor(WAIT);
      await versionCard(page).getByRole('button', { name: 'Update', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Update marketing-bi' });
      await dialog.getByRole('combobox', { name: 'Release' }).waitFor(WAIT);
      await expectAccessible(page, 'update dialog', [width]);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'detached', ...WAIT });

      await page.goto(`${stack.url}/clusters/sales-analytics`);
      await page.getByRole('heading', { level: 1, name: 'sales-analytics' }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Secrets' }).click();
      const secrets = page.getByRole('dialog', { name: 'Database secrets' });
      await secrets.getByLabel('DB_PW', { exact: true }).waitFor(WAIT);
      await expectAccessible(page, 'secrets open', [width]);
      await page.keyboard.press('Escape');
      await secrets.waitFor({ state: 'hidden', ...WAIT });

      await page.getByRole('button', { name: 'Help & Support' }).click();
      const support = page.getByRole('dialog', { name: 'Help & Support' });
      await support.getByText('No support access token is active.').waitFor(WAIT);
      await expectAccessible(page, 'support-token panel open', [width]);
      await page.keyboard.press('Escape');
      await support.waitFor({ state: 'hidden', ...WAIT });
    }
  });
});
