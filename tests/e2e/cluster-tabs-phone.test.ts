/**
 * Issue 26 §9 in a real browser at 360 px: the cluster page's sections do not fit, so the tab strip scrolls
 * sideways with an arrow at the edge that has more; the arrow brings the next sections into view, the keyboard
 * reaches every tab (and the focused one scrolls into view), a section opened by its URL shows its tab, the
 * page itself never scrolls sideways, and axe passes in both schemes. premium@ owns sales-analytics.
 *
 * Issue 27 §1: every tab's list at 360 px is cards (the data table's phone layout): no element is wider than
 * the viewport, nothing in a list scrolls sideways, and every row action is in view and clickable. Seeded here so
 * each list has rows: allow-list items, a sub-cluster and a future scheduled event on sales-analytics, enterprise@'s
 * data agents.
 */
import type { Locator, Page } from 'playwright-core';
import { seedDataAgents } from '../../server/clusters/data-agents/seed';
import { insertEvent } from '../../server/clusters/scheduling/store';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { insertSubCluster } from '../../server/clusters/sub-clusters/store';
import { seedWhitelist } from '../../server/clusters/whitelist/seed';
import { DEMO_UUIDS } from '../../server/users/seed-users';
import { expectAccessible } from '../support/axe';
import { signIn, stackForFile, type Stack } from '../support/e2e';

const WAIT = { timeout: 20_000 };
const PHONE = { width: 360, height: 740 };
const DAY = 86_400_000;

function seedLists({ emulator: { ctx } }: Stack): void {
  const now = ctx.clock.now();
  const instanceId = SEED_INSTANCE_IDS.salesAnalytics;
  seedDataAgents(ctx);
  seedWhitelist(ctx, instanceId);
  insertSubCluster(ctx.db, { instanceId, name: 'sales-analytics-phone', type: 'loader', fallbackAnalytics: false, sizeId: 'size-medium', nodes: 2, now, phaseEndsAt: null });
  const start = new Date(now + 3 * DAY).toISOString();
  insertEvent(ctx.db, instanceId, { event: 'scaleUp', eventResult: null, startTime: start, eventInformation: { analyticsReplicas: 1 } }, DEMO_UUIDS.premium, now);
}

const stack = stackForFile({ serviceWorkers: 'block', prepare: seedLists });

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

/** Each cluster tab with a list, the lists it shows (their accessible names) and who opens it. */
const TAB_LISTS: readonly { email: string; path: string; lists: readonly string[] }[] = [
  { email: 'premium@demo.test', path: '/clusters/sales-analytics?tab=access-and-security', lists: ['Cluster users', 'IP allow-list'] },
  { email: 'premium@demo.test', path: '/clusters/sales-analytics?tab=libraries', lists: ['Libraries'] },
  { email: 'premium@demo.test', path: '/clusters/sales-analytics?tab=self-managed-clusters', lists: ['Self-Managed Clusters'] },
  { email: 'premium@demo.test', path: '/clusters/sales-analytics?tab=scheduling', lists: ['Scheduled events'] },
  { email: 'premium@demo.test', path: '/clusters/sales-analytics?tab=configurations', lists: ['Analytics', 'Loader'] },
  { email: 'enterprise@demo.test', path: '/clusters/eu-reporting?tab=configurations', lists: ['Data agent connections'] },
];

/**
 * What sticks out past the viewport's right edge: elements outside any sideways-scrolling box (the tab strip
 * scrolls by design), described for the failure message.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const clips = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= window.innerWidth + 0.5) continue;
      let inScroller = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (clips(up)) inScroller = true;
      if (!inScroller) out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right ${Math.round(box.right)}`);
    }
    return out;
  });

/** Whether anything between the list and the page scrolls sideways (a list that needs it is not a phone layout). */
const scrollsSideways = (list: Locator) =>
  list.evaluate((el) => {
    for (let up: Element | null = el; up && up !== document.documentElement; up = up.parentElement) {
      if (up.scrollWidth > up.clientWidth + 1 && getComputedStyle(up).overflowX !== 'visible') return true;
    }
    return false;
  });

/**
 * Each row action of `rows`, scrolled into view as a user would (one at a time): where it is, whether it is
 * disabled, and whether a tap at its centre reaches it (nothing covers it). One evaluation for the whole list:
 * the same checks made one protocol call at a time took ~10 s for the longest list.
 */
const rowActions = (rows: Locator) =>
  rows.getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => {
      button.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        label: button.getAttribute('aria-label') ?? button.textContent ?? '',
        left: box.left,
        right: box.right,
        disabled: button.matches(':disabled') || button.closest('[aria-disabled="true"]') !== null,
        takesClick: hit !== null && button.contains(hit),
      };
    }),
  );

describe('every tab list at 360 px', () => {
  for (const { email, path, lists } of TAB_LISTS) {
    it(`${path.split('tab=')[1]} (${lists.join(', ')}): cards in the viewport, every row action reachable, axe clean`, async () => {
      const { page } = await stack.newPage(PHONE);
      await signIn(page, stack, email, path);
      for (const name of lists) {
        const list = page.getByRole('list', { name, exact: true });
        const rows = list.getByRole('listitem');
        await rows.first().waitFor(WAIT);
        expect(await page.getByRole('table', { name, exact: true }).count()).toBe(0);
        expect(await scrollsSideways(list)).toBe(false);

        const actions = await rowActions(rows);
        expect(actions.length, `${name}: row actions`).toBeGreaterThan(0);
        for (const action of actions) {
          expect(action.left, `${name}: ${action.label} starts in view`).toBeGreaterThanOrEqual(0);
          expect(action.right, `${name}: ${action.label} ends in view`).toBeLessThanOrEqual(PHONE.width + 0.5);
          // A refused action is disabled with its reason; an allowed one takes the click where it is.
          if (!action.disabled) expect(action.takesClick, `${name}: ${action.label} takes a click`).toBe(true);
        }
        expect(await page.evaluate(() => window.scrollX)).toBe(0);
      }
      expect(await pageScrollsSideways(page)).toBe(false);
      expect(await overflowing(page)).toEqual([]);
      await expectAccessible(page, `${path} lists at 360 px`, [PHONE.width]);
    });
  }
});
