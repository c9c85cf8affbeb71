/**
 * Scheduling in a real browser (doc 2 §2, §4, §5; issue 13): a scale-up scheduled through the three-step wizard
 * (Event Main Info, Event Additional Info, Review), then run by the emulator once its clock is moved past the
 * start: the table shows its result and the cluster its new node count. Axe on the tab and on the wizard at
 * 1280 and 360 px.
 *
 * The emulator runs at simulated speed 1 (real minutes), so the event waits until the test moves the clock;
 * sales-analytics (premium@, running, 2 analytics nodes, never auto-suspended) is the only cluster it touches.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { advanceClock, signIn, stackForFile } from '../support/e2e';

const PREMIUM = 'premium@demo.test';
const MINUTE = 60_000;
const WAIT = { timeout: 20_000 };

const stack = stackForFile({ simSpeed: 1, serviceWorkers: 'block' });

/** A start a few minutes ahead, as the browser's date and time inputs take it (its own zone). */
async function startInputs(page: Page, minutesAhead: number): Promise<{ date: string; time: string }> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
      time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
    };
  }, minutesAhead);
}

describe('the scheduling tab', () => {
  it('schedules a scale-up through the wizard; once the clock passes its start, the table shows its result', async () => {
    const { page } = await stack.newPage();
    await signIn(page, stack, PREMIUM, '/clusters/sales-analytics?tab=scheduling');
    const tab = page.getByRole('region', { name: 'Scheduled events' });
    await tab.getByText('No scheduled events yet.').waitFor(WAIT);
    await tab.getByText(/The cluster has 2 nodes for analytics/).waitFor();
    await tab.getByText(/Times are in your time zone, /).waitFor();

    await tab.getByRole('button', { name: 'Create event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create scheduled event' });
    await dialog.waitFor();

    // Event Main Info.
    await dialog.getByRole('combobox', { name: 'Event' }).click();
    await page.getByRole('option', { name: 'Scale up', exact: true }).click();
    const start = await startInputs(page, 5);
    const startDate = dialog.getByRole('textbox', { name: /^Start date/ });
    await startDate.fill(start.date);
    await startDate.press('Tab');
    await dialog.getByLabel(/^Start time/).fill(start.time);
    await expectAccessible(page, 'the wizard, Event Main Info');
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Event Additional Info: the bound is what can be added to 2 nodes.
    const analytics = dialog.getByRole('textbox', { name: 'Analytics nodes to add' });
    await analytics.waitFor();
    await dialog.getByText('It has 2 nodes; up to 8 can be added.').waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Enter the number of analytics or loader nodes').waitFor();
    await analytics.fill('1');
    await expectAccessible(page, 'the wizard, Event Additional Info');
    await dialog.getByRole('button', { name: 'Next' }).click();

    // Review, then schedule.
    await dialog.getByRole('cell', { name: '+1', exact: true }).waitFor();
    const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/scheduleevent'));
    await dialog.getByRole('button', { name: 'Schedule event' }).click();
    expect((await post).postDataJSON()).toMatchObject({ event: 'scaleUp', eventResult: null, eventInformation: { analyticsReplicas: 1 } });
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Scale up of sales-analytics is scheduled').waitFor();

    const table = tab.getByRole('table', { name: 'Scheduled events' });
    await table.getByText('Analytics +1').waitFor();
    await table.getByText('Queued').waitFor();
    // The time zone is printed with the start.
    expect(await table.getByRole('cell').nth(1).textContent()).toMatch(/\d{1,2}:\d{2}.*(GMT|UTC|[A-Z]{3,5})/);
    await expectAccessible(page, 'the scheduling tab with a queued event');

    // The start passes: the emulator runs the event, and a refresh shows its result and the new count.
    await advanceClock(stack, 6 * MINUTE);
    await tab.getByRole('button', { name: 'Refresh' }).click();
    await table.getByText('Success').waitFor(WAIT);
    await table.getByText('Analytics nodes 2 → 3').waitFor();
    await tab.getByText(/The cluster has 3 nodes for analytics/).waitFor(WAIT);
    // Its start has passed: view-only.
    await table.getByRole('button', { name: /^View scale up at / }).click();
    const view = page.getByRole('dialog', { name: 'Scheduled event' });
    await view.getByText('Its start has passed: it can no longer be changed.').waitFor();
    await expectAccessible(page, 'a past event, view-only');
  });
});
