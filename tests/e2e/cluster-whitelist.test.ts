/**
 * The IP allow-list in a real browser (issue 14): on the Access & Security tab, an entry rejected ('Invalid Ip
 * item formatting!', naming the wrong entry) then accepted with 'Add my current address' (the address the
 * emulator saw this browser's connection come from: the loopback here), shown in the list; then deleted
 * after its confirmation ('IP Addresses/Range Deleted'). axe clean at 1280 and 360 px with the dialog open, on
 * the list and on the delete confirmation.
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
  await signIn(page, stack, email, `/clusters/${CLUSTER}?tab=access-and-security`);
  await page.getByRole('heading', { level: 2, name: 'IP Whitelisting' }).waitFor(WAIT);
  return page;
}

describe('IP whitelisting', () => {
  it('rejects a wrong entry, accepts the range with my current address, lists it, and deletes it', async () => {
    const page = await openTab(PREMIUM);
    const section = page.locator('#ip-whitelisting');
    await section.getByText('No IP addresses or ranges added yet.').waitFor(WAIT);

    await section.getByRole('button', { name: 'Add IP Addresses' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add IP Addresses' });
    await dialog.waitFor(WAIT);
    const range = dialog.getByRole('textbox', { name: /IP addresses \/ ranges/ });
    await range.fill('203.0.113.7, 300.1.1.1');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('Invalid Ip item formatting!', { exact: true }).waitFor(WAIT);
    await dialog.getByText('Entry 2, 300.1.1.1, has 300, above 255.').waitFor(WAIT);
    expect(await range.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'the add dialog with an invalid entry');

    await range.fill('203.0.113.7');
    await dialog.getByRole('button', { name: 'Add my current address' }).click();
    await dialog.getByText('Your current address, 127.0.0.1, is added.').waitFor(WAIT);
    expect(await range.inputValue()).toBe('203.0.113.7, 127.0.0.1');
    await dialog.getByRole('textbox', { name: /Description/ }).fill('Office and this machine');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    await dialog.waitFor({ state: 'detached', ...WAIT });
    await page.getByText('IP Addresses/Range Added').waitFor(WAIT);
    const row = section.getByRole('table', { name: 'IP allow-list' }).getByRole('row', { name: /203\.0\.113\.7/ });
    await row.getByText('127.0.0.1', { exact: true }).waitFor(WAIT);
    await row.getByText('Office and this machine').waitFor(WAIT);
    await row.getByText('Active', { exact: true }).waitFor(WAIT);
    await expectAccessible(page, 'the IP allow-list');

    await row.getByRole('button', { name: 'Delete 203.0.113.7, 127.0.0.1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete IP addresses?' });
    await confirm.waitFor(WAIT);
    await expectAccessible(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('IP Addresses/Range Deleted').waitFor(WAIT);
    await section.getByText('No IP addresses or ranges added yet.').waitFor(WAIT);
  });
});
