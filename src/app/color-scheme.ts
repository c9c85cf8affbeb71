/**
 * Light or dark (issue 26 §5): the console follows the system's colour scheme unless the user picked one
 * in the user menu. The choice ('light', 'dark' or 'auto' for System) is kept in localStorage (it is a
 * preference, not a secret) by Mantine's own manager, so another tab follows a change at once.
 *
 * Before the first render <html> has no scheme yet: Mantine's colours apply only once it sets one, so the
 * page shows the browser's canvas, which index.html's color-scheme meta puts in the system's scheme (an
 * inline script that could apply a stored choice earlier is not allowed by the CSP). The theme-color metas
 * start on the system's scheme too, then follow the scheme in use.
 */
import { DEFAULT_THEME, localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';
import { BRAND } from '../config/brand';

export const COLOR_SCHEME_KEY = 'console-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** Without a choice, the system's scheme. */
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

/**
 * The browser's toolbar (theme-color) per scheme: the brand blue in light, the dark page's own body colour
 * in dark (a blue bar above a dark page glares). The manifest's theme_color is static: it is the brand
 * blue, which reads with white text in both schemes and only shows until the page sets its own.
 */
export const THEME_COLORS = { light: BRAND.themeColor, dark: DEFAULT_THEME.colors.dark[7] } as const;

/** Sets every theme-color meta (index.html has one per system scheme) to the colour of the scheme in use. */
export function applyThemeColor(scheme: 'light' | 'dark'): void {
  document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => {
    meta.content = THEME_COLORS[scheme];
  });
}

/**
 * Keeps the theme-color metas on the scheme <html> shows (Mantine sets the attribute on a choice and, for
 * System, when the device's setting changes). Answers the stop function.
 */
export function followColorScheme(): () => void {
  const root = document.documentElement;
  const sync = () => applyThemeColor(root.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light');
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(root, { attributes: true, attributeFilter: ['data-mantine-color-scheme'] });
  return () => observer.disconnect();
}
