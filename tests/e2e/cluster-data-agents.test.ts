/**
 * Data agents in a real browser (issue 14): a connection created in the Configurations tab's Data agent section,
 * its authentication file generated and downloaded (a real file, fetched with the bearer token), the agent
 * connecting on the emulator's clock and then started from its row; axe on the table and the setup steps at
 * 1280 and 360 px; at 360 px the connections are cards that need no sideways scrolling (issue 27).
 *
 * Seeded here (seedDataAgents, idempotent): enterprise@'s eu-reporting has Data agent on and 11 connections.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { seedDataAgents } from '../../server/clusters/data-agents/seed';
import { expectAccessible } from '../support/axe';
import { signIn, stackForFile } from '../support/e2e';

const ENTERPRISE = 'enterprise@demo.test';
const WAIT = { timeout: 20_000 };

const stack = stackForFile({ prepare: (s) => seedDataAgents(s.emulator.ctx), serviceWorkers: 'block' });

async function openAgents(viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await stack.newPage(viewport);
  await signIn(page, stack, ENTERPRISE, '/clusters/eu-reporting?tab=configurations');
  await page.getByRole('table', { name: 'Data agent connections' }).waitFor(WAIT);
  return page;
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

it('creates a data agent, downloads its authentication file and starts it', async () => {
  const page = await openAgents();
  await page.getByRole('button', { name: 'New data agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'New data agent' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('e2e_agent');
  await dialog.getByRole('combobox', { name: 'Tenant' }).click();
  await page.getByRole('option', { name: 'default' }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Browser test agent');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByText('Data agent e2e_agent is created').waitFor(WAIT);
  const row = rowOf(page, 'e2e_agent');
  await row.getByText('No auth file generated').waitFor(WAIT);

  const downloading = page.waitForEvent('download', WAIT);
  await row.getByRole('button', { name: 'Generate authentication file e2e_agent' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('e2e_agent.auth');
  const content = JSON.parse(await readFile(await download.path(), 'utf8')) as { agentName: string; tenant: string; clientOrigin: string };
  expect(content).toMatchObject({ agentName: 'e2e_agent', tenant: 'default', clientOrigin: stack.url });
  await page.getByText('Authentication file downloaded').waitFor(WAIT);

  // The controller connects on the clock; the list is read again 2 s after the action.
  const start = row.getByRole('button', { name: 'Start e2e_agent' });
  await start.waitFor(WAIT);
  await row.getByText('Stopped', { exact: true }).waitFor(WAIT);
  await start.click();
  await page.getByText('Data agent e2e_agent is starting').waitFor(WAIT);
  await row.getByText('Started', { exact: true }).waitFor(WAIT);
  await row.getByRole('button', { name: 'Stop e2e_agent' }).waitFor(WAIT);
});

it('is accessible at 1280 and 360 px: the table and the setup steps', async () => {
  const page = await openAgents();
  await expectAccessible(page, 'data agent connections');
  await rowOf(page, 'sales_db_agent').getByRole('button', { name: 'Setup steps sales_db_agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up sales_db_agent' });
  await dialog.getByRole('group', { name: 'Hosts and ports to allow' }).waitFor(WAIT);
  await expectAccessible(page, 'data agent setup steps');
});

it('is usable at 360 px: the connections are cards, nothing scrolls sideways, and the dialog fills the screen', async () => {
  const { page } = await stack.newPage({ width: 360, height: 740 });
  await signIn(page, stack, ENTERPRISE, '/clusters/eu-reporting?tab=configurations');
  // Issue 27: at phone width the list is cards (the data table's phone layout), no longer a table that scrolls.
  const list = page.getByRole('list', { name: 'Data agent connections' });
  await list.getByRole('listitem').first().waitFor(WAIT);
  const scrolls = await list.evaluate((el) => {
    for (let up: Element | null = el; up && up.tagName !== 'SECTION'; up = up.parentElement) {
      if (up.scrollWidth > up.clientWidth + 1 && getComputedStyle(up).overflowX !== 'visible') return true;
    }
    return false;
  });
  expect(scrolls).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('button', { name: 'New data agent' }).click();
  await page.getByRole('dialog', { name: 'New data agent' }).getByRole('textbox', { name: 'Name' }).waitFor(WAIT);
});
