/**
 * Issue 25: the console deployed the way it is for real. nginx (deploy/nginx/console.conf) serves the build
 * on one origin with the config.json deploy/write-config.mjs wrote; the API and sign-in (the emulator, with
 * CONSOLE_ORIGINS) are on another site. A user signs in, reads the list, opens a cluster page, disconnects
 * a cluster, reads the last-known list offline after a reload, gets a push through the worker and signs
 * out; a page of an origin not in the list cannot use the API; nginx sends the emulator's headers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { appCsp, HTML_SECURITY_HEADERS } from '../../server/static';
import { DEMO_UUIDS } from '../../server/users/seed-users';
import { closeServer } from '../support/e2e';
import { clickWhenEnabled, connectRelay, fakePushManager, waitForNotifications, waitForServiceWorker } from '../support/push-relay';
import { signInSplit, splitStackForFile } from '../support/split-stack';
import { startPushEndpoint } from '../support/web-push-endpoint';

const stack = splitStackForFile();

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Every request URL the worker keeps in the user's API cache. */
function cachedApiUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('api-answers-'));
    return (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat().map((request) => request.url);
  });
}

describe('the console on its own origin, the API and sign-in on another', () => {
  it('signs in, reads, opens a cluster, writes, reads offline after a reload, and signs out', async () => {
    const { page, context } = await stack.newPage({ width: 360, height: 780 });
    const list = `${stack.apiUrl}/api/users/${DEMO_UUIDS.premium}/instances`;

    // Sign-in: the provider's page is on the API's origin, and the console gets the user back.
    await signInSplit(page, stack, 'premium@demo.test');
    await card(page, 'sales-analytics').waitFor({ timeout: 20_000 });

    // A cluster page, from its card.
    await card(page, 'sales-analytics').getByRole('link').first().click();
    await page.waitForURL((url) => url.origin === stack.consoleUrl && url.pathname === '/clusters/sales-analytics');
    await page.getByRole('heading', { level: 1, name: 'sales-analytics' }).waitFor({ timeout: 20_000 });
    await page.goBack();

    // One write, across origins: the request goes to the API's origin and the list shows its effect.
    const disconnected = page.waitForResponse((r) => r.url() === `${list}/sales-analytics/disconnect` && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Actions for sales-analytics' }).click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await page.getByRole('dialog', { name: 'Disconnect sales-analytics?' }).getByRole('button', { name: 'Disconnect' }).click();
    expect((await disconnected).status()).toBe(200);
    await page.getByRole('region', { name: /Disconnected Clusters/ }).getByRole('article', { name: 'sales-analytics', exact: true }).waitFor({ timeout: 30_000 });

    // Offline: once the worker controls the page and kept the API's answers (by their full URL on the API's
    // origin), a reload without a network shows the last-known list.
    await waitForServiceWorker(page);
    await page.reload();
    await card(page, 'sales-analytics').waitFor({ timeout: 20_000 });
    await expect.poll(() => cachedApiUrls(page), { timeout: 20_000, interval: 250 }).toContain(list);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('console-cache') ?? ''), { timeout: 10_000 }).toContain('"list"');
    await context.setOffline(true);
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toMatch(/^You are offline — showing data from (less than a minute ago|\d+ minutes? ago)$/);
    await page.getByRole('region', { name: /Disconnected Clusters/ }).getByRole('article', { name: 'sales-analytics', exact: true }).waitFor();
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 20_000 });

    // Sign-out: back to the provider's sign-in page, and the worker kept nothing of the user.
    await page.getByRole('button', { name: /Premium/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.origin === stack.apiUrl, { timeout: 20_000 });
    await page.getByLabel('Email').waitFor({ timeout: 20_000 });
    await page.goto(`${stack.consoleUrl}/no-such-page`);
    await page.getByText('THIS PAGE IS NOT FOUND').waitFor();
    expect(await cachedApiUrls(page)).toEqual([]);
  });

  it('receives a push through the worker', async () => {
    const config = (await (await fetch(`${stack.consoleUrl}/config.json`)).json()) as { vapidPublicKey: string };
    const service = await startPushEndpoint(config.vapidPublicKey);
    try {
      const subscription = service.newSubscription();
      const { page, context } = await stack.newPage({ width: 360, height: 780 });
      await context.grantPermissions(['notifications'], { origin: stack.consoleUrl });
      await fakePushManager(context, subscription);
      // partner@ owns no cluster and runs no deployment: only the event this test emits reaches the device.
      await signInSplit(page, stack, 'partner@demo.test', '/my-account');
      await waitForServiceWorker(page);
      const relay = await connectRelay(page, stack.consoleUrl, service);

      const control = page.getByRole('switch', { name: 'Push alerts on this device' });
      await clickWhenEnabled(control);
      await expect.poll(() => control.isChecked(), { timeout: 10_000 }).toBe(true);

      const tag = `deployment-split-${Date.now()}`;
      const shown = relay.shown(tag);
      stack.emulator.ctx.events.emit('event', {
        userId: DEMO_UUIDS.partner,
        kind: 'pipeline.stage',
        title: 'Deployment in progress',
        body: 'Stage 1 of 8: Basic Resources',
        tag,
        url: '/clusters',
      });
      const notifications = await waitForNotifications(page, shown, (all) => all.some((n) => n.tag === tag), {
        diagnose: () => ({ rejected: service.rejected, relay: relay.log() }),
      });
      expect(notifications.filter((n) => n.tag === tag)).toEqual([
        expect.objectContaining({ title: 'Deployment in progress', body: 'Stage 1 of 8: Basic Resources' }),
      ]);
    } finally {
      await closeServer('the test push service', () => service.close());
    }
  });
});

