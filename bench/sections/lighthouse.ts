/**
 * Lighthouse (issues 10 §3 and 24) with its default mobile profile (simulated slow 4G and a 4× slower
 * CPU) on the pages an on-call person opens on a phone, signed in: the list, the cluster page a push alert
 * opens (overview, and on its configurations tab) and consumption. Per page: performance and accessibility
 * scores, LCP, TBT and CLS, median of runs. Goals (issue 24): performance ≥ 0.90, LCP ≤ 2.5 s,
 * TBT ≤ 200 ms, CLS ≤ 0.1.
 *
 * Lighthouse is large and only the bench needs it, so it is not a dependency: the first bench run
 * installs lighthouse 12.8 (the last line that runs on Node 20) into node_modules/.cache/bench-lighthouse.
 * Signing in: Debian's Chromium is started with a remote-debugging port and a fresh profile;
 * playwright-core connects over CDP, signs in through the emulator's login page and disconnects (while
 * it is attached, Lighthouse's tab stalls), and Lighthouse opens each page in the same profile, so it
 * has the stored session. Before each run the HTTP cache, the service worker and the persisted query
 * cache are cleared (Lighthouse's own storage reset would also sign the user out), so every run is a
 * cold, signed-in load.
 */
import { execFile, execSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startEmulator } from '../../server/app';
import { CHROMIUM_ARGS, chromiumPath, submitLogin } from '../../tests/support/e2e';
import { DIST } from '../dist';
import type { BenchRow } from '../run';
import { median, ms } from '../stats';

const LIGHTHOUSE_VERSION = '12.8.2';
const CACHE_DIR = resolve('node_modules/.cache/bench-lighthouse');
const CLI = join(CACHE_DIR, 'node_modules/lighthouse/cli/index.js');
const RUNS = 3;
const EMAIL = 'premium@demo.test';
/** `npm run bench -- lighthouse` runs them all; LIGHTHOUSE_PAGES=/consumption,/clusters picks some. */
const PAGES = ['/clusters', '/clusters/sales-analytics', '/clusters/sales-analytics?tab=configurations', '/consumption'];
const GOALS = { performance: 0.9, lcp: 2500, tbt: 200, cls: 0.1 };

function ensureLighthouse(): void {
  if (existsSync(CLI)) return;
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(join(CACHE_DIR, 'package.json'), '{ "private": true }\n');
  process.stdout.write(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${CACHE_DIR} (once)\n`);
  execSync(`npm install --no-save --no-audit --no-fund lighthouse@${LIGHTHOUSE_VERSION}`, { cwd: CACHE_DIR, stdio: 'inherit' });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Audit {
  numericValue?: number;
}
interface Report {
  categories: { performance: { score: number }; accessibility: { score: number } };
  audits: Record<string, Audit>;
}

/** Connects playwright-core to the running Chromium, runs `work` in its first page, disconnects. */
async function withPage(port: number, work: (page: Page) => Promise<void>): Promise<void> {
  let browser: Browser | null = null;
  const deadline = Date.now() + 20_000;
  while (!browser) {
    try {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    }
  }
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = context.pages()[0] ?? (await context.newPage());
    await work(page);
  } finally {
    await browser.close();
  }
}

async function coldStart(page: Page, origin: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/robots.txt`);
  await page.evaluate(`(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const key of await caches.keys()) await caches.delete(key);
    localStorage.removeItem('console-cache');
  })()`);
  await page.goto('about:blank');
}

async function measurePage(port: number, origin: string, path: string): Promise<BenchRow[]> {
  const reports: Report[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await withPage(port, (page) => coldStart(page, origin));
    // Asynchronously: the emulator answering the page runs in this process.
    const { stdout: json } = await promisify(execFile)(
      process.execPath,
      [CLI, `${origin}${path}`, `--port=${port}`, '--disable-storage-reset', '--only-categories=performance,accessibility', '--output=json', '--output-path=stdout', '--quiet'],
      { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8', timeout: 240_000 },
    );
    const report = JSON.parse(json) as Report;
    if (!report.categories?.performance) throw new Error(`Lighthouse gave no report for ${path}`);
    reports.push(report);
    // The whole report of the last run, for a look at long tasks and what blocks the main thread.
    if (run === RUNS - 1) {
      mkdirSync('bench/out', { recursive: true });
      writeFileSync(`bench/out/lighthouse${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.json`, json);
    }
  }
  const pick = (get: (r: Report) => number) => reports.map(get);
  const audit = (id: string) => pick((r) => r.audits[id]?.numericValue ?? Number.NaN);
  const list = (values: number[], digits = 0) => values.map((v) => v.toFixed(digits)).join(', ');
  const perf = pick((r) => r.categories.performance.score);
  const a11y = pick((r) => r.categories.accessibility.score);
  const lcp = audit('largest-contentful-paint');
  const tbt = audit('total-blocking-time');
  const cls = audit('cumulative-layout-shift');
  return [
    { figure: `${path}: performance (median of ${RUNS}, goal ≥ ${GOALS.performance})`, value: `${median(perf).toFixed(2)} (${list(perf, 2)})` },
    { figure: `${path}: accessibility`, value: `${median(a11y).toFixed(2)} (${list(a11y, 2)})` },
    { figure: `${path}: LCP (goal ≤ ${GOALS.lcp} ms)`, value: `${ms(median(lcp))} (${list(lcp)})` },
    { figure: `${path}: TBT (goal ≤ ${GOALS.tbt} ms)`, value: `${ms(median(tbt))} (${list(tbt)})` },
    { figure: `${path}: CLS (goal ≤ ${GOALS.cls})`, value: `${median(cls).toFixed(3)} (${list(cls, 3)})` },
  ];
}

export async function lighthouseFigures(): Promise<BenchRow[]> {
  ensureLighthouse();
  const emulator = await startEmulator({ port: 0, dbPath: ':memory:', dataDir: null, staticDir: DIST, simSpeed: 1, testHooks: true, quiet: true });
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const chrome = spawn(chromiumPath(), [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  try {
    await withPage(port, async (page) => {
      await page.goto(`${emulator.url}/clusters`);
      await submitLogin(page, EMAIL);
      await page.waitForURL((url) => url.pathname === '/clusters', { timeout: 20_000 });
      await page.getByRole('article').first().waitFor({ timeout: 20_000 });
    });
    const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? PAGES;
    const rows: BenchRow[] = [];
    for (const path of pages) rows.push(...(await measurePage(port, emulator.url, path)));
    return rows;
  } finally {
    const exited = new Promise((resolveExit) => chrome.once('exit', resolveExit));
    chrome.kill();
    await exited;
    await emulator.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
