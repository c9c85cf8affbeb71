/**
 * The cluster page's JS per tab (issue 13 "Measure and report"): each tab beyond the overview is its own
 * chunk. Real Chromium, signed in, no service worker and no HTTP cache: the page's first load of
 * /clusters/{name} (overview) on a phone (issue 24's goal: ≤ 200 kB, charts below the fold not loaded) and
 * on a laptop, then every other visible tab in turn; each row is the gzip -9 size of the JS that tab
 * fetched that nothing before it had.
 */
import { closeContext, startStack } from '../../tests/support/e2e';
import { freshSignedInPage, jsSteps, PHONE } from '../page-js';
import type { BenchRow } from '../run';

const EMAIL = 'premium@demo.test';
const CLUSTER = 'sales-analytics';

export async function clusterTabSizes(): Promise<BenchRow[]> {
  const stack = await startStack();
  try {
    const rows: BenchRow[] = [];
    const { context: phone, page: onPhone } = await freshSignedInPage(stack, EMAIL, PHONE);
    try {
      const step = jsSteps(onPhone, stack.url);
      await onPhone.goto(`${stack.url}/clusters/${CLUSTER}`);
      await onPhone.getByRole('tab', { selected: true }).waitFor({ timeout: 20_000 });
      await onPhone.waitForLoadState('networkidle');
      const row = step('overview, first load of the page, on a phone');
      rows.push({ ...row, value: `${row.value} (goal ≤ 200 kB)` });
    } finally {
      await closeContext(phone);
    }
    const { context: fresh, page: user } = await freshSignedInPage(stack, EMAIL);
    try {
      const step = jsSteps(user, stack.url);
      const take = (label: string) => rows.push(step(label));
      await user.goto(`${stack.url}/clusters/${CLUSTER}`);
      await user.getByRole('tab', { selected: true }).waitFor({ timeout: 20_000 });
      await user.waitForLoadState('networkidle');
      take('overview, first load of the page, on a laptop');
      // The page's own tabs (a tab's content may have tabs of its own).
      const labels = await user.getByRole('tablist', { name: 'Cluster sections' }).getByRole('tab').allTextContents();
      for (const label of labels.slice(1)) {
        await user.getByRole('tab', { name: label, exact: true }).click();
        await user.getByRole('tab', { name: label, exact: true, selected: true }).waitFor();
        await user.waitForLoadState('networkidle');
        take(`${label} tab, added`);
      }
      return rows;
    } finally {
      await closeContext(fresh);
    }
  } finally {
    await stack.close();
  }
}
