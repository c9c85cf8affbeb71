/**
 * The split deployment for browser tests (issue 25): nginx with deploy/nginx/console.conf serves a copy of
 * the build on http://127.0.0.1:<free port> with a config.json written by deploy/write-config.mjs, and the
 * emulator (in this process: its database and events are the test's to read) runs on
 * http://localhost:<another free port> with that console as its CONSOLE_ORIGINS. Two sites, as in
 * production: the console, the API and sign-in are neither same-origin nor same-site.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startEmulator } from '../../server/app';
import { freePort, startLocalNginx, type LocalNginx } from '../../scripts/local-nginx';
import { CHROMIUM_ARGS, chromiumPath, closeContext, closeServer, CLOSE_STEP_MS, settlesWithin, submitLogin } from './e2e';

const STATIC_DIR = process.env.E2E_DIST ?? 'dist';
const CONSOLE_HOST = '127.0.0.1';

export interface SplitStack {
  /** The console's origin (nginx). */
  consoleUrl: string;
  /** The API's and the provider's origin (the emulator). */
  apiUrl: string;
  browser: Browser;
  emulator: Awaited<ReturnType<typeof startEmulator>>;
  nginx: LocalNginx;
  newPage(options?: { width?: number; height?: number }): Promise<{ context: BrowserContext; page: Page }>;
}

/** Opens the console at `path`, signs in on the provider's page as `email`, and waits to be back on `path`. */
export async function signInSplit(page: Page, stack: Pick<SplitStack, 'consoleUrl' | 'apiUrl'>, email: string, path = '/clusters'): Promise<void> {
  await page.goto(stack.consoleUrl + path);
  await page.waitForURL((url) => url.origin === stack.apiUrl && url.pathname.startsWith('/oidc/'), { timeout: 20_000 });
  await submitLogin(page, email);
  await page.waitForURL((url) => url.origin === stack.consoleUrl && url.pathname + url.search === path, { timeout: 20_000 });
}

async function startSplitStack(): Promise<SplitStack & { close(): Promise<void> }> {
  if (!existsSync(`${STATIC_DIR}/index.html`)) throw new Error(`${STATIC_DIR}/ is missing: run \`npx vite build\` before the browser tests.`);
  const consolePort = await freePort(CONSOLE_HOST);
  const consoleUrl = `http://${CONSOLE_HOST}:${consolePort}`;
  const emulator = await startEmulator({
    port: 0,
    dbPath: ':memory:',
    dataDir: null,
    simSpeed: 600,
    testHooks: true,
    quiet: true,
    consoleOrigins: [consoleUrl],
  });
  let nginx: LocalNginx;
  try {
    nginx = await startLocalNginx({ dist: STATIC_DIR, host: CONSOLE_HOST, port: consolePort, configFrom: `${emulator.url}/config.json` });
  } catch (error) {
    await closeServer('the emulator', () => emulator.close());
    throw error;
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  return {
    consoleUrl,
    apiUrl: emulator.url,
    browser,
    emulator,
    nginx,
    async newPage({ width = 1280, height = 800 } = {}) {
      const context = await browser.newContext({ viewport: { width, height } });
      contexts.push(context);
      return { context, page: await context.newPage() };
    },
    async close() {
      await Promise.all(contexts.map(closeContext));
      const browserClosed = await settlesWithin(browser.close(), CLOSE_STEP_MS);
      await closeServer('nginx', () => nginx.stop());
      await closeServer('the emulator', () => emulator.close());
      if (!browserClosed) throw new Error(`Chromium did not close within ${CLOSE_STEP_MS} ms`);
    },
  };
}

/** One split stack for the calling test file (call it at the top of the file): started in beforeAll, closed in afterAll. */
export function splitStackForFile(): SplitStack {
  let current: (SplitStack & { close(): Promise<void> }) | null = null;
  const need = () => {
    if (!current) throw new Error('splitStackForFile: no stack outside the tests (call it at the top of a test file)');
    return current;
  };
  beforeAll(async () => {
    current = await startSplitStack();
  });
  afterAll(async () => {
    await current?.close();
    current = null;
  });
  return {
    get consoleUrl() {
      return need().consoleUrl;
    },
    get apiUrl() {
      return need().apiUrl;
    },
    get browser() {
      return need().browser;
    },
    get emulator() {
      return need().emulator;
    },
    get nginx() {
      return need().nginx;
    },
    newPage: (options) => need().newPage(options),
  };
}
