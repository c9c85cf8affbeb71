/**
 * Installing and exporting from the Data Apps page (doc 3 §2, §4, §5, §7, §8) against the in-process emulator:
 * the install dialog's cluster picker (?cluster= and a single connected cluster preselect; a disconnected cluster,
 * one importing and one whose loader is down say why), the form shared with the cluster's tab, the request, the
 * install followed on the page to its result dialog, several apps at once with 'Data App already imported.', the
 * release's compatibility text and the custom-build warning, failed blueprint ids arriving through the navigation
 * state, and a partner's export with the download under the server's file name.
 *
 * A fresh emulator for each test: a test that needs data apps already on sales-analytics (premium@'s only
 * connected cluster) imports them through the API first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Switch } from 'wouter';
import type { DataAppCluster } from '../../../src/contract/types/data-app-exports';
import { DataAppsPage } from '../../../src/features/data-apps/DataAppsPage';
import { SEED_INSTANCE_IDS } from '../../../server/clusters/seed-ids';
import { findUserRowByUuid } from '../../../server/users/accounts';
import { LATEST_RELEASE } from '../../../server/users/profile';
import { getProfile, saveProfile } from '../../../server/users/store';
import { startComponentEmulator } from '../../support/component-emulator';
import { advanceClock, jsonInit } from '../../support/in-process';
import { checkNowAfter, enterPassword } from '../../support/import-check';
import { captureDownloads } from '../../support/downloads';
import { renderWithProviders } from '../../support/render';

const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const SALES = SEED_INSTANCE_IDS.salesAnalytics;
const MINUTE = 60_000;

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
  window.history.replaceState(null, '');
});

function renderPage(email = PREMIUM, route = '/data-apps') {
  return renderWithProviders(
    <Switch>
      <Route path="/data-apps" component={DataAppsPage} />
      <Route path="/data-apps/:blueprintName" component={DataAppsPage} />
    </Switch>,
    { route, user: em.signIn(email), seedMe: false },
  );
}

const catalogue = () => screen.findByRole('list', { name: 'Data apps catalogue' });
const card = async (name: string) => within(await catalogue()).getByRole('listitem', { name });

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(await within(dialog).findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function setProfile(email: string, change: Record<string, unknown>) {
  const { db } = em.emulator.ctx;
  const uuid = em.uuidOf(email);
  const row = findUserRowByUuid(db, uuid);
  if (!row) throw new Error(`no ${email}`);
  const before = getProfile(row);
  saveProfile(db, uuid, { ...before, ...change });
}

/** Puts data apps on premium@'s sales-analytics (default tenant) through the API, as an earlier visit would. */
async function alreadyImported(names: string[]) {
  const body = { instanceId: SALES, names: names.join(','), tenant: 'default', username: 'admin', password: 'tenant-Secret-1', overwrite: false };
  expect((await em.emulator.fetch('/api/blueprints/import', jsonInit('PUT', PREMIUM, body))).status).toBe(200);
  await advanceClock(em.emulator, 10 * MINUTE);
}

const cluster = (over: Partial<DataAppCluster>): DataAppCluster => ({
  id: SALES,
  name: 'sales-analytics',
  status: 'running',
  connected: true,
  image: LATEST_RELEASE,
  customBuild: false,
  platform: 'gc',
  canInstall: true,
  loaderRunning: true,
  importing: false,
  ...over,
});