describe('a page of an origin not in CONSOLE_ORIGINS', () => {
  let other: Server;
  let otherUrl: string;
  beforeAll(async () => {
    other = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end('<!DOCTYPE html><html lang="en"><head><title>Elsewhere</title></head><body><h1>Elsewhere</h1></body></html>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  afterAll(() => closeServer('the other origin', () => new Promise<void>((resolve) => other.close(() => resolve()))));

  /** From `origin`'s page: the list with a valid token, and discovery; what the page could read. */
  async function useApiFrom(origin: string): Promise<{ list: string; discovery: string }> {
    const { page } = await stack.newPage();
    await page.goto(origin === stack.consoleUrl ? `${origin}/no-such-page` : origin);
    const token = await stack.emulator.signAccessToken(DEMO_UUIDS.premium);
    return page.evaluate(
      async ({ apiUrl, uuid, token }) => {
        const attempt = async (url: string, init?: RequestInit) => {
          try {
            return `HTTP ${(await fetch(url, init)).status}`;
          } catch (error) {
            return `refused: ${(error as Error).name}`;
          }
        };
        return {
          list: await attempt(`${apiUrl}/api/users/${uuid}/instances`, { headers: { Authorization: `Bearer ${token}` } }),
          discovery: await attempt(`${apiUrl}/oidc/.well-known/openid-configuration`),
        };
      },
      { apiUrl: stack.apiUrl, uuid: DEMO_UUIDS.premium, token },
    );
  }

  it('cannot use the API, with a valid token, nor read the provider; the console can', async () => {
    expect(await useApiFrom(otherUrl)).toEqual({ list: 'refused: TypeError', discovery: 'refused: TypeError' });
    expect(await useApiFrom(stack.consoleUrl)).toEqual({ list: 'HTTP 200', discovery: 'HTTP 200' });
  });
});

describe('what nginx sends', () => {
  it("sends the app's HTML with the emulator's security headers, the API's origin in connect-src, revalidated", async () => {
    const res = await fetch(`${stack.consoleUrl}/clusters/sales-analytics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(appCsp([stack.apiUrl]));
    for (const name of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
      expect(res.headers.get(name), name).toBe(HTML_SECURITY_HEADERS[name]);
    }
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await fetch(`${stack.consoleUrl}/`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('keeps hashed assets a year, gzip-compressed; revalidates the worker, the manifest and config.json', async () => {
    const html = await (await fetch(`${stack.consoleUrl}/`)).text();
    // The app's script and rolldown's runtime; the build gzips a file of 1 kB or more (scripts/precompress.ts).
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    let gzipped = 0;
    for (const script of scripts) {
      const plain = await fetch(`${stack.consoleUrl}${script}`, { headers: { 'Accept-Encoding': 'identity' } });
      const size = (await plain.arrayBuffer()).byteLength;
      const asset = await fetch(`${stack.consoleUrl}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(asset.headers.get('cache-control'), script).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-encoding'), script).toBe(size >= 1024 ? 'gzip' : null);
      expect(asset.headers.get('x-content-type-options'), script).toBe('nosniff');
      expect(asset.headers.get('content-security-policy'), script).toBeNull();
      if (size >= 1024) gzipped += 1;
    }
    expect(gzipped).toBeGreaterThan(0);
    for (const path of ['/sw.js', '/manifest.webmanifest', '/config.json', '/index.html']) {
      const res = await fetch(`${stack.consoleUrl}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await fetch(`${stack.consoleUrl}/manifest.webmanifest`)).headers.get('content-type')).toBe('application/manifest+json');
    expect((await fetch(`${stack.consoleUrl}/assets/no-such-file.js`)).status).toBe(404);
    const config = (await (await fetch(`${stack.consoleUrl}/config.json`)).json()) as { apiBase: string; oidc: { authority: string } };
    expect(config).toMatchObject({ apiBase: `${stack.apiUrl}/api`, oidc: { authority: `${stack.apiUrl}/oidc` } });
  });
});
