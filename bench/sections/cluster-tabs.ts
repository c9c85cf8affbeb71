/**
 * The cluster page's JS per tab (issue 13 "Measure and report"): each tab beyond the overview is its own
 * chunk. Real Chromium, signed in, no service worker and no HTTP cache: the page's first load of
 * /clusters/{name} (overview), then every other visible tab in turn; each row is the gzip -9 size of the JS
 * that tab fetched that nothing before it had.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closeContext, signIn, startStack } from '../../tests/support/e2e';
import type { BenchRow } from '../run';

const EMAIL = 'premium@demo.test';
const CLUSTER = 'sales-analytics';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipSize = (file: string) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;

export async function clusterTabSizes(): Promise<BenchRow[]> {
  const stack = await startStack();
  try {
    const { context, page } = await stack.newPage({ width: 1280, height: 900, serviceWorkers: 'block' });
    await signIn(page, stack, EMAIL);
    const storageState = await context.storageState();
    const fresh = await stack.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', storageState });
    try {
      const user = await fresh.newPage();
      let current = new Set<string>();
      const seen = new Set<string>();
      user.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== stack.url || !/^\/assets\/[^/]+\.js$/.test(url.pathname)) return;
        const file = url.pathname.slice(1);
        if (!seen.has(file)) current.add(file);
        seen.add(file);
      });
      const rows: BenchRow[] = [];
      const take = (label: string) => {
        rows.push({ figure: `${label} (${current.size} files)`, value: kb([...current].reduce((n, f) => n + gzipSize(f), 0)) });
        current = new Set();
      };
      await user.goto(`${stack.url}/clusters/${CLUSTER}`);
      await user.getByRole('tab', { selected: true }).waitFor({ timeout: 20_000 });
      await user.waitForLoadState('networkidle');
      take('overview, first load of the page');
      // The page's own tabs (a tab's content may have tabs of its own).
      const labels = await user.getByRole('tablist', { name: 'Cluster sections' }).getByRole('tab').allTextContents();
      for (const label of labels.slice(1)) {
        await user.getByRole('tab', { name: label, exact: true }).click();
        await user.getByRole('tab', { name: label, exact: true, selected: true }).waitFor();
        await user.waitForLoadState('networkidle');
        take(`${label} tab, added`);
      }
      return rows;
    } finally {
      await closeContext(fresh);
    }
  } finally {
    await stack.close();
  }
}
