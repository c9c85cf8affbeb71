/**
 * The Scaling tab in a real browser (doc 2 §2, §4, §9): the autoscale switch of a connected cluster, the
 * autoscaler at work once the emulator's clock moves on (its resizes listed under the charts, in words), the
 * duration select (the requests it makes, hours 168 and 1), and axe at 1280 and 360 px, where the tab does not
 * scroll sideways.
 *
 * premium@ owns sales-analytics (running, always on, 2 analytics and 1 loader nodes, autoscaler off). The
 * emulator runs at simulated speed 1; three simulated hours hold a whole period of the simulated query load,
 * so the autoscaler, once on, resizes both services within them.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { advanceClock, signIn, stackForFile } from '../support/e2e';

const PREMIUM = 'premium@demo.test';
const HOUR = 60 * 60_000;
const WAIT = { timeout: 20_000 };

const stack = stackForFile({ simSpeed: 1, serviceWorkers: 'block' });

/** The history durations the page asked for, in order. */
function historyRequests(page: Page): string[] {
  const hours: string[] = [];
  page.on('request', (request) => {
    const match = /\/getautoscalehistory\/(\w+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) hours.push(match[1]);
  });
  return hours;
}

async function chooseDuration(page: Page, label: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Duration' });
  await select.click();
  await page.getByRole('option', { name: label, exact: true }).click();
  expect(await select.inputValue()).toBe(label);
}

it('switches the autoscaler on, lists its resizes under the charts, and reads each duration', async () => {
  const { page } = await stack.newPage();
  const requested = historyRequests(page);
  await signIn(page, stack, PREMIUM, '/clusters/sales-analytics?tab=scaling-configurations');

  const autoscaling = page.getByRole('region', { name: 'Autoscaling' });
  const history = page.getByRole('region', { name: 'Replica history' });
  // The demo day of sales-analytics (server/clusters/scaling/seed.ts): a scheduled scale to 4 and back, and
  // an autoscaled node that came and went.
  await history.getByText(/^Analytics had 2 to 4 nodes in the last day, 4 resizes/).waitFor(WAIT);
  await history
    .getByRole('list', { name: 'Analytics resizes' })
    .getByText(/Analytics: 2 → 4 nodes \(scheduled event\)$/)
    .waitFor(WAIT);
  await history.getByText('Analytics replicas').waitFor(WAIT);
  expect(await autoscaling.getByText('Cool-down delay').locator('xpath=following-sibling::*[1]').textContent()).toBe('10 minutes');
  expect(await autoscaling.getByText('Request delay').locator('xpath=following-sibling::*[1]').textContent()).toBe('60 seconds');
  expect(requested).toEqual(['24']);
  await expectAccessible(page, 'scaling tab');

  // The switch: on, with the answer's notice.
  const toggle = autoscaling.getByRole('switch', { name: /^Autoscaling/ });
  expect(await toggle.isChecked()).toBe(false);
  await toggle.check();
  await page.getByText('Autoscaling is on for sales-analytics').waitFor(WAIT);
  expect(await toggle.isChecked()).toBe(true);

  // Three simulated hours later the autoscaler has resized; the week's history lists it in words.
  await advanceClock(stack, 3 * HOUR);
  await chooseDuration(page, 'Last week');
  const analyticsResizes = history.getByRole('list', { name: 'Analytics resizes' });
  await analyticsResizes.getByText(/Analytics: \d+ → \d+ nodes? \(autoscaler\)$/).first().waitFor(WAIT);
  await history.getByRole('list', { name: 'Loader resizes' }).getByText(/\(autoscaler\)$/).first().waitFor(WAIT);
  // Each resize says when, with its time zone.
  const when = await analyticsResizes.locator('time').first().textContent();
  expect(when).toMatch(/\d{1,2}:\d{2}.*\s\S+$/);

  await chooseDuration(page, 'Last hour');
  await history.getByText(/ in the last hour, /).first().waitFor(WAIT);
  expect(requested).toEqual(['24', '168', '1']);

  await expectAccessible(page, 'scaling tab with resizes');
  await page.setViewportSize({ width: 360, height: 740 });
  await history.getByRole('list', { name: 'Analytics resizes' }).or(history.getByText('No resizes in the last hour.').first()).first().waitFor(WAIT);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
