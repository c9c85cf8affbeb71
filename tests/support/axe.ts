/**
 * Accessibility check for browser tests: runs axe-core in the page with the WCAG 2.0 A/AA, 2.1 AA and
 * 2.2 AA rules, in the light and the dark colour scheme, and fails (softly, so one test reports every state it visits) on any serious or critical
 * violation, listed one per line with the elements it was found on.
 *
 * axe is evaluated through the DevTools protocol rather than added as a <script>: the app's and the
 * sign-in page's Content-Security-Policy allow only same-origin scripts, and a test must not weaken them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { COLOR_SCHEME_KEY } from '../../src/app/color-scheme';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA; 2.1 level A adds 'label in name' (a control's name contains its visible text). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The widths every state is checked at: a laptop and a small phone. */
export const AXE_WIDTHS = [1280, 360] as const;

/**
 * The rules of AXE_TAGS that read colours: all that can change between the light and the dark scheme, where
 * the markup, names and roles stay the same. The second scheme of a state runs these alone (a full pass
 * took ~0.45 s a state and width here, these ~0.2 s).
 */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** What one axe pass runs: every rule of some tags, or only the rules named. */
type AxeRunOnly = { type: 'tag' | 'rule'; values: readonly string[] };

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  /** Each element it was found on: its CSS path and, where axe says, why (e.g. the contrast ratio). */
  nodes: string[];
}

/**
 * Runs in the page (as a string: tsx would wrap a function in helpers the page does not have). Finishes
 * every running CSS transition first (a modal fading in, or every button after a change of colour scheme,
 * has not got its final colours yet): their end is what a user reads, and waiting for it cost ~0.3 s after
 * each change of scheme. Then runs axe and keeps the serious and critical violations.
 */
const RUN_AXE = (runOnly: AxeRunOnly) => `
  (async () => {
    for (const a of document.getAnimations()) if (a instanceof CSSTransition && a.playState === 'running') a.finish();
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    const result = await window.axe.run(document, { runOnly: ${JSON.stringify(runOnly)}, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => {
          const why = [...n.any, ...n.all, ...n.none].map((c) => c.message).filter(Boolean)[0];
          return n.target.join(' ') + (why ? ' — ' + why : '');
        }),
      }));
  })()
`;

/** The serious and critical violations on the page as it is now (every rule of AXE_TAGS, or `runOnly`'s). */
export async function axeViolations(page: Page, runOnly: AxeRunOnly = { type: 'tag', values: AXE_TAGS }): Promise<AxeViolation[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  return (await page.evaluate(RUN_AXE(runOnly))) as AxeViolation[];
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => [`[${v.impact}] ${v.id}: ${v.help}`, ...v.nodes.map((node) => `    ${node}`)].join('\n'))
    .join('\n');
}

type Scheme = 'light' | 'dark';

/**
 * Emulates the system's colour scheme and waits until the app shows it (its <html> carries Mantine's
 * data-mantine-color-scheme; a page without it, such as the sign-in page, follows the media query by CSS).
 * A user's own choice in the user menu (COLOR_SCHEME_KEY) stands over the system's.
 */
async function emulateScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    ([wanted, key]) => {
      const shown = document.documentElement.getAttribute('data-mantine-color-scheme');
      const chosen = window.localStorage.getItem(key);
      return shown === null || shown === wanted || chosen === 'light' || chosen === 'dark';
    },
    [scheme, COLOR_SCHEME_KEY] as const,
    { timeout: 5_000 },
  );
}

/**
 * Checks the page as it is at each width (the viewport is resized in place, so an open dialog or menu
 * stays open) and in both colour schemes (the system's, emulated: issue 26 §5), then puts the first width
 * and scheme back. Every rule runs in the page's own scheme; the other scheme runs the colour rules
 * (AXE_COLOUR_RULES), at each width too. Reports under `state`, the width and the scheme.
 */
export async function expectAccessible(page: Page, state: string, widths: readonly number[] = AXE_WIDTHS): Promise<void> {
  const before = page.viewportSize();
  const scheme: Scheme = (await page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches)) ? 'dark' : 'light';
  const schemes: Scheme[] = scheme === 'dark' ? ['dark', 'light'] : ['light', 'dark'];
  const resize = async (size: { width: number; height: number }) => {
    const now = page.viewportSize();
    if (now?.width !== size.width || now.height !== size.height) await page.setViewportSize(size);
  };
  for (const current of schemes) {
    if (current !== scheme) await emulateScheme(page, current);
    // The second scheme takes the widths the other way round: each change of width re-lays the page out (a
    // phone's cards for a laptop's table), so one state costs two changes instead of four.
    for (const width of current === scheme ? widths : [...widths].reverse()) {
      await resize({ width, height: width < 600 ? 740 : 800 });
      const violations = await axeViolations(page, current === scheme ? undefined : { type: 'rule', values: AXE_COLOUR_RULES });
      expect.soft(formatViolations(violations), `axe: ${state} at ${width} px, ${current}`).toBe('');
    }
  }
  await emulateScheme(page, scheme);
  if (before) await resize(before);
}
