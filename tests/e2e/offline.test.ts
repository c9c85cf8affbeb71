/**
 * Issue 4 "Readable offline" in a real browser: the service worker serves the shell and the last API
 * answers, the persisted query cache alone still shows the list, the offline banner says how old the
 * data is, actions that need the server are disabled, and Log Out leaves nothing of the user behind.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { signIn, startStack, type Stack } from '../support/e2e';

const EMAIL = 'premium@demo.test';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** Signed in on /clusters, the page controlled by the service worker and its answers cached. */
async function signedInControlled(): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await stack.newPage({ width: 360, height: 780 });
  await signIn(page, stack, EMAIL);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  // Now every request goes through the worker: load again so config and API answers are cached.
  await page.reload();
  await page.getByRole('article', { name: 'sales-analytics' }).waitFor({ timeout: 20_000 });
  // waitForFunction does not await an async predicate: poll from here instead.
  const ready = () =>
    page.evaluate(async () => {
      const names = await caches.keys();
      const api = names.filter((name) => name.startsWith('api-answers-'));
      if (api.length === 0 || !names.includes('runtime-config')) return false;
      const keys = (await Promise.all(api.map(async (name) => (await caches.open(name)).keys()))).flat();
      // The persister writes at most once a second: wait for the list and the user to be in it.
      const persisted = localStorage.getItem('console-cache') ?? '';
      return keys.some((request) => request.url.endsWith('/instances')) && persisted.includes('"list"') && persisted.includes('"me"');
    });
  await expect.poll(ready, { timeout: 20_000, interval: 250 }).toBe(true);
  return { page, context };
}

/** The signed-in user's uuid, from the stored oidc user's id token claims. */
async function userUuid(page: Page): Promise<string> {
  const uuid = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user'));
    const user = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { profile?: { app_metadata?: { uuid?: string } } }) : {};
    return user.profile?.app_metadata?.uuid ?? null;
  });
  if (!uuid) throw new Error('no signed-in user in localStorage');
  return uuid;
}

async function expectOfflineView(page: Page): Promise<void> {
  await page.getByRole('article', { name: 'sales-analytics' }).waitFor({ timeout: 20_000 });
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await banner.waitFor();
  expect(await banner.textContent()).toMatch(/^You are offline — showing data from (less than a minute ago|\d+ minutes? ago)$/);
  expect(await page.getByRole('button', { name: 'Create New Cluster' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: /actions/i }).first().isDisabled()).toBe(true);
}

describe('offline', () => {
  it('reloads /clusters without a network: the list, the banner with its time, actions disabled', async () => {
    const { page, context } = await signedInControlled();
    await context.setOffline(true);
    await page.reload();
    await expectOfflineView(page);

  });

  it('says so as soon as the connection drops, and refetches at once when it returns', async () => {
    const { page, context } = await signedInControlled();
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await banner.waitFor({ timeout: 5_000 });
    expect(await page.getByRole('button', { name: 'Create New Cluster' }).isDisabled()).toBe(true);

    // What happened after the reconnect, in order: printed when the refetch is late, to show the race.
    const timeline: string[] = [];
    let started = Date.now();
    const at = () => `${String(Date.now() - started).padStart(6)} ms`;
    page.on('response', (r) => {
      if (r.url().includes('/api/')) {
        const cached = r.headers()['x-sw-cached-at'] === undefined ? 'network' : 'device copy';
        timeline.push(`${at()} response ${r.status()} ${new URL(r.url()).pathname} (${cached})`);
      }
    });
    page.on('requestfailed', (r) => timeline.push(`${at()} failed ${new URL(r.url()).pathname}: ${r.failure()?.errorText}`));
    await page.exposeFunction('noteOnline', () => timeline.push(`${at()} page heard 'online'`));
    await page.evaluate(() => window.addEventListener('online', () => void (window as unknown as { noteOnline: () => void }).noteOnline()));

    started = Date.now();
    // An answer from the server, not the worker's stored copy (which carries x-sw-cached-at): the page may
    // hear `online` before the network carries requests, and must then find the server again by itself.
    const refetched = page.waitForResponse(
      (r) => r.url().endsWith('/instances') && r.status() === 200 && r.headers()['x-sw-cached-at'] === undefined,
      { timeout: 20_000 },
    );
    await context.setOffline(false);
    await refetched;
    expect(Date.now() - started, timeline.join('\n')).toBeLessThan(3_000);
    await banner.waitFor({ state: 'detached', timeout: 5_000 });
    await page.getByRole('link', { name: 'Create New Cluster' }).waitFor();
    expect(await page.getByRole('button', { name: /actions/i }).first().isDisabled()).toBe(false);
  });

  it('shows the list from the persisted query cache alone when the API cache is gone', async () => {
    const { page, context } = await signedInControlled();
    await page.evaluate(async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('api-answers-')).map((name) => caches.delete(name)));
    });
    await context.setOffline(true);
    await page.reload();
    await expectOfflineView(page);
    // A second offline start still has it: a failed refetch does not drop the persisted answer.
    await page.reload();
    await expectOfflineView(page);
    expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('api-answers-')))).toEqual([]);
  });

  it('serves one user\'s cached answers to nobody else', async () => {
    const { page } = await signedInControlled();
    const apiCaches = await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('api-answers-')));
    const uuid = await userUuid(page);
    expect(apiCaches).toEqual([`api-answers-${uuid}`]);
  });
});

