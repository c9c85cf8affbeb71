/**
 * The cluster page (doc 2 §2, §6) against the in-process emulator: what a card and a push alert open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route } from 'wouter';
import { ClusterPage } from '../../../src/features/clusters/detail/ClusterPage';
import { PATHS } from '../../../src/domain/paths';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const BILLING = 'billing@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
});

function renderPage(email: string, route: string) {
  const account = em.signIn(email);
  const result = renderWithProviders(<Route path={PATHS.clusterPattern} component={ClusterPage} />, {
    route,
    user: account,
    seedMe: false,
  });
  return { ...result, account };
}

async function tabNames(): Promise<string[]> {
  const list = await screen.findByRole('tablist', { name: 'Cluster sections' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

describe('/clusters/{name}', () => {
  it('says it is getting the details, then shows the cluster with its status and main tab', async () => {
    renderPage(PREMIUM, '/clusters/sales-analytics');
    expect(screen.getByLabelText('Getting your cluster details')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'sales-analytics' })).toBeInTheDocument();
    expect(screen.getByText('Connected').closest('[data-status]')).toHaveAttribute('data-status', 'running');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    // The tab's content follows the header (ClusterPage: it renders at transition priority).
    const services = await screen.findByRole('region', { name: 'Services' });
    expect(within(services).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/sales-analytics\..+\/analytics\/$/),
    );
    expect(within(services).getByRole('link', { name: 'CMC' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Total users' })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Region' })).getByText('US East (N. Virginia)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Region' })).toHaveAttribute('id', 'cluster-region');
  });

  it('shows each role the tabs its policies allow', async () => {
    const seen: Record<string, string[]> = {};
    for (const email of [PREMIUM, MANAGER, USER, BILLING]) {
      const { unmount } = renderPage(email, '/clusters/sales-analytics');
      seen[email] = await tabNames();
      unmount();
    }
    // The owner sees every tab their toggles allow; the Manager has no autoScale toggle here (no Scaling);
    // the User sees no administration, advanced settings, scaling or scheduling; the Billing User no
    // administration, scaling or scheduling (doc 2 §6).
    expect(seen).toEqual({
      [PREMIUM]: ['Overview', 'Configurations', 'Data Apps', 'Access & Security', 'Self-Managed Clusters', 'Libraries', 'Advanced Configurations', 'Scaling', 'Scheduling'],
      [MANAGER]: ['Overview', 'Configurations', 'Data Apps', 'Access & Security', 'Self-Managed Clusters', 'Libraries', 'Advanced Configurations', 'Scheduling'],
      [USER]: ['Overview', 'Configurations', 'Data Apps', 'Self-Managed Clusters', 'Libraries'],
      [BILLING]: ['Overview', 'Configurations', 'Data Apps', 'Self-Managed Clusters', 'Libraries', 'Advanced Configurations'],
    });
  });

  it('opens the tab ?tab= names, with its own content; an unknown or hidden tab opens the overview', async () => {
    const { unmount } = renderPage(PREMIUM, '/clusters/sales-analytics?tab=libraries');
    expect(await screen.findByRole('tab', { name: 'Libraries', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Install New Library' })).toBeInTheDocument();
    unmount();
    renderPage(USER, '/clusters/sales-analytics?tab=scheduling');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  });

  it('keeps the chosen tab in the URL', async () => {
    const { history } = renderPage(PREMIUM, '/clusters/sales-analytics');
    await userEvent.click(await screen.findByRole('tab', { name: 'Data Apps' }));
    expect(screen.getByRole('tab', { name: 'Data Apps', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe('/clusters/sales-analytics?tab=data-apps'));
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(history.at(-1)).toBe('/clusters/sales-analytics'));
  });

  it('shows an error with a way back when the cluster is not found', async () => {
    renderPage(PREMIUM, '/clusters/enterprise-dwh');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The cluster could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Cluster enterprise-dwh was not found')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to clusters' })).toHaveAttribute('href', '/clusters');
  });

  it('asks before disconnecting a running cluster, naming it and what stops; confirmed, it disconnects at once', async () => {
    // enterprise-dwh: no other test of this file reads it.
    const { account } = renderPage('enterprise@demo.test', '/clusters/enterprise-dwh');
    const disconnectCall = { method: 'PUT', path: `/users/${account.uuid}/instances/enterprise-dwh/disconnect` };
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disconnect enterprise-dwh?' });
    expect(dialog).toHaveTextContent(
      'enterprise-dwh stops: its nodes shut down and its services, dashboards and data apps are unavailable until the cluster is connected again.',
    );
    // Cancel leaves it running, and nothing was asked of the server.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(em.calls).not.toContainEqual(expect.objectContaining(disconnectCall));

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    dialog = await screen.findByRole('dialog', { name: 'Disconnect enterprise-dwh?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Disconnected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(em.calls).toContainEqual(expect.objectContaining(disconnectCall));
  });

  it('says on the page of an unavailable cluster what its card says', async () => {
    const { unmount } = renderPage(PREMIUM, '/clusters/legacy-reporting');
    expect(await screen.findByRole('heading', { level: 1, name: 'legacy-reporting' })).toBeInTheDocument();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This cluster is unavailable. Contact support for help.');
    unmount();
    // Only there: a running cluster's page does not say it.
    renderPage(PREMIUM, '/clusters/sales-analytics');
    await screen.findByRole('heading', { level: 1, name: 'sales-analytics' });
    expect(screen.queryByText('This cluster is unavailable. Contact support for help.')).not.toBeInTheDocument();
  });

  it('offers Connect on a disconnected cluster and disables its services until it runs', async () => {
    renderPage(PREMIUM, '/clusters/marketing-bi');
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeEnabled();
    const services = await screen.findByRole('region', { name: 'Services' });
    expect(within(services).queryByRole('link')).not.toBeInTheDocument();
    expect(within(services).getByRole('button', { name: 'Analytics' })).toBeDisabled();
  });

  it('says why a role without the connection policy cannot disconnect', async () => {
    renderPage(USER, '/clusters/sales-analytics');
    const disconnect = await screen.findByRole('button', { name: 'Disconnect' });
    expect(disconnect).toBeDisabled();
    // The focusable wrapper of the disabled button says why, in its description and in a tooltip.
    const reason = disconnect.closest<HTMLElement>('[aria-describedby]');
    expect(reason).toHaveAccessibleDescription('Your role on this cluster does not allow this action.');
    await userEvent.hover(reason as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your role on this cluster does not allow this action.');
    // Clone and Delete are the owner's: the User has no actions menu.
    expect(screen.queryByRole('button', { name: 'Actions for sales-analytics' })).not.toBeInTheDocument();
  });

  it('offers the owner an upgrade to premium on a non-premium cluster only', async () => {
    const { unmount } = renderPage(PREMIUM, '/clusters/sales-analytics');
    await screen.findByRole('heading', { level: 1, name: 'sales-analytics' });
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    unmount();
    renderPage('trial@demo.test', '/clusters/trial-demo');
    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/plans');
  });

  it('shows the disk use of each node, coloured by how full it is, and says when there is none', async () => {
    const { unmount } = renderPage(PREMIUM, '/clusters/sales-analytics');
    await userEvent.click(await screen.findByRole('button', { name: 'Disk per node' }));
    const panel = await screen.findByRole('dialog', { name: 'Disk use per node' });
    const bars = await within(panel).findAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Disk used on sales-analytics-analytics-0',
      'Disk used on sales-analytics-analytics-1',
      'Disk used on sales-analytics-loader-0',
      'Disk used on sales-analytics-cmc-0',
    ]);
    expect(within(panel).getAllByText(/^\d+ of 200 GB used \(\d+ %\), \d+ GB free$/)).toHaveLength(3);
    // Up to 40 % used normal, up to 70 % warning, above critical (doc 2 §9).
    for (const bar of bars) {
      const used = Number(bar.getAttribute('aria-valuenow'));
      const level = used <= 40 ? 'normal' : used <= 70 ? 'warning' : 'critical';
      expect(bar.closest('[data-level]')).toHaveAttribute('data-level', level);
    }
    unmount();
    renderPage(PREMIUM, '/clusters/marketing-bi');
    await userEvent.click(await screen.findByRole('button', { name: 'Disk per node' }));
    expect(await screen.findByText('No node data available')).toBeInTheDocument();
  });

  it('shows the external BI tools, advanced SQL interface and self-managed clusters cards', async () => {
    const { unmount } = renderPage(PREMIUM, '/clusters/sales-analytics');
    const bi = await screen.findByRole('region', { name: 'External BI tools' });
    expect(bi).toHaveAttribute('id', 'cluster-external-bi-tools');
    expect(within(bi).getByText(/^(Enabled|Disabled)$/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Advanced SQL interface' })).getByText('Disabled')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Self-managed clusters' })).getByText('No Self-Managed Clusters created yet.'),
    ).toBeInTheDocument();
    unmount();

    // A cluster in the user's own cloud subscription (az): the advanced SQL interface is not offered there.
    const azure = 'azure@demo.test';
    const created = await em.emulator.fetch(`/api/users/${em.uuidOf(azure)}/instances`, {
      as: azure,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'azsales',
        platform: 'az',
        k8sClusterCode: 'az-eastus-0007',
        image: '2026.10.1',
        installation: 'typical',
        dsize: 50,
        idleTime: 1,
        csize: 'small',
        optimizationLevel: 'General Purpose',
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    renderPage(azure, '/clusters/azsales');
    const advanced = await screen.findByRole('region', { name: 'Advanced SQL interface' });
    expect(within(advanced).getByText('Advanced SQL Interface is Currently Unavailable for Azure Clusters!')).toBeInTheDocument();
  });

  it('scrolls to the section the URL hash names', async () => {
    const scrolled: string[] = [];
    vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    window.location.hash = '#cluster-region';
    try {
      renderPage(PREMIUM, '/clusters/sales-analytics');
      await screen.findByRole('region', { name: 'Region' });
      await waitFor(() => expect(scrolled).toContain('cluster-region'));
    } finally {
      window.location.hash = '';
    }
  });
});
