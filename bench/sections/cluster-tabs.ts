/**
 * The cluster page's JS per tab (issue 13 "Measure and report"): each tab beyond the overview is its own
 * chunk. Real Chromium, signed in, no service worker and no HTTP cache: the page's first load of
 * /clusters/{name} (overview), then every other visible tab in turn; each row is the gzip -9 size of the JS
 * that tab fetched that nothing before it had.
 */
import { closeContext, startStack } from '../../tests/support/e2e';
import { freshSignedInPage, jsSteps } from '../page-js';
import type { BenchRow } from '../run';

const EMAIL = 'premium@demo.test';
const CLUSTER = 'sales-analytics';

export async function clusterTabSizes(): Promise<BenchRow[]> {
  const stack = await startStack();
  try {
    const { context: fresh, page: user } = await freshSignedInPage(stack, EMAIL);
    try {
      const rows: BenchRow[] = [];
      const step = jsSteps(user, stack.url);
      const take = (label: string) => rows.push(step(label));
      await user.goto(`${stack.url}/clusters/${CLUSTER}`);
      await user.getByRole('tab', { selected: true }).waitFor({ timeout: 20_000 });
      await user.waitForLoadState('networkidle');
      take('overview, first load of the page');
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
