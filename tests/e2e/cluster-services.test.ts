/**
 * Services control in a real browser (issue 13), in the configurations tab: a node stopped through its
 * confirmation and followed by the 5 s poll to not running (then started again); a node added within the
 * bounds, the form refusing past them and Add refused with its tooltip once the maximum is reached; axe at 1280
 * and 360 px on the tables and the confirmation.
 *
 * The emulator runs at simulated speed 1, so a node's phase lasts real seconds until the test moves the clock;
 * then the test moves the page's clock (Playwright's; time still flows) past one poll instead of waiting for it.
 * premium@ owns sales-analytics (running, always on, 2 analytics + 1 loader).
 */
import type { Locator, Page } from 'playwright-core';
import { MAX_NODES_CONFIG, SERVICE_STATUS_POLL_MS } from '../../src/domain/services-control';
import { NODE_PHASES } from '../../server/clusters/services/nodes';
import { expectAccessible } from '../support/axe';
import { advanceClock, signIn, stackForFile } from '../support/e2e';

const PREMIUM = 'premium@demo.test';
const WAIT = { timeout: 20_000 };

const stack = stackForFile({ simSpeed: 1, serviceWorkers: 'block' });

async function openServices(email: string, name: string, viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await stack.newPage(viewport);
  await page.clock.install();
  await signIn(page, stack, email, `/clusters/${name}?tab=configurations`);
  // A table at wide widths, cards at phone width (issue 27): the section's first row either way.
  await rows(section(page, 'Analytics')).first().waitFor(WAIT);
  return page;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A section's node rows: table rows at wide widths, the list's cards at phone width. */
const rows = (scope: Locator) => scope.getByRole('row').or(scope.getByRole('listitem'));
const row = (page: Page, service: string, node: string) => rows(section(page, service)).filter({ has: page.getByText(node, { exact: true }) });

describe('services control', () => {
  it('stops a node after its confirmation and follows it with the poll to not running, then starts it again', async () => {
    const page = await openServices(PREMIUM, 'sales-analytics');
    const node = row(page, 'Analytics', 'analytics-1');
    await node.getByText('Running').waitFor(WAIT);
    await node.getByRole('button', { name: 'Stop analytics-1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stop analytics-1?' });
    await dialog.waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Stop node' }).click();
    await node.getByText('Stopping').waitFor(WAIT);
    await page.getByText('Watching for changes every 5 seconds').first().waitFor(WAIT);

    // The stop ends on the emulator's clock; the page sees it on its next poll, with no reload.
    await advanceClock(stack, NODE_PHASES.stopMs);
    await page.clock.fastForward(SERVICE_STATUS_POLL_MS);
    await node.getByText('Not running').waitFor(WAIT);
    await node.getByRole('button', { name: 'Start analytics-1' }).click();
    await node.getByText('Starting').waitFor(WAIT);
    await advanceClock(stack, NODE_PHASES.startMs);
    await page.clock.fastForward(SERVICE_STATUS_POLL_MS);
    await node.getByText('Running').waitFor(WAIT);
    await node.getByRole('button', { name: 'Restart analytics-1' }).waitFor(WAIT);
  });

  it('adds a node within the bounds; past them the form refuses, and at the maximum Add is refused with its tooltip', async () => {
    // The maximum (a system configuration) is 3 here: sales-analytics may take one more analytics node.
    stack.emulator.ctx.db
      .prepare('INSERT OR REPLACE INTO system_configurations (config_key, config_type, value) VALUES (?, ?, ?)')
      .run(MAX_NODES_CONFIG.configKey, MAX_NODES_CONFIG.configType, '3');
    const page = await openServices(PREMIUM, 'sales-analytics');
    const analytics = section(page, 'Analytics');
    await analytics.getByRole('button', { name: 'Add nodes to Analytics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add nodes to Analytics' });
    const count = dialog.getByRole('textbox', { name: 'Number of nodes' });
    await count.fill('2');
    await dialog.getByText('You can change exactly 1 node here').waitFor(WAIT);
    expect(await dialog.getByRole('button', { name: 'Add' }).isDisabled()).toBe(true);
    await count.fill('1');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });

    const placeholder = row(page, 'Analytics', '__temp-analytics-2');
    await placeholder.getByText('Creating').waitFor(WAIT);
    expect(await placeholder.getByRole('button', { name: 'Stop __temp-analytics-2' }).isDisabled()).toBe(true);

    const add = analytics.getByRole('button', { name: 'Add nodes to Analytics' });
    await expect.poll(() => add.isDisabled(), WAIT).toBe(true);
    // The reason is a tooltip on the control's wrapper, reached by keyboard.
    await add.locator('xpath=..').focus();
    await page.getByRole('tooltip').filter({ hasText: 'Max node count reached: Analytics already has 3 nodes, the most allowed.' }).waitFor(WAIT);

    await advanceClock(stack, NODE_PHASES.createMs);
    await page.clock.fastForward(SERVICE_STATUS_POLL_MS);
    await row(page, 'Analytics', 'analytics-2').getByText('Running').waitFor(WAIT);
  });

  it('is accessible at 1280 and 360 px, with its confirmation open too', async () => {
    const page = await openServices(PREMIUM, 'sales-analytics', { width: 360, height: 740 });
    await expectAccessible(page, 'services control');
    await row(page, 'Loader', 'loader-0').getByRole('button', { name: 'Restart loader-0' }).click();
    await page.getByRole('dialog', { name: 'Restart loader-0?' }).waitFor(WAIT);
    await expectAccessible(page, 'restart confirmation');
    await page.getByRole('dialog', { name: 'Restart loader-0?' }).getByRole('button', { name: 'Cancel' }).click();
  });
});
