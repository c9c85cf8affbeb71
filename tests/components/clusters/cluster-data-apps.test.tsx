/**
 * The Data Apps tab of a cluster (doc 2 §2, §6, §9; doc 3 §2–§5, §8) against the in-process emulator: the import
 * dialog (search, 'no data apps available', 'Data app isn't available', the support check with the spec's text,
 * 'Install {n} Data App'), the form's rules and texts, the request it makes, the import under way refusing
 * another, the success dialog with its retry of the failed data app, 'Importing Failed' with TRY AGAIN and DONE,
 * 'Data App already imported.' with overwrite, and the refusals other states and roles see.
 *
 * A fresh emulator for each test: a test that needs data apps already on a cluster imports them through the API
 * first. premium@'s sales-analytics runs the latest release; enterprise@'s enterprise-dwh runs 2026.7.2. Workforce
 * Analytics fails its first import onto a cluster (the emulator's documented rule).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { DataAppsTab } from '../../../src/features/clusters/detail/data-apps/DataAppsTab';
import { SEED_INSTANCE_IDS } from '../../../server/clusters/seed-ids';
import { startComponentEmulator } from '../../support/component-emulator';
import { advanceClock, jsonInit } from '../../support/in-process';
import { checkNowAfter, enterPassword } from '../../support/import-check';
import { renderClusterTab } from '../../support/cluster-tab';

const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const USER = 'user@demo.test';
const MINUTE = 60_000;

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
});

const renderTab = (email: string, name: string) => renderClusterTab(em, DataAppsTab, email, name);

const advance = (ms: number) => advanceClock(em.emulator, ms);

/** Puts data apps on a cluster's default tenant through the API, as an earlier visit would. */
async function alreadyImported(as: string, instanceId: string, names: string[]): Promise<void> {
  const body = { instanceId, names: names.join(','), tenant: 'default', username: 'admin', password: 'tenant-Secret-1', overwrite: false };
  expect((await em.emulator.fetch('/api/blueprints/import', jsonInit('PUT', as, body))).status).toBe(200);
  await advance(10 * MINUTE);
}

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function openImport(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Import Data Apps' }));
  return screen.findByRole('dialog', { name: 'Import Data Apps' });
}

