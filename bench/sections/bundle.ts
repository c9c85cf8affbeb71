/**
 * The JS and CSS the first route costs, gzip -9 of the dist/ files. Three views:
 * - what dist/index.html references directly (entry script, modulepreload chunks, stylesheets): what the
 *   browser fetches before any of our code runs;
 * - what real Chromium fetches for a signed-out first visit to /clusters, up to the redirect to the
 *   provider's sign-in page;
 * - THE first-route figure (issue 24): everything the signed-in /clusters loads until the network is idle,
 *   in `npm start`'s default configuration (test hooks off, so config.json names the tracking stand-ins
 *   and a VAPID key) and a fresh profile (no HTTP cache, no service worker, no persisted query cache: only
 *   the stored session). What a screen pulls right after its first paint counts, not only index.html.
 * Goal (issue 24): first route JS ≤ 130 kB, CSS ≤ 35 kB. The build fails past its budget (scripts/size-budget.ts).
 * Lazy chunks never fetched on those loads are listed last.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startEmulator } from '../../server/app';
import { CHROMIUM_ARGS, chromiumPath, submitLogin } from '../../tests/support/e2e';
import { FIRST_ROUTE_BUDGET_KB } from '../../scripts/size-budget';
import { DIST } from '../dist';
import type { BenchRow } from '../run';

const EMAIL = 'premium@demo.test';
const FIRST_ROUTE_GOAL_KB = 130;
const CARD = 'article[aria-label="sales-analytics"]';
const PHONE = { width: 360, height: 780 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
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

function rows(label: string, files: Set<string>, goal: { js: number; css: number } | null): BenchRow[] {
  const js = [...files].filter((file) => file.endsWith('.js'));
  const css = [...files].filter((file) => file.endsWith('.css'));
  if (process.env.BENCH_DEBUG) for (const file of js) process.stdout.write(`  ${label} ${file} ${kb(gzipSize(file))}\n`);
  return [
    { figure: `${label} JS, gzip (${js.length} files)`, value: `${kb(sum(js))}${goal ? ` (goal ≤ ${goal.js} kB)` : ''}` },
    { figure: `${label} CSS, gzip (${css.length} files)`, value: `${kb(sum(css))}${goal ? ` (goal ≤ ${goal.css} kB)` : ''}` },
  ];
}

async function measureInBrowser(): Promise<{ signedOut: Set<string>; signedIn: Set<string> }> {
  // As `npm start` runs it (test hooks off), on a free port with a throw-away database and keys.
  const emulator = await startEmulator({ port: 0, dbPath: ':memory:', dataDir: null, staticDir: DIST, simSpeed: 8, quiet: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    // Signed out, first visit: everything fetched before the browser leaves for the sign-in page.
    const visitorContext = await browser.newContext({ viewport: PHONE });
    const visitor = await visitorContext.newPage();
    const signedOut = collectAssets(visitor, emulator.url);
    await visitor.goto(`${emulator.url}/clusters`);
    await visitor.waitForURL((url) => url.pathname.startsWith('/oidc/'), { timeout: 20_000 });
    await submitLogin(visitor, EMAIL);
    await visitor.locator(CARD).waitFor({ timeout: 20_000 });
    // A fresh profile that carries the session only: the provider's cookie and oidc-client-ts's stored
    // user, not the persisted query cache (which would let the list paint without asking the API).
    const { cookies, origins } = await visitorContext.storageState();
    const storageState = {
      cookies,
      origins: origins.map(({ origin, localStorage }) => ({ origin, localStorage: localStorage.filter(({ name }) => name !== 'console-cache') })),
    };
    await visitorContext.close();

    const context = await browser.newContext({ viewport: PHONE, storageState });
    try {
      const user = await context.newPage();
      const signedIn = collectAssets(user, emulator.url);
      await user.goto(`${emulator.url}/clusters`);
      await user.locator(CARD).waitFor({ timeout: 20_000 });
      await user.waitForLoadState('networkidle');
      return { signedOut, signedIn };
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
    await emulator.close();
  }
}

export async function firstRouteSize(): Promise<BenchRow[]> {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const referenced = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? ''));
  const { signedOut, signedIn } = await measureInBrowser();
  const all = readdirSync(join(DIST, 'assets'))
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => `assets/${file}`);
  const neverLoaded = new Set(all.filter((file) => !signedIn.has(file) && !signedOut.has(file)));
  return [
    ...rows('first route: signed-in /clusters until network idle:', signedIn, { js: FIRST_ROUTE_GOAL_KB, css: 35 }),
    { figure: 'first route: the build’s budget (scripts/size-budget.ts)', value: `${FIRST_ROUTE_BUDGET_KB} kB` },
    ...rows('index.html references:', referenced, null),
    ...rows('signed out, until sign-in redirect:', signedOut, null),
    ...rows('fetched by neither load:', neverLoaded, null),
  ];
}
