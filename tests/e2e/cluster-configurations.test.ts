/**
 * The Configurations tab in a real browser (issue 13): a switch turned on for a running cluster and still on
 * after a reload; the same switch refused on a disconnected cluster with the spec's text in its tooltip; the
 * size changed with the slider by keyboard and saved; the #cluster-incorta-x anchor opening the tab; axe on the
 * tab at 1280 and 360 px (where the side index is a select).
 *
 * Seeded: enterprise@ (every toggle on) owns enterprise-dwh (running, larges3, Loader Optimized) and
 * eu-reporting (disconnected). Each test changes a different thing of enterprise-dwh.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { signIn, stackForFile } from '../support/e2e';

const ENTERPRISE = 'enterprise@demo.test';
const WAIT = { timeout: 20_000 };

const stack = stackForFile({ simSpeed: 1, serviceWorkers: 'block' });

async function openTab(name: string, viewport?: { width: number; height: number }, hash = ''): Promise<Page> {
  const { page } = await stack.newPage(viewport);
  await signIn(page, stack, ENTERPRISE, `/clusters/${name}?tab=configurations${hash}`);
  await page.getByRole('region', { name: 'Onboarding walkthrough' }).waitFor(WAIT);
  return page;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

it('turns the home page on for a running cluster, and it stays on after a reload', async () => {
  const page = await openTab('enterprise-dwh');
  const home = section(page, 'Home page');
  const toggle = home.getByRole('switch', { name: 'Home page' });
  expect(await toggle.isChecked()).toBe(false);
  await home.locator('label', { hasText: 'Home page' }).click();
  await page.getByText('enterprise-dwh is updated successfully').waitFor(WAIT);
  expect(await toggle.isChecked()).toBe(true);

  await page.reload();
  await section(page, 'Home page').getByRole('switch', { name: 'Home page', checked: true }).waitFor({ state: 'attached', ...WAIT });
});

it("refuses the switch on a disconnected cluster with the spec's text, by keyboard too", async () => {
  const page = await openTab('eu-reporting');
  const home = section(page, 'Home page');
  expect(await home.getByRole('switch', { name: 'Home page' }).isDisabled()).toBe(true);
  await home.getByRole('switch', { name: 'Home page' }).locator('xpath=ancestor::span[@tabindex="0"][1]').focus();
  await page.getByRole('tooltip', { name: 'Your cluster must be connected to apply this change' }).waitFor(WAIT);
});

it('changes the size with the slider and saves it', async () => {
  const page = await openTab('enterprise-dwh');
  const size = section(page, 'Cluster size');
  const thumb = size.getByRole('slider', { name: 'Cluster size' });
  await thumb.waitFor(WAIT);
  await size.getByText('Resulting consumption: 136 IPU per hour').waitFor(WAIT);
  await thumb.focus();
  await page.keyboard.press('ArrowRight');
  await size.getByText('Analytics: 2X-Large - 32 IPU · Loader: 3X-Large - 48 IPU').waitFor(WAIT);
  await size.getByRole('button', { name: 'Save size' }).click();
  await page.getByText('enterprise-dwh is updated successfully').waitFor(WAIT);

  await page.reload();
  await section(page, 'Cluster size').getByText('3X-Large - 48 IPU', { exact: true }).waitFor(WAIT);
});

it('opens on the external BI tools section from its anchor', async () => {
  const { page } = await stack.newPage();
  await signIn(page, stack, ENTERPRISE, '/clusters');
  await page.goto(`${stack.url}/clusters/enterprise-dwh#cluster-incorta-x`);
  await section(page, 'External BI tools').getByRole('switch', { name: 'External BI tools' }).waitFor({ state: 'attached', ...WAIT });
});

it('is accessible at 1280 and 360 px, with a section select on a phone', async () => {
  const page = await openTab('enterprise-dwh');
  await section(page, 'Cluster size').getByRole('slider', { name: 'Cluster size' }).waitFor(WAIT);
  await expectAccessible(page, 'configurations tab');
  const phone = await openTab('enterprise-dwh', { width: 360, height: 740 });
  await phone.getByRole('textbox', { name: 'Go to section' }).or(phone.getByRole('combobox', { name: 'Go to section' })).first().waitFor(WAIT);
  expect(await phone.getByRole('navigation', { name: 'Configuration sections' }).isVisible()).toBe(false);
});
