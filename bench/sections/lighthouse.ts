/**
 * Lighthouse (issue 10 §3) on the signed-in /clusters with its default mobile profile (simulated slow
 * 4G and a 4× slower CPU): performance and accessibility scores, LCP, TBT and CLS, median of runs.
 *
 * Lighthouse is large and only the bench needs it, so it is not a dependency: the first bench run
 * installs lighthouse 12.8 (the last line that runs on Node 20) into node_modules/.cache/bench-lighthouse.
 * Signing in: Debian's Chromium is started with a remote-debugging port and a fresh profile;
 * playwright-core connects over CDP, signs in through the emulator's login page and disconnects (while
 * it is attached, Lighthouse's tab stalls), and Lighthouse opens /clusters in the same profile, so it
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
import type { BenchRow } from '../run';
import { median, ms } from '../stats';

const LIGHTHOUSE_VERSION = '12.8.2';
const CACHE_DIR = resolve('node_modules/.cache/bench-lighthouse');
const CLI = join(CACHE_DIR, 'node_modules/lighthouse/cli/index.js');
const RUNS = 3;
const EMAIL = 'premium@demo.test';

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

export async function lighthouseFigures(): Promise<BenchRow[]> {
  ensureLighthouse();
  const emulator = await startEmulator({ port: 0, dbPath: ':memory:', dataDir: null, staticDir: 'dist', simSpeed: 1, testHooks: true, quiet: true });
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
    const reports: Report[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await withPage(port, (page) => coldStart(page, emulator.url));
      // Asynchronously: the emulator answering the page runs in this process.
      const { stdout: json } = await promisify(execFile)(
        process.execPath,
        [CLI, `${emulator.url}/clusters`, `--port=${port}`, '--disable-storage-reset', '--only-categories=performance,accessibility', '--output=json', '--output-path=stdout', '--quiet'],
        { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8', timeout: 240_000 },
      );
      const report = JSON.parse(json) as Report;
      if (!report.categories?.performance) throw new Error('Lighthouse gave no report');
      reports.push(report);
      // The whole report of the last run, for a look at long tasks and what blocks the main thread.
      if (run === RUNS - 1) {
        mkdirSync('bench/out', { recursive: true });
        writeFileSync('bench/out/lighthouse-clusters.json', json);
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
      { figure: `performance score (median of ${RUNS})`, value: `${median(perf).toFixed(2)} (${list(perf, 2)})` },
      { figure: `accessibility score (median of ${RUNS})`, value: `${median(a11y).toFixed(2)} (${list(a11y, 2)})` },
      { figure: 'Largest Contentful Paint', value: `${ms(median(lcp))} (${list(lcp)})` },
      { figure: 'Total Blocking Time (goal ≤ 150 ms)', value: `${ms(median(tbt))} (${list(tbt)})` },
      { figure: 'Cumulative Layout Shift', value: `${median(cls).toFixed(3)} (${list(cls, 3)})` },
    ];
  } finally {
    const exited = new Promise((resolveExit) => chrome.once('exit', resolveExit));
    chrome.kill();
    await exited;
    await emulator.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
