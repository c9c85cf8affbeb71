/**
 * The Plans page (doc 3 §2, §4, §5, §7, §8) against the in-process emulator: the header and its close icon,
 * the three cards with their texts, 'Contact Sales' and its alert, step 2 and back, the purchase check and the
 * change to premium, the 304 text, the downgrade with its confirmation (allowed and blocked), and the screen
 * without the payment toggle. A fresh emulator for each test: a test that needs another plan sets it first.
 *
 * Seeded: trial@ (free, payment toggle) owns one Small cluster; premium@ (payment toggle) owns four;
 * partner@ (basic: the premium plan) and newuser@ (free) have no payment toggle.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { PlansPage } from '../../../src/features/plans/PlansPage';
import { PREMIUM_FEATURES } from '../../../src/domain/plans';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

const TRIAL = 'trial@demo.test';
const PREMIUM = 'premium@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
});
afterEach(() => {
  window.history.replaceState(null, '');
});

function renderPlans(email: string) {
  return renderWithProviders(<PlansPage />, { route: '/plans', user: em.signIn(email), seedMe: false });
}

/** Changes a plan behind the page's back (another tab), through the emulator. */
async function setPlan(email: string, plan: 'free' | 'premium'): Promise<void> {
  const uuid = em.uuidOf(email);
  const res = await em.emulator.fetch(`/api/plan/${uuid}`, {
    method: 'POST',
    as: email,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: uuid, plan }),
  });
  expect(res.status).toBe(200);
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('header', () => {
  it("has the title and a close icon that goes to the plan tab when the last location is not known", async () => {
    const user = userEvent.setup();
    const view = renderPlans(TRIAL);
    expect(screen.getByRole('heading', { name: 'Plans', level: 1 })).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Basic' });
    await user.click(screen.getByRole('button', { name: 'Close plans' }));
    expect(view.history.at(-1)).toBe('/my-account?tab=plan');
  });

  it('returns to the location the link to /plans came from', async () => {
    window.history.replaceState({ plansReturnTo: '/clusters/trial-demo?tab=main' }, '');
    const user = userEvent.setup();
    const view = renderPlans(TRIAL);
    await user.click(await screen.findByRole('button', { name: 'Close plans' }));
    expect(view.history.at(-1)).toBe('/clusters/trial-demo?tab=main');
  });

  it('never returns to another site', async () => {
    window.history.replaceState({ plansReturnTo: '//evil.example/' }, '');
    const user = userEvent.setup();
    const view = renderPlans(TRIAL);
    await user.click(await screen.findByRole('button', { name: 'Close plans' }));
    expect(view.history.at(-1)).toBe('/my-account?tab=plan');
  });
});

