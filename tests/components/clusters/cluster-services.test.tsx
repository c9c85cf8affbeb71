/**
 * Services control (doc 2 §2, §4, §5, §6, §8) against the in-process emulator: the six tables and their
 * statuses; Stop and Restart behind a confirmation, followed by the 5 s poll to a final state; the service modal
 * of a node that failed to start or is in a warning state; Add and Remove nodes within the bounds, with the
 * restart warning; every refusal as a disabled control that says why.
 *
 * Seeded: premium@ owns sales-analytics (running, 2 analytics + 1 loader) and marketing-bi (disconnected);
 * user@ is User (developer) on sales-analytics; trial@ owns trial-demo (running, 1 + 1).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { MAX_NODES_CONFIG, SERVICES_TEXTS } from '../../../src/domain/services-control';
import { ServicesControl } from '../../../src/features/clusters/detail/services/ServicesControl';
import { SEED_INSTANCE_IDS } from '../../../server/clusters/seed-ids';
import { NODE_PHASES, NODE_PROBLEMS } from '../../../server/clusters/services/nodes';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderClusterTab } from '../../support/cluster-tab';

const PREMIUM = 'premium@demo.test';
const USER = 'user@demo.test';
const TRIAL = 'trial@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
});

afterEach(() => {
  vi.useRealTimers();
});

const renderServices = (email: string, name: string) => renderClusterTab(em, ServicesControl, email, name);

async function advanceClock(ms: number): Promise<void> {
  const res = await em.emulator.fetch('/api/_emulator/clock/advance', {
    method: 'POST',
    body: JSON.stringify({ ms }),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(res.status).toBe(200);
}

const section = (name: string) => screen.findByRole('region', { name });
const rowOf = (table: HTMLElement, node: string) => {
  const cell = within(table).getByText(node);
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${node}`);
  return row as HTMLElement;
};
/** The wrapper of a disabled control carries its reason as its description. */
const reasonOf = (button: HTMLElement) => button.closest('[aria-describedby]') as HTMLElement;

/** Runs the 5 s poll once: the interval timer is faked, the rest of the world keeps its real time. */
async function nextPoll(): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(5_000);
  });
}

