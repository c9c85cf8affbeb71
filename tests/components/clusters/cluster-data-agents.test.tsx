/**
 * The data agent connections (doc 2 §2, §4, §5, §8, §9) against the in-process emulator: the table of 10 a page
 * with its computed tags and the second page, the search sent 500 ms after typing as the NAME filter, the
 * fetch-error state with Refresh, create with its rules and the server's message for a taken name, edit of the
 * description only, delete refused while data sources are attached, the row actions and their results with the
 * spec's texts, the auth file generated then downloaded with the token, the setup steps with copyable hosts, and
 * the data agent switch refused while connections exist.
 *
 * Seeded here (seedDataAgents): enterprise@'s eu-reporting (disconnected) has Data agent on and 11 connections.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { ConfigurationsTab } from '../../../src/features/clusters/detail/configurations/ConfigurationsTab';
import { DataAgents } from '../../../src/features/clusters/detail/data-agents/DataAgents';
import { seedDataAgents } from '../../../server/clusters/data-agents/seed';
import { SEED_INSTANCE_IDS } from '../../../server/clusters/seed-ids';
import { startComponentEmulator } from '../../support/component-emulator';
import { ClusterTabHost, renderClusterTab } from '../../support/cluster-tab';
import { captureDownloads } from '../../support/downloads';
import { renderWithProviders } from '../../support/render';

const ENTERPRISE = 'enterprise@demo.test';
const EU = SEED_INSTANCE_IDS.euReporting;

const em = startComponentEmulator();

beforeEach(() => {
  seedDataAgents(em.emulator.ctx);
});

beforeEach(() => {
  notifications.clean();
});

const renderAgents = (name = 'eu-reporting') => renderClusterTab(em, DataAgents, ENTERPRISE, name);

const table = () => screen.findByRole('table', { name: 'Data agent connections' });
const rowOf = async (name: string) => {
  const cell = await within(await table()).findByText(name, { selector: 'p' });
  return cell.closest('tr') as HTMLElement;
};
const listCalls = () => em.calls.filter((c) => c.method === 'GET' && c.path.startsWith(`/users/instances/${EU}/da/list`));

describe('the table', () => {
  it('shows 10 connections a page with their status tags, and the next page', async () => {
    renderAgents();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(11); // header + 10
    expect(screen.getByText('11 connections')).toBeInTheDocument();
    expect(within(await rowOf('sales_db_agent')).getByText('Started')).toBeInTheDocument();
    expect(within(await rowOf('new_agent')).getByText('No auth file generated')).toBeInTheDocument();
    expect(within(await rowOf('finance_agent')).getByText('Stopped')).toBeInTheDocument();
    expect(within(await rowOf('hr_agent')).getByText('Disconnected')).toBeInTheDocument();
    expect(within(await rowOf('broken_agent')).getByText('Unknown')).toBeInTheDocument();
    expect(within(await rowOf('legacy_agent')).getByText('Incompatible')).toBeInTheDocument();
    expect(listCalls()[0]?.path).toBe(`/users/instances/${EU}/da/list?limit=10&offset=0`);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await rowOf('branch_02_agent')).toBeInTheDocument();
    expect(listCalls().at(-1)?.path).toBe(`/users/instances/${EU}/da/list?limit=10&offset=10`);
  });

  it('searches by name 500 ms after typing, as the NAME filter', async () => {
    renderAgents();
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'branch');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Data agent connections' })).getAllByRole('row')).toHaveLength(3));
    const searched = listCalls().filter((c) => c.path.includes('filters='));
    // One request for the whole word: sent after the pause, not per keystroke.
    expect(searched).toHaveLength(1);
    expect(decodeURIComponent(searched[0]?.path.split('filters=')[1] ?? '')).toBe('[{"column":"NAME","search":"branch"}]');
  });

  it('shows a fetch error with Refresh', async () => {
    await em.fault({ route: `GET /users/instances/${EU}/da/list`, status: 500, count: 5 });
    renderAgents();
    expect(await screen.findByText('The data agent connections could not be loaded', {}, { timeout: 8000 })).toBeInTheDocument();
    await em.emulator.fetch('/api/_emulator/faults', { method: 'DELETE' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await table()).toBeInTheDocument();
  }, 15_000);
});

describe('create, edit and delete', () => {
  it('checks the form, shows the server message for a taken name, and creates', async () => {
    renderAgents();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'New data agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'New data agent' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Enter a name for the data agent')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a tenant')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tenant' }));
    await userEvent.click(await screen.findByRole('option', { name: 'default' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.click(name);
    await userEvent.paste('2fast');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('The name must start with a letter or an underscore, followed by letters, digits or underscores')).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('sales_db_agent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A data agent named sales_db_agent already exists on this cluster')).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('plant_9');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    await userEvent.paste('Plant nine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Data agent plant_9 is created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New data agent' })).not.toBeInTheDocument());
    expect(await rowOf('plant_9')).toBeInTheDocument();
    const created = em.calls.find((c) => c.method === 'POST' && c.path.endsWith('/da/create') && (c.body as { name: string }).name === 'plant_9');
    expect(created?.body).toEqual({ tenantID: `${EU}:default`, name: 'plant_9', description: 'Plant nine' });
  });

  it('edits only the description: name and tenant are read-only', async () => {
    renderAgents();
    await userEvent.click(within(await rowOf('edge_agent')).getByRole('button', { name: 'Edit edge_agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit edge_agent' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Tenant' })).toHaveAttribute('readonly');
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Gateway B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data agent edge_agent is updated')).toBeInTheDocument();
    expect(em.calls.find((c) => c.method === 'PUT')?.body).toEqual({ description: 'Gateway B' });
  });

  it('refuses deleting a connection with data sources attached, and deletes one without', async () => {
    renderAgents();
    await userEvent.click(within(await rowOf('sales_db_agent')).getByRole('button', { name: 'Delete sales_db_agent' }));
    const blocked = await screen.findByRole('dialog', { name: 'Delete sales_db_agent?' });
    const blockedText = 'This connection has 2 data sources attached. Remove them from the cluster before deleting the connection.';
    expect(within(blocked).getAllByText(blockedText).length).toBeGreaterThan(0);
    expect(within(blocked).getByText('CRM MySQL')).toBeInTheDocument();
    const refused = within(blocked).getByRole('button', { name: 'Delete' });
    expect(refused).toBeDisabled();
    expect(refused.closest('span[aria-describedby]')).toHaveAccessibleDescription(blockedText);
    await userEvent.click(within(blocked).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(await rowOf('edge_agent')).getByRole('button', { name: 'Delete edge_agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete edge_agent?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Data agent edge_agent is deleted')).toBeInTheDocument();
    expect(em.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ ids: [expect.any(String)] });
  });
});

describe('the row actions', () => {
  it('offers start when stopped, stop and restart refused while the controller is disconnected, only Generate without a file', async () => {
    renderAgents();
    const finance = await rowOf('finance_agent');
    expect(within(finance).getByRole('button', { name: 'Start finance_agent' })).toBeEnabled();
    expect(within(finance).queryByRole('button', { name: 'Stop finance_agent' })).not.toBeInTheDocument();
    const hr = await rowOf('hr_agent');
    const stop = within(hr).getByRole('button', { name: 'Stop hr_agent' });
    expect(stop).toBeDisabled();
    expect(stop.closest('span[aria-describedby]')).toHaveAccessibleDescription('The controller is disconnected. Start the controller on the agent machine first.');
    const fresh = await rowOf('new_agent');
    expect(within(fresh).getByRole('button', { name: 'Generate authentication file new_agent' })).toBeEnabled();
    expect(within(fresh).queryByRole('button', { name: /Regenerate/ })).not.toBeInTheDocument();
    expect(within(fresh).queryByRole('button', { name: /^(Start|Stop|Restart) / })).not.toBeInTheDocument();
    expect(within(finance).getByRole('button', { name: 'Regenerate authentication file finance_agent' })).toBeInTheDocument();
  });

  it('starts an agent, says so, and refreshes the list 2 s later', async () => {
    renderAgents();
    const finance = await rowOf('finance_agent');
    const before = listCalls().length;
    await userEvent.click(within(finance).getByRole('button', { name: 'Start finance_agent' }));
    expect(await screen.findByText('Data agent finance_agent is starting')).toBeInTheDocument();
    expect(em.calls.find((c) => c.path.endsWith('/execute-action'))?.body).toEqual({ tenantName: 'default', action: 'start' });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it("shows the spec's texts for a failed action and an agent already started", async () => {
    renderAgents();
    await em.fault({ route: 'POST /users/instances/*/da/*/execute-action', status: 200, body: { body: { status: 'FAILED' } } });
    await userEvent.click(within(await rowOf('sales_db_agent')).getByRole('button', { name: 'Restart sales_db_agent' }));
    expect(await screen.findByText('Action has failed')).toBeInTheDocument();
    await em.fault({ route: 'POST /users/instances/*/da/*/execute-action', status: 200, body: { body: { status: 'ALREADY_STARTED' } } });
    await userEvent.click(within(await rowOf('sales_db_agent')).getByRole('button', { name: 'Restart sales_db_agent' }));
    expect(await screen.findByText('Already Started')).toBeInTheDocument();
    await em.fault({ route: 'POST /users/instances/*/da/*/execute-action', status: 200, body: { body: { status: 'DATA_AGENT_BUSY' } } });
    await userEvent.click(within(await rowOf('sales_db_agent')).getByRole('button', { name: 'Stop sales_db_agent' }));
    expect(await screen.findByText('Data Agent is busy')).toBeInTheDocument();
  });

  it('generates the auth file and downloads it with the bearer token', async () => {
    const saved = captureDownloads();
    renderAgents();
    await userEvent.click(within(await rowOf('new_agent')).getByRole('button', { name: 'Generate authentication file new_agent' }));
    expect(await screen.findByText('Authentication file downloaded')).toBeInTheDocument();
    const generate = em.calls.find((c) => c.path.endsWith('/generate-auth-file'));
    expect(generate?.body).toEqual({ clientOrigin: window.location.origin, tenantName: 'default' });
    const fetched = em.calls.find((c) => c.path.includes('/auth-file?key='));
    expect(fetched).toMatchObject({ method: 'GET', signed: true });
    expect(saved.map((file) => file.name)).toEqual(['new_agent.auth']);
    expect(JSON.parse(await saved[0]!.blob.text())).toMatchObject({ agentName: 'new_agent', tenant: 'default' });
  });
});

describe('the setup steps', () => {
  it('lists the steps with copyable hosts and ports', async () => {
    const user = userEvent.setup();
    renderAgents();
    await table();
    await user.click(screen.getAllByRole('button', { name: 'Setup steps' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Set up a data agent' });
    expect(within(dialog).getByText('Start the controller')).toBeInTheDocument();
    expect(within(dialog).getByText('The connection between the agent and the cluster is SSL-encrypted.')).toBeInTheDocument();
    const hosts = within(dialog).getByRole('group', { name: 'Hosts and ports to allow' });
    expect(within(hosts).getByText('optional')).toBeInTheDocument();
    await user.click(within(hosts).getByRole('button', { name: 'Copy Analytics host' }));
    expect(await navigator.clipboard.readText()).toMatch(/^analytics\.eu-reporting\./);
    expect(within(hosts).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});

describe('the data agent switch', () => {
  it('cannot be turned off while the cluster has connections', async () => {
    const account = em.signIn(ENTERPRISE);
    const put = await em.emulator.fetch(`/api/users/${account.uuid}/instances/enterprise-dwh`, {
      method: 'PUT',
      as: ENTERPRISE,
      body: JSON.stringify({ enableDataAgent: true }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(put.status).toBe(200);
    const dwh = SEED_INSTANCE_IDS.enterpriseDwh;
    const created = await em.emulator.fetch(`/api/users/instances/${dwh}/da/create`, {
      method: 'POST',
      as: ENTERPRISE,
      body: JSON.stringify({ tenantID: `${dwh}:default`, name: 'dwh_agent' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(created.status).toBe(201);
    renderWithProviders(<ClusterTabHost name="enterprise-dwh" tab={ConfigurationsTab} />, { user: account, seedMe: false });
    const section = await screen.findByRole('region', { name: 'Data agent' });
    expect(await within(section).findByRole('table', { name: 'Data agent connections' })).toBeInTheDocument();
    const agentSwitch = within(section).getByRole('switch', { name: 'Data agent' });
    await waitFor(() =>
      expect(agentSwitch.closest('span[aria-describedby]')).toHaveAccessibleDescription(
        "Delete this cluster's data agent connection before turning Data Agent off.",
      ),
    );
    expect(agentSwitch).toBeDisabled();
  });
});
