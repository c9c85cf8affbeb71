/**
 * Every disabled action says why (issue 26 §7): each tab of a cluster's page, as a User (developer) on a
 * running cluster and as the owner of a sleeping one, has no disabled control without a reason — on the
 * control or on the focusable wrapper ui/GatedButton puts around it (its description, also its tooltip).
 */
import type { Page } from 'playwright-core';
import { signIn, stackForFile } from '../support/e2e';

const stack = stackForFile({ serviceWorkers: 'block' });

/** The disabled controls on view that nothing describes, by role and name. */
async function unexplained(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const described = (node: Element): boolean =>
      (node.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .some((id) => id !== '' && (document.getElementById(id)?.textContent ?? '').trim() !== '');
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(
      'button:disabled, input:disabled, select:disabled, textarea:disabled, [aria-disabled="true"]',
    )) {
      if (control.getClientRects().length === 0 || control.closest('[aria-hidden="true"]')) continue;
      // The control itself, or the wrapper a refusal puts around it (a few levels up at most).
      let node: Element | null = control;
      let explained = false;
      for (let depth = 0; node && depth < 4 && !explained; depth += 1, node = node.parentElement) explained = described(node);
      if (!explained) {
        const label = control instanceof HTMLInputElement ? control.labels?.[0]?.textContent : null;
        const name = control.getAttribute('aria-label') ?? label ?? control.textContent ?? '';
        found.push(`${control.tagName.toLowerCase()} "${name.trim()}"`);
      }
    }
    return found;
  });
}

async function walkTabs(page: Page, path: string): Promise<Record<string, string[]>> {
  await page.goto(`${stack.url}${path}`);
  const tabs = page.getByRole('tablist', { name: 'Cluster sections' }).getByRole('tab');
  await tabs.first().waitFor({ timeout: 20_000 });
  const names = await tabs.allTextContents();
  const seen: Record<string, string[]> = {};
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name });
    await panel.waitFor();
    // The tab's code and data are there: no loader left in it.
    await expect.poll(() => panel.locator('.mantine-Loader-root').count(), { timeout: 20_000 }).toBe(0);
    await page.waitForLoadState('networkidle');
    const missing = await unexplained(page);
    if (missing.length > 0) seen[name] = missing;
  }
  return seen;
}

describe('disabled actions say why', () => {
  it('on every tab, as a User on a running cluster', async () => {
    const { page } = await stack.newPage();
    await signIn(page, stack, 'user@demo.test');
    expect(await walkTabs(page, '/clusters/sales-analytics')).toEqual({});
  });

  it('on every tab, as the owner of a sleeping cluster', async () => {
    const { page } = await stack.newPage();
    await signIn(page, stack, 'premium@demo.test');
    expect(await walkTabs(page, '/clusters/marketing-bi')).toEqual({});
  });
});