/** Ticks the data apps named and moves on to the form (after the support check). */
async function chooseApps(names: string[], formTitle: string): Promise<HTMLElement> {
  const dialog = await openImport();
  for (const name of names) await userEvent.click(await within(dialog).findByRole('checkbox', { name: new RegExp(`^${name}`) }));
  expect(within(dialog).getByText(`${names.length} data ${names.length === 1 ? 'app' : 'apps'} selected`)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  return screen.findByRole('dialog', { name: formTitle });
}

/** The refused Import button's wrapper says why (LazyTooltip's description). */
async function expectImportRefused(reason: string) {
  const button = await screen.findByRole('button', { name: 'Import Data Apps' });
  expect(button).toBeDisabled();
  expect(button.parentElement).toHaveAccessibleDescription(reason);
}

describe('the Data Apps tab', () => {
  it('chooses from the catalogue and checks the form with the spec\'s texts', async () => {
    renderTab(PREMIUM, 'sales-analytics');
    expect(await screen.findByText('No data apps are imported on this cluster yet.')).toBeInTheDocument();

    const picker = await openImport();
    const search = within(picker).getByRole('textbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search Data App');
    expect(await within(picker).findByRole('checkbox', { name: /^Procurement \(Legacy\)/ })).toBeDisabled();
    expect(within(picker).getAllByText("Data app isn't available").length).toBeGreaterThan(0);
    await userEvent.type(search, 'zzz');
    expect(within(picker).getByText('no data apps available')).toBeInTheDocument();
    await userEvent.clear(search);
    expect(within(picker).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(picker).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const dialog = await chooseApps(['Sales Analytics', 'Workforce Analytics'], 'Install 2 Data App');
    expect(within(dialog).getByRole('textbox', { name: /Username/ })).toHaveValue('admin');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Username/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Copy parquet files' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Please select your tenant!')).toBeInTheDocument();
    expect(within(dialog).getByText('Please input your username!')).toBeInTheDocument();
    expect(within(dialog).getByText('Please input your password!')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select your data source!')).toBeInTheDocument();
    expect(em.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(await screen.findByRole('dialog', { name: 'Import Data Apps' })).getByRole('checkbox', { name: /^Sales Analytics/ })).toBeChecked();
  });

  it('imports two data apps: the request, the import under way, then the dialog and the retry of the failed one', async () => {
    renderTab(PREMIUM, 'sales-analytics');
    const dialog = await chooseApps(['Sales Analytics', 'Workforce Analytics'], 'Install 2 Data App');
    await choose(dialog, /Tenant/, 'default');
    await enterPassword(within(dialog).getByLabelText(/^Password/), 'tenant-Secret-1');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Copy parquet files' }));
    await choose(dialog, /Data source/, 'Workday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(em.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/blueprints/import',
      body: {
        instanceId: '20000000-0000-4000-8000-000000000001',
        names: 'Sales Analytics,Workforce Analytics',
        tenant: 'default',
        username: 'admin',
        password: 'tenant-Secret-1',
        folders: true,
        dashboards: true,
        enableDynamicJoins: false,
        includeParquet: true,
        datasource: 'workday',
        overwrite: false,
      },
    });
    // One support check per data app, made in parallel (their order is not the user's concern).
    expect(em.calls.filter((c) => c.path.endsWith('/isSupported')).map((c) => c.path).sort()).toEqual([
      `/blueprints/sales-analytics/20000000-0000-4000-8000-000000000001/isSupported`,
      `/blueprints/workforce-analytics/20000000-0000-4000-8000-000000000001/isSupported`,
    ]);
    expect(await screen.findByText('Importing 2 data apps onto sales-analytics')).toBeInTheDocument();
    expect(screen.getByText('Importing 2 data apps')).toBeInTheDocument();
    await expectImportRefused('Currently importing Data App(s), please try again later.');
    expect(screen.getByText('Sales Analytics, Workforce Analytics into the default tenant. This page checks the import every 10 seconds.')).toBeInTheDocument();

    await checkNowAfter(() => advance(10 * MINUTE));
    const done = await screen.findByRole('dialog', { name: 'Data Apps partly imported' });
    expect(
      within(done).getByText('Sales Analytics imported into the default tenant of sales-analytics. Workforce Analytics could not be imported.'),
    ).toBeInTheDocument();
    expect(within(done).getByText('Parquet files were copied from Workday.')).toBeInTheDocument();
    expect(within(done).getByText('Workforce Analytics: the schema load timed out. Try again.')).toBeInTheDocument();

    await userEvent.click(within(done).getByRole('button', { name: 'Retry failed data apps' }));
    const retry = await screen.findByRole('dialog', { name: 'Install Workforce Analytics Data App' });
    expect(within(retry).getByRole('combobox', { name: /Tenant/ })).toHaveValue('default');
    expect(within(retry).getByLabelText(/^Password/)).toHaveValue('');
    await enterPassword(within(retry).getByLabelText(/^Password/), 'tenant-Secret-1');
    await userEvent.click(within(retry).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(em.calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({ body: { names: 'Workforce Analytics', overwrite: false } });

    await checkNowAfter(() => advance(10 * MINUTE));
    const second = await screen.findByRole('dialog', { name: 'Data Apps imported' });
    await userEvent.click(within(second).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Human Resources data apps' })).getByText('Workforce Analytics')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Sales data apps' })).getByText('Sales Analytics')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Human Resources' })).toBeInTheDocument();
  });

  it("asks before importing a data app already on the cluster ('Data App already imported.') and overwrites it", async () => {
    await alreadyImported(PREMIUM, SEED_INSTANCE_IDS.salesAnalytics, ['Sales Analytics']);
    renderTab(PREMIUM, 'sales-analytics');
    const picker = await openImport();
    const sales = await within(picker).findByRole('checkbox', { name: /^Sales Analytics/ });
    expect(within(sales.closest('.mantine-Checkbox-root') as HTMLElement).getByText('Imported')).toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const dialog = await chooseApps(['Sales Analytics'], 'Install Sales Analytics Data App');
    await choose(dialog, /Tenant/, 'sandbox');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'pw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const confirm = await screen.findByRole('dialog', { name: 'Data App already imported.' });
    expect(within(confirm).getByText('Sales Analytics is already on this cluster. Importing again overwrites it.')).toBeInTheDocument();
    expect(em.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(em.calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { names: 'Sales Analytics', tenant: 'sandbox', overwrite: true } });
    await advance(10 * MINUTE);
  });

  it("shows the spec's text for a data app the release does not support, and imports the others", async () => {
    renderTab(ENTERPRISE, 'enterprise-dwh');
    const dialog = await chooseApps(['Marketing Attribution', 'Financial Close'], 'Install 2 Data App');
    expect(
      within(dialog).getByText(
        "This cluster release doesn't support this data app, This data app is only compatible with analytics release(s) starting from: 2026.10.1",
      ),
    ).toBeInTheDocument();
    await choose(dialog, /Tenant/, 'default');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'pw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(em.calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { names: 'Financial Close' } });
    await advance(10 * MINUTE);
  });

  it("shows 'Importing Failed' when nothing could be imported, with TRY AGAIN and DONE; the failure stays readable", async () => {
    await alreadyImported(ENTERPRISE, SEED_INSTANCE_IDS.enterpriseDwh, ['Financial Close']);
    renderTab(ENTERPRISE, 'enterprise-dwh');
    const dialog = await chooseApps(['Workforce Analytics'], 'Install Workforce Analytics Data App');
    await choose(dialog, /Tenant/, 'default');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'pw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await checkNowAfter(() => advance(10 * MINUTE));
    const failed = await screen.findByRole('dialog', { name: 'Importing Failed' });
    expect(within(failed).getByText('Workforce Analytics: the schema load timed out. Try again.')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'TRY AGAIN' })).toBeEnabled();
    await userEvent.click(within(failed).getByRole('button', { name: 'DONE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Latest import: Data Apps import failed')).toBeInTheDocument();
    // The data apps imported before stay listed.
    expect(screen.getByRole('list', { name: 'Finance data apps' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry failed data apps' }));
    expect(await screen.findByRole('dialog', { name: 'Install Workforce Analytics Data App' })).toBeInTheDocument();
  });

  it('refuses Import on a disconnected cluster', async () => {
    renderTab(PREMIUM, 'marketing-bi');
    await expectImportRefused('Your cluster must be connected to be able to import Data Apps.');
  });

  it('refuses Import to the User role, who still reads the data apps on the cluster', async () => {
    await alreadyImported(PREMIUM, SEED_INSTANCE_IDS.salesAnalytics, ['Sales Analytics']);
    renderTab(USER, 'sales-analytics');
    expect(await screen.findByRole('list', { name: 'Sales data apps' })).toBeInTheDocument();
    await expectImportRefused('Your role on this cluster does not allow this action.');
  });
});
