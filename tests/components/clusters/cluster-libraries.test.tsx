/**
 * The libraries tab (doc 2 §2, §4, §5, §6, §8, §9) against the in-process emulator: the table with every
 * runtime's state and a failed library's error; the install dialog with each source's rules and texts; an
 * install (the request, the notice, the row installing, the one-at-a-time tooltip); 'Installed Packages
 * Detected' with overwrite; the File Uploader through the upload URL (progress, the file stored); Edit Version;
 * Uninstall (a row, the selection); Sync Versions (its notice, the cluster list refreshed); and the refusals
 * ('You need higher permission', the platform-action text).
 *
 * Seeded: premium@ owns sales-analytics (gc, running); user@ is User (developer) on it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { LibrariesTab } from '../../../src/features/clusters/detail/libraries/LibrariesTab';
import { SEED_INSTANCE_IDS } from '../../../server/clusters/seed-ids';
import { findUserRowByUuid } from '../../../server/users/accounts';
import { getProfile, saveProfile } from '../../../server/users/store';
import { startComponentEmulator } from '../../support/component-emulator';
import { sendUploadsThroughFetch } from '../../support/libraries-upload';
import { renderClusterTab } from '../../support/cluster-tab';

const PREMIUM = 'premium@demo.test';
const USER = 'user@demo.test';
const SALES = SEED_INSTANCE_IDS.salesAnalytics;

const em = startComponentEmulator();

beforeEach(() => {
  notifications.clean();
  const { db } = em.emulator.ctx;
  db.prepare('DELETE FROM libraries').run();
  db.prepare('DELETE FROM library_files').run();
  db.prepare('DELETE FROM library_uploads').run();
  sendUploadsThroughFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The cluster list is on screen too (the header's), so a sync's refresh of it shows as a request. */
