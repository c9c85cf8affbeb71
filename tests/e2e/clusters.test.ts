/**
 * Issue 3 in a real browser against an emulator whose clock runs 60× (creating: 5–10 s, starting up:
 * up to 5 s): create, watch it become Connected, disconnect and connect, clone, delete by typed name,
 * the trial and expired accounts, and a failed connect rolled back. Once a transition shows, the test moves the
 * emulator's clock to its end rather than waiting for it: what it checks is that the list follows.
 */
import type { Locator, Page } from 'playwright-core';
import { advanceClock, signIn, startStack, type Stack } from '../support/e2e';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ simSpeed: 60 });
});
afterAll(async () => {
  await stack?.close();
});

const regionInput = (page: Page): Locator => page.locator('input').and(page.getByLabel(/^Region/));

const card = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

async function statusOf(page: Page, name: string, label: string, timeout = 30_000): Promise<void> {
  await card(page, name).getByText(label, { exact: true }).waitFor({ timeout });
}

async function inPanel(page: Page, panel: 'Connected Clusters' | 'Disconnected Clusters', name: string): Promise<void> {
  await page.getByRole('region', { name: new RegExp(panel) }).getByRole('article', { name, exact: true }).waitFor({ timeout: 30_000 });
}

async function openMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
}

async function fault(route: string, status: number, latencyMs: number): Promise<void> {
  const response = await fetch(`${stack.url}/api/_emulator/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ route, status, latencyMs }),
  });
  expect(response.status).toBeLessThan(300);
}

describe('premium account', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await stack.newPage());
    await signIn(page, stack, 'premium@demo.test');
  });

  it('shows both panels with their counts', async () => {
    await page.getByRole('button', { name: /Connected Clusters/ }).waitFor();
    await page.getByRole('button', { name: /Disconnected Clusters/ }).waitFor();
    await inPanel(page, 'Disconnected Clusters', 'marketing-bi');
    await statusOf(page, 'legacy-reporting', 'Unavailable');
  });

  it('creates a cluster that goes from creating to Connected', async () => {
    await page.getByRole('link', { name: 'Create New Cluster' }).first().click();
    await page.waitForURL((url) => url.pathname === '/clusters/create');
    const name = page.getByLabel(/^Cluster name/);
    await name.fill('ab');
    await page.getByRole('button', { name: 'Create Cluster' }).click();
    await page.getByText('Name must be at least 3 characters').waitFor();
    await name.fill('night-batch');
    await regionInput(page).click();
    await page.getByRole('option', { disabled: false }).first().click();
    await page.getByRole('button', { name: 'Create Cluster' }).click();
    await page.getByText('cluster is created successfully').waitFor({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/clusters');
    await card(page, 'night-batch').getByText('Creating analytics cluster may take 5-10 minutes').waitFor({ timeout: 10_000 });
    await advanceClock(stack, 10 * 60_000);
    await statusOf(page, 'night-batch', 'Connected', 45_000);
    await inPanel(page, 'Connected Clusters', 'night-batch');
  });

  it('clones a running cluster with the default name', async () => {
    await openMenu(page, 'sales-analytics');
    await page.getByRole('menuitem', { name: 'Clone' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel(/^New cluster name/).inputValue()).toBe('sales-analytics-2');
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(page, 'sales-analytics-2').waitFor({ timeout: 15_000 });
  });

  it('deletes a cluster only when its exact name is typed', async () => {
    await statusOf(page, 'night-batch', 'Connected');
    await openMenu(page, 'night-batch');
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete night-batch cluster?').waitFor();
    await dialog.getByLabel(/^Cluster name/).fill('night-bat');
    await dialog.getByText("Your input doesn't match the selected Cluster's name").waitFor({ timeout: 5_000 });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('The input is not valid Name!').first().waitFor();
    expect(await card(page, 'night-batch').count()).toBe(1);

    await dialog.getByLabel(/^Cluster name/).fill('night-batch');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('night-batch is deleted successfully').waitFor({ timeout: 10_000 });
    await card(page, 'night-batch').waitFor({ state: 'detached', timeout: 10_000 });
  });
});

describe('enterprise account', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await stack.newPage());
    await signIn(page, stack, 'enterprise@demo.test');
  });

  it('disconnects a cluster and connects it again', async () => {
    await statusOf(page, 'enterprise-dwh', 'Connected');
    await openMenu(page, 'enterprise-dwh');
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    // A running cluster is stopped only once the user confirms (Connect below stays one click).
    const confirm = page.getByRole('dialog', { name: 'Disconnect enterprise-dwh?' });
    await confirm.getByText('enterprise-dwh stops: its nodes shut down').waitFor();
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await inPanel(page, 'Disconnected Clusters', 'enterprise-dwh');
    await statusOf(page, 'enterprise-dwh', 'Disconnected');

    await card(page, 'enterprise-dwh').getByRole('button', { name: 'Connect' }).click();
    await statusOf(page, 'enterprise-dwh', 'Starting Up', 10_000);
    await advanceClock(stack, 5 * 60_000);
    await statusOf(page, 'enterprise-dwh', 'Connected', 45_000);
  });

  it('rolls a failed connect back and says why', async () => {
    await statusOf(page, 'eu-reporting', 'Disconnected');
    await fault('PUT /users/*/instances/eu-reporting/connect', 500, 1_500);
    await card(page, 'eu-reporting').getByRole('button', { name: 'Connect' }).click();
    await statusOf(page, 'eu-reporting', 'Starting Up', 1_000);
    await page.getByText('Injected fault (HTTP 500)').waitFor({ timeout: 10_000 });
    await statusOf(page, 'eu-reporting', 'Disconnected', 5_000);
  });
});

describe('trial and expired accounts', () => {
  it('lets a trial user see regions but not select another one', async () => {
    const { page } = await stack.newPage();
    await signIn(page, stack, 'trial@demo.test', '/clusters/create');
    await regionInput(page).click();
    const locked = page.getByRole('option', { disabled: true });
    await locked.first().waitFor();
    expect(await locked.count()).toBeGreaterThan(5);
    const before = await regionInput(page).inputValue();
    await locked.nth(2).click({ force: true });
    expect(await regionInput(page).inputValue()).toBe(before);
  });

  it('creates up to the allowed count, and Create is refused at once, without a reload', async () => {
    // trial@ may own 2 clusters and owns trial-demo: the second one reaches the count.
    const { page } = await stack.newPage();
    await signIn(page, stack, 'trial@demo.test');
    await card(page, 'trial-demo').waitFor();
    await page.getByRole('link', { name: 'Create New Cluster' }).first().click();
    await page.waitForURL((url) => url.pathname === '/clusters/create');
    await page.getByLabel(/^Cluster name/).fill('trial-second');
    await page.getByRole('button', { name: 'Create Cluster' }).click();
    await page.getByText('cluster is created successfully').waitFor({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/clusters');
    await card(page, 'trial-second').waitFor({ timeout: 10_000 });
    const refused = page.getByRole('button', { name: 'Create New Cluster' });
    await refused.waitFor({ timeout: 5_000 });
    expect(await refused.isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Create New Cluster' }).count()).toBe(0);
  });

  it('shows the expired screen instead of the list', async () => {
    const { page } = await stack.newPage();
    await signIn(page, stack, 'expired@demo.test');
    await page.getByText('YOUR TRIAL OF ANALYTICS CLOUD IS EXPIRED').waitFor();
    await page.getByRole('button', { name: 'Register in Virtual Hands On Lab' }).or(page.getByRole('link', { name: 'Register in Virtual Hands On Lab' })).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    // One message that is true for the account: no offer of free usage above the expired screen.
    expect(await page.getByRole('region', { name: 'Upgrade offer' }).count()).toBe(0);
    expect(await page.getByText('$500 worth of free usage', { exact: false }).count()).toBe(0);
  });
});
