/**
 * The Data Apps page's catalogue (doc 3 §2, §3 Catalogue filters, §6, §8) against the in-process emulator: the
 * title, the cards (category image, name, description, type, tag, Install; 'Data app isn't available' for one that
 * is not installable), the filter panel, 'Search Data App', the removable tags, 'Clear Filters', 'no data apps
 * available', every filter and the search kept in the URL (and read back from it), /data-apps/{blueprintName}
 * prefilling the search, the trial-expired notice instead of the catalogue, and Export for partners only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Switch } from 'wouter';
import { DataAppsPage } from '../../../src/features/data-apps/DataAppsPage';
import { DATA_APPS } from '../../../server/clusters/data-app-imports/catalogue';
import { startComponentEmulator } from '../../support/component-emulator';
import { dataAppQueries } from '../../../src/api/cluster-data-apps';
import { keys } from '../../../src/api/keys';
import { DATA_APP_FIELDS } from '../../../src/domain/data-app-imports';
import { createTestQueryClient, renderWithProviders } from '../../support/render';

const PREMIUM = 'premium@demo.test';
const EXPIRED = 'expired@demo.test';
const PARTNER = 'partner@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
  window.history.replaceState(null, '');
});

function renderPage(email = PREMIUM, route = '/data-apps', queryClient = createTestQueryClient()) {
  const result = renderWithProviders(
    <Switch>
      <Route path="/data-apps" component={DataAppsPage} />
      <Route path="/data-apps/:blueprintName" component={DataAppsPage} />
    </Switch>,
    { route, user: em.signIn(email), seedMe: false, queryClient },
  );
  const query = () => new URLSearchParams((result.history.at(-1) ?? '').split('?')[1] ?? '');
  return { ...result, query };
}

const catalogue = () => screen.findByRole('list', { name: 'Data apps catalogue' });
const cardNames = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const filterPanel = () => screen.getByRole('complementary', { name: 'Filter data apps' });

describe('the catalogue', () => {
  it('shows the title and every data app as a card with its image, texts, type, tag and Install', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Data Apps' })).toBeInTheDocument();
    const list = await catalogue();
    expect(cardNames(list)).toHaveLength(DATA_APPS.length);
    expect(screen.getByText(`${DATA_APPS.length} data apps shown`)).toBeInTheDocument();

    const card = within(list).getByRole('listitem', { name: 'General Ledger' });
    expect(within(card).getByText('Trial balance, journals and account analysis down to the line.')).toBeInTheDocument();
    expect(within(card).getByText('Data App')).toBeInTheDocument();
    expect(within(card).getByText('ERP')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/icons/blueprints/finance.svg');
    expect(within(card).getByRole('button', { name: 'Install General Ledger' })).toBeEnabled();

    const legacy = within(list).getByRole('listitem', { name: 'Procurement (Legacy)' });
    expect(within(legacy).getByText("Data app isn't available")).toBeInTheDocument();
    expect(within(legacy).queryByRole('button', { name: /Install/ })).not.toBeInTheDocument();
    expect(within(legacy).getByRole('checkbox', { name: 'Select Procurement (Legacy)' })).toBeDisabled();

    // Not a partner: no Export.
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('filters by business function, data source and type, with tags, and keeps it all in the URL', async () => {
    const { query } = renderPage();
    await catalogue();
    const panel = filterPanel();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Finance' }));
    await waitFor(() => expect(query().getAll('businessFunction')).toEqual(['Finance']));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'SAP ECC' }));
    expect(cardNames(await catalogue())).toEqual(['Financial Close', 'Order to Cash', 'General Ledger']);

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Accelerator' }));
    expect(await screen.findByText('no data apps available')).toBeInTheDocument();
    expect(query().getAll('dataSource')).toEqual(['sap-ecc']);
    expect(query().getAll('type')).toEqual(['accelerator']);

    const tags = screen.getByRole('group', { name: 'Filters in force' });
    expect(within(tags).getByText('SAP ECC')).toBeInTheDocument();
    await userEvent.click(within(tags).getByRole('button', { name: 'Remove filter Accelerator' }));
    expect(cardNames(await catalogue())).toHaveLength(3);
    expect(query().getAll('type')).toEqual([]);

    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search Data App');
    await userEvent.type(search, 'journals');
    expect(cardNames(await catalogue())).toEqual(['General Ledger']);
    expect(query().get('search')).toBe('journals');
    expect(within(screen.getByRole('group', { name: 'Filters in force' })).getByText('“journals”')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('group', { name: 'Filters in force' })).getByRole('button', { name: 'Clear Filters' }));
    expect(cardNames(await catalogue())).toHaveLength(DATA_APPS.length);
    expect(query().toString()).toBe('');
    expect(screen.queryByRole('group', { name: 'Filters in force' })).not.toBeInTheDocument();
  });

  it('opens with the filters of a shared link, and offers Clear Filters when nothing matches', async () => {
    renderPage(PREMIUM, '/data-apps?businessFunction=Finance&businessFunction=Sales&type=accelerator&cluster=sales-analytics');
    expect(cardNames(await catalogue())).toEqual(['Budget vs Actuals', 'Customer 360', 'Cloud Cost Insights']);
    const panel = filterPanel();
    expect(within(panel).getByRole('checkbox', { name: 'Finance' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Accelerator' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('no data apps available')).toBeInTheDocument();
    const clears = screen.getAllByRole('button', { name: 'Clear Filters' });
    await userEvent.click(clears[clears.length - 1] as HTMLElement);
    expect(cardNames(await catalogue())).toHaveLength(DATA_APPS.length);
  });

  it('prefills the search from /data-apps/{blueprintName}', async () => {
    const { query } = renderPage(PREMIUM, '/data-apps/general-ledger');
    // Financial Close's description speaks of the general ledger too.
    expect(cardNames(await catalogue())).toEqual(['Financial Close', 'General Ledger']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('General Ledger');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 's');
    await waitFor(() => expect(query().get('search')).toBe('General Ledgers'));
  });
});

describe('who sees what', () => {
  it('shows an expired trial the trial-expired notice instead of the catalogue', async () => {
    renderPage(EXPIRED);
    expect(await screen.findByRole('heading', { name: 'YOUR TRIAL OF ANALYTICS CLOUD IS EXPIRED' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Data Apps' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Data apps catalogue' })).not.toBeInTheDocument();
    expect(em.calls.some((c) => c.path.startsWith('/blueprints'))).toBe(false);
  });

  it("shows partners Export; with no connected cluster it says 'Connected cluster not found' with the spec's text", async () => {
    // partner@'s one cluster (partner-demo) disconnected first.
    const res = await em.emulator.fetch(`/api/users/${em.uuidOf(PARTNER)}/instances/partner-demo/disconnect`, { as: PARTNER, method: 'PUT' });
    expect(res.status, await res.clone().text()).toBe(200);
    renderPage(PARTNER);
    await catalogue();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Data App' });
    expect(await within(dialog).findByText('Connected cluster not found')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'To Export data app, you need at least one connected cluster. Please create a new cluster or reconnect an existing one.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Installing needs a connected cluster too, in the install dialog's own words.
    await userEvent.click(screen.getByRole('button', { name: 'Install Sales Analytics' }));
    const install = await screen.findByRole('dialog', { name: 'Install Sales Analytics Data App' });
    expect(
      await within(install).findByText(
        'To install a data app, you need at least one connected cluster. Please create a new cluster or reconnect an existing one.',
      ),
    ).toBeInTheDocument();
    expect(within(install).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});

describe('offline', () => {
  it('is persisted, and shows the catalogue kept from earlier with its age when it cannot be refreshed', async () => {
    expect(dataAppQueries.catalogue().meta).toEqual({ persist: true });
    const [blueprints, sources] = await Promise.all([
      em.emulator.fetch(`/api/blueprints?fields=${DATA_APP_FIELDS.join(',')}`, { as: PREMIUM }).then((r) => r.json()),
      em.emulator.fetch('/api/blueprints/data_sources', { as: PREMIUM }).then((r) => r.json()),
    ]);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      keys.dataAppCatalogue(),
      { apps: (blueprints as { blueprints: unknown[] }).blueprints, dataSources: (sources as { datasources: unknown[] }).datasources },
      { updatedAt: Date.now() - 2 * 60 * 60_000 },
    );
    await em.fault({ route: 'GET /blueprints', status: 503 });
    renderPage(PREMIUM, '/data-apps', queryClient);
    await catalogue();
    expect(await screen.findByText(/^Showing the catalogue as of .+: it could not be refreshed\.$/)).toBeInTheDocument();
    expect(within(await catalogue()).getByRole('heading', { name: 'General Ledger' })).toBeInTheDocument();
  });
});
