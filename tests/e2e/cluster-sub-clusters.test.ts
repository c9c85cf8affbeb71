/**
 * Self-managed clusters in a real browser (issue 13): the tab's empty text, the create dialog through its
 * errors (the name past 32 characters with its prefix; Create disabled until the form is valid) to success, and
 * the new sub-cluster becoming running on a fast clock (the tab polls while it is creating); axe clean on the
 * tab, the dialog with an error, and the table, at 1280 and 360 px.
 *
 * The emulator runs at simulated speed 600: a sub-cluster's 3 minutes of creation last 0.3 s.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { signIn, stackForFile } from '../support/e2e';

const PREMIUM = 'premium@demo.test';
const CLUSTER = 'sales-analytics';
const WAIT = { timeout: 20_000 };

const stack = stackForFile({ simSpeed: 600, serviceWorkers: 'block' });

async function openTab(email: string): Promise<Page> {
  const { page } = await stack.newPage();
  await signIn(page, stack, email, `/clusters/${CLUSTER}?tab=self-managed-clusters`);
  await page.getByRole('heading', { level: 2, name: 'Self-Managed Clusters' }).waitFor(WAIT);
  return page;
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Create Self-Managed Cluster' });
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('self-managed clusters', () => {
  it('creates a sub-cluster through the dialog’s errors to success, and sees it become running', async () => {
    const page = await openTab(PREMIUM);
    await page.getByText('No Self-Managed Clusters created yet.').waitFor(WAIT);
    await expectAccessible(page, 'the empty self-managed clusters tab');

    await page.getByRole('button', { name: 'Create Self-Managed Cluster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Self-Managed Cluster' });
    await dialog.waitFor(WAIT);
    const create = dialog.getByRole('button', { name: 'Create', exact: true });
    expect(await create.isDisabled()).toBe(true);

    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.fill('a'.repeat(17));
    await dialog.getByText('Name should not exceed 32 characters').waitFor(WAIT);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'the create dialog with an error');

    await name.fill('etl-1');
    await dialog.getByText('Full name: sales-analytics-etl-1 (21 of 32 characters)').waitFor(WAIT);
    expect(await dialog.getByText('Name should not exceed 32 characters').count()).toBe(0);
    await choose(page, 'Type', 'Loader');
    expect(await create.isDisabled()).toBe(true);
    await choose(page, 'Size', 'Small (4 IPU per node)');
    expect(await create.isEnabled()).toBe(true);
    await create.click();

    await dialog.waitFor({ state: 'detached', ...WAIT });
    await page.getByText('sales-analytics-etl-1 is being created').waitFor(WAIT);
    const row = page.getByRole('table', { name: 'Self-Managed Clusters' }).getByRole('row', { name: /sales-analytics-etl-1/ });
    await row.getByText('Running', { exact: true }).waitFor(WAIT);
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['Loader', 'Small', '1', '4']));
    await expectAccessible(page, 'the self-managed clusters table');
  });
});
