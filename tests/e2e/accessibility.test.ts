/**
 * Issue 10 §3: axe-core (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA) on every screen and state the browser tests
 * visit, at 1280 px and 360 px; any serious or critical violation fails, listed per state and width.
 * One browser; one signed-in page per account, reused for all of that account's states.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { signIn, startStack, submitLogin, type Stack } from '../support/e2e';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ serviceWorkers: 'block' });
});
afterAll(async () => {
  await stack?.close();
});

const PREMIUM_UUID = '00000000-0000-4000-8000-000000000003';

async function signedIn(email: string, path = '/clusters'): Promise<Page> {
  const { page } = await stack.newPage();
  await signIn(page, stack, email, path);
  return page;
}

async function clustersShown(page: Page): Promise<void> {
  await page.getByRole('article').first().waitFor({ timeout: 20_000 });
}

describe('signed out', () => {
  it('the emulator sign-in page, with and without an error', async () => {
    const { page } = await stack.newPage();
    await page.goto(stack.url + '/');
    await page.getByLabel('Email').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'sign-in page');
    await submitLogin(page, 'premium@demo.test', 'not-the-password');
    await page.getByText('Wrong email or password.').waitFor();
    await expectAccessible(page, 'sign-in page with an error');
  });

  it('not found, support, and the invalid-state sign-in error page', async () => {
    const { page } = await stack.newPage();
    await page.goto(stack.url + '/no-such-page');
    await page.getByText('THIS PAGE IS NOT FOUND').waitFor();
    await expectAccessible(page, 'not found, signed out');
    await page.goto(stack.url + '/support');
    await page.getByText('Contact Support').first().waitFor();
    await expectAccessible(page, 'support, signed out');
    await page.goto(stack.url + '/auth/callback?code=stale&state=unknown');
    await page.getByText('Invalid State').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'invalid-state sign-in error');
  });

  it('the blocked and verify-your-email pages', async () => {
    const { page } = await stack.newPage();
    await page.goto(stack.url + '/clusters');
    await submitLogin(page, 'blocked@demo.test');
    await page.getByText('Your account is blocked!').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'blocked sign-in error');

    const { page: unverified } = await stack.newPage();
    await unverified.goto(stack.url + '/clusters');
    await submitLogin(unverified, 'unverified@demo.test');
    await unverified.getByText('Check your inbox!').waitFor({ timeout: 20_000 });
    await expectAccessible(unverified, 'verify-your-email page');
  });
});

describe('premium account', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn('premium@demo.test');
    await clustersShown(page);
  });

  it('the cluster list, its card menu, clone and delete dialogs', async () => {
    await expectAccessible(page, '/clusters');
    await page.getByRole('button', { name: 'Actions for sales-analytics' }).click();
    await page.getByRole('menuitem', { name: 'Clone' }).waitFor();
    await expectAccessible(page, 'card menu open');
    await page.getByRole('menuitem', { name: 'Clone' }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'clone dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Actions for marketing-bi' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'delete dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('the Getting Started drawer', async () => {
    await page.getByRole('button', { name: 'Getting Started' }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'Getting Started drawer');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('the user menu and the About modal', async () => {
    await page.getByRole('button', { name: /Paula Premium/ }).click();
    await page.getByRole('menuitem', { name: 'About' }).waitFor();
    await expectAccessible(page, 'user menu open');
    await page.getByRole('menuitem', { name: 'About' }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'About modal');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('the create form, My Account tabs, support and not found inside the layout', async () => {
    await page.goto(stack.url + '/clusters/create');
    await page.getByLabel(/^Cluster name/).waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'create form');
    await page.getByRole('button', { name: 'Create Cluster' }).click();
    await page.getByText('Cluster name is required').or(page.getByText(/at least 3 characters/)).first().waitFor();
    await expectAccessible(page, 'create form with errors');

    await page.goto(stack.url + '/my-account');
    await page.getByRole('tab').first().waitFor({ timeout: 20_000 });
    await expectAccessible(page, '/my-account personal information');
    await page.goto(stack.url + '/my-account?tab=security');
    await page.getByRole('tab', { selected: true }).filter({ hasText: /Security/ }).waitFor({ timeout: 20_000 });
    await expectAccessible(page, '/my-account security');

    await page.goto(stack.url + '/support');
    await page.getByText('Contact Support').first().waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'support, signed in');

    await page.goto(stack.url + '/no-such-page');
    await page.getByText('THIS PAGE IS NOT FOUND').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'not found, signed in');
  });

  it('an invitation being accepted, and the notice of one made out to another account', async () => {
    let release: () => void = () => undefined;
    await page.route('**/api/users/acceptclusterinv*', (route) => {
      release = () => void route.fulfill({ json: { message: 'Cluster added to cluster list' } });
    });
    await page.goto(`${stack.url}/users/acceptclusterinv?userID=${PREMIUM_UUID}&instanceID=inst-x`);
    await page.getByText('Accepting your cluster invitation…').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'invitation being accepted');
    release();
    await page.waitForURL((url) => url.pathname === '/clusters');
    await page.unroute('**/api/users/acceptclusterinv*');

    await page.goto(`${stack.url}/users/acceptownershiptransfer?userID=someone-else&instanceID=inst-x`);
    await page.getByText('Invalid invitation for this account. Please logout and try again').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'error notice shown');
  });
});

describe('other accounts', () => {
  it('trial: the list with the upgrade banner, and the phone navigation menu', async () => {
    const page = await signedIn('trial@demo.test');
    await clustersShown(page);
    await page.getByRole('button', { name: 'Dismiss' }).waitFor();
    await expectAccessible(page, '/clusters, trial');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Clusters' }).waitFor();
    await expectAccessible(page, 'phone navigation open', [360]);
  });

  it('expired trial: the expired screen', async () => {
    const page = await signedIn('expired@demo.test');
    await page.getByText(/IS EXPIRED/).waitFor({ timeout: 20_000 });
    await expectAccessible(page, '/clusters, expired trial');
  });

  it('partner: the list and the security tab', async () => {
    const page = await signedIn('partner@demo.test');
    await page.getByRole('main').waitFor();
    await expectAccessible(page, '/clusters, partner');
    await page.goto(stack.url + '/my-account?tab=security');
    await page.getByRole('tab', { selected: true }).filter({ hasText: /Security/ }).waitFor({ timeout: 20_000 });
    await expectAccessible(page, '/my-account security, partner');
  });

  it('enterprise: the list with Data Apps in the navigation', async () => {
    const page = await signedIn('enterprise@demo.test');
    await clustersShown(page);
    await expectAccessible(page, '/clusters, enterprise');
  });

  it('azure: the consent flow', async () => {
    const page = await signedIn('azure@demo.test', '/consentflow');
    await page.getByRole('main').waitFor();
    await page.getByText(/Subscription ID|Deployment|Stage/).first().waitFor({ timeout: 20_000 });
    await expectAccessible(page, '/consentflow');
  });

  it('provisioned: the set-password modal', async () => {
    const page = await signedIn('provisioned@demo.test');
    await page.getByRole('dialog').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'provision password modal');
  });
});