describe('step 1: the cards (payment toggle on)', () => {
  it('shows the three cards with their prices and labels, Current Plan on the free user’s Basic', async () => {
    renderPlans(TRIAL);
    const basic = await screen.findByRole('listitem', { name: 'Basic' });
    expect(within(basic).getByText('Free')).toBeInTheDocument();
    expect(within(basic).getByText('Limited')).toBeInTheDocument();
    expect(within(basic).getByText('Current Plan')).toBeInTheDocument();
    expect(within(basic).queryByRole('button')).not.toBeInTheDocument();

    const premium = card('Premium');
    expect(within(premium).getByText('$1 / Unit')).toBeInTheDocument();
    expect(within(premium).getByText('Recommended')).toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: 'Try for free' })).toBeInTheDocument();
    expect(within(premium).queryByText('Current Plan')).not.toBeInTheDocument();

    const enterprise = card('Enterprise');
    expect(within(enterprise).getByText("Let's Talk")).toBeInTheDocument();
    expect(within(enterprise).getByText('Unlimited')).toBeInTheDocument();
  });

  it("'Contact Sales' only shows the alert 'Not working!!', which can be dismissed", async () => {
    const user = userEvent.setup();
    renderPlans(TRIAL);
    await user.click(await screen.findByRole('button', { name: 'Contact Sales' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not working!!');
    expect(em.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks Premium as the current plan of a premium user and offers the downgrade on Basic', async () => {
    renderPlans(PREMIUM);
    const premium = await screen.findByRole('listitem', { name: 'Premium' });
    expect(within(premium).getByText('Current Plan')).toBeInTheDocument();
    expect(within(premium).queryByRole('button', { name: 'Try for free' })).not.toBeInTheDocument();
    expect(within(card('Basic')).getByRole('button', { name: 'Downgrade' })).toBeInTheDocument();
  });
});

describe('step 2: Purchase Premium Plan', () => {
  it('shows the credits, the feature table, the submit button and the secure note, and goes back', async () => {
    const user = userEvent.setup();
    renderPlans(TRIAL);
    await user.click(await screen.findByRole('button', { name: 'Try for free' }));

    expect(screen.getByRole('heading', { name: 'Purchase Premium Plan' })).toBeInTheDocument();
    expect(screen.getByText('Free $500 Credits')).toBeInTheDocument();
    const features = screen.getByRole('table', { name: 'What Premium includes' });
    for (const feature of PREMIUM_FEATURES) expect(within(features).getByRole('rowheader', { name: feature })).toBeInTheDocument();
    expect(within(features).getByRole('rowheader', { name: 'Backup time travel of 14 days' })).toBeInTheDocument();
    const prices = screen.getByRole('table', { name: 'Pricing after the free credits' });
    expect(within(prices).getByRole('row', { name: /Per unit, after the credits \$0\.6/ })).toBeInTheDocument();
    expect(within(prices).getByRole('row', { name: /Per user, per month \$20/ })).toBeInTheDocument();
    expect(within(prices).getByRole('row', { name: /Per TB of storage, per month \$20/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit purchase' })).toBeEnabled();
    expect(screen.getByText('Safe & secure payment')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to plans' }));
    expect(await screen.findByRole('button', { name: 'Try for free' })).toBeInTheDocument();
  });

  it('stops when the purchase check says no: no plan change, the reason in a notice', async () => {
    await em.fault({ route: 'POST /payment/*/purchase', status: 200, body: { data: { data: false } } });
    const user = userEvent.setup();
    const view = renderPlans(TRIAL);
    await user.click(await screen.findByRole('button', { name: 'Try for free' }));
    await user.click(screen.getByRole('button', { name: 'Submit purchase' }));

    expect(await screen.findByText('Your purchase could not be completed. Please contact sales.')).toBeInTheDocument();
    expect(em.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/payment/${em.uuidOf(TRIAL)}/purchase`]);
    expect(view.history.at(-1)).toBe('/plans');
  });

  it("says \"You Can't change to premium plan\" when the server answers 304 (already premium)", async () => {
    const user = userEvent.setup();
    renderPlans(TRIAL);
    await user.click(await screen.findByRole('button', { name: 'Try for free' }));
    await setPlan(TRIAL, 'premium');
    try {
      await user.click(screen.getByRole('button', { name: 'Submit purchase' }));
      expect(await screen.findByText("You Can't change to premium plan")).toBeInTheDocument();
    } finally {
      await setPlan(TRIAL, 'free');
    }
  });
});

describe('downgrade', () => {
  it('refuses the downgrade of premium@ (several clusters) in its confirmation, with the spec text', async () => {
    const user = userEvent.setup();
    renderPlans(PREMIUM);
    await user.click(await screen.findByRole('button', { name: 'Downgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to the free plan?' });
    const blocked = 'In order to downgrade or cancel premium trial, you must have only 1 single cluster of maximum Small size.';
    expect(await within(dialog).findByText(blocked, { selector: 'p' })).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Downgrade' });
    expect(confirm).toBeDisabled();
    expect(confirm.closest('[aria-describedby]')).toHaveAccessibleDescription(blocked);
    expect(em.calls.some((c) => c.path === `/plan/${em.uuidOf(PREMIUM)}/downgrade`)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server refusal if the clusters changed after the check', async () => {
    await setPlan(TRIAL, 'premium');
    await em.fault({
      route: 'POST /plan/*',
      status: 409,
      body: { message: 'In order to downgrade or cancel premium trial, you must have only 1 single cluster of maximum Small size.' },
    });
    try {
      const user = userEvent.setup();
      renderPlans(TRIAL);
      await user.click(await screen.findByRole('button', { name: 'Downgrade' }));
      const dialog = await screen.findByRole('dialog', { name: 'Downgrade to the free plan?' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Downgrade' })).toBeEnabled());
      await user.click(within(dialog).getByRole('button', { name: 'Downgrade' }));
      expect(
        await screen.findByText('In order to downgrade or cancel premium trial, you must have only 1 single cluster of maximum Small size.'),
      ).toBeInTheDocument();
    } finally {
      await setPlan(TRIAL, 'free');
    }
  });
});

describe('the screen without the payment toggle', () => {
  it('offers a free user the premium trial through Help & Support, with no purchase step', async () => {
    renderPlans('newuser@demo.test');
    const premium = await screen.findByRole('listitem', { name: 'Premium' });
    expect(within(premium).getByText('Premium 30-day free trial, then $1200/year (about $100/month)')).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: 'Request Upgrade' })).toHaveAttribute('href', '/support');
    expect(within(premium).queryByRole('button', { name: 'Try for free' })).not.toBeInTheDocument();
    expect(within(card('Basic')).getByText('Current Plan')).toBeInTheDocument();
    expect(within(card('Enterprise')).getByRole('button', { name: 'Contact Sales' })).toBeInTheDocument();
  });

  it('shows a basic (premium plan) user their plan and the way to change it', async () => {
    renderPlans('partner@demo.test');
    const premium = await screen.findByRole('listitem', { name: 'Premium' });
    expect(within(premium).getByText('Current Plan')).toBeInTheDocument();
    expect(within(card('Basic')).queryByRole('button', { name: 'Downgrade' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Help & Support' })).toHaveAttribute('href', '/support');
  });
});

// Last: these change trial@'s plan for good (and back).
describe('a plan change', () => {
  it('upgrades a free user: purchase check, change to premium, the user reloaded, then the plan tab', async () => {
    const user = userEvent.setup();
    const view = renderPlans(TRIAL);
    const uuid = em.uuidOf(TRIAL);
    await user.click(await screen.findByRole('button', { name: 'Try for free' }));
    await user.click(screen.getByRole('button', { name: 'Submit purchase' }));

    expect(await screen.findByText('You can now enjoy all the benefits of our Premium Plan.')).toBeInTheDocument();
    await waitFor(() => expect(view.history.at(-1)).toBe('/my-account?tab=plan'));
    const posts = em.calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', path: `/payment/${uuid}/purchase`, body: { userId: uuid }, signed: true },
      { method: 'POST', path: `/plan/${uuid}`, body: { userId: uuid, plan: 'premium' }, signed: true },
    ]);
    // The user was reloaded before the move: the change's answer came before the last GET me.
    const change = em.calls.findIndex((c) => c.path === `/plan/${uuid}`);
    expect(em.calls.slice(change).some((c) => c.path === `/users/${uuid}/me`)).toBe(true);
  });

  it('downgrades a premium user with one Small cluster after the confirmation', async () => {
    await setPlan(TRIAL, 'premium');
    const user = userEvent.setup();
    const view = renderPlans(TRIAL);
    const uuid = em.uuidOf(TRIAL);
    await user.click(await screen.findByRole('button', { name: 'Downgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to the free plan?' });
    expect(within(dialog).getByText(/Your account moves to the Basic \(free\) plan/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Downgrade' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Downgrade' }));

    expect(await screen.findByText('You are now a free user')).toBeInTheDocument();
    await waitFor(() => expect(view.history.at(-1)).toBe('/my-account?tab=plan'));
    expect(em.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: `/plan/${uuid}`,
      body: { userId: uuid, plan: 'free' },
      signed: true,
    });
  });
});
