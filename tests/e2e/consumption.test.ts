/**
 * The consumption page in a real browser, as partner@ (issue 15): a custom range picked in the calendar, the
 * three exports with their files checked (CSV columns and escaping, PNG at twice the chart's CSS size, PDF
 * on a landscape A4 page), axe at 1280 and 360 px, and the page read offline from a cold start.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { DEMO_UUIDS } from '../../server/users/seed-users';
import { expectAccessible } from '../support/axe';
import { addConsumptionClusters } from '../support/consumption';
import { signIn, stackForFile } from '../support/e2e';

const PARTNER = 'partner@demo.test';
const WAIT = { timeout: 20_000 };

// The worker is the subject only of the offline start.
const stack = stackForFile({
  serviceWorkers: 'block',
  prepare: (s) =>
    addConsumptionClusters(s.emulator.ctx, [
      { id: 'c0000000-0000-4000-8000-000000000001', name: 'partner-lab', ownerUuid: DEMO_UUIDS.partner },
      { id: 'c0000000-0000-4000-8000-000000000002', name: '=partner-sum', ownerUuid: DEMO_UUIDS.partner, alwaysOn: false },
    ]),
});

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

async function exportAs(page: Page, label: 'CSV' | 'PNG' | 'PDF'): Promise<Buffer> {
  const download = page.waitForEvent('download', WAIT);
  await page.getByRole('combobox', { name: 'Export' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  const file = await download;
  const path = await file.path();
  const bytes = await readFile(path);
  expect(file.suggestedFilename()).toBe({ CSV: 'consumption.csv', PNG: 'consumption-chart.png', PDF: 'consumption.pdf' }[label]);
  return bytes;
}

it('picks a custom range, exports CSV, PNG and PDF, and is axe clean', async () => {
  const { page } = await stack.newPage({ width: 1280, height: 900 });
  await signIn(page, stack, PARTNER, '/consumption');
  await page.getByRole('heading', { level: 1, name: 'Analytics Cloud Units Consumption' }).waitFor(WAIT);
  await page.getByRole('table').waitFor(WAIT);
  // In view on a laptop: drawn without being asked.
  await page.locator('[data-consumption-chart] svg.recharts-surface').waitFor(WAIT);

  // The 3rd to the 12th of last month, in the calendar.
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const label = (day: number) => `${day} ${MONTHS[last.getMonth()]} ${last.getFullYear()}`;
  await page.getByRole('combobox', { name: 'Time range' }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await page.getByRole('button', { name: 'Custom range' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: label(3), exact: true }).click();
  const asked = page.waitForRequest((r) => r.url().includes('/consumption?'), WAIT);
  await page.getByRole('button', { name: label(12), exact: true }).click();
  const month = String(last.getMonth() + 1).padStart(2, '0');
  expect(new URL((await asked).url()).search).toBe(`?startDate=${last.getFullYear()}-${month}-03&endDate=${last.getFullYear()}-${month}-12`);
  await page.keyboard.press('Escape');
  const short = MONTHS[last.getMonth()]!.slice(0, 3);
  await page.getByText(`From 3 ${short} ${last.getFullYear()} to 12 ${short} ${last.getFullYear()}`).waitFor(WAIT);
  // The range's own month: until the table has re-rendered for the new range, it still offers this month's.
  await page.getByRole('button', { name: `Show the days of ${short} ${last.getFullYear()} for partner-lab`, exact: true }).click();
  await page.getByRole('cell', { name: `12 ${short} ${last.getFullYear()}` }).first().waitFor(WAIT);
  await expectAccessible(page, 'custom range with a month open');

  // CSV: the table only, five columns, ten days per cluster (this file's two and the seed's partner-demo),
  // the formula-like name escaped.
  const csv = (await exportAs(page, 'CSV')).toString('utf8').split('\r\n');
  expect(csv[0]).toBe('Cluster,Date,Platform used units,Spark used units,Total used units');
  expect(csv).toHaveLength(31);
  expect(csv.filter((line) => line.startsWith('partner-demo,'))).toHaveLength(10);
  expect(csv.filter((line) => line.startsWith(`"'=partner-sum",`))).toHaveLength(10);
  expect(csv.filter((line) => line.startsWith('partner-lab,'))).toHaveLength(10);
  expect(csv[1]).toMatch(/^"'=partner-sum",3 \w{3} \d{4},\d+\.\d{5},\d+\.\d{5},\d+\.\d{5}$/);
  await page.getByText('CSV downloaded').waitFor(WAIT);
  expect(await page.getByRole('combobox', { name: 'Export' }).inputValue()).toBe('');

  // PNG: the chart alone at pixel ratio 2.
  const box = await page.locator('[data-consumption-chart]').boundingBox();
  const png = await exportAs(page, 'PNG');
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(Math.abs(png.readUInt32BE(16) - 2 * box!.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(png.readUInt32BE(20) - 2 * box!.height)).toBeLessThanOrEqual(2);
  await page.getByText('Chart downloaded as PNG').waitFor(WAIT);

  // PDF: a landscape A4 page (841.89 × 595.28 pt).
  const pdf = (await exportAs(page, 'PDF')).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  const mediaBox = /\/MediaBox\s*\[([^\]]+)\]/.exec(pdf)?.[1]?.trim().split(/\s+/).map(Number);
  expect(mediaBox?.[2]).toBeCloseTo(841.89, 1);
  expect(mediaBox?.[3]).toBeCloseTo(595.28, 1);
  await page.getByText('PDF downloaded').waitFor(WAIT);
});

it('draws the chart on a phone only once it is in view, or when an export needs it', async () => {
  const { page } = await stack.newPage({ width: 360, height: 640 });
  await signIn(page, stack, PARTNER, '/consumption');
  const box = page.locator('[data-consumption-chart]');
  const drawn = box.locator('svg.recharts-surface');
  await page.getByText(/^Totals: [\d,.]+$/).waitFor(WAIT);
  await box.waitFor({ state: 'attached', ...WAIT });
  // Below the fold: the words above it say the total, and the chart's code has not run.
  expect((await box.boundingBox())!.y).toBeGreaterThan(640);
  expect(await drawn.count()).toBe(0);

  // The PNG export draws it first, at its size on this screen.
  const png = await exportAs(page, 'PNG');
  expect(await drawn.count()).toBe(1);
  const size = (await box.boundingBox())!;
  expect(Math.abs(png.readUInt32BE(16) - 2 * size.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(png.readUInt32BE(20) - 2 * size.height)).toBeLessThanOrEqual(2);
  await page.getByText('Chart downloaded as PNG').waitFor(WAIT);
});

it('opens offline from a cold start with the last range, and says how old it is', async () => {
  const { page, context } = await stack.newPage({ width: 360, height: 780, serviceWorkers: 'allow' });
  await signIn(page, stack, PARTNER, '/consumption');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, WAIT);
  await page.reload();
  // At 360 px the months are the data table's cards (issue 27), a list named like the table.
  await page.getByRole('list', { name: 'Units by month and cluster; open a month to see its days.' }).waitFor(WAIT);
  const persisted = () => page.evaluate(() => localStorage.getItem('console-cache') ?? '');
  await expect.poll(async () => (await persisted()).includes('"consumption"'), { timeout: 20_000, interval: 250 }).toBe(true);
  const stored = await persisted();
  console.info(`persisted cache: ${(stored.length / 1024).toFixed(1)} kB (this month, 3 clusters)`);

  await context.setOffline(true);
  await page.close();
  const cold = await context.newPage();
  await cold.goto(`${stack.url}/consumption`);
  await cold.getByRole('heading', { level: 1, name: 'Analytics Cloud Units Consumption' }).waitFor(WAIT);
  await cold.getByRole('button', { name: /^Show the days of .* for partner-lab$/ }).waitFor(WAIT);
  await cold.getByRole('status').filter({ hasText: /^You are offline — showing data from / }).waitFor(WAIT);
});
