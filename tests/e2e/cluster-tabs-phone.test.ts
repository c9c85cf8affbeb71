/**
 * Issue 26 §9 in a real browser at 360 px: the cluster page's sections do not fit, so the tab strip scrolls
 * sideways with an arrow at the edge that has more; the arrow brings the next sections into view, the keyboard
 * reaches every tab (and the focused one scrolls into view), a section opened by its URL shows its tab, the
 * page itself never scrolls sideways, and axe passes in both schemes. premium@ owns sales-analytics.
 */
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { signIn, stackForFile } from '../support/e2e';

const WAIT = { timeout: 20_000 };
const PHONE = { width: 360, height: 740 };
const stack = stackForFile({ serviceWorkers: 'block' });

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Cluster sections' });

/** Whether the element lies wholly within the 360 px wide viewport, left to right. */
async function inView(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width + 0.5;
}

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

it('shows that more sections exist and brings them into view by arrow, keyboard and URL', async () => {
  const { page } = await stack.newPage(PHONE);
  await signIn(page, stack, 'premium@demo.test', '/clusters/sales-analytics');
  const tabs = tablist(page).getByRole('tab');
  await tabs.first().waitFor(WAIT);
  const names = await tabs.allTextContents();
  expect(names.length).toBeGreaterThan(4);
  const last = tabs.last();
  expect(await inView(tabs.first())).toBe(true);
  expect(await inView(last)).toBe(false);
  expect(await pageScrollsSideways(page)).toBe(false);

  // The arrow at the right edge says there is more, and moves the strip on.
  await page.getByRole('button', { name: 'Scroll to more sections' }).click();
  await page.waitForFunction(() => (document.querySelector('[role="tab"]')?.getBoundingClientRect().left ?? 0) < -10, undefined, WAIT);
  expect(await pageScrollsSideways(page)).toBe(false);
  await expectAccessible(page, 'cluster tabs scrolled at 360 px', [PHONE.width]);

  // The keyboard: from the selected first tab, Left wraps to the last one, which is chosen and in view.
  await tabs.first().focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForURL((url) => url.searchParams.get('tab') !== null, WAIT);
  expect(await last.getAttribute('aria-selected')).toBe('true');
  expect(await last.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await inView(last)).toBe(true);

  // Opened by its URL, a far section's tab is in view and selected; the page does not scroll sideways.
  const url = page.url();
  const { page: fresh } = await stack.newPage(PHONE);
  await signIn(fresh, stack, 'premium@demo.test', new URL(url).pathname + new URL(url).search);
  const selected = tablist(fresh).getByRole('tab', { selected: true });
  await selected.waitFor(WAIT);
  expect(await selected.textContent()).toBe(names.at(-1));
  await fresh.waitForFunction(() => {
    const box = document.querySelector('[role="tab"][aria-selected="true"]')?.getBoundingClientRect();
    return box !== undefined && box.left >= 0 && box.right <= window.innerWidth + 0.5;
  }, undefined, WAIT);
  expect(await pageScrollsSideways(fresh)).toBe(false);
  // Now the arrow at the left edge says there are earlier sections, and moves the strip back.
  const firstLeft = () => fresh.evaluate(() => document.querySelector('[role="tab"]')?.getBoundingClientRect().left ?? 0);
  const before = await firstLeft();
  expect(before).toBeLessThan(0);
  await fresh.getByRole('button', { name: 'Scroll to earlier sections' }).click();
  await fresh.waitForFunction(
    (start) => (document.querySelector('[role="tab"]')?.getBoundingClientRect().left ?? start) > start + 10,
    before,
    WAIT,
  );
});
