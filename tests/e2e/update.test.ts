/**
 * Issue 4 "Installable and updatable": after a second build with a changed version, an open page shows
 * 'A new version is available' and does not reload by itself; Reload activates the new version.
 * The emulator serves a copy of dist/ that the test replaces with the second build.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../server/app';
import { closeContext, closeServer, signIn, startStack, type Stack } from '../support/e2e';

let stack: Stack;
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let served: string;
let secondBuild: string;

function replaceServedFiles(from: string): void {
  for (const entry of readdirSync(served)) rmSync(join(served, entry), { recursive: true, force: true });
  cpSync(from, served, { recursive: true });
}

/** The module scripts a build's index.html starts (the app's and rolldown's runtime, whose name never changes). */
function moduleScripts(dir: string): string[] {
  const scripts = [...readFileSync(join(dir, 'index.html'), 'utf8').matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '');
  if (scripts.length === 0) throw new Error(`no module script in ${dir}/index.html`);
  return scripts;
}

const pageScripts = () => [...document.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));

beforeAll(async () => {
  stack = await startStack();
  const root = mkdtempSync(join(tmpdir(), 'console-update-'));
  served = join(root, 'served');
  secondBuild = join(root, 'second');
  cpSync('dist', served, { recursive: true });
  execFileSync('npx', ['vite', 'build', '--outDir', secondBuild, '--emptyOutDir', '--logLevel', 'error'], {
    // A production build like dist/: vitest sets NODE_ENV=test, which would make Vite bundle React's
    // development build (and fail the size budget). A version as long as package.json's, so this build is
    // as large as dist/: the size budget judges the product's build, not this copy of it.
    env: { ...process.env, NODE_ENV: 'production', APP_VERSION: '9.9.9' },
    stdio: 'pipe',
  });
  emulator = await startEmulator({
    port: 0,
    dbPath: ':memory:',
    dataDir: null,
    staticDir: served,
    simSpeed: 600,
    testHooks: true,
    quiet: true,
  });
}, 120_000);

afterAll(async () => {
  await stack?.close();
  if (emulator) await closeServer('the second emulator', () => emulator.close());
  if (served) rmSync(join(served, '..'), { recursive: true, force: true });
});

describe('update', () => {
  it('offers the new version without reloading, and Reload activates it', async () => {
    expect(moduleScripts(secondBuild)).not.toEqual(moduleScripts(served));
    const context = await stack.browser.newContext({ viewport: { width: 360, height: 780 } });
    try {
      const page = await context.newPage();
      await signIn(page, { ...stack, url: emulator.url }, 'premium@demo.test');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
      expect(await page.evaluate(pageScripts)).toEqual(moduleScripts(served));

      replaceServedFiles(secondBuild);
      // A marker on this page's window: it survives only if the page is not reloaded.
      await page.evaluate(() => {
        (window as Window & { updateMarker?: boolean }).updateMarker = true;
      });
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });

      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await prompt.waitFor({ timeout: 20_000 });
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as Window & { updateMarker?: boolean }).updateMarker)).toBe(true);
      await page.getByRole('article', { name: 'sales-analytics' }).waitFor();

      await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await page.getByRole('article', { name: 'sales-analytics' }).waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => (window as Window & { updateMarker?: boolean }).updateMarker)).toBeUndefined();
      expect(await page.evaluate(pageScripts)).toEqual(moduleScripts(secondBuild));
      expect(await prompt.count()).toBe(0);
      // The new worker controls the page and has no other version waiting.
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
      });
      expect(state).toEqual({ waiting: false, controlled: true });
    } finally {
      await closeContext(context);
    }
  });
});
