/**
 * Plans in a real browser (issue 15): trial@ (free, payment toggle, one Small cluster) upgrades to premium
 * through 'Try for free' and 'Submit purchase', lands on the plan tab with the new plan, reads the billing
 * history, comes back to /plans from there and closes it again (the close icon returns to the last location),
 * then downgrades back to free. premium@ (four clusters) is refused the downgrade with the spec's text. axe is
 * clean on the cards, the purchase step, the billing history and the blocked confirmation, at 1280 and 360 px.
 */
import { expectAccessible } from '../support/axe';
import { signIn, stackForFile } from '../support/e2e';

const WAIT = { timeout: 20_000 };
const BLOCKED = 'In order to downgrade or cancel premium trial, you must have only 1 single cluster of maximum Small size.';

const stack = stackForFile({ serviceWorkers: 'block' });

it('upgrades a trial user to premium and downgrades back to free', async () => {
  const { page } = await stack.newPage();
  await signIn(page, stack, 'trial@demo.test', '/plans');
  const premiumCard = page.getByRole('listitem', { name: 'Premium' });
  await premiumCard.getByRole('button', { name: 'Try for free' }).waitFor(WAIT);
  await page.getByRole('listitem', { name: 'Basic' }).getByText('Current Plan').waitFor();
  await expectAccessible(page, 'plan cards');

  await premiumCard.getByRole('button', { name: 'Try for free' }).click();
  await page.getByRole('heading', { name: 'Purchase Premium Plan' }).waitFor();
  await page.getByText('Free $500 Credits').waitFor();
  await expectAccessible(page, 'purchase step');
  await page.getByRole('button', { name: 'Submit purchase' }).click();

  await page.getByText('You can now enjoy all the benefits of our Premium Plan.').waitFor(WAIT);
  await page.waitForURL((url) => url.pathname + url.search === '/my-account?tab=plan', WAIT);
  await page.getByRole('link', { name: 'See plans' }).waitFor(WAIT);
  await page.getByText('Multi-cluster up to 2XL').waitFor();

  await page.getByRole('tab', { name: 'Billing History' }).click();
  await page.getByRole('rowheader', { name: 'trial-demo' }).waitFor(WAIT);
  await page.getByText('VISA ending in 4242').waitFor(WAIT);
  await expectAccessible(page, 'billing history');

  // From the plan tab to /plans and back with the close icon: the last location.
  await page.getByRole('tab', { name: 'Plan' }).click();
  await page.getByRole('link', { name: 'See plans' }).click();
  await page.getByRole('listitem', { name: 'Premium' }).getByText('Current Plan').waitFor(WAIT);
  await page.getByRole('button', { name: 'Close plans' }).click();
  await page.waitForURL((url) => url.pathname + url.search === '/my-account?tab=plan', WAIT);

  await page.getByRole('link', { name: 'See plans' }).click();
  await page.getByRole('listitem', { name: 'Basic' }).getByRole('button', { name: 'Downgrade' }).click(WAIT);
  const dialog = page.getByRole('dialog', { name: 'Downgrade to the free plan?' });
  await dialog.getByText(/Your account moves to the Basic \(free\) plan/).waitFor(WAIT);
  await dialog.getByRole('button', { name: 'Downgrade' }).click(WAIT);
  await page.getByText('You are now a free user').waitFor(WAIT);
  await page.waitForURL((url) => url.pathname + url.search === '/my-account?tab=plan', WAIT);
  await page.getByRole('link', { name: 'Upgrade to Premium' }).waitFor(WAIT);
});

it('refuses the downgrade of a premium user with several clusters', async () => {
  const { page } = await stack.newPage();
  await signIn(page, stack, 'premium@demo.test', '/plans');
  await page.getByRole('listitem', { name: 'Basic' }).getByRole('button', { name: 'Downgrade' }).click(WAIT);
  const dialog = page.getByRole('dialog', { name: 'Downgrade to the free plan?' });
  await dialog.locator('p', { hasText: BLOCKED }).waitFor(WAIT);
  expect(await dialog.getByRole('button', { name: 'Downgrade' }).isDisabled()).toBe(true);
  await expectAccessible(page, 'blocked downgrade');
});
