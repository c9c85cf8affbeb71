/**
 * Issue 4, deployment progress, in a real browser. The emulator's clock runs at wall speed and the test
 * moves it on with the clock hook (a fast clock under the test's control): the seeded deployment of
 * azure@demo.test is preparing, then working through its stages, then fails by the test hook; the failure
 * details open; the consent form starts a new deployment; the card disappears when it completes.
 */
import type { Page } from 'playwright-core';
import { signIn, startStack, type Stack } from '../support/e2e';

const AZURE = 'azure@demo.test';
const MINUTE = 60_000;

let stack: Stack;
let page: Page;

beforeAll(async () => {
  stack = await startStack({ simSpeed: 1, serviceWorkers: 'block' });
  ({ page } = await stack.newPage({ width: 390, height: 844 }));
  await signIn(page, stack, AZURE);
});
afterAll(async () => {
  await stack?.close();
});

async function hook(path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${stack.url}/api/_emulator/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response;
}

const card = (name: string) => page.getByRole('article', { name: `Deployment ${name}` });

it('shows the seeded deployment preparing, with its stages and a running timer', async () => {
  const deployment = card('salesenv');
  await deployment.waitFor({ timeout: 20_000 });
  await deployment.getByText('preparing', { exact: true }).waitFor();
  await deployment.getByText('Deploying Basic Resources (in progress)').waitFor();
  await deployment.getByText('Finalizing Deployment (not started)').waitFor();
  const timer = deployment.getByRole('timer', { name: 'Elapsed' });
  const first = await timer.textContent();
  expect(first).toMatch(/^00:0\d:\d\d$/);
  await page.waitForFunction((before) => document.querySelector('[role="timer"]')?.textContent !== before, first, { timeout: 5_000 });
});

it('moves on to the next stages as the clock runs', async () => {
  await hook('clock/advance', { ms: 15 * MINUTE });
  await page.reload();
  const deployment = card('salesenv');
  await deployment.getByText('working', { exact: true }).waitFor({ timeout: 20_000 });
  await deployment.getByText('Deploying Basic Resources (done)').waitFor();
  expect(await deployment.getByText('(in progress)').count()).toBe(1);
  // The timer counts from the deployment's start, which the jump moved 15 minutes into the past.
  expect(await deployment.getByRole('timer', { name: 'Elapsed' }).textContent()).toMatch(/^00:1[5-9]:\d\d$/);
});

it('a failed stage shows the failure icon, a stopped timer and the details with copy and OK', async () => {
  await hook('pipeline/fail', { email: AZURE, error: 'ERROR: QuotaExceeded in East US' });
  await page.reload();
  const deployment = card('salesenv');
  await deployment.getByRole('img', { name: 'Deployment failed' }).waitFor({ timeout: 20_000 });
  await deployment.getByText('failed', { exact: true }).waitFor();
  const timer = deployment.getByRole('timer', { name: 'Elapsed' });
  const stopped = await timer.textContent();
  await page.waitForTimeout(1_500);
  expect(await timer.textContent()).toBe(stopped);

  await deployment.getByRole('button', { name: 'View details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deployment failed' });
  await dialog.getByText('ERROR: QuotaExceeded in East US').waitFor();
  await dialog.getByText(/Created at:/).waitFor();
  await dialog.getByRole('button', { name: 'Copy error' }).waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
});

it('the consent form starts a new deployment, which disappears once its last stage completes', async () => {
  await page.goto(`${stack.url}/consentflow`);
  await page.getByRole('heading', { name: 'Connect your cloud subscription' }).waitFor({ timeout: 20_000 });
  const deploy = page.getByRole('button', { name: 'Deploy' });
  expect(await deploy.isDisabled()).toBe(true);
  await page.getByLabel(/^Environment name/).fill('finance');
  await page.getByLabel(/^Subscription ID/).fill('1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f');
  await page.getByLabel(/^Resource group/).fill('rg-finance');
  expect(await page.getByRole('button', { name: 'Copy command' }).isEnabled()).toBe(true);
  await page.getByLabel(/^Subscription information output/).fill('{"appId":"app-1","password":"s3cret","tenant":"tenant-1"}');
  await page.getByLabel(/^Network name/).fill('vnet-finance');
  await page.getByRole('radio', { name: 'Existing network' }).check();
  await page.getByText('Please complete the Network Subnets').waitFor();
  const subnets: [string, string][] = [
    ['Analytics subnet', '10.0.0.0/14'],
    ['Spark subnet', '10.4.0.0/14'],
    ['Public subnet', '10.8.1.0/24'],
    ['Database subnet', '10.8.2.0/24'],
    ['Load balancer subnet', '10.8.3.0/24'],
  ];
  for (const [label, value] of subnets) await page.getByLabel(new RegExp(`^${label}`)).fill(value);
  await deploy.click();
  await page.waitForURL((url) => url.pathname === '/clusters', { timeout: 20_000 });
  await page.getByText('Your subscription is connected. The deployment has started.').waitFor();
  const deployment = card('finance');
  await deployment.getByText('preparing', { exact: true }).waitFor({ timeout: 20_000 });

  // Back on /consentflow while it runs: the form is closed, the user goes to /clusters.
  await page.goto(`${stack.url}/consentflow`);
  await page.waitForURL((url) => url.pathname === '/clusters', { timeout: 20_000 });

  await hook('clock/advance', { ms: 51 * MINUTE });
  await page.reload();
  await page.getByRole('heading', { name: 'Clusters' }).first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-label^="Deployment "]'), undefined, { timeout: 20_000 });
});
