/**
 * The Data Apps page in a real browser (issue 15): premium@ filters and searches the catalogue, reloads and keeps
 * the filters (they live in the URL), then selects two data apps and installs them onto sales-analytics; the test
 * moves the emulator's clock past the import and asks the page to check now (what a user can do instead of
 * waiting for the 10 s poll), and the result dialog says both were imported. axe is clean with the filtered
 * catalogue and with the install form open, at 1280 and 360 px.
 */
import { expectAccessible } from '../support/axe';
import { advanceClock, signIn, stackForFile } from '../support/e2e';

const PREMIUM = 'premium@demo.test';
const MINUTE = 60_000;
const WAIT = { timeout: 20_000 };

const stack = stackForFile({ simSpeed: 1, serviceWorkers: 'block' });

it('filters and searches the catalogue, keeps the filters over a reload, and installs two data apps onto a cluster', async () => {
  const { page } = await stack.newPage();
  await signIn(page, stack, PREMIUM, '/data-apps');
  const catalogue = page.getByRole('list', { name: 'Data apps catalogue' });
  await catalogue.getByRole('heading', { name: 'General Ledger' }).waitFor(WAIT);

  const panel = page.getByRole('complementary', { name: 'Filter data apps' });
  await panel.getByRole('checkbox', { name: 'Finance', exact: true }).check();
  await page.getByRole('searchbox', { name: 'Search' }).fill('journals');
  await page.waitForURL((url) => url.searchParams.get('search') === 'journals' && url.searchParams.get('businessFunction') === 'Finance');
  await page.getByText('1 data app shown').waitFor();

  await page.reload();
  await catalogue.getByRole('heading', { name: 'General Ledger' }).waitFor(WAIT);
  await page.getByText('1 data app shown').waitFor();
  expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('journals');
  expect(await panel.getByRole('checkbox', { name: 'Finance', exact: true }).isChecked()).toBe(true);
  await expectAccessible(page, 'filtered catalogue');

  await page.getByRole('group', { name: 'Filters in force' }).getByRole('button', { name: 'Clear Filters' }).click();
  await page.waitForURL((url) => url.search === '');
  await catalogue.getByRole('checkbox', { name: 'Select Sales Analytics' }).check();
  await catalogue.getByRole('checkbox', { name: 'Select General Ledger' }).check();
  await page.getByRole('region', { name: 'Selected data apps' }).getByRole('button', { name: 'Install 2' }).click();

  const dialog = page.getByRole('dialog', { name: 'Install 2 Data App' });
  await dialog.getByRole('combobox', { name: 'Cluster' }).click();
  await page.getByRole('option', { name: 'sales-analytics', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Tenant' }).click(WAIT);
  await page.getByRole('option', { name: 'default', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Password' }).fill('tenant-Secret-1');
  await expectAccessible(page, 'install form');
  await dialog.getByRole('button', { name: 'Import' }).click();

  await page.getByText('Installing 2 data apps onto sales-analytics').waitFor(WAIT);
  await advanceClock(stack, 10 * MINUTE);
  await page.getByRole('button', { name: 'Check now' }).click();
  const done = page.getByRole('dialog', { name: 'Data Apps imported' });
  await done.getByText('Sales Analytics, General Ledger imported into the default tenant of sales-analytics.').waitFor(WAIT);
});
