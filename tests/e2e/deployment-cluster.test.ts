/**
 * Issue 26 §6 in a real browser: a deployment followed to the cluster it makes. azure@demo.test's seeded
 * deployment (salesenv, East US) started a simulated minute before the seed; the emulator runs at speed 1 and
 * the test moves its clock with the hook, then moves the page's clock past one poll (no reload, no real
 * waiting). While it runs the list shows the deployment card; once it completes (45 to 50 minutes) the card
 * is gone and the cluster salesenv is in the list, creating (5 to 10 minutes), then Connected.
 */
import { CLUSTER_LIST_POLL_MS, PIPELINE_POLL_MS } from '../../src/domain/constants';
import { advanceClock, signIn, stackForFile } from '../support/e2e';

const MINUTE = 60_000;
const WAIT = { timeout: 20_000 };

const stack = stackForFile({ simSpeed: 1, serviceWorkers: 'block' });

it('shows the deployment while it runs, then the cluster it made, creating and then Connected', async () => {
  const { page } = await stack.newPage({ width: 1280, height: 900 });
  await page.clock.install();
  await signIn(page, stack, 'azure@demo.test');
  const deployment = page.getByRole('article', { name: 'Deployment salesenv' });
  const cluster = page.getByRole('article', { name: 'salesenv', exact: true });
  await deployment.getByText('preparing', { exact: true }).waitFor(WAIT);

  await advanceClock(stack, 40 * MINUTE);
  await page.clock.fastForward(PIPELINE_POLL_MS);
  await deployment.getByText('working', { exact: true }).waitFor(WAIT);
  expect(await cluster.count()).toBe(0);

  // 50 minutes in: every timetable (45 to 50 minutes) has completed, and the cluster's create has not.
  await advanceClock(stack, 9 * MINUTE);
  await page.clock.fastForward(PIPELINE_POLL_MS);
  await deployment.waitFor({ state: 'detached', ...WAIT });
  await cluster.getByText('Creating analytics cluster may take 5-10 minutes').waitFor(WAIT);
  await cluster.getByText(/East US/).first().waitFor(WAIT);

  await advanceClock(stack, 10 * MINUTE);
  await page.clock.fastForward(CLUSTER_LIST_POLL_MS);
  await cluster.getByText('Connected', { exact: true }).waitFor(WAIT);
});
