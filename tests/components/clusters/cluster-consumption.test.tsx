/**
 * The main tab's consumption summary (doc 2 §2, §3, §9) against the in-process emulator: the card, each
 * chart said in words, the link to Consumption Details with the cluster in its navigation state, and the
 * error text when the call fails. Date is frozen for each test (timers run), so the summary the emulator
 * derives from its clock reads the same to the test and to the screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ClusterDetailEntry } from '../../../src/api/clusters';
import type { ConsumptionSummaryResponse, InstanceDetailResponse } from '../../../src/contract/types';
import {
  currentStorageThreshold,
  dailyIpuThreshold,
  formatDay,
  ipuBars,
  monthSummary,
  storagePoints,
  storageSummary,
} from '../../../src/domain/consumption-summary';
import { ConsumptionSummary } from '../../../src/features/clusters/detail/ConsumptionSummary';
import { CONSUMPTION_SUMMARY } from '../../../src/features/clusters/detail/consumption-messages';
import { userLocale } from '../../../src/ui/locale';
import { startComponentEmulator } from '../../support/component-emulator';
import { renderWithProviders } from '../../support/render';

const PREMIUM = 'premium@demo.test';
const ENTERPRISE = 'enterprise@demo.test';

const em = startComponentEmulator();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
});

afterEach(() => {
  vi.useRealTimers();
});

/** What the emulator answers the page for the cluster, read straight from it (not through the screen). */
async function read<T>(email: string, path: string): Promise<T> {
  const res = await em.emulator.fetch(`/api/users/${em.uuidOf(email)}${path}`, { as: email });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function renderSummary(email: string, name: string) {
  const account = em.signIn(email);
  const { instance } = await read<InstanceDetailResponse>(email, `/instances/${name}`);
  const entry: ClusterDetailEntry = { instance, service: null };
  // The card's own router location, so the test can read the navigation state a click leaves.
  const location = memoryLocation({ path: `/clusters/${name}`, record: true });
  renderWithProviders(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ConsumptionSummary uuid={account.uuid} entry={entry} />
    </Router>,
    { user: account, seedMe: false },
  );
  return { account, entry, location };
}

/** The two summaries the screen should say, from the emulator's answer and the page's rules. */
function expectedTexts(data: ConsumptionSummaryResponse, entry: ClusterDetailEntry) {
  const locale = userLocale();
  const threshold = dailyIpuThreshold(data.maxIPUs, entry.instance);
  const month = monthSummary(ipuBars(data.consumptionAgg.days), threshold);
  const storage = storageSummary(storagePoints(data.historicalBucketMetrics));
  return {
    threshold,
    ipu: CONSUMPTION_SUMMARY.ipuSummary({
      total: month.total,
      incorta: month.incorta,
      spark: month.spark,
      highest: month.highest && { day: formatDay(month.highest.day, locale), total: month.highest.total },
      threshold,
      daysOver: month.daysOverThreshold,
    }),
    storage: CONSUMPTION_SUMMARY.storageSummary(
      storage && {
        latest: storage.latest.sizeGB,
        latestDay: formatDay(storage.latest.day, locale),
        change: storage.change,
        since: formatDay(storage.first.day, locale),
        threshold: currentStorageThreshold(data.bucketThresholdHistory),
      },
    ),
  };
}

describe('consumption summary card', () => {
  it('says it is getting the consumption, then says each chart in words', async () => {
    const { account, entry } = await renderSummary(PREMIUM, 'sales-analytics');
    const card = screen.getByRole('region', { name: 'Consumption' });
    expect(within(card).getByRole('heading', { name: 'Consumption' })).toBeInTheDocument();
    expect(within(card).getByLabelText('Getting consumption')).toBeInTheDocument();

    const data = await read<ConsumptionSummaryResponse>(PREMIUM, `/instances/${entry.instance.id}/consumption`);
    const expected = expectedTexts(data, entry);
    const month = await within(card).findByRole('figure', { name: "This month's IPU use" });
    expect(month).toHaveAccessibleDescription(expected.ipu);
    expect(within(month).getByText(expected.ipu)).toBeInTheDocument();
    // sales-analytics: Large analytics and loader (16 + 16 IPU), no limits: 32/30 a day.
    expect(expected.ipu).toMatch(/^This month: \d+\.\d\d IPU \(Platform .*Daily threshold 1\.07 IPU/);
    const storage = within(card).getByRole('figure', { name: 'Bucket storage' });
    expect(storage).toHaveAccessibleDescription(expected.storage);
    expect(expected.storage).toMatch(/^Bucket storage: \d+\.\d GB on .+ since .+\. Threshold 200\.0 GB\.$/);

    // The summary is read by the cluster's id, not its name.
    expect(em.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: `/users/${account.uuid}/instances/${entry.instance.id}/consumption` }),
    );
  });

  it("takes the daily threshold from the cluster's limits when it has them", async () => {
    await renderSummary(ENTERPRISE, 'enterprise-dwh');
    const month = await screen.findByRole('figure', { name: "This month's IPU use" });
    // (136 + 34)/30.
    expect(month).toHaveAccessibleDescription(expect.stringContaining('Daily threshold 5.67 IPU'));
  });

  it('links to Consumption Details with the cluster in the navigation state', async () => {
    const { entry, location } = await renderSummary(PREMIUM, 'sales-analytics');
    const link = screen.getByRole('link', { name: 'Consumption Details' });
    expect(link).toHaveAttribute('href', '/consumption');
    await userEvent.click(link);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/consumption'));
    expect(location.state).toEqual({ clusterId: entry.instance.id, clusterName: 'sales-analytics' });
  });

  it('shows the error text when the call fails', async () => {
    await em.fault({
      route: 'GET /users/*/instances/*/consumption',
      status: 500,
      body: { message: 'Consumption data is unavailable right now' },
    });
    await renderSummary(PREMIUM, 'sales-analytics');
    const card = screen.getByRole('region', { name: 'Consumption' });
    const alert = await within(card).findByRole('alert');
    expect(within(alert).getByText('Consumption could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Consumption data is unavailable right now')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The link still leads to the full page.
    expect(within(card).getByRole('link', { name: 'Consumption Details' })).toHaveAttribute('href', '/consumption');
  });
});
