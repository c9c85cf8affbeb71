/**
 * Advanced configurations in a real browser (doc 2 §2, §4, §5, §8; issue 14): an edit that breaks a validator
 * ('Input must be an integer.'), then a valid edit of an item that requires a restart, saved with the restart
 * notice and 'Advanced Configurations has been updated successfully. Service(s) must be restarted'; the value is
 * still there after a reload. Axe on the tab, with an error, and after the save, at 1280 and 360 px (the category
 * menu becomes a select on the phone).
 *
 * sales-analytics (premium@, running, never auto-suspended) is the only cluster it touches.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { signIn, stackForFile } from '../support/e2e';

const PREMIUM = 'premium@demo.test';
const PATH = '/clusters/sales-analytics?tab=advanced-configurations';
const WAIT = { timeout: 20_000 };

const stack = stackForFile({ simSpeed: 1, serviceWorkers: 'block' });

const serverForm = (page: Page) => page.getByRole('form', { name: 'Server Configurations' });

/** How much of an item's row its description column takes. */
const descriptionShare = (page: Page, key: string) =>
  page
    .locator(`[data-config-key="${key}"]`)
    .evaluate((row) => (row.querySelector(':scope > div') as HTMLElement).getBoundingClientRect().width / row.getBoundingClientRect().width);

describe('the advanced configurations tab', () => {
  it('refuses a non-integer, saves a restart-requiring value with the restart notice, and keeps it after a reload', async () => {
    const { page } = await stack.newPage();
    await signIn(page, stack, PREMIUM, PATH);
    const form = serverForm(page);
    await form.getByRole('heading', { name: 'Server', exact: true }).waitFor(WAIT);
    await page.getByRole('tab', { name: 'Tenant Configurations (default)' }).waitFor();
    await expectAccessible(page, 'the advanced configurations tab');
    // Doc 2 §5: the description column is 75 % wide outside Diagnostics, Integration, the product and Export.
    expect(await descriptionShare(page, 'server.session.timeoutMinutes')).toBeCloseTo(0.75, 2);

    await form.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Analytics', exact: true }).click();
    const maxRows = form.getByRole('textbox', { name: 'Maximum rows per insight' });
    await maxRows.fill('1.5');
    await form.getByText('Input must be an integer.').waitFor();
    await expectAccessible(page, 'an item with a validator error');

    await maxRows.fill('2500000');
    await form.getByText('Input must be an integer.').waitFor({ state: 'hidden' });
    await form.getByRole('status').getByText('Your changes take effect after a restart of: Analytics.').waitFor();
    const save = form.getByRole('button', { name: 'Save' });
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && new URL(r.url()).pathname.endsWith('/advanced-configs'));
    await save.click();
    expect((await patch).postDataJSON()).toEqual([
      { name: 'system', data: [{ configKey: 'engine.insight.maxRows', configValue: '2500000' }] },
    ]);
    await page.getByText('Advanced Configurations has been updated successfully. Service(s) must be restarted').waitFor(WAIT);
    await expect.poll(() => save.isDisabled()).toBe(true);
    await expectAccessible(page, 'after a save');

    // The value was stored by the emulator: a reload reads it back.
    await page.reload();
    await serverForm(page).getByRole('heading', { name: 'Server', exact: true }).waitFor(WAIT);
    await serverForm(page).getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Analytics', exact: true }).click();
    expect(await serverForm(page).getByRole('textbox', { name: 'Maximum rows per insight' }).inputValue()).toBe('2500000');
    await serverForm(page).getByText('Modified').first().waitFor();

    // Export's descriptions are 40 % wide.
    await serverForm(page).getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Export' }).click();
    await serverForm(page).getByRole('heading', { name: 'Export' }).waitFor();
    expect(await descriptionShare(page, 'export.rows.max')).toBeCloseTo(0.4, 2);

    // On a phone the category menu is a select, and each description sits above its input.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await descriptionShare(page, 'export.rows.max')).toBeCloseTo(1, 2);
    await serverForm(page).getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Diagnostics' }).click();
    await serverForm(page).getByRole('heading', { name: 'Diagnostics' }).waitFor();
    await expectAccessible(page, 'the Diagnostics category on a phone', [360]);
  });
});