/** Rewrites the stored oidc user (expired access token, or a refresh token the provider refuses). */
async function editStoredUser(page: Page, change: { expire?: boolean; badRefreshToken?: boolean }): Promise<void> {
  await page.evaluate(({ expire, badRefreshToken }) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user'));
    if (!key) throw new Error('no stored user');
    const user = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at?: number; refresh_token?: string };
    if (expire) user.expires_at = Math.floor(Date.now() / 1000) - 60;
    if (badRefreshToken) user.refresh_token = 'refused-by-the-provider';
    localStorage.setItem(key, JSON.stringify(user));
  }, change);
}

async function storedAccessToken(page: Page): Promise<{ token: string | null; expiresAt: number }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user'));
    const user = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string; expires_at?: number }) : {};
    return { token: user.access_token ?? null, expiresAt: user.expires_at ?? 0 };
  });
}

describe('expired access token while offline', () => {
  it('keeps showing the data, and renews the token when the connection returns', async () => {
    const { page, context } = await signedInControlled();
    const before = await storedAccessToken(page);
    await context.setOffline(true);
    await editStoredUser(page, { expire: true });
    await page.reload();
    await expectOfflineView(page);
    expect(new URL(page.url()).pathname).toBe('/clusters');

    await context.setOffline(false);
    await expect
      .poll(async () => (await storedAccessToken(page)).expiresAt > Date.now() / 1000, { timeout: 30_000, interval: 250 })
      .toBe(true);
    expect((await storedAccessToken(page)).token).not.toBe(before.token);
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor({ state: 'detached', timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/clusters');
  });

  it('sends the user to sign in only when the provider refuses the refresh', async () => {
    const { page, context } = await signedInControlled();
    await context.setOffline(true);
    await editStoredUser(page, { expire: true, badRefreshToken: true });
    await page.reload();
    await expectOfflineView(page);

    // The provider's own session has ended too, so signing in shows its login page.
    await context.clearCookies();
    const refused = page.waitForResponse((r) => r.url().endsWith('/oidc/token') && r.status() === 400, { timeout: 30_000 });
    await context.setOffline(false);
    await refused;
    await page.getByLabel('Email').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\//);
  });
});

describe('Log Out', () => {
  it('leaves nothing of the user in localStorage, the service worker caches or cookies', async () => {
    const { page, context } = await signedInControlled();
    const uuid = await userUuid(page);

    await page.getByRole('button', { name: /Premium/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByLabel('Email').waitFor({ timeout: 20_000 });

    await page.goto(stack.url + '/no-such-page');
    await page.getByText('THIS PAGE IS NOT FOUND').waitFor();
    const left = await page.evaluate(async () => {
      const names = await caches.keys();
      const cached = await Promise.all(
        names.map(async (name) => ({ name, urls: (await (await caches.open(name)).keys()).map((r) => r.url) })),
      );
      return { local: Object.entries(localStorage), cached };
    });
    expect(left.local.map(([key]) => key).filter((key) => key.startsWith('oidc.user') || key === 'console-cache' || key === 'firstLogin')).toEqual([]);
    // What is left (the provider's sign-out state) names nobody.
    expect(JSON.stringify(left.local)).not.toContain(EMAIL);
    expect(JSON.stringify(left.local)).not.toContain(uuid);
    expect(left.cached.filter((c) => c.name.startsWith('api-answers-') || c.name === 'sw-meta')).toEqual([]);
    expect(left.cached.flatMap((c) => c.urls).filter((url) => url.includes('/api/'))).toEqual([]);
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('cloudSSO');
    expect(JSON.stringify(cookies)).not.toContain(EMAIL);
  });
});
