/**
 * The consumption page (issue 15 "Measure and report"), real Chromium, signed in as partner@, no service
 * worker and no HTTP cache:
 * - the gzip -9 size of the JS /consumption loads, and of what a PDF export adds (jsPDF, its table plugin and
 *   html-to-image load only then);
 * - 50 clusters over a year (the emulator's database gets 50 clusters for partner@, created 800 days ago): the
 *   time from the answer's last byte (resource timing) to the chart painted (its bars in the DOM for the
 *   yearly chart, then the next animation frame), median of several switches to 'Last year'.
 */
import { DEMO_UUIDS } from '../../server/users/seed-users';
import { addConsumptionClusters } from '../../tests/support/consumption';
import { closeContext, startStack } from '../../tests/support/e2e';
import { freshSignedInPage, jsSteps, kb } from '../page-js';
import type { BenchRow } from '../run';
import { median } from '../stats';

const EMAIL = 'partner@demo.test';
const RUNS = 5;

type Timed = Window & { chartPaintedAt?: number; watchChart?: () => void };

export async function consumptionFigures(): Promise<BenchRow[]> {
  const stack = await startStack();
  try {
    addConsumptionClusters(
      stack.emulator.ctx,
      Array.from({ length: 50 }, (_, i) => ({
        id: `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        name: `bench-${String(i).padStart(2, '0')}`,
        ownerUuid: DEMO_UUIDS.partner,
        ageDays: 800,
        alwaysOn: i % 2 === 0,
      })),
    );
    const { context: fresh, page: user } = await freshSignedInPage(stack, EMAIL);
    try {
      const rows: BenchRow[] = [];
      const step = jsSteps(user, stack.url);
      const take = (label: string) => rows.push(step(label));
      await user.goto(`${stack.url}/consumption`);
      await user.getByRole('table').waitFor({ timeout: 60_000 });
      await user.waitForLoadState('networkidle');
      take('/consumption JS, first load of the app there');
      const download = user.waitForEvent('download', { timeout: 60_000 });
      await user.getByRole('combobox', { name: 'Export' }).click();
      await user.getByRole('option', { name: 'PDF', exact: true }).click();
      await download;
      take('JS added by the first PDF export');

      await user.evaluate(() => {
        const timed = window as Timed;
        performance.setResourceTimingBufferSize(10_000);
        timed.watchChart = () => {
          performance.clearResourceTimings();
          timed.chartPaintedAt = undefined;
          const observer = new MutationObserver(() => {
            const chart = document.querySelector('[data-consumption-chart]');
            const title = chart?.closest('figure')?.textContent ?? '';
            const busy = document.querySelector('[aria-busy="true"]') !== null;
            if (timed.chartPaintedAt === undefined && !busy && title.includes('by month') && chart?.querySelector('.recharts-bar-rectangle')) {
              timed.chartPaintedAt = -1;
              observer.disconnect();
              requestAnimationFrame(() => {
                timed.chartPaintedAt = performance.now();
              });
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        };
      });
      const times: number[] = [];
      const bytes: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await user.evaluate(() => (window as Timed).watchChart?.());
        const answered = user.waitForResponse((r) => r.url().includes('/consumption?') && r.url().includes('-01-01&endDate='), { timeout: 60_000 });
        await user.getByRole('combobox', { name: 'Time range' }).click();
        await user.getByRole('option', { name: 'Last year', exact: true }).click();
        const response = await answered;
        bytes.push((await response.body()).length);
        await user.waitForFunction(() => ((window as Timed).chartPaintedAt ?? -1) > 0, null, { timeout: 60_000 });
        const painted = await user.evaluate(() => (window as Timed).chartPaintedAt ?? 0);
        const dataEnd = await user.evaluate(() => {
          const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes('/consumption?') && e.name.includes('-01-01&endDate='));
          return (entries.at(-1) as PerformanceResourceTiming | undefined)?.responseEnd ?? 0;
        });
        times.push(painted - dataEnd);
        // Back to this month, so the next switch asks again (the page keeps only the current range).
        await user.getByRole('combobox', { name: 'Time range' }).click();
        await user.getByRole('option', { name: 'This month', exact: true }).click();
        await user.getByText('Compute by day').waitFor({ timeout: 60_000 });
      }
      rows.push({ figure: `50 clusters × last year: answer size`, value: `${(median(bytes) / 1e6).toFixed(1)} MB` });
      rows.push({ figure: `50 clusters × last year: data → chart painted, median of ${RUNS}`, value: `${median(times).toFixed(0)} ms` });
      const persisted = await user.evaluate(() => (localStorage.getItem('console-cache') ?? '').length);
      rows.push({ figure: 'localStorage console-cache at the end (its last write)', value: kb(persisted) });
      return rows;
    } finally {
      await closeContext(fresh);
    }
  } finally {
    await stack.close();
  }
}