describe('services control', () => {
  it('shows the six tables in order, every node with its status, the tag colours and the sub-cluster link', async () => {
    renderServices(PREMIUM, 'sales-analytics');
    const analytics = await section('Analytics');
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Analytics', 'Loader', 'SQLi', 'Notebook', 'Analytics sub-cluster', 'Loader sub-cluster']);
    expect(within(rowOf(analytics, 'analytics-0')).getByText('Running').closest('[data-status]')).toHaveAttribute('data-status', 'running');
    expect(within(analytics).getByText('2 nodes').closest('[data-service-tag]')).toHaveAttribute('data-service-tag', 'analytics');
    expect(within(rowOf(analytics, 'analytics-0')).getByRole('button', { name: 'Stop analytics-0' })).toBeEnabled();
    expect(within(rowOf(analytics, 'analytics-0')).getByRole('button', { name: 'Restart analytics-0' })).toBeEnabled();
    expect(within(await section('SQLi')).getByText('The SQL interface (SQLi) is not enabled on this cluster.')).toBeInTheDocument();
    expect(within(await section('Analytics sub-cluster')).getByRole('link', { name: 'Analytics sub-cluster' })).toHaveAttribute(
      'href',
      '/clusters/sales-analytics?tab=self-managed-clusters',
    );
  });

  it('asks before Stop, then follows the node with the 5 s poll until it is not running', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'setTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderServices(PREMIUM, 'sales-analytics');
    const analytics = await section('Analytics');
    await user.click(within(rowOf(analytics, 'analytics-1')).getByRole('button', { name: 'Stop analytics-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop analytics-1?' });
    // Cancel does nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(em.calls.some((c) => c.path.endsWith('/services/execute'))).toBe(false);

    await user.click(within(rowOf(analytics, 'analytics-1')).getByRole('button', { name: 'Stop analytics-1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Stop analytics-1?' })).getByRole('button', { name: 'Stop node' }));
    await waitFor(() => expect(within(rowOf(analytics, 'analytics-1')).getByText('Stopping')).toBeInTheDocument());
    expect(em.calls.find((c) => c.path.endsWith('/services/execute'))).toMatchObject({
      method: 'PUT',
      path: `/instances/${SEED_INSTANCE_IDS.salesAnalytics}/services/execute`,
      body: { action: 'stop', service: 'analytics', nodeName: 'analytics-1', instanceId: SEED_INSTANCE_IDS.salesAnalytics },
    });
    expect(await screen.findByText('Stopping analytics-1')).toBeInTheDocument();
    expect(screen.getByText('Watching for changes every 5 seconds')).toBeInTheDocument();

    await advanceClock(NODE_PHASES.stopMs);
    await nextPoll();
    await waitFor(() => expect(within(rowOf(analytics, 'analytics-1')).getByText('Not running')).toBeInTheDocument());
    expect(within(rowOf(analytics, 'analytics-1')).getByRole('button', { name: 'Start analytics-1' })).toBeEnabled();
    expect(screen.queryByText('Watching for changes every 5 seconds')).not.toBeInTheDocument();
  });

  it('shows the service modal of a node that failed to start, and copies its details', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'setTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderServices(PREMIUM, 'sales-analytics');
    const notebook = await section('Notebook');
    await user.click(within(rowOf(notebook, 'notebook-0')).getByRole('button', { name: 'Restart notebook-0' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restart notebook-0?' })).getByRole('button', { name: 'Restart node' }));
    await waitFor(() => expect(within(rowOf(notebook, 'notebook-0')).getByText('Stopping')).toBeInTheDocument());
    await advanceClock(NODE_PHASES.stopMs + NODE_PHASES.startMs);
    await nextPoll();
    await waitFor(() => expect(within(rowOf(notebook, 'notebook-0')).getByText('Failed to start')).toBeInTheDocument());

    await user.click(within(notebook).getByRole('button', { name: 'Details of notebook-0' }));
    const modal = await screen.findByRole('dialog', { name: 'Notebook failed to start' });
    expect(within(modal).getByText(NODE_PROBLEMS.failedError)).toBeInTheDocument();
    expect(within(modal).getByText(NODE_PROBLEMS.failedMessage)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Copy to Clipboard' }));
    expect(await screen.findByText('Error details copied successfully!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('Notebook failed to start (notebook-0)');
  });

  it('shows the warning state of a node started with warnings', async () => {
    em.emulator.ctx.db.prepare('UPDATE instances SET sqli_enabled = 1 WHERE id = ?').run(SEED_INSTANCE_IDS.salesAnalytics);
    const user = userEvent.setup();
    renderServices(PREMIUM, 'sales-analytics');
    const sqli = await section('SQLi');
    await user.click(within(rowOf(sqli, 'sqli-0')).getByRole('button', { name: 'Restart sqli-0' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restart sqli-0?' })).getByRole('button', { name: 'Restart node' }));
    await waitFor(() => expect(within(rowOf(sqli, 'sqli-0')).getByText('Stopping')).toBeInTheDocument());
    await advanceClock(NODE_PHASES.stopMs + NODE_PHASES.startMs);
    // Focus refreshes too (the poll is asserted above).
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(within(rowOf(sqli, 'sqli-0')).getByText('Started with warnings')).toBeInTheDocument());
    await user.click(within(sqli).getByRole('button', { name: 'Details of sqli-0' }));
    const modal = await screen.findByRole('dialog', { name: 'SQLi is in a warning state' });
    for (const warning of NODE_PROBLEMS.warnings) expect(within(modal).getByText(warning)).toBeInTheDocument();
    em.emulator.ctx.db.prepare('UPDATE instances SET sqli_enabled = 0 WHERE id = ?').run(SEED_INSTANCE_IDS.salesAnalytics);
  });

  it('adds nodes within the bounds: the form refuses past them, the request adds to the count, placeholders show', async () => {
    const user = userEvent.setup();
    renderServices(PREMIUM, 'sales-analytics');
    const analytics = await section('Analytics');
    await user.click(within(analytics).getByRole('button', { name: 'Add nodes to Analytics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add nodes to Analytics' });
    const count = within(dialog).getByRole('textbox', { name: 'Number of nodes' });
    expect(within(dialog).getByText('Now 2 nodes; you can choose from 1 to 8.')).toBeInTheDocument();
    expect(within(dialog).queryByText(SERVICES_TEXTS.restartWarning)).not.toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '9');
    expect(await within(dialog).findByText('Enter a number from 1 to 8')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.clear(count);
    await user.type(count, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(em.calls.find((c) => c.path.endsWith('/scale'))).toMatchObject({ method: 'PUT', body: { analyticsReplicas: 3 } });
    expect(await screen.findByText('Analytics is scaling from 2 to 3 nodes')).toBeInTheDocument();
    const placeholder = await waitFor(() => rowOf(analytics, '__temp-analytics-2'));
    expect(within(placeholder).getByText('Creating')).toBeInTheDocument();
    const stop = within(placeholder).getByRole('button', { name: 'Stop __temp-analytics-2' });
    expect(stop).toBeDisabled();
    expect(reasonOf(stop)).toHaveAccessibleDescription(SERVICES_TEXTS.transient);
  });

  it('warns that adding to a single analytics node restarts it; Remove is refused at the minimum', async () => {
    em.emulator.ctx.db.prepare('UPDATE instances SET analytics_nodes = 1 WHERE id = ?').run(SEED_INSTANCE_IDS.salesAnalytics);
    const user = userEvent.setup();
    renderServices(PREMIUM, 'sales-analytics');
    const analytics = await section('Analytics');
    const remove = within(analytics).getByRole('button', { name: 'Remove nodes from Analytics' });
    expect(remove).toBeDisabled();
    expect(reasonOf(remove)).toHaveAccessibleDescription('Analytics needs at least 1 node, so none can be removed.');
    await user.click(within(analytics).getByRole('button', { name: 'Add nodes to Analytics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add nodes to Analytics' });
    expect(within(dialog).getByText(SERVICES_TEXTS.restartWarning)).toBeInTheDocument();
    em.emulator.ctx.db.prepare('UPDATE instances SET analytics_nodes = 2 WHERE id = ?').run(SEED_INSTANCE_IDS.salesAnalytics);
  });

  it('refuses Add at the configured maximum with its tooltip', async () => {
    em.emulator.ctx.db
      .prepare('INSERT OR REPLACE INTO system_configurations (config_key, config_type, value) VALUES (?, ?, ?)')
      .run(MAX_NODES_CONFIG.configKey, MAX_NODES_CONFIG.configType, '2');
    renderServices(PREMIUM, 'sales-analytics');
    const analytics = await section('Analytics');
    const add = await waitFor(() => {
      const button = within(analytics).getByRole('button', { name: 'Add nodes to Analytics' });
      expect(button).toBeDisabled();
      return button;
    });
    expect(reasonOf(add)).toHaveAccessibleDescription('Max node count reached: Analytics already has 2 nodes, the most allowed.');
    expect(within(await section('Loader')).getByRole('button', { name: 'Add nodes to Loader' })).toBeEnabled();
    em.emulator.ctx.db.prepare('DELETE FROM system_configurations WHERE config_key = ?').run(MAX_NODES_CONFIG.configKey);
  });

  it('refuses the User role every action, and a trial user adding nodes, with their tooltips', async () => {
    // Earlier tests moved the clock on: trial-demo (idle time 1 hour) is kept from suspending itself.
    em.emulator.ctx.db.prepare('UPDATE instances SET last_activity_at = ? WHERE id = ?').run(Date.now(), SEED_INSTANCE_IDS.trialDemo);
    const { unmount } = renderServices(USER, 'sales-analytics');
    const analytics = await section('Analytics');
    const stop = within(rowOf(await section('Loader'), 'loader-0')).getByRole('button', { name: 'Stop loader-0' });
    expect(stop).toBeDisabled();
    expect(reasonOf(stop)).toHaveAccessibleDescription(SERVICES_TEXTS.developerRefused);
    expect(reasonOf(within(analytics).getByRole('button', { name: 'Add nodes to Analytics' }))).toHaveAccessibleDescription(
      SERVICES_TEXTS.developerRefused,
    );
    unmount();

    renderServices(TRIAL, 'trial-demo');
    const trialAnalytics = await section('Analytics');
    const add = within(trialAnalytics).getByRole('button', { name: 'Add nodes to Analytics' });
    expect(add).toBeDisabled();
    expect(reasonOf(add)).toHaveAccessibleDescription(SERVICES_TEXTS.trialAddRefused);
    // Node actions stay open to the trial user.
    expect(within(rowOf(trialAnalytics, 'analytics-0')).getByRole('button', { name: 'Stop analytics-0' })).toBeEnabled();
  });

  it('shows a disconnected cluster’s nodes as sleeping, their Start refused until it is connected', async () => {
    renderServices(PREMIUM, 'marketing-bi');
    const analytics = await section('Analytics');
    expect(within(rowOf(analytics, 'analytics-0')).getByText('Sleeping')).toBeInTheDocument();
    const start = within(rowOf(analytics, 'analytics-0')).getByRole('button', { name: 'Start analytics-0' });
    expect(start).toBeDisabled();
    expect(reasonOf(start)).toHaveAccessibleDescription('Your cluster must be connected to apply this change');
  });
});
