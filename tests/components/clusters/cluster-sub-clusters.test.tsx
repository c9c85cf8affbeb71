/**
 * The self-managed clusters tab (doc 2 §2, §4, §5, §6, §8) against the in-process emulator: the empty text, the
 * create dialog through its rules to the request it makes and the row it adds, a server field message under
 * its input, scale with the nodes rules, disconnect, remove with its confirmation and notice, and the refusals
 * with the spec's texts.
 *
 * Seeded: premium@ owns sales-analytics (running) and marketing-bi (disconnected); user@ is User on both.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { SubClusterResponse } from '../../../src/contract/types';
import { SelfManagedTab } from '../../../src/features/clusters/detail/self-managed/SelfManagedTab';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderClusterTab } from '../../support/cluster-tab';

const PREMIUM = 'premium@demo.test';
const USER = 'user@demo.test';
const CLUSTER = 'sales-analytics';
const MINUTE = 60_000;

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
});

const renderTab = (email: string, name = CLUSTER) => renderClusterTab(em, SelfManagedTab, email, name);

/** A running sub-cluster made through the emulator, as another session would. */
async function seedRunning(name: string, failover = false): Promise<SubClusterResponse['subCluster']> {
  const uuid = em.uuidOf(PREMIUM);
  const res = await em.emulator.fetch(`/api/users/${uuid}/instances/${CLUSTER}/subcluster`, {
    method: 'POST',
    as: PREMIUM,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      userId: uuid,
      clusterName: CLUSTER,
      type: failover ? 'analytics' : 'loader',
      configs: { fallbackAnalytics: failover },
      size: 'size-medium',
      name,
      nodes: 1,
    }),
  });
  expect(res.status).toBe(201);
  const { subCluster } = (await res.json()) as SubClusterResponse;
  await em.emulator.fetch('/api/_emulator/clock/advance', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ms: 3 * MINUTE }),
  });
  return subCluster;
}

