/**
 * The plan and billing-history tabs of /my-account (doc 1 §2, doc 3 §7, §9) against the in-process emulator:
 * the plan tab only with the payment toggle, its plan and the way to /plans; the billing history's month
 * picker (MM/yyyy), per-cluster rows and month total, the totals with the free credit, the payment
 * information, and the last figures kept with their age when a refresh fails.
 *
 * Seeded: trial@ (free, payment toggle) owns trial-demo; premium@ (premium, payment toggle) owns four clusters.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { keys } from '../../../src/api/keys';
import type { PaymentResponse } from '../../../src/contract/types/plans';
import { MyAccountPage } from '../../../src/features/account/MyAccountPage';
import { createTestQueryClient, renderWithProviders } from '../../support/render';
import { startComponentEmulator } from '../../support/component-emulator';

const TRIAL = 'trial@demo.test';
const PREMIUM = 'premium@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
});

function renderTab(tab: string, email: string, queryClient = createTestQueryClient()) {
  return renderWithProviders(<MyAccountPage />, { route: `/my-account?tab=${tab}`, user: em.signIn(email), seedMe: false, queryClient });
}

function thisMonth(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
}

describe('plan tab', () => {
  it("shows a free user's plan, what it leaves out, and the way to upgrade", async () => {
    renderTab('plan', TRIAL);
    expect(await screen.findByRole('heading', { name: 'Your plan' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Plan' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Basic')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Limited')).toBeInTheDocument();
    expect(screen.getByText('Up to 2 clusters of Small size')).toBeInTheDocument();
    expect(screen.getByText('Not included on the free plan')).toBeInTheDocument();
    expect(screen.getByText('Data apps')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/plans');
  });

  it("shows a premium user's plan with what Premium includes", async () => {
    renderTab('plan', PREMIUM);
    expect(await screen.findByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('$1 / Unit')).toBeInTheDocument();
    expect(screen.getByText('Multi-cluster up to 2XL')).toBeInTheDocument();
    expect(screen.getByText('$500 of free credits, then usage-based prices')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
  });
});

describe('billing-history tab', () => {
  it("lists the month's clusters with units to 5 decimals, the month total, the totals and the payment", async () => {
    const uuid = em.uuidOf(PREMIUM);
    renderTab('billing-history', PREMIUM);

    const month = thisMonth();
    const table = await screen.findByRole('table', { name: `Clusters billed for ${month}` });
    expect(em.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: `/users/${uuid}/statshistory?date=${encodeURIComponent(month)}` }),
    );
    const header = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(header).toEqual(['Cluster', 'Units', 'Users', 'Storage (TB)', 'Cost']);
    for (const name of ['sales-analytics', 'marketing-bi', 'legacy-reporting', 'ops-metrics']) {
      expect(within(table).getByRole('rowheader', { name })).toBeInTheDocument();
    }
    const sales = within(table).getByRole('rowheader', { name: 'sales-analytics' }).closest('tr')!;
    expect(within(sales).getAllByRole('cell')[0]!.textContent).toMatch(/^\d[\d,]*\.\d{5}$/);
    expect(within(sales).getAllByRole('cell')[3]!.textContent).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(within(table).getByRole('rowheader', { name: 'Month total' })).toBeInTheDocument();

    expect(await screen.findByText('Units used')).toBeInTheDocument();
    expect(screen.getByText('Free credits used')).toBeInTheDocument();
    expect(screen.getByText('$500.00')).toBeInTheDocument();
    expect(await screen.findByText('VISA ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('Current billing period')).toBeInTheDocument();
  });

  it('asks for the month picked, as MM/yyyy', async () => {
    const user = userEvent.setup();
    const uuid = em.uuidOf(PREMIUM);
    renderTab('billing-history', PREMIUM);
    await screen.findByRole('table', { name: `Clusters billed for ${thisMonth()}` });

    await user.click(screen.getByRole('button', { name: 'Month' }));
    const year = new Date().getFullYear();
    // January of this year: never after today, and premium@ has had clusters for longer.
    await user.click(await screen.findByRole('button', { name: 'Jan' }));
    const january = `01/${year}`;
    expect(await screen.findByRole('table', { name: `Clusters billed for ${january}` })).toBeInTheDocument();
    expect(em.calls).toContainEqual(
      expect.objectContaining({ path: `/users/${uuid}/statshistory?date=${encodeURIComponent(january)}` }),
    );
  });

  it('tells a free user that the free plan is not billed', async () => {
    renderTab('billing-history', TRIAL);
    expect(await screen.findByRole('rowheader', { name: 'trial-demo' })).toBeInTheDocument();
    expect(await screen.findByText('The free plan is never billed.')).toBeInTheDocument();
    expect(await screen.findByText('No payment method: the free plan is not billed.')).toBeInTheDocument();
  });

  it('keeps the last payment figures with their age when the refresh fails', async () => {
    const queryClient = createTestQueryClient();
    const uuid = em.uuidOf(PREMIUM);
    const kept: PaymentResponse = {
      payment: {
        plan: 'premium',
        status: 'active',
        billingCycle: 'monthly',
        paymentMethod: { brand: 'visa', last4: '1881' },
        currentPeriodStart: '2026-11-01T00:00:00.000Z',
        currentPeriodEnd: '2026-12-01T00:00:00.000Z',
        since: '2025-10-01T00:00:00.000Z',
      },
    };
    queryClient.setQueryData(keys.payment(uuid), kept, { updatedAt: Date.now() - 10 * 60_000 });
    await em.fault({ route: 'GET /payment/*', status: 503 });
    renderTab('billing-history', PREMIUM, queryClient);

    expect(await screen.findByText('VISA ending in 1881')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Showing figures as of .+: the latest refresh failed\.$/)).toBeInTheDocument());
  });
});
