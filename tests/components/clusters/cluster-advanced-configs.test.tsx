/**
 * The advanced configurations tab (doc 2 §2, §3, §4, §5, §6, §8) against the in-process emulator: the two tabs
 * and the tenant select, the category menu and help link, the form from the items (every input type; the
 * validator texts; dependencies by OR and AND), Save enabled by an edit and disabled after a save, the restart
 * notice and the success text with its restart sentence, a server field message under its input, read-only for a
 * Billing User, the texts of a cluster that is not running (and no call made), the labs navigation state, and
 * our search and 'modified only' filter.
 *
 * Seeded: premium@ owns sales-analytics (running, premium: tenants default and sandbox), marketing-bi
 * (disconnected) and ops-metrics (creating); billing@ is Billing User on sales-analytics.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { advancedConfigsNavState } from '../../../src/domain/advanced-configs';
import { AdvancedConfigsTab } from '../../../src/features/clusters/detail/advanced-configs/AdvancedConfigsTab';
import { SEED_INSTANCE_IDS } from '../../../server/clusters/seed-ids';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderClusterTab } from '../../support/cluster-tab';

const PREMIUM = 'premium@demo.test';
const BILLING = 'billing@demo.test';
const SALES = SEED_INSTANCE_IDS.salesAnalytics;
const PATH = `/instances/${SALES}/advanced-configs`;

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
  em.emulator.ctx.db.prepare('DELETE FROM advanced_config_values').run();
  window.history.replaceState(null, '');
});

function renderTab(as = PREMIUM, name = 'sales-analytics') {
  renderClusterTab(em, AdvancedConfigsTab, as, name);
}

/** The server tab's form, once loaded. */
async function serverForm(): Promise<HTMLElement> {
  return screen.findByRole('form', { name: 'Server Configurations' });
}

async function openCategory(form: HTMLElement, category: string): Promise<void> {
  const nav = within(form).getByRole('navigation', { name: 'Categories' });
  await userEvent.click(within(nav).getByRole('button', { name: category }));
  await within(form).findByRole('heading', { name: category });
}

const patches = () => em.calls.filter((c) => c.method === 'PATCH' && c.path === PATH);

