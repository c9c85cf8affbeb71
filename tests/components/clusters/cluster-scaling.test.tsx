/**
 * The Scaling tab (doc 2 §2, §4, §6, §8, §9) against the in-process emulator: the autoscale switch of a
 * connected cluster (the request it makes, the notice from the answer, on and off), its rollback when the call
 * fails, its refusal with the reason on a disconnected cluster and for a user without the toggle; the read-only
 * parameters (coolDelay in minutes, requestDelay in seconds); the duration select (the request of each
 * duration) and the resizes listed under each chart.
 *
 * Seeded: premium@ (autoScale toggle) owns sales-analytics (running, 2 analytics and 1 loader nodes) and
 * marketing-bi (disconnected); manager@ is Manager on both, without the autoScale toggle.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { ScalingTab } from '../../../src/features/clusters/detail/scaling/ScalingTab';
import { OFFLINE_ACTION_TOOLTIP, usePwa } from '../../../src/pwa';
import { SEED_INSTANCE_IDS } from '../../../server/clusters/seed-ids';
import type { InstanceRow } from '../../../server/clusters/schema';
import { setReplicas } from '../../../server/clusters/services/scale';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderClusterTab } from '../../support/cluster-tab';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const SALES = SEED_INSTANCE_IDS.salesAnalytics;

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
  // The seed gives sales-analytics a demo week of resizes; these tests list the resizes they make themselves.
  em.emulator.ctx.db.prepare('DELETE FROM replica_changes').run();
});

const renderTab = (email: string, name: string) => renderClusterTab(em, ScalingTab, email, name);

const autoscaling = () => screen.findByRole('region', { name: 'Autoscaling' });
const history = () => screen.findByRole('region', { name: 'Replica history' });
const mutations = () => em.calls.filter((c) => c.method !== 'GET');

describe('the autoscale switch', () => {
  it('shows the parameters, switches a connected cluster on and off, and says so', async () => {
    renderTab(PREMIUM, 'sales-analytics');
    const card = await autoscaling();
    const parameter = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(parameter('Request delay')).toBe('60 seconds');
    expect(parameter('Cool-down delay')).toBe('10 minutes');
    expect(parameter('Rejected queries to scale up')).toBe('5');
    expect(parameter('Rejected queries to scale down')).toBe('0');
    expect(parameter('Consecutive checks')).toBe('3');
    expect(parameter('Maximum analytics nodes')).toBe('10');

    const toggle = within(card).getByRole('switch', { name: /^Autoscaling/ });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findByText('Autoscaling is on for sales-analytics')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('switch', { name: /^Autoscaling/ })).toBeEnabled());
    expect(mutations()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/users/instances/updateautoscaling', body: { instanceID: SALES, isEnabled: true } }),
    ]);

    await userEvent.click(within(card).getByRole('switch', { name: /^Autoscaling/ }));
    expect(await screen.findByText('Autoscaling is off for sales-analytics')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('switch', { name: /^Autoscaling/ })).not.toBeChecked());
    expect(mutations().at(-1)).toMatchObject({ body: { instanceID: SALES, isEnabled: false } });
  });

  it('flips at once and comes back when the call fails, with the error', async () => {
    await em.fault({ route: 'POST /users/instances/updateautoscaling', status: 500, body: { message: 'Autoscaling is busy' } });
    const answer = em.hold('POST /users/instances/updateautoscaling');
    renderTab(PREMIUM, 'sales-analytics');
    const toggle = within(await autoscaling()).getByRole('switch', { name: /^Autoscaling/ });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    answer.release();
    expect(await screen.findByText('Autoscaling is busy')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it("is disabled on a disconnected cluster, saying 'Your cluster must be connected to apply this change'", async () => {
    renderTab(PREMIUM, 'marketing-bi');
    const toggle = within(await autoscaling()).getByRole('switch', { name: /^Autoscaling/ });
    expect(toggle).toBeDisabled();
    const wrapper = toggle.closest('[tabindex="0"]');
    expect(wrapper).toHaveAccessibleDescription('Your cluster must be connected to apply this change');
    // Reachable by keyboard: the wrapper is a tab stop, and on focus the tooltip shows. Focus first loads the
    // tooltip's code, whose wrapper then takes the place (and the focus) of this one: at once when an earlier
    // screen loaded it already, later when not. Either way the switch's wrapper is what has focus.
    if (!(wrapper instanceof HTMLElement)) throw new Error('The switch has no focusable wrapper');
    act(() => wrapper.focus());
    await waitFor(async () =>
      expect(within(await autoscaling()).getByRole('switch', { name: /^Autoscaling/ }).closest('[tabindex="0"]')).toHaveFocus(),
    );
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your cluster must be connected to apply this change');
    expect(mutations()).toEqual([]);
  });

  it('is disabled offline, saying so, while the parameters still show', async () => {
    renderTab(PREMIUM, 'sales-analytics');
    const card = await autoscaling();
    act(() => usePwa.getState().apiUnreachable(null));
    try {
      const toggle = within(card).getByRole('switch', { name: /^Autoscaling/ });
      await waitFor(() => expect(toggle).toBeDisabled());
      expect(toggle.closest('[tabindex="0"]')).toHaveAccessibleDescription(OFFLINE_ACTION_TOOLTIP);
      expect(within(card).getByText('Cool-down delay')).toBeInTheDocument();
    } finally {
      act(() => usePwa.getState().apiReachable());
    }
  });

  it('is disabled for a user without the autoScale toggle', async () => {
    renderTab(MANAGER, 'sales-analytics');
    const toggle = within(await autoscaling()).getByRole('switch', { name: /^Autoscaling/ });
    expect(toggle).toBeDisabled();
    expect(toggle.closest('[tabindex="0"]')).toHaveAccessibleDescription('Autoscaling is not enabled for your account.');
  });
});

describe('the replica history', () => {
  it('reads the last day by default, and each duration chosen', async () => {
    renderTab(PREMIUM, 'sales-analytics');
    const card = await history();
    expect(await within(card).findByText(/^Analytics had 2 nodes in the last day/)).toBeInTheDocument();
    expect(within(card).getByText(/^Loader had 1 node in the last day/)).toBeInTheDocument();
    const duration = within(card).getByRole('combobox', { name: 'Duration' });
    expect(duration).toHaveValue('Last day');
    // Each duration asked for once at least (a restored cache may be refreshed as well): in the order chosen.
    const historyCalls = () => [...new Set(em.calls.filter((c) => c.path.includes('/getautoscalehistory/')).map((c) => c.path))];
    expect(historyCalls()).toEqual([`/users/instances/${SALES}/getautoscalehistory/24`]);

    await userEvent.click(duration);
    await userEvent.click(await screen.findByRole('option', { name: 'Last hour' }));
    expect(await within(card).findByText(/^Analytics had 2 nodes in the last hour/)).toBeInTheDocument();
    await userEvent.click(duration);
    await userEvent.click(await screen.findByRole('option', { name: 'Last week' }));
    expect(await within(card).findByText(/^Analytics had 2 nodes in the last week/)).toBeInTheDocument();
    expect(historyCalls()).toEqual([
      `/users/instances/${SALES}/getautoscalehistory/24`,
      `/users/instances/${SALES}/getautoscalehistory/1`,
      `/users/instances/${SALES}/getautoscalehistory/168`,
    ]);
  });

  it('lists each resize under its chart: when, with the time zone, from how many to how many, and why', async () => {
    const { ctx } = em.emulator;
    const row = ctx.db.prepare('SELECT * FROM instances WHERE id = ?').get(SALES) as InstanceRow;
    ctx.db.transaction(() => setReplicas(ctx, row, 'analytics', 3, 'manual'))();
    try {
      renderTab(PREMIUM, 'sales-analytics');
      const card = await history();
      const resizes = await within(card).findByRole('list', { name: 'Analytics resizes' });
      const item = within(resizes).getByRole('listitem');
      expect(item).toHaveTextContent(/Analytics: 2 → 3 nodes \(changed by a user\)$/);
      // The time carries its zone (the test runs in UTC).
      expect(within(item).getByText(/UTC$/)).toBeInTheDocument();
      expect(within(card).getByText('No resizes in the last day.')).toBeInTheDocument();
      expect(within(card).getByText(/^Analytics had 2 to 3 nodes in the last day, 1 resize/)).toBeInTheDocument();
    } finally {
      const now = ctx.db.prepare('SELECT * FROM instances WHERE id = ?').get(SALES) as InstanceRow;
      ctx.db.transaction(() => setReplicas(ctx, now, 'analytics', 2, 'manual'))();
    }
  });
});
