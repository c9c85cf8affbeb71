/**
 * /consumption (doc 3 §2, §4, §6, §8, §9) against the in-process emulator: the title, the loading text, the
 * range summary, totals with 5 decimals, the presets and the custom range, the cluster selection rules, the
 * data types, the expandable table, the error component, and the partner's exports with their notices (the
 * libraries that need a real browser to draw are stood in for; the browser test draws for real).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import * as htmlToImage from 'html-to-image';
import { ConsumptionPage } from '../../../src/features/consumption/ConsumptionPage';
import { BRAND } from '../../../src/config/brand';
import { SEED_INSTANCE_IDS } from '../../../server/clusters/seed-ids';
import { startComponentEmulator } from '../../support/component-emulator';
import { addConsumptionClusters } from '../../support/consumption';
import { captureDownloads, type SavedFile } from '../../support/downloads';
import { renderWithProviders } from '../../support/render';

const PREMIUM = 'premium@demo.test';
const PARTNER = 'partner@demo.test';

const em = startComponentEmulator();

let saved: SavedFile[] = [];

beforeEach(() => {
  addConsumptionClusters(em.emulator.ctx, [
    { id: 'c0000000-0000-4000-8000-000000000001', name: 'partner-lab', ownerUuid: em.uuidOf(PARTNER) },
    { id: 'c0000000-0000-4000-8000-000000000002', name: '=partner-sum', ownerUuid: em.uuidOf(PARTNER), alwaysOn: false },
  ]);
});

beforeEach(() => {
  vi.spyOn(htmlToImage, 'toBlob').mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
  // A 1×1 PNG, enough for jsPDF to embed.
  vi.spyOn(htmlToImage, 'toPng').mockResolvedValue(
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  );
  notifications.clean();
  saved = captureDownloads();
  window.history.replaceState(null, '');
});

function renderPage(email: string) {
  return renderWithProviders(<ConsumptionPage />, { route: '/consumption', user: em.signIn(email), seedMe: false });
}

const table = () => screen.findByRole('table');

describe('the page', () => {
  it('shows the title with the brand word replaced, the loading text, the month so far, totals and the table', async () => {
    const answer = em.hold('GET /users/*/consumption');
    renderPage(PREMIUM);
    expect(screen.getByRole('heading', { level: 1, name: `${BRAND.cloudName} Units Consumption` })).toBeInTheDocument();
    expect(await screen.findByText('Getting your consumption info')).toBeInTheDocument();
    answer.release();

    const rows = within(await table()).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(1);
    const now = new Date();
    const first = `1 ${now.toLocaleString('en', { month: 'short' })} ${now.getFullYear()}`;
    expect(screen.getByText(new RegExp(`^From ${first} to `))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time range' })).toHaveValue('This month');

    const totals = screen.getByRole('group', { name: 'Totals' });
    for (const label of ['Platform units', 'Spark units', 'Total units']) expect(within(totals).getByText(label)).toBeInTheDocument();
    for (const value of within(totals).getAllByRole('definition')) expect(value.textContent).toMatch(/^[\d,]+\.\d{5}$/);
    // Every cluster chosen (no navigation state), each with a month row.
    expect(screen.getAllByRole('button', { name: /^Show the days of/ })).toHaveLength(4);
    expect(screen.queryByRole('combobox', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('opens a month row to show its days, and closes it again', async () => {
    const user = userEvent.setup();
    renderPage(PREMIUM);
    await table();
    const toggle = screen.getByRole('button', { name: /^Show the days of .* for sales-analytics$/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const before = within(screen.getByRole('table')).getAllByRole('row').length;
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const after = within(screen.getByRole('table')).getAllByRole('row');
    expect(after.length).toBe(before + new Date().getDate());
    expect(after.some((row) => /^1 \w{3} \d{4}sales-analytics[\d.,]+/.test(row.textContent ?? ''))).toBe(true);
    await user.click(toggle);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(before);
  });

  it('shows the error component when the data cannot be loaded, and loads again on Try again', async () => {
    const user = userEvent.setup();
    await em.fault({ route: 'GET /users/*/consumption', status: 500 });
    renderPage(PREMIUM);
    expect(await screen.findByText('Your consumption could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Injected fault (HTTP 500)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('asks for the range of each preset, the week from Monday', async () => {
    const user = userEvent.setup();
    renderPage(PREMIUM);
    await table();
    await user.click(screen.getByRole('combobox', { name: 'Time range' }));
    await user.click(screen.getByRole('option', { name: 'This week' }));
    await waitFor(() => expect(em.calls.filter((c) => c.path.includes('/consumption?')).length).toBe(2));
    const asked = new URL(`http://x${em.calls.at(-1)!.path}`).searchParams;
    const monday = new Date(`${asked.get('startDate')}T00:00:00`);
    expect(monday.getDay()).toBe(1);
    const options = ['This week', 'Last week', 'This month', 'Last month', 'This year', 'Last year', 'Custom'];
    await user.click(screen.getByRole('combobox', { name: 'Time range' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(options);
  });
});

describe('cluster selection (doc 3 §4)', () => {
  it('preselects the cluster of the navigation state, and keeps the selection when the time range changes', async () => {
    const user = userEvent.setup();
    window.history.replaceState({ clusterId: SEED_INSTANCE_IDS.marketingBi, clusterName: 'marketing-bi' }, '');
    renderPage(PREMIUM);
    await table();
    expect(screen.getAllByRole('button', { name: /^Show the days of/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/for marketing-bi$/),
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Time range' }));
    await user.click(screen.getByRole('option', { name: 'Last month' }));
    await waitFor(() => expect(screen.getByText(/^From 1 /)).toBeInTheDocument());
    await waitFor(() => expect(em.calls.filter((c) => c.path.includes('/consumption?')).length).toBe(2));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Show the days of/ })).toHaveLength(1));
    expect(screen.getByRole('button', { name: /^Show the days of/ })).toHaveAccessibleName(/for marketing-bi$/);
  });

  it('says so when no cluster is chosen', async () => {
    const user = userEvent.setup();
    window.history.replaceState({ clusterId: SEED_INSTANCE_IDS.marketingBi, clusterName: 'marketing-bi' }, '');
    renderPage(PREMIUM);
    await table();
    const clusters = screen.getByRole('combobox', { name: 'Clusters' });
    await user.click(clusters);
    await user.keyboard('{Backspace}');
    expect(await screen.findByText('Choose at least one cluster to see its consumption.')).toBeInTheDocument();
  });
});

describe('data types (doc 3 §9)', () => {
  it('offers the seven data types, each with its own chart', async () => {
    const user = userEvent.setup();
    renderPage(PREMIUM);
    await table();
    const tabs = screen.getByRole('tablist', { name: 'Data type' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Compute',
      'Storage',
      'Class A operations',
      'Class B operations',
      'Downloads',
      'Uploads',
      'Backups',
    ]);
    expect(screen.getByText('Compute by day')).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Class A operations' }));
    expect(screen.getByText('Class A operations by day')).toBeInTheDocument();
  });
});

describe('export (partners, doc 3 §6, §8, §9)', () => {
  async function exportAs(label: 'CSV' | 'PNG' | 'PDF') {
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Export' });
    await user.click(select);
    await user.click(screen.getByRole('option', { name: label }));
  }

  it('downloads the table as CSV: five columns, readable dates, a formula-like name escaped; the select resets', async () => {
    renderPage(PARTNER);
    await table();
    await exportAs('CSV');
    expect(await screen.findByText('CSV downloaded')).toBeInTheDocument();
    expect(saved.map((s) => s.name)).toEqual(['consumption.csv']);
    const lines = (await saved[0]!.blob.text()).split('\r\n');
    expect(lines[0]).toBe('Cluster,Date,Platform used units,Spark used units,Total used units');
    expect(lines.slice(1).some((line) => line.startsWith(`"'=partner-sum",`))).toBe(true);
    expect(lines[1]).toMatch(/^("'=partner-sum"|partner-lab),1 \w{3} \d{4},\d+\.\d{5},\d+\.\d{5},\d+\.\d{5}$/);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Export' })).toHaveValue(''));
  });

  it("downloads the chart as PNG, and says 'Chart is not available' when there is none", async () => {
    const user = userEvent.setup();
    renderPage(PARTNER);
    await table();
    await exportAs('PNG');
    expect(await screen.findByText('Chart downloaded as PNG')).toBeInTheDocument();
    expect(saved.map((s) => s.name)).toEqual(['consumption-chart.png']);
    const { toBlob } = await import('html-to-image');
    expect(toBlob).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ pixelRatio: 2 }));

    await user.click(screen.getByRole('combobox', { name: 'Clusters' }));
    // Every chosen cluster removed (partner-demo from the seed and this file's two).
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    await screen.findByText('Choose at least one cluster to see its consumption.');
    await exportAs('PNG');
    expect(await screen.findByText('Chart is not available')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Export' })).toHaveValue(''));
  });

  it("downloads the PDF, and says 'Failed to export PDF' when it cannot be made", async () => {
    renderPage(PARTNER);
    await table();
    await exportAs('PDF');
    expect(await screen.findByText('PDF downloaded')).toBeInTheDocument();
    expect(saved.map((s) => s.name)).toEqual(['consumption.pdf']);

    const { toPng } = await import('html-to-image');
    vi.mocked(toPng).mockRejectedValueOnce(new Error('canvas is tainted'));
    await act(async () => {
      await exportAs('PDF');
    });
    expect(await screen.findByText('Failed to export PDF')).toBeInTheDocument();
  });
});