async function choose(dialog: HTMLElement, label: string, option: string): Promise<void> {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const writes = () => em.calls.filter((c) => c.method !== 'GET');

describe('the self-managed clusters tab', () => {
  it("says 'No Self-Managed Clusters created yet.' and creates one through the dialog's rules", async () => {
    const { account } = renderTab(PREMIUM);
    expect(await screen.findByText('No Self-Managed Clusters created yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Self-Managed Cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Self-Managed Cluster' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();

    // The name's prefix is the cluster's name and a dash; 16 characters are left of 32.
    expect(within(dialog).getByText('sales-analytics-')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'a'.repeat(17));
    expect(await within(dialog).findByText('Name should not exceed 32 characters')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'etl');
    expect(within(dialog).getByText('Full name: sales-analytics-etl (19 of 32 characters)')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await choose(dialog, 'Type', 'Analytics');
    expect(create).toBeDisabled();
    await choose(dialog, 'Size', 'Medium (8 IPU per node)');
    expect(create).toBeEnabled();
    await userEvent.click(create);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('sales-analytics-etl is being created')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Self-Managed Clusters' });
    const row = within(table).getByRole('row', { name: /sales-analytics-etl/ });
    expect(within(row).getByText('Analytics')).toBeInTheDocument();
    expect(within(row).getByText('Creating')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/users/${account.uuid}/instances/${CLUSTER}/subcluster`,
        body: {
          userId: account.uuid,
          clusterName: CLUSTER,
          type: 'analytics',
          configs: {},
          size: 'size-medium',
          name: 'etl',
          nodes: 1,
        },
      }),
    ]);
  });

  it("puts the server's field message under its input, and disables the types the cluster cannot take", async () => {
    await seedRunning('dup', true);
    renderTab(PREMIUM);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Self-Managed Cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Self-Managed Cluster' });
    // One failover analytics is there already: the type is disabled, and the dialog says why.
    expect(within(dialog).getByText('Failover Analytics: Only one Failover Analytics cluster is allowed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    expect(await screen.findByRole('option', { name: 'Failover Analytics' })).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'dup');
    await choose(dialog, 'Type', 'Loader');
    await choose(dialog, 'Size', 'Small (4 IPU per node)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A Self-Managed Cluster with this name already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Self-Managed Cluster' })).toBeInTheDocument();
  });

  it('shows IPU as ipu × nodes and scales with the nodes rules', async () => {
    const sub = await seedRunning('grow');
    renderTab(PREMIUM);
    const row = await screen.findByRole('row', { name: /sales-analytics-grow/ });
    expect(within(row).getByText('Loader')).toBeInTheDocument();
    expect(within(row).getByText('Running')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Scale sales-analytics-grow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scale sales-analytics-grow' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const nodes = within(dialog).getByRole('textbox', { name: 'Nodes' });
    await userEvent.clear(nodes);
    expect(await within(dialog).findByText('Input is required')).toBeInTheDocument();
    await userEvent.type(nodes, '11');
    expect(await within(dialog).findByText('Services must be greater than or equal to 1 and less than or equal to 10')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(nodes);
    await userEvent.type(nodes, '3');
    expect(within(dialog).getByText('IPU: 24')).toBeInTheDocument();
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('sales-analytics-grow is being updated')).toBeInTheDocument();
    const updated = screen.getByRole('row', { name: /sales-analytics-grow/ });
    expect(within(updated).getByText('Updating')).toBeInTheDocument();
    expect(within(updated).getByText('24')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'PUT', body: { subCluster: sub.id, size: 'size-medium', nodes: 3 } })]);
  });

  it('disconnects: the row shows Stopping, and the other actions say why they wait', async () => {
    const sub = await seedRunning('conn');
    renderTab(PREMIUM);
    const row = await screen.findByRole('row', { name: /sales-analytics-conn/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Disconnect sales-analytics-conn' }));
    expect(await within(row).findByText('Stopping')).toBeInTheDocument();
    expect(await screen.findByText('sales-analytics-conn is disconnecting')).toBeInTheDocument();
    // On its way: no other action, with the spec's text.
    const remove = within(row).getByRole('button', { name: 'Remove sales-analytics-conn' });
    expect(remove).toBeDisabled();
    expect(remove.closest('[aria-describedby]')).toHaveAccessibleDescription("You can't make actions on Self-Managed Cluster");
    const open = within(row).getByRole('button', { name: 'Open sales-analytics-conn' });
    expect(open.closest('[aria-describedby]')).toHaveAccessibleDescription('Self-Managed Cluster Must be running!');

    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: expect.stringMatching(/\/disconnectsubcluster$/), body: { subCluster: sub.id } })]);
  });

  it('removes after a confirmation, with the notice Self-Managed Cluster Deleted', async () => {
    const sub = await seedRunning('gone');
    renderTab(PREMIUM);
    const row = await screen.findByRole('row', { name: /sales-analytics-gone/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Remove sales-analytics-gone' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove sales-analytics-gone' });
    expect(within(confirm).getByText('sales-analytics-gone and its nodes are deleted. This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Self-Managed Cluster Deleted')).toBeInTheDocument();
    expect(await within(row).findByText('Deleting')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: expect.stringMatching(/\/subcluster$/), body: { subCluster: sub.id } })]);
  });

  it("refuses create on a disconnected cluster: 'Connect your cluster to create a new Self-Managed Cluster'", async () => {
    renderTab(PREMIUM, 'marketing-bi');
    const create = await screen.findByRole('button', { name: 'Create Self-Managed Cluster' });
    expect(create).toBeDisabled();
    const reason = create.closest<HTMLElement>('[aria-describedby]');
    expect(reason).toHaveAccessibleDescription('Connect your cluster to create a new Self-Managed Cluster');
    await userEvent.hover(reason as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Connect your cluster to create a new Self-Managed Cluster');
  });

  it('shows the User role the table without any change', async () => {
    await seedRunning('view');
    renderTab(USER);
    const row = await screen.findByRole('row', { name: /sales-analytics-view/ });
    expect(screen.queryByRole('button', { name: 'Create Self-Managed Cluster' })).not.toBeInTheDocument();
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['Copy URL']);
    expect(within(row).getByRole('link', { name: 'Open sales-analytics-view' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/sales-analytics-view\./));
  });
});
