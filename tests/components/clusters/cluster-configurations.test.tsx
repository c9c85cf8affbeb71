/**
 * The Configurations tab (doc 2 §2, §4, §6, §8) against the in-process emulator: the sections in the spec's
 * order and those hidden, a switch saved (the request it makes and the notice), the confirmations of data agent
 * and the advanced SQL interface, a switch rolled back on an error, the spec's disabled texts, a sleeping cluster's
 * switches refused with the spec's text, premium and trial refusals, and the size changed through the slider.
 *
 * Seeded: enterprise@ (every toggle on) owns enterprise-dwh (running, larges3, Loader Optimized, 3 analytics and
 * 2 loader nodes) and eu-reporting (disconnected); premium@ (no feature toggles) owns sales-analytics (running);
 * trial@ owns trial-demo (running, not premium).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { ConfigurationsTab } from '../../../src/features/clusters/detail/configurations/ConfigurationsTab';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderClusterTab } from '../../support/cluster-tab';

const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const TRIAL = 'trial@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
});

const renderTab = (email: string, name: string) => renderClusterTab(em, ConfigurationsTab, email, name);

async function section(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

function writes() {
  return em.calls.filter((c) => c.method !== 'GET' && c.path !== '/systemconfigurations');
}

describe('the sections', () => {
  it("lists the sections in the spec's order in the side index, hidden ones hidden", async () => {
    renderTab(ENTERPRISE, 'enterprise-dwh');
    const nav = await screen.findByRole('navigation', { name: 'Configuration sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Cluster size',
      'Services control',
      'Auto suspend',
      'Home page',
      'Onboarding walkthrough',
      'MLflow',
      'Delta Sharing',
      'Copilot',
      'External BI tools',
      'Advanced SQL interface',
      'Data studio',
      'Data agent',
      'Python packages',
    ]);
    expect(screen.queryByRole('region', { name: 'Analytics node' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cloud data-warehouse integration' })).not.toBeInTheDocument();
    expect((await section('External BI tools')).id).toBe('cluster-incorta-x');
  });

  it("hides copilot, MLflow and external BI tools without their toggles, and shows the spec's disabled texts", async () => {
    renderTab(PREMIUM, 'sales-analytics');
    const agent = await section('Data agent');
    expect(screen.queryByRole('region', { name: 'Copilot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'MLflow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'External BI tools' })).not.toBeInTheDocument();
    const agentSwitch = within(agent).getByRole('switch', { name: 'Data agent' });
    expect(agentSwitch).toBeDisabled();
    expect(agentSwitch.closest('span[aria-describedby]')).toHaveAccessibleDescription('Data Agent has been temporarily disabled.');
    const delta = await section('Delta Sharing');
    expect(within(delta).getByRole('switch', { name: 'Delta Sharing' })).toBeDisabled();
    expect(within(delta).getAllByText('Delta Sharing has been disabled, Please contact support.').length).toBeGreaterThan(0);
  });
});

describe('the switches', () => {
  it('saves a switch of a running cluster through the update call, with the notice', async () => {
    const { account } = renderTab(ENTERPRISE, 'enterprise-dwh');
    const onboarding = within(await section('Onboarding walkthrough')).getByRole('switch', { name: 'Onboarding walkthrough' });
    expect(onboarding).toBeChecked();
    await userEvent.click(onboarding);
    expect(onboarding).not.toBeChecked();
    expect(await screen.findByText('enterprise-dwh is updated successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'PUT', path: `/users/${account.uuid}/instances/enterprise-dwh`, body: { enableOnboarding: false } }),
    ]);
  });

  it('asks before turning data agent on, then offers the agent download', async () => {
    const { account } = renderTab(ENTERPRISE, 'enterprise-dwh');
    const agent = await section('Data agent');
    await userEvent.click(within(agent).getByRole('switch', { name: 'Data agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on Data Agent?' });
    expect(writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(agent).findByRole('button', { name: 'Download the data agent' })).toBeEnabled();
    expect(within(agent).getByRole('switch', { name: 'Data agent' })).toBeChecked();
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'PUT', path: `/users/${account.uuid}/instances/enterprise-dwh`, body: { enableDataAgent: true } }),
    ]);
  });

  it('says the advanced SQL interface restarts services, and goes back to off when the call fails', async () => {
    const { account } = renderTab(ENTERPRISE, 'enterprise-dwh');
    await em.fault({ route: 'PUT /users/*/instances/enterprise-dwh/sqli', status: 500, body: { message: 'The services could not restart' } });
    const sqli = within(await section('Advanced SQL interface')).getByRole('switch', { name: 'Advanced SQL interface' });
    await userEvent.click(sqli);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on the Advanced SQL Interface?' });
    expect(within(dialog).getByText(/restarts the cluster's services/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on and restart' }));
    expect(await screen.findByText('The services could not restart')).toBeInTheDocument();
    await waitFor(() => expect(sqli).not.toBeChecked());
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'PUT', path: `/users/${account.uuid}/instances/enterprise-dwh/sqli`, body: { sqliEnabled: true } }),
    ]);
  });

  it('turns MLflow on by its own call and offers the sample', async () => {
    const { account } = renderTab(ENTERPRISE, 'enterprise-dwh');
    const mlflow = await section('MLflow');
    await userEvent.click(within(mlflow).getByRole('switch', { name: 'MLflow' }));
    expect(await screen.findByText('MLflow is turned on for enterprise-dwh')).toBeInTheDocument();
    expect(await within(mlflow).findByRole('button', { name: 'Download the MLflow sample notebook' })).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'POST', path: '/users/instances/mlflow', body: { isEnabled: true, userID: account.uuid } });
  });

  it("refuses every switch of a disconnected cluster with the spec's text", async () => {
    renderTab(ENTERPRISE, 'eu-reporting');
    const home = within(await section('Home page')).getByRole('switch', { name: 'Home page' });
    expect(home).toBeDisabled();
    const wrapper = home.closest<HTMLElement>('span[aria-describedby]');
    expect(wrapper).toHaveAccessibleDescription('Your cluster must be connected to apply this change');
    await userEvent.hover(wrapper as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your cluster must be connected to apply this change');
    expect(within(await section('Copilot')).getByRole('switch', { name: 'Copilot' })).toBeDisabled();
  });

  it('keeps data studio to premium clusters and auto suspend from trial users', async () => {
    renderTab(TRIAL, 'trial-demo');
    const studio = await section('Data studio');
    expect((await within(studio).findAllByText('Only available for Premium users. Chat with us to upgrade.')).length).toBeGreaterThan(0);
    expect(within(studio).getByRole('switch', { name: 'Data studio' })).toBeDisabled();
    const suspend = await section('Auto suspend');
    expect(within(suspend).getByRole('switch', { name: 'Auto suspend' })).toBeDisabled();
    expect(within(suspend).getByRole('switch', { name: 'Auto suspend' }).closest('span[aria-describedby]')).toHaveAccessibleDescription(
      'Auto suspend cannot be changed on a trial account. Upgrade to a Premium Account to change it.',
    );
  });

  it('says under the idle time why it cannot be chosen: the trial, or Auto suspend being off', async () => {
    const { unmount } = renderTab(TRIAL, 'trial-demo');
    let select = within(await section('Auto suspend')).getByRole('combobox', { name: 'Suspend after' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Auto suspend cannot be changed on a trial account. Upgrade to a Premium Account to change it.');
    unmount();
    // sales-analytics never suspends (Auto suspend off).
    renderTab(PREMIUM, 'sales-analytics');
    select = within(await section('Auto suspend')).getByRole('combobox', { name: 'Suspend after' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Turn Auto suspend on to choose after how long.');
    expect(screen.getByText('Turn Auto suspend on to choose after how long.')).toBeVisible();
  });

  it('changes the idle time of auto suspend', async () => {
    const { account } = renderTab(ENTERPRISE, 'enterprise-dwh');
    const suspend = await section('Auto suspend');
    const select = within(suspend).getByRole('combobox', { name: 'Suspend after' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: '8 Hours' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({ method: 'PUT', path: `/users/${account.uuid}/instances/enterprise-dwh`, body: { sleeppable: true, idleTime: 8 } }),
      ]),
    );
    // The answer's notice: the change is done (and its notice cannot land in the next test).
    expect(await screen.findByText('enterprise-dwh is updated successfully')).toBeInTheDocument();
  });
});

describe('the cluster size', () => {
  it('says under the optimization level why it cannot be changed', async () => {
    renderTab('user@demo.test', 'sales-analytics');
    const level = await screen.findByRole('combobox', { name: 'Optimization level' });
    expect(level).toBeDisabled();
    expect(level).toHaveAccessibleDescription('Your role on this cluster does not allow this action.');
  });

  it('shows the sizes the level derives with the resulting IPU, and saves a new size', async () => {
    const { account } = renderTab(ENTERPRISE, 'enterprise-dwh');
    const size = await section('Cluster size');
    const thumb = await within(size).findByRole('slider', { name: 'Cluster size' });
    expect(within(size).getByText('Analytics: X-Large - 24 IPU · Loader: 2X-Large - 32 IPU')).toBeInTheDocument();
    // 3 analytics nodes at 24 and 2 loader nodes at 32.
    expect(within(size).getByText('Resulting consumption: 136 IPU per hour')).toBeInTheDocument();
    const unchanged = within(size).getByRole('button', { name: 'Save size' });
    expect(unchanged).toBeDisabled();
    expect(unchanged.closest('[aria-describedby]')).toHaveAccessibleDescription('Nothing to save yet: change a value first.');

    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(size).getByText('Analytics: 2X-Large - 32 IPU · Loader: 3X-Large - 48 IPU')).toBeInTheDocument();
    await userEvent.click(within(size).getByRole('button', { name: 'Save size' }));
    expect(await screen.findByText('enterprise-dwh is updated successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/users/${account.uuid}/instances/enterprise-dwh`,
        body: { csize: 'larges4', analyticsSizeID: 'size-larges3', loaderSizeID: 'size-larges4', optimizationLevel: 'Loader Optimized' },
      }),
    ]);
  });

  it("refuses a size change of a disconnected cluster with the spec's text", async () => {
    renderTab(ENTERPRISE, 'eu-reporting');
    const size = await section('Cluster size');
    const save = await within(size).findByRole('button', { name: 'Save size' });
    expect(save).toBeDisabled();
    expect(save.closest('span[aria-describedby]')).toHaveAccessibleDescription('Your cluster must be connected to apply this change');
  });
});
