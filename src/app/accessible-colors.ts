/**
 * Theme colours that meet WCAG AA contrast (4.5:1 for normal text) in the light and the dark scheme, for every
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

/** A #rrggbb colour moved `amount` (0–1) of the way towards black (`target` 0) or white (255). */
export function mixHex(color: string, target: 0 | 255, amount: number): string {
  const channels = [1, 3, 5].map((i) => {
    const c = parseInt(color.slice(i, i + 2), 16);
    return Math.round(c + (target - c) * amount);
  });
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * `color` (#rrggbb), moved in 3 % steps towards black (`target` 0, for light backgrounds) or white (255, for
 * dark ones) until it reaches TEXT_CONTRAST against every background.
 */
export function readableOn(color: string, backgrounds: readonly string[], target: 0 | 255 = 0): string {
  for (let step = 0; step <= 33; step += 1) {
    const candidate = mixHex(color, target, step * 0.03);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= TEXT_CONTRAST)) return candidate;
  }
  return target ? '#ffffff' : '#000000';
}

const WHITE = DEFAULT_THEME.white;
const GRAY_1 = DEFAULT_THEME.colors.gray[1];

/** Every palette with shades 6–9 readable as text on white, its own lightest tint and light grey. */
export function accessiblePalettes(colors: MantineThemeColors): MantineThemeColors {
  const result: MantineThemeColors = { ...colors };
  for (const [name, shades] of Object.entries(colors)) {
    const fixed = shades.map((shade, n) => (n >= 6 ? readableOn(shade, [WHITE, shades[0], GRAY_1]) : shade));
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
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], shades[2]]);
    light[`--mantine-color-${name}-filled-hover`] = mixHex(shades[6], 0, 0.12);
  }
  return { variables: {}, light, dark: {} };
};

/**
 * The dark scheme's variables (issue 26 §5): text is light on dark greys there, so the same rule runs the
 * other way: dimmed text, error text, each palette's text and outline colour, and shade 6 (which Mantine
 * uses as a coloured menu item's text in both schemes, e.g. Log Out and Delete) are lightened until they
 * reach AA on every dark background. The dark palette itself stays: its shades are the backgrounds.
 *
 * They are static, so they ship as CSS (dark-colors.css, not in the first route's JS);
 * tests/unit/accessible-colors.test.ts checks that file holds exactly what this answers.
 */
export function darkSchemeVariables(colors: MantineThemeColors): Record<string, string> {
  // What text sits on in the dark scheme: the body (dark 7), cards, inputs and menus (dark 6), a hovered
  // row or item (dark 5) and the darkest panels (dark 8).
  const DARK_BACKGROUNDS = [5, 6, 7, 8].map((n) => colors.dark![n]!);
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(colors.dark![2]!, DARK_BACKGROUNDS, 255),
    '--mantine-color-error': readableOn(colors.red![4]!, DARK_BACKGROUNDS, 255),
  };
  for (const [name, shades] of Object.entries(colors)) {
    const text = readableOn(shades[4], DARK_BACKGROUNDS, 255);
    dark[`--mantine-color-${name}-text`] = text;
    if (name === 'dark') continue;
    dark[`--mantine-color-${name}-outline`] = text;
    dark[`--mantine-color-${name}-6`] = readableOn(shades[6], DARK_BACKGROUNDS, 255);
  }
  return dark;
}
