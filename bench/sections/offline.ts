/**
 * Offline warm start: with the network offline and the page controlled by the service worker, a
 * navigation to /clusters until the last-known list is painted (the first card in the DOM, then the next
 * animation frame), measured in the page from the navigation's start. Median of several runs. Goal ≤ 300 ms.
 */
import { signIn, startStack } from '../../tests/support/e2e';
import type { BenchRow } from '../run';
import { median } from '../stats';

const RUNS = 9;
const EMAIL = 'premium@demo.test';
const CARD = 'article[aria-label="sales-analytics"]';

type Timed = Window & { listPaintedAt?: number };

export async function offlineWarmStart(): Promise<BenchRow[]> {
  const stack = await startStack();
  try {
    const { context, page } = await stack.newPage({ width: 360, height: 780 });
    await signIn(page, stack, EMAIL);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await page.reload();
    await page.locator(CARD).waitFor({ timeout: 20_000 });
    // The persister writes at most once a second; the worker caches config and API answers on the way.
    const deadline = Date.now() + 20_000;
    while (!(await page.evaluate(() => (localStorage.getItem('console-cache') ?? '').includes('"list"')))) {
      if (Date.now() > deadline) throw new Error('The cluster list was never persisted');
      await page.waitForTimeout(100);
    }

    await context.addInitScript((selector: string) => {
      const timed = window as Timed;
      const observer = new MutationObserver(() => {
        if (timed.listPaintedAt === undefined && document.querySelector(selector)) {
          timed.listPaintedAt = -1;
          observer.disconnect();
          requestAnimationFrame(() => {
            timed.listPaintedAt = performance.now();
          });
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    }, CARD);
    await context.setOffline(true);

    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${stack.url}/clusters`);
      await page.waitForFunction(() => ((window as Timed).listPaintedAt ?? -1) > 0, null, { timeout: 20_000 });
      const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
      if (!controlled) throw new Error('The offline start was not served by the service worker');
      times.push(await page.evaluate(() => (window as Timed).listPaintedAt ?? 0));
    }
    return [{ figure: `offline warm start → list painted, median of ${RUNS}`, value: `${median(times).toFixed(0)} ms (goal ≤ 300 ms)` }];
  } finally {
    await stack.close();
  }
}
