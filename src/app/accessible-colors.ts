/**
 * Theme colours that meet WCAG AA contrast (4.5:1 for normal text) in the light scheme, for every
 * palette colour and every variant, set once at the theme level so no component picks shades itself.
 * Mantine's defaults fall short (measured by axe): white on the filled blue (#228be6) is 3.55:1, dimmed
 * text (#868e96) 3.32:1, red menu items and field errors (#fa5252) 3.28:1, a light badge's text on its
 * tint 3.8:1 (green) to 2.68:1 (yellow).
 *
 * Shades 6–9 are what Mantine uses for text on the page and as the fill behind white text (filled
 * variants, error text, menu items, dimmed = gray 6, anchors): each is darkened only as far as AA needs,
 * so the look stays. The light variant's text (badges, light buttons) is darkened against its own tint.
 */
import { DEFAULT_THEME, luminance, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeColors } from '@mantine/core';

/** 4.5:1 plus a margin, so rounding in a browser's colour maths never lands just under it. */
export const TEXT_CONTRAST = 4.6;

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A #rrggbb colour scaled towards black by `amount` (0–1). */
export function darkenHex(color: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(color.slice(i, i + 2), 16) * (1 - amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** `color` (#rrggbb), darkened in 3 % steps until it reaches TEXT_CONTRAST against every background. */
export function darkEnough(color: string, backgrounds: readonly string[]): string {
  for (let step = 0; step <= 33; step += 1) {
    const candidate = darkenHex(color, step * 0.03);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= TEXT_CONTRAST)) return candidate;
  }
  return '#000000';
}

const WHITE = DEFAULT_THEME.white;
const GRAY_1 = DEFAULT_THEME.colors.gray[1];

/** Every palette with shades 6–9 readable as text on white, its own lightest tint and light grey. */
export function accessiblePalettes(colors: MantineThemeColors): MantineThemeColors {
  const result: MantineThemeColors = { ...colors };
  for (const [name, shades] of Object.entries(colors)) {
    const fixed = shades.map((shade, n) => (n >= 6 ? darkEnough(shade, [WHITE, shades[0], GRAY_1]) : shade));
    result[name] = fixed as unknown as MantineColorsTuple;
  }
  return result;
}

/**
 * The variables that are not a palette shade: the light variant's text, darkened against the tint and
 * its hover tint (shades 1 and 2), and a filled hover that is darker than the fill even where shades 6
 * and 7 came out alike.
 */
export const accessibleVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    light[`--mantine-color-${name}-light-color`] = darkEnough(shades[9], [shades[1], shades[2]]);
    light[`--mantine-color-${name}-filled-hover`] = darkenHex(shades[6], 0.12);
  }
  return { variables: {}, light, dark: {} };
};
