/**
 * Browser-test harness: one real emulator (random port, in-memory SQLite, fast clock, test hooks on)
 * serving the built app from dist/, and Debian's Chromium driven by playwright-core: its headless shell unless
 * the file's pages take notifications and push (StackOptions.notifications).
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { decodeJwt } from 'jose';
import { startEmulator } from '../../server/app';
import { signInOverHttp } from './oidc-browser';

/** The built app the stack serves: dist/, or E2E_DIST when several builds are tested side by side. */
const STATIC_DIR = process.env.E2E_DIST ?? 'dist';

export const DEMO_PASSWORD = 'Demo-Cloud-2026!';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The binary `envVar` names, or the first of `candidates` there is (what scripts/ensure-chromium.mjs found or installed). */
function systemBinary(name: string, envVar: string, candidates: string[]): string {
  const fromEnv = process.env[envVar];
  const found = (fromEnv ? [fromEnv] : candidates).find((path) => existsSync(path));
  if (!found) throw new Error(`${name} not found: run \`node scripts/ensure-chromium.mjs\` or set ${envVar}.`);
  return found;
}

export const chromiumPath = (): string => systemBinary('Chromium', 'CHROME_PATH', ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']);

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same Blink, V8, network stack and service
 * workers as Chromium, without the browser's own layers. The browser tests spend most of a 2-core machine's CPU in
 * Chromium: on four heavy files the shell took 107 CPU-seconds where Chromium took 155 (65 s against 86 s of wall
 * time). What it lacks is the notification system: no notifications, so no push subscription either.
 */
export const headlessShellPath = (): string =>
  systemBinary("Chromium's headless shell", 'CHROME_HEADLESS_SHELL_PATH', ['/usr/bin/chromium-headless-shell']);

export interface Stack {
  url: string;
  browser: Browser;
  emulator: Awaited<ReturnType<typeof startEmulator>>;
  /** `serviceWorkers: 'block'` lets page.route() see every API call (a service worker's fetches bypass it). */
  newPage(options?: { width?: number; height?: number; serviceWorkers?: 'allow' | 'block' }): Promise<{ context: BrowserContext; page: Page }>;
  /** Bounded: never hangs, whatever the browser or the emulator does. */
  close(): Promise<void>;
}

/** How long one teardown step may take before it is forced (or, for our own servers, reported). */
export const CLOSE_STEP_MS = 10_000;

/**
 * Waits for `work` at most `ms`. True when it settled in time (a rejection counts: the thing is gone
 * or going), false when the deadline passed first.
 */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true, () => true), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Closes one of our own servers (emulator, test push service) within CLOSE_STEP_MS, or fails naming it:
 * a server of ours that cannot close is a defect to see, not to wait out.
 */
export async function closeServer(name: string, close: () => Promise<void>): Promise<void> {
  if (!(await settlesWithin(close(), CLOSE_STEP_MS))) throw new Error(`${name} did not close within ${CLOSE_STEP_MS} ms`);
}

/**
 * Closes a browser context within CLOSE_STEP_MS. Chromium may never answer the disposal of a context
 * whose service worker is busy (a known upstream hang); the context then goes with the browser process.
 */
export async function closeContext(context: BrowserContext): Promise<void> {
  await settlesWithin(context.close(), CLOSE_STEP_MS);
}

export interface StackOptions {
  simSpeed?: number;
  /**
   * Whether the app's service worker may run in this stack's pages unless a page asks otherwise (default
   * 'allow'). A file whose tests are about screens rather than the worker (offline, push, updates, the
   * API cache) passes 'block': installing the worker's precache costs ~1.5 s of CPU in every new context,
   * which on a 2-core machine is time taken from every other test. The worker's own behaviour is tested
   * where it is the subject.
   */
  serviceWorkers?: 'allow' | 'block';
  /**
   * The pages show notifications and take push messages (default false): the stack runs Chromium itself. Without
   * it, the stack runs the lighter headless shell (headlessShellPath), which has no notification system.
   */
  notifications?: boolean;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(`${STATIC_DIR}/index.html`)) throw new Error(`${STATIC_DIR}/ is missing: run \`npm run build\` before the browser tests.`);
  const emulator = await startEmulator({
    port: 0,
    dbPath: ':memory:',
    dataDir: null,
    staticDir: STATIC_DIR,
    simSpeed: options.simSpeed ?? 600,
    testHooks: true,
    quiet: true,
  });
  const executablePath = options.notifications ? chromiumPath() : headlessShellPath();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  return {
    url: emulator.url,
    browser,
    emulator,
    async newPage({ width = 1280, height = 800, serviceWorkers = options.serviceWorkers ?? 'allow' } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, serviceWorkers });
      contexts.push(context);
      return { context, page: await context.newPage() };
    },
    async close() {
      await Promise.all(contexts.map(closeContext));
      // Playwright kills the browser process itself when its graceful close fails; this bound only keeps a
      // hung close from holding the emulator's teardown (and the hook) hostage.
      const browserClosed = await settlesWithin(browser.close(), CLOSE_STEP_MS);
      await closeServer('the emulator', () => emulator.close());
      if (!browserClosed) throw new Error(`Chromium did not close within ${CLOSE_STEP_MS} ms`);
    },
  };
}