describe('the advanced configurations tab', () => {
  it('shows the server and tenant tabs, the category menu, the help link, and every input type', async () => {
    renderTab();
    const form = await serverForm();
    expect(screen.getByRole('tab', { name: 'Server Configurations', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tenant Configurations (default)' })).toBeInTheDocument();

    const nav = within(form).getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Server',
      'Analytics',
      'Loader',
      'SQL Interface',
      'Diagnostics',
      'Integration',
      'Analytics Cloud',
      'Export',
    ]);
    // The first category: a number, an enum (select) and a text.
    expect(within(form).getByRole('heading', { name: 'Server' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Help: Server settings' })).toHaveAttribute(
      'href',
      'https://docs.analytics-cloud.example/configurations/system#server',
    );
    expect(within(form).getByRole('textbox', { name: 'Session timeout (minutes)' })).toHaveValue('30');
    expect(within(form).getByRole('combobox', { name: 'Default locale' })).toHaveValue('en_US');
    expect(within(form).getByRole('textbox', { name: 'Maintenance banner' }).tagName).toBe('TEXTAREA');

    // A boolean, a string and a password (behind an AND of two dependencies).
    await openCategory(form, 'Integration');
    expect(within(form).getByRole('link', { name: 'Help: Integration settings' })).toHaveAttribute(
      'href',
      'https://docs.analytics-cloud.example/configurations/system#integration',
    );
    const smtp = within(form).getByRole('switch', { name: 'Send e-mail through SMTP' });
    expect(within(form).queryByLabelText('SMTP host')).not.toBeInTheDocument();
    await userEvent.click(smtp);
    expect(within(form).getByRole('textbox', { name: 'SMTP host' })).toHaveAttribute('maxlength', '255');
    expect(within(form).getByLabelText('SMTP password')).toHaveAttribute('type', 'password');
    // AND: authentication off hides the user name and password.
    await userEvent.click(within(form).getByRole('switch', { name: 'SMTP authentication' }));
    expect(within(form).queryByLabelText('SMTP password')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('SMTP user name')).not.toBeInTheDocument();
  });

  it('shows an item with OR dependencies when any one matches', async () => {
    renderTab();
    const form = await serverForm();
    await openCategory(form, 'Diagnostics');
    expect(within(form).queryByRole('switch', { name: 'Log generated SQL' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Log level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'TRACE' }));
    expect(within(form).getByRole('switch', { name: 'Log generated SQL' })).toBeInTheDocument();
  });

  it('checks numbers with the spec’s texts, flags a restart, saves, and disables Save again', async () => {
    renderTab();
    const form = await serverForm();
    // Refused, Save sits in the wrapper that carries its reason; allowed, it is a plain button: look it up each time.
    const save = () => within(form).getByRole('button', { name: 'Save' });
    expect(save()).toBeDisabled();
    expect(save().closest('[aria-describedby]')).toHaveAccessibleDescription('Nothing to save yet: change a value first.');

    await openCategory(form, 'Analytics');
    const maxRows = within(form).getByRole('textbox', { name: 'Maximum rows per insight' });
    await userEvent.clear(maxRows);
    await userEvent.type(maxRows, '1.5');
    expect(await within(form).findByText('Input must be an integer.')).toBeInTheDocument();
    await userEvent.clear(maxRows);
    await userEvent.type(maxRows, '50');
    expect(await within(form).findByText('Value cannot be less than 1000 or greater than 10000000')).toBeInTheDocument();
    expect(save()).toBeEnabled();
    // Saving a wrong value sends nothing.
    await userEvent.click(save());
    expect(patches()).toEqual([]);

    await userEvent.clear(maxRows);
    await userEvent.type(maxRows, '2000000');
    await waitFor(() => expect(within(form).queryByText(/Value cannot be less than/)).not.toBeInTheDocument());
    expect(within(form).getByRole('status')).toHaveTextContent('Your changes take effect after a restart of: Analytics.');
    expect(within(form).getByText('1 unsaved change')).toBeInTheDocument();

    await userEvent.click(save());
    expect(await screen.findByText('Advanced Configurations has been updated successfully. Service(s) must be restarted')).toBeInTheDocument();
    expect(patches().map((c) => c.body)).toEqual([
      [{ name: 'system', data: [{ configKey: 'engine.insight.maxRows', configValue: '2000000' }] }],
    ]);
    // Saved: nothing left to save, no restart pending (Save is also disabled while the call runs, so wait for both).
    await waitFor(() => expect(within(form).queryByRole('status')).not.toBeInTheDocument());
    expect(save()).toBeDisabled();
    expect(maxRows).toHaveValue('2000000');
    expect(within(form).getAllByText('Modified').length).toBeGreaterThan(0);
  });

  it('says nothing of a restart when no changed item needs one', async () => {
    renderTab();
    const form = await serverForm();
    await openCategory(form, 'Diagnostics');
    const days = within(form).getByRole('textbox', { name: 'Log retention (days)' });
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Advanced Configurations has been updated successfully')).toBeInTheDocument();
    expect(screen.queryByText(/Service\(s\) must be restarted/)).not.toBeInTheDocument();
  });

  it('puts a server field message under its input', async () => {
    renderTab();
    const form = await serverForm();
    await openCategory(form, 'Loader');
    const jobs = within(form).getByRole('textbox', { name: 'Parallel load jobs' });
    await userEvent.clear(jobs);
    await userEvent.type(jobs, '8');
    await em.fault({
      route: `PATCH ${PATH}`,
      status: 400,
      body: { message: 'Too many jobs for this size', errors: [{ fieldName: 'loader.parallel.jobs', message: 'Too many jobs for this size' }] },
      count: 1,
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Too many jobs for this size')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('edits a tenant’s settings, with a tenant select when the cluster has several', async () => {
    renderTab();
    await serverForm();
    await userEvent.click(screen.getByRole('tab', { name: 'Tenant Configurations (default)' }));
    const tenant = await screen.findByRole('combobox', { name: 'Tenant' });
    await userEvent.click(tenant);
    await userEvent.click(await screen.findByRole('option', { name: 'sandbox' }));
    expect(await screen.findByRole('tab', { name: 'Tenant Configurations (sandbox)' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Tenant Configurations (sandbox)' });
    expect(within(form).getByRole('link', { name: 'Help: Security settings' })).toHaveAttribute(
      'href',
      'https://docs.analytics-cloud.example/configurations/tenants#security',
    );
    const length = within(form).getByRole('textbox', { name: 'Minimum password length' });
    await userEvent.clear(length);
    await userEvent.type(length, '16');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Advanced Configurations has been updated successfully')).toBeInTheDocument();
    expect(patches().map((c) => c.body)).toEqual([
      [{ name: `${SALES}:sandbox`, data: [{ configKey: 'tenant.password.minLength', configValue: '16' }] }],
    ]);
  });

  it('searches every category, and shows only modified settings on request', async () => {
    em.emulator.ctx.db
      .prepare(
        `INSERT INTO advanced_config_values (instance_id, scope, config_key, value, updated_by, updated_at)
         VALUES (?, 'system', 'export.pdf.pageSize', 'Letter', 'x', 0)`,
      )
      .run(SALES);
    renderTab();
    const form = await serverForm();
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Search settings' }), 'rows');
    expect(await within(form).findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: 'Export' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Maximum rows per insight' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Maximum exported rows' })).toBeInTheDocument();
    expect(within(form).queryByRole('heading', { name: 'Server' })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Search settings' }), 'zzz');
    expect(await within(form).findByText('No settings match your search.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByRole('searchbox', { name: 'Search settings' }));
    await userEvent.click(within(form).getByRole('switch', { name: 'Modified only' }));
    expect(await within(form).findByRole('combobox', { name: 'PDF page size' })).toHaveValue('Letter');
    expect(within(form).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Export']);
  });

  it('opens the labs category when the navigation state asks for it', async () => {
    window.history.replaceState(advancedConfigsNavState('null-handling'), '');
    renderTab();
    const form = await serverForm();
    expect(await within(form).findByRole('heading', { name: 'Analytics Cloud' })).toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: 'Null Handling' })).toBeInTheDocument();
    expect(within(within(form).getByRole('navigation', { name: 'Categories' })).getByRole('button', { name: 'Analytics Cloud' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('is read-only for a Billing User: the values show, Save is refused with the reason', async () => {
    renderTab(BILLING);
    const form = await serverForm();
    expect(within(form).getByText('You can view these settings. Only the owner or a Manager can change them.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Session timeout (minutes)' })).toHaveAttribute('readonly');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
  });

  it('is not read again when the window regains focus or the connection returns', async () => {
    renderTab();
    await serverForm();
    const reads = () => em.calls.filter((c) => c.method === 'GET' && c.path === PATH).length;
    expect(reads()).toBe(1);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    focusManager.setFocused(undefined);
    // Whatever the app refreshes on focus (the cluster itself) has had its turn by the time it is answered.
    await waitFor(() => expect(em.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/instances/sales-analytics')).length).toBeGreaterThan(1));
    expect(reads()).toBe(1);
  });

  it('says why it shows nothing while the cluster is not running, and reads nothing', async () => {
    renderTab(PREMIUM, 'marketing-bi');
    expect(await screen.findByText('Cluster is disconnected')).toBeInTheDocument();
    screen.getByRole('heading', { name: 'Advanced Configurations' });
  });

  it('says the cluster is loading while it is being created', async () => {
    renderTab(PREMIUM, 'ops-metrics');
    expect(
      await screen.findByText('Cluster is loading... Your cluster must be connected to view advanced configurations'),
    ).toBeInTheDocument();
    expect(em.calls.filter((c) => c.path.endsWith('/advanced-configs'))).toEqual([]);
  });
});