describe('installing from the catalogue', () => {
  it('installs one data app onto the cluster of ?cluster=, follows it and shows how it ended', async () => {
    renderPage(PREMIUM, '/data-apps?cluster=sales-analytics');
    await userEvent.click(within(await card('Sales Analytics')).getByRole('button', { name: 'Install Sales Analytics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install Sales Analytics Data App' });
    expect(within(dialog).getByRole('combobox', { name: /Cluster/ })).toHaveValue('sales-analytics');
    expect(await within(dialog).findByRole('textbox', { name: /Username/ })).toHaveValue('admin');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Please select your tenant!')).toBeInTheDocument();
    expect(within(dialog).getByText('Please input your password!')).toBeInTheDocument();

    await choose(dialog, /Tenant/, 'default');
    await enterPassword(within(dialog).getByLabelText(/^Password/), 'tenant-Secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(em.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/blueprints/import',
      body: { instanceId: SALES, names: 'Sales Analytics', tenant: 'default', username: 'admin', password: 'tenant-Secret-1', overwrite: false },
    });
    expect(em.calls.some((c) => c.path === `/blueprints/sales-analytics/${SALES}/isSupported`)).toBe(true);

    expect(await screen.findByText('Installing 1 data app onto sales-analytics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the cluster’s Data Apps' })).toHaveAttribute('href', '/clusters/sales-analytics?tab=data-apps');
    await checkNowAfter(() => advanceClock(em.emulator, 10 * MINUTE));
    const done = await screen.findByRole('dialog', { name: 'Data Apps imported' });
    expect(within(done).getByText('Sales Analytics imported into the default tenant of sales-analytics.')).toBeInTheDocument();
    await userEvent.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("installs several at once; a disconnected cluster says why; one already there asks 'Data App already imported.'", async () => {
    await alreadyImported(['Sales Analytics']);
    renderPage();
    await userEvent.click(within(await card('Sales Analytics')).getByRole('checkbox', { name: 'Select Sales Analytics' }));
    await userEvent.click(within(await card('Accounts Payable')).getByRole('checkbox', { name: 'Select Accounts Payable' }));
    const bar = screen.getByRole('region', { name: 'Selected data apps' });
    expect(within(bar).getByText('2 data apps selected')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Install 2' }));

    const dialog = await screen.findByRole('dialog', { name: 'Install 2 Data App' });
    await choose(dialog, /Cluster/, 'marketing-bi (Disconnected)');
    expect(await within(dialog).findByText('Your cluster must be connected to be able to import Data Apps.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await choose(dialog, /Cluster/, 'sales-analytics');

    await choose(dialog, /Tenant/, 'default');
    await enterPassword(within(dialog).getByLabelText(/^Password/), 'tenant-Secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const confirm = await screen.findByRole('dialog', { name: 'Data App already imported.' });
    expect(within(confirm).getByText('Sales Analytics is already on this cluster. Importing again overwrites it.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(em.calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      body: { names: 'Sales Analytics,Accounts Payable', overwrite: true },
    });
    expect(await screen.findByText('Installing 2 data apps onto sales-analytics')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected data apps' })).not.toBeInTheDocument();
    await advanceClock(em.emulator, 10 * MINUTE);
  });

  it('says when the loader is not running or an import is under way on the chosen cluster', async () => {
    await em.fault({
      route: 'GET /users/*/valid_bp_clusters',
      status: 200,
      body: { instances: [cluster({ loaderRunning: false }), cluster({ id: 'other', name: 'other-cluster', importing: true })] },
    });
    renderPage();
    await userEvent.click(within(await card('General Ledger')).getByRole('button', { name: 'Install General Ledger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install General Ledger Data App' });
    await choose(dialog, /Cluster/, 'sales-analytics');
    expect(await within(dialog).findByText('Loader service is not running on the selected cluster')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await choose(dialog, /Cluster/, 'other-cluster');
    expect(await within(dialog).findByText('Currently importing Data App(s), please try again later.')).toBeInTheDocument();
  });

  it("shows the release's compatibility text, and a custom build's warning", async () => {
    renderPage(ENTERPRISE, '/data-apps?cluster=enterprise-dwh');
    await userEvent.click(within(await card('Marketing Attribution')).getByRole('button', { name: 'Install Marketing Attribution' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install Marketing Attribution Data App' });
    expect(
      await within(dialog).findByText(
        `This cluster release doesn't support this data app, This data app is only compatible with analytics release(s) starting from: ${LATEST_RELEASE}`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('None of the chosen data apps can be imported onto this cluster.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const { db } = em.emulator.ctx;
    db.prepare('UPDATE instances SET custom_build = 1 WHERE id = ?').run(SEED_INSTANCE_IDS.enterpriseDwh);
    await userEvent.click(within(await card('Marketing Attribution')).getByRole('button', { name: 'Install Marketing Attribution' }));
    const custom = await screen.findByRole('dialog', { name: 'Install Marketing Attribution Data App' });
    expect(await within(custom).findByText('Custom build')).toBeInTheDocument();
    expect(
      within(custom).getByText(
        'This cluster runs a custom build: whether the data app is compatible with it cannot be checked. The import may not work as expected.',
      ),
    ).toBeInTheDocument();
    expect(within(custom).getByRole('textbox', { name: /Username/ })).toBeInTheDocument();
  });

  it('opens the install dialog on the failed blueprint ids the navigation state carries', async () => {
    window.history.replaceState({ failedBlueprints: [{ id: 'bp-general-ledger', name: 'General Ledger' }], tenant: 'sandbox' }, '');
    renderPage(PREMIUM, '/data-apps?cluster=sales-analytics');
    const dialog = await screen.findByRole('dialog', { name: 'Install General Ledger Data App' });
    // The dialog opens with the page; its cluster picker shows once the clusters have loaded.
    expect(await within(dialog).findByRole('combobox', { name: /Cluster/ })).toHaveValue('sales-analytics');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Tenant/ })).toHaveValue('sandbox'));
  });
});

describe("a partner's export", () => {
  it('exports the data apps of a tenant and saves the file under the name the server gives', async () => {
    await alreadyImported(['Accounts Payable', 'Sales Analytics']);
    setProfile(PREMIUM, { isPartner: true });
    const saved = captureDownloads();

    renderPage();
    await catalogue();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Data App' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('Please select your cluster!')).toBeInTheDocument();

    await choose(dialog, /Cluster/, 'sales-analytics');
    await choose(dialog, /Tenant/, 'default');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Accounts Payable' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sales Analytics' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));

    expect(await within(dialog).findByText('2 data apps exported from sales-analytics')).toBeInTheDocument();
    expect(within(dialog).getByText('Accounts Payable, Sales Analytics from the default tenant of sales-analytics')).toBeInTheDocument();
    expect(em.calls.find((c) => c.method === 'PUT' && c.path === '/blueprints/export')?.body).toEqual({
      instanceId: SALES,
      tenant: 'default',
      blueprintIds: ['bp-accounts-payable', 'bp-sales-analytics'],
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText(/^Saved data-apps-sales-analytics-default-\d{8}-\d{4}\.json$/)).toBeInTheDocument();
    expect(em.calls.find((c) => c.path.endsWith('/download'))).toMatchObject({ method: 'GET', signed: true });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^data-apps-sales-analytics-default-\d{8}-\d{4}\.json$/);
    expect(JSON.parse(await saved[0]!.blob.text())).toMatchObject({ tenant: 'default', cluster: { name: 'sales-analytics' } });
  });
});