/** Fills the emulator's login page (reached by any protected navigation) and submits it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path` (default /clusters), signs in through the provider's login page as `email` and waits until the
 * app shows that path again: the sign-in a user makes, for the tests whose subject it is (foundation).
 */
export async function signInThroughForm(page: Page, stack: Stack, email: string, path = '/clusters'): Promise<void> {
  await page.goto(stack.url + path);
  await submitLogin(page, email);
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 20_000 });
}

/** The id token's claims that oidc-client-ts leaves out of the stored user's profile (its DefaultProtocolClaims). */
const PROTOCOL_CLAIMS = new Set(['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash']);

/**
 * Opens `path` (default /clusters) signed in as `email`, as a returning user whose session is on the device.
 * The grant is real and the test's own (signInOverHttp: the authorization code flow with PKCE against the stack's
 * provider), stored where oidc-client-ts keeps its user, in the library's format (User.toStorageString). What it
 * skips is a browser's trip through the login page and the callback: two loads of the app and one of the login
 * page, ~1.3 s of a 2-core machine per test. Tests of the sign-in itself (its pages, the callback, the return to
 * the page that asked) use signInThroughForm.
 */
export async function signIn(page: Page, stack: Stack, email: string, path = '/clusters'): Promise<void> {
  const O = stack.url;
  const { oidc } = (await (await fetch(`${O}/config.json`)).json()) as { oidc: { authority: string; clientId: string } };
  const tokens = await signInOverHttp(O, email, DEMO_PASSWORD);
  const claims = Object.entries(decodeJwt(String(tokens.id_token)));
  const user = {
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: Object.fromEntries(claims.filter(([claim]) => !PROTOCOL_CLAIMS.has(claim))),
    expires_at: Math.floor(Date.now() / 1000) + Number(tokens.expires_in),
  };
  // The user goes into the origin's storage from a page of the origin that runs nothing (the app would start
  // signed out and send the browser to the provider before the user is there).
  await page.route(`${O}/e2e-sign-in`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sign-in</title>' }));
  await page.goto(`${O}/e2e-sign-in`);
  await page.unroute(`${O}/e2e-sign-in`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [`oidc.user:${oidc.authority}:${oidc.clientId}`, JSON.stringify(user)] as const);
  await page.goto(O + path);
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 20_000 });
}

/**
 * One stack for the calling test file (call it at the top of the file): started in beforeAll, then `prepare`
 * (seeding its emulator), and closed in afterAll. The answer stands for that stack.
 */
export function stackForFile(options: StackOptions & { prepare?: (stack: Stack) => void } = {}): Stack {
  let current: Stack | null = null;
  const need = (): Stack => {
    if (!current) throw new Error('stackForFile: no stack outside the tests (call it at the top of a test file)');
    return current;
  };

  beforeAll(async () => {
    const { prepare: _prepare, ...stackOptions } = options;
    current = await startStack(stackOptions);
    options.prepare?.(current);
  });

  afterAll(async () => {
    await current?.close();
    current = null;
  });

  return {
    get url() {
      return need().url;
    },
    get browser() {
      return need().browser;
    },
    get emulator() {
      return need().emulator;
    },
    newPage: (pageOptions) => need().newPage(pageOptions),
    close: () => need().close(),
  };
}

/** Moves the stack's emulator clock `ms` forward through its test hook (which must answer 200). */
export async function advanceClock(stack: Pick<Stack, 'url'>, ms: number): Promise<void> {
  const response = await fetch(`${stack.url}/api/_emulator/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  expect(response.status).toBe(200);
}