const renderTab = (email = PREMIUM) => renderClusterTab(em, LibrariesTab, email, 'sales-analytics', { withClusterList: true }).account;

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return em.emulator.fetch(`/api/instances/${path}`, {
    method,
    as: PREMIUM,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
}

async function advance(ms: number): Promise<void> {
  await em.emulator.fetch('/api/_emulator/clock/advance', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
}

/** Installs through the API and lets the sim finish it. */
async function installed(packages: string[]): Promise<void> {
  expect((await api('PUT', `${SALES}/libraries/install`, { type: 'pypi', data: { packages } })).status).toBe(200);
  await advance(2 * 60_000);
}

const table = () => screen.findByRole('table', { name: 'Libraries' });
const rowOf = async (name: string) => {
  const cell = within(await table()).getByText(name);
  return cell.closest('tr') as HTMLElement;
};
/** The wrapper of a disabled control carries its reason as its description. */
const reasonOf = (button: HTMLElement) => button.closest('[aria-describedby]') as HTMLElement;
const badges = (row: HTMLElement) => [...row.querySelectorAll('[data-runtime]')].map((b) => `${b.getAttribute('data-runtime')}:${b.textContent}`);

/** The tag input's text field (its hidden value input carries the label too). */
const packagesInput = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByLabelText(/^PyPI packages/)
    .find((el) => el instanceof HTMLInputElement && el.type !== 'hidden') as HTMLInputElement;

async function openInstall(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Install New Library' }));
  return screen.findByRole('dialog', { name: 'Install New Library' });
}

describe('the libraries tab', () => {
  it("shows every runtime's state and a failed library's error in its row", async () => {
    await installed(['pandas==2.1', 'tensorflow-gpu']);
    renderTab();
    const row = await rowOf('tensorflow-gpu');
    expect(badges(row)).toEqual(['analytics:Installed', 'loader:Failed', 'chidori:Failed', 'spark:Installed']);
    expect(within(row).getByText('ERROR: tensorflow-gpu needs a GPU, which the Loader and Chidori runtimes do not have')).toBeVisible();
    expect(badges(await rowOf('pandas==2.1'))).toEqual(['analytics:Installed', 'loader:Installed', 'chidori:Installed', 'spark:Installed']);
    for (const header of ['Name', 'Type', 'Source', 'Analytics', 'Loader', 'Chidori', 'Spark']) {
      expect(within(await table()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // The filter box.
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter libraries' }), 'GPU');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Libraries' })).queryByText('pandas==2.1')).toBeNull());
    await userEvent.clear(screen.getByRole('textbox', { name: 'Filter libraries' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter libraries' }), 'nothing-like-it');
    expect(await screen.findByText('No library matches "nothing-like-it".')).toBeVisible();
  });

  it("shows each source's rules with the spec's texts", async () => {
    renderTab();
    const dialog = await openInstall();
    expect(within(dialog).getByText('Type and press Space eg., numpy==1.3')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await within(dialog).findByText('Add at least one PyPI Package')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Maven' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await within(dialog).findByText('Please add Maven Coordinates')).toBeVisible();
    expect(within(dialog).getByText('Optional. Default: Maven Central (https://repo1.maven.org/maven2/)')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'CRAN' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await within(dialog).findByText('Please add CRAN Package')).toBeVisible();
    expect(within(dialog).getByText('Optional. Default: the CRAN cloud mirror (https://cloud.r-project.org/)')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'File Uploader' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await within(dialog).findByText('Please upload a supported file')).toBeVisible();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }), { applyAccept: false });
    expect(await within(dialog).findByText('You can only upload Py, JAR, WHL, or Egg files!')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'File Path / GCS' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^File path/ }), 'gs://bucket/lib.zip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await within(dialog).findByText('You can only upload Py, JAR, WHL, or Egg files!')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Organization' }));
    expect(within(dialog).getByText('No file was uploaded to this cluster yet: use File Uploader.')).toBeVisible();
    expect(em.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('installs PyPI packages typed with Space; the row shows installing and a second install waits', async () => {
    renderTab();
    const dialog = await openInstall();
    await userEvent.type(packagesInput(dialog), 'numpy==1.3 pandas ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Install New Library' })).toBeNull());
    expect(em.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/instances/${SALES}/libraries/install`,
      body: { type: 'pypi', data: { packages: ['numpy==1.3', 'pandas'] } },
    });
    expect(await screen.findByText('Installing numpy==1.3, pandas')).toBeVisible();
    await waitFor(async () => expect(badges(await rowOf('numpy==1.3'))).toContain('analytics:Installing'));
    expect(screen.getByText('A library is installing: this list refreshes every 30 seconds.')).toBeVisible();
    const install = screen.getByRole('button', { name: 'Install New Library' });
    expect(install).toBeDisabled();
    expect(reasonOf(install)).toHaveAccessibleDescription('There is another library installing, please wait for it');
    expect(reasonOf(within(await rowOf('pandas')).getByRole('button', { name: 'Uninstall pandas' }))).toHaveAccessibleDescription(
      'There is another library installing, please wait for it',
    );
  });

  it("asks 'Installed Packages Detected' and overwrites on confirmation", async () => {
    await installed(['NumPy==1.3']);
    renderTab();
    await rowOf('NumPy==1.3');
    const dialog = await openInstall();
    await userEvent.type(packagesInput(dialog), 'numpy==1.4 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    const detected = await screen.findByRole('dialog', { name: 'Installed Packages Detected' });
    expect(within(detected).getByText('NumPy==1.3')).toBeVisible();
    expect(em.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.click(within(detected).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() =>
      expect(em.calls.find((c) => c.method === 'PUT')?.body).toEqual({ type: 'pypi', data: { packages: ['numpy==1.4'] }, overwrite: true }),
    );
    await waitFor(async () => expect(badges(await rowOf('numpy==1.4'))).toContain('spark:Installing'));
  });

  it('uploads a file to the upload URL with its content type and progress, then installs it', async () => {
    renderTab();
    const dialog = await openInstall();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'File Uploader' }));
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['print("hello")\n'], 'tool.py', { type: 'text/x-python' }));
    // The file is held on its way: the progress bar shows how far it is.
    const arrival = em.hold('PUT /libraries/uploads/*');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(within(dialog).getByText('Uploading… 50%')).toBeVisible();
    arrival.release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Install New Library' })).toBeNull());
    const puts = em.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.path.replace(/uploads\/[^/]+$/, 'uploads/{token}'))).toEqual([
      `/instances/${SALES}/libraries/upload`,
      '/libraries/uploads/{token}',
      `/instances/${SALES}/libraries/install`,
    ]);
    expect(puts[0]?.body).toEqual({ clientOrigin: window.location.origin, file: 'tool.py' });
    expect(puts[1]?.signed).toBe(false);
    expect(puts[2]?.body).toEqual({ type: 'file', data: { file: 'tool.py' } });
    const stored = em.emulator.ctx.db.prepare('SELECT content_type, content FROM library_files WHERE instance_id = ?').get(SALES) as {
      content_type: string;
      content: Buffer;
    };
    expect(stored.content_type).toBe('text/x-python');
    expect(stored.content.toString('utf8')).toBe('print("hello")\n');
    expect(await rowOf('tool.py')).toBeInTheDocument();
    expect(within(await rowOf('tool.py')).getByText('Uploaded file')).toBeVisible();
  });

  it('edits a version with its rule; empty means latest', async () => {
    await installed(['numpy==1.3']);
    renderTab();
    await userEvent.click(within(await rowOf('numpy==1.3')).getByRole('button', { name: 'Edit Version numpy==1.3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Version' });
    const version = within(dialog).getByRole('textbox', { name: /^Version/ });
    expect(version).toHaveValue('1.3');
    await userEvent.clear(version);
    await userEvent.type(version, '1.x');
    expect(await within(dialog).findByText('Please enter a valid pacakge version e.g. 1, 1.0 or 1.0.0 or 1.0.0.0')).toBeVisible();
    await userEvent.clear(version);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install version' }));
    await waitFor(() =>
      expect(em.calls.find((c) => c.method === 'PUT')?.body).toEqual({ type: 'pypi', data: { packages: ['numpy'] }, overwrite: true }),
    );
  });

  it('uninstalls one row, then the selected ones, with the exact notices', async () => {
    await installed(['numpy', 'pandas', 'scipy']);
    renderTab();
    await userEvent.click(within(await rowOf('numpy')).getByRole('button', { name: 'Uninstall numpy' }));
    const one = await screen.findByRole('dialog', { name: 'Uninstall library' });
    await userEvent.click(within(one).getByRole('button', { name: 'Uninstall' }));
    expect(await screen.findByText('Library successfully uninstalled')).toBeVisible();
    expect(em.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/instances/${SALES}/libraries/uninstall`,
      body: { type: 'pypi', data: { packages: ['numpy'] } },
    });
    await waitFor(async () => expect(badges(await rowOf('numpy'))).toContain('analytics:Uninstalling'));
    expect(reasonOf(screen.getByRole('button', { name: 'Uninstall Selected' }))).toHaveAccessibleDescription(
      'There is another library uninstalling, please wait for it',
    );
    await advance(60_000);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Libraries' })).queryByText('numpy')).toBeNull());

    expect(reasonOf(screen.getByRole('button', { name: 'Uninstall Selected' }))).toHaveAccessibleDescription('Select the libraries to uninstall first');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all libraries shown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uninstall Selected' }));
    const many = await screen.findByRole('dialog', { name: 'Uninstall libraries' });
    expect(within(many).getByText('pandas, scipy')).toBeVisible();
    await userEvent.click(within(many).getByRole('button', { name: 'Uninstall' }));
    expect(await screen.findByText('Libraries successfully uninstalled')).toBeVisible();
    expect(em.calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      path: `/instances/${SALES}/libraries/uninstall-multiple`,
      body: { libraries: [{ type: 'pypi', data: { packages: ['pandas'] } }, { type: 'pypi', data: { packages: ['scipy'] } }] },
    });
  });

  it('syncs versions: the notice, then the cluster list is refreshed', async () => {
    await installed(['numpy']);
    const { uuid } = renderTab();
    await rowOf('numpy');
    const listReads = () => em.calls.filter((c) => c.method === 'GET' && c.path === `/users/${uuid}/instances`).length;
    const before = listReads();
    await userEvent.click(screen.getByRole('button', { name: 'Sync Versions' }));
    expect(await screen.findByText('Python Packages Versions Syncronised')).toBeVisible();
    expect(em.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/instances/libraries/sync', body: { instanceID: SALES, type: 'pypi' } });
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
    expect(await screen.findByText(/^numpy==\d+\.\d+\.\d+$/)).toBeVisible();
  });

  it("refuses the User role: 'You need higher permission'", async () => {
    await installed(['numpy']);
    renderTab(USER);
    const install = await screen.findByRole('button', { name: 'Install New Library' });
    expect(install).toBeDisabled();
    expect(reasonOf(install)).toHaveAccessibleDescription('You need higher permission');
    expect(reasonOf(within(await rowOf('numpy')).getByRole('button', { name: 'Uninstall numpy' }))).toHaveAccessibleDescription(
      'You need higher permission',
    );
    expect(reasonOf(screen.getByRole('button', { name: 'Sync Versions' }))).toHaveAccessibleDescription('You need higher permission');
  });

  it('says the platform action is disabled', async () => {
    const uuid = em.uuidOf(PREMIUM);
    const row = findUserRowByUuid(em.emulator.ctx.db, uuid);
    if (!row) throw new Error('no premium@ account');
    const profile = getProfile(row);
    saveProfile(em.emulator.ctx.db, uuid, { ...profile, platformActions: profile.platformActions.filter((a) => a.name !== 'packages_installion') });
    try {
      renderTab();
      const install = await screen.findByRole('button', { name: 'Install New Library' });
      expect(reasonOf(install)).toHaveAccessibleDescription('Libraries platform action is disabled for the current platform');
    } finally {
      saveProfile(em.emulator.ctx.db, uuid, profile);
    }
  });
});
