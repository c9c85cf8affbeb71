/**
 * A push alert's click → the cluster's status painted on its page (issue 12), online and offline. The
 * alert is delivered with CDP (as the push test does) to a device on /clusters; the click is the worker's
 * notificationclick with the notification it showed; the time ends when the page at the alert's URL shows
 * the cluster's heading and status badge (checked each animation frame). Median of several runs.
 * Goals: ≤ 500 ms online, ≤ 300 ms offline (issue 12); with the page's CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate, a mid-range phone), ≤ 1 s online and offline (issue 24).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { signIn, startStack } from '../../tests/support/e2e';
import { connectRelay, waitForServiceWorker, type PushRelay } from '../../tests/support/push-relay';
import type { BenchRow } from '../run';
import { median } from '../stats';

const RUNS = 7;
const EMAIL = 'premium@demo.test';
const CLUSTER = 'sales-analytics';
const TAG = `cluster:${CLUSTER}`;

async function clickAlert(context: BrowserContext): Promise<void> {
  const worker = context.serviceWorkers()[0];
  if (!worker) throw new Error('No service worker in the context');
  await worker.evaluate(async (tag) => {
    const scope = globalThis as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`No notification tagged ${tag}`);
    const Ctor = (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
      .NotificationEvent;
    scope.dispatchEvent(new Ctor('notificationclick', { notification }));
  }, TAG);
}

async function oneRun(page: Page, context: BrowserContext, relay: PushRelay, url: string): Promise<number> {
  await page.goto(`${url}/clusters`);
  await page.getByRole('article', { name: CLUSTER }).waitFor({ timeout: 20_000 });
  const shown = relay.shown(TAG);
  await relay.deliver(
    JSON.stringify({ kind: 'cluster', title: 'Cluster connected', body: `Cluster ${CLUSTER} is connected.`, tag: TAG, url: `/clusters/${CLUSTER}` }),
  );
  await shown;
  const start = performance.now();
  await clickAlert(context);
  const clicked = performance.now() - start;
  await page.waitForFunction((name) => location.pathname === `/clusters/${name}`, CLUSTER, { polling: 'raf', timeout: 20_000 });
  const routed = performance.now() - start;
  await page.waitForFunction(
    (name) =>
      location.pathname === `/clusters/${name}` &&
      document.querySelector('h1')?.textContent === name &&
      document.querySelector('main [data-status]') !== null,
    CLUSTER,
    { polling: 'raf', timeout: 20_000 },
  );
  const painted = performance.now() - start;
  if (process.env.BENCH_DEBUG) process.stdout.write(`click ${clicked.toFixed(0)} routed ${routed.toFixed(0)} painted ${painted.toFixed(0)}\n`);
  return painted;
}

export async function alertToPage(): Promise<BenchRow[]> {
  const stack = await startStack({ simSpeed: 1, notifications: true });
  try {
    const { context, page } = await stack.newPage();
    await context.grantPermissions(['notifications'], { origin: stack.url });
    await signIn(page, stack, EMAIL, `/clusters/${CLUSTER}`);
    await page.getByRole('heading', { level: 1, name: CLUSTER }).waitFor({ timeout: 20_000 });
    await waitForServiceWorker(page);
    const relay = await connectRelay(page, stack.url);

    const cdp = await context.newCDPSession(page);
    const rows: BenchRow[] = [];
    for (const { rate, goals } of [
      { rate: 1, goals: { online: 500, offline: 300 } },
      { rate: 4, goals: { online: 1000, offline: 1000 } },
    ]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const cpu = rate === 1 ? '' : `, CPU ${rate}× slower`;
      const online: number[] = [];
      for (let run = 0; run < RUNS; run += 1) online.push(await oneRun(page, context, relay, stack.url));
      await context.setOffline(true);
      const offline: number[] = [];
      for (let run = 0; run < RUNS; run += 1) offline.push(await oneRun(page, context, relay, stack.url));
      await context.setOffline(false);
      rows.push(
        { figure: `alert click → status painted, online${cpu}, median of ${RUNS}`, value: `${median(online).toFixed(0)} ms (goal ≤ ${goals.online} ms)` },
        { figure: `alert click → status painted, offline${cpu}, median of ${RUNS}`, value: `${median(offline).toFixed(0)} ms (goal ≤ ${goals.offline} ms)` },
      );
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    return rows;
  } finally {
    await stack.close();
  }
}
