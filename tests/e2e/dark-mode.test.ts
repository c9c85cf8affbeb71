/**
 * Issue 26 §5 in a real browser: the console and its sign-in page follow the system's colour scheme, and a
 * choice in the user menu (Light, Dark, System) stands over it and is remembered. The page's theme-color
 * (the browser's toolbar) follows the scheme in use; the offline banner passes axe in both schemes.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { signIn, stackForFile, submitLogin } from '../support/e2e';
import { waitForServiceWorker } from '../support/push-relay';

const WAIT = { timeout: 20_000 };
const stack = stackForFile();

const scheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeColors = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content));

async function chooseTheme(page: Page, choice: 'Light' | 'Dark' | 'System'): Promise<void> {
  await page.getByRole('button', { name: 'Paula Premium' }).click();
  const item = page.getByRole('menuitemradio', { name: choice });
  await item.click();
  // The menu stays open on a choice; Escape closes it like any menu.
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

it('follows a dark system scheme from the sign-in page on, toolbar colour included', async () => {
  const { context, page } = await stack.newPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${stack.url}/clusters`);
  await page.getByLabel('Email').waitFor(WAIT);
  expect(await bodyBackground(page)).toBe('rgb(31, 31, 31)');
  await submitLogin(page, 'premium@demo.test');
  await page.waitForURL((url) => url.pathname === '/clusters', WAIT);
  await page.getByRole('article').first().waitFor(WAIT);
  expect(await scheme(page)).toBe('dark');
  expect(await bodyBackground(page)).toBe('rgb(36, 36, 36)');
  expect(await themeColors(page)).toEqual(['#242424', '#242424']);

  // The offline banner reads in dark as in light (axe checks both). Its code comes from the worker's precache.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByText(/^You are offline — showing data from/).waitFor(WAIT);
  await expectAccessible(page, 'offline banner');
  await context.setOffline(false);

  // The system turns light: so does the console.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'light');
  expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');
  expect(await themeColors(page)).toEqual(['#1c7ed6', '#1c7ed6']);
});

it('applies Dark chosen in the user menu over a light system, keeps it after a reload, and goes back to System', async () => {
  const { page } = await stack.newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, stack, 'premium@demo.test');
  await page.getByRole('article').first().waitFor(WAIT);
  expect(await scheme(page)).toBe('light');

  await chooseTheme(page, 'Dark');
  expect(await scheme(page)).toBe('dark');
  expect(await bodyBackground(page)).toBe('rgb(36, 36, 36)');
  expect(await themeColors(page)).toEqual(['#242424', '#242424']);

  await page.reload();
  await page.getByRole('article').first().waitFor(WAIT);
  expect(await scheme(page)).toBe('dark');
  await page.getByRole('button', { name: 'Paula Premium' }).click();
  expect(await page.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
  await expectAccessible(page, 'user menu with the theme choice', [1280]);
  await page.keyboard.press('Escape');

  await chooseTheme(page, 'System');
  expect(await scheme(page)).toBe('light');
  expect(await themeColors(page)).toEqual(['#1c7ed6', '#1c7ed6']);
});
