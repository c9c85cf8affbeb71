/**
 * The JS and CSS the first route costs, gzip -9 of the dist/ files. Three views:
 * - what dist/index.html references directly (entry script, modulepreload chunks, stylesheets);
 * - what real Chromium fetches for a signed-out first visit to /clusters, up to the redirect to the
 *   provider's sign-in page;
 * - what it fetches for a signed-in user's load of /clusters (fresh context with the stored session, no
 *   HTTP cache, no service worker) until the list is painted and the network is idle.
 * Goal (issue 4): JS ≤ 150 KB, CSS ≤ 35 KB. Lazy chunks never fetched on those loads are listed last.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { closeContext, signIn, startStack } from '../../tests/support/e2e';
import type { BenchRow } from '../run';

const EMAIL = 'premium@demo.test';
const CARD = 'article[aria-label="sales-analytics"]';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);

/** `assets/x.js` for a same-origin request of a built asset, otherwise null. */
function assetOf(url: string, origin: string): string | null {
  if (!url.startsWith(`${origin}/`)) return null;
  const path = new URL(url).pathname.slice(1);
  return /^assets\/[^/]+\.(?:js|css)$/.test(path) ? path : null;
}

function collectAssets(page: Page, origin: string): Set<string> {
  const files = new Set<string>();
  page.on('request', (request) => {
    const file = assetOf(request.url(), origin);
    if (file) files.add(file);
  });
  return files;
}

function rows(label: string, files: Set<string>, goal: boolean): BenchRow[] {
  const js = [...files].filter((file) => file.endsWith('.js'));
  const css = [...files].filter((file) => file.endsWith('.css'));
  return [
    { figure: `${label} JS, gzip (${js.length} files)`, value: `${kb(sum(js))}${goal ? ' (goal ≤ 150 kB)' : ''}` },
    { figure: `${label} CSS, gzip (${css.length} files)`, value: `${kb(sum(css))}${goal ? ' (goal ≤ 35 kB)' : ''}` },
  ];
}

async function measureInBrowser(): Promise<{ signedOut: Set<string>; signedIn: Set<string> }> {
  const stack = await startStack();
  try {
    // Signed out, first visit: everything fetched before the browser leaves for the sign-in page.
    const { page: visitor } = await stack.newPage({ width: 360, height: 780, serviceWorkers: 'block' });
    const signedOut = collectAssets(visitor, stack.url);
    await visitor.goto(`${stack.url}/clusters`);
    await visitor.waitForURL((url) => url.pathname.startsWith('/oidc/'), { timeout: 20_000 });

    // Signed in: a fresh context carrying only the stored session, so nothing comes from a cache.
    const { context, page } = await stack.newPage({ width: 360, height: 780, serviceWorkers: 'block' });
    await signIn(page, stack, EMAIL);
    await page.locator(CARD).waitFor({ timeout: 20_000 });
    const storageState = await context.storageState();
    const fresh = await stack.browser.newContext({ viewport: { width: 360, height: 780 }, serviceWorkers: 'block', storageState });
    try {
      const user = await fresh.newPage();
      const signedIn = collectAssets(user, stack.url);
      await user.goto(`${stack.url}/clusters`);
      await user.locator(CARD).waitFor({ timeout: 20_000 });
      await user.waitForLoadState('networkidle');
      return { signedOut, signedIn };
    } finally {
      await closeContext(fresh);
    }
  } finally {
    await stack.close();
  }
}

export async function firstRouteSize(): Promise<BenchRow[]> {
  const html = readFileSync('dist/index.html', 'utf8');
  const referenced = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? ''));
  const { signedOut, signedIn } = await measureInBrowser();
  const all = readdirSync('dist/assets')
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => `assets/${file}`);
  const neverLoaded = new Set(all.filter((file) => !signedIn.has(file) && !signedOut.has(file)));
  return [
    ...rows('index.html references:', referenced, false),
    ...rows('signed out, until sign-in redirect:', signedOut, false),
    ...rows('signed in, /clusters load:', signedIn, true),
    ...rows('fetched by neither load:', neverLoaded, false),
  ];
}
