import { DEFAULT_THEME } from '@mantine/core';
import { readFileSync } from 'node:fs';
import { accessiblePalettes, accessibleVariables, contrastRatio, darkSchemeVariables } from '../../src/app/accessible-colors';
import { cssVariablesResolver, theme } from '../../src/app/providers';

const AA = 4.5;
const names = Object.keys(DEFAULT_THEME.colors);
const colors = accessiblePalettes(DEFAULT_THEME.colors);
const variables = cssVariablesResolver({ ...DEFAULT_THEME, colors }).light;

describe('theme colours (WCAG AA, light scheme)', () => {
  it('the app theme uses the accessible palettes', () => {
    expect(theme.colors).toEqual(colors);
    expect(accessibleVariables).toBe(cssVariablesResolver);
  });

  it.each(names)('%s: white on every fill (shades 6–9) and those shades as text on white and light grey', (name) => {
    for (const shade of colors[name]!.slice(6)) {
      expect(contrastRatio('#ffffff', shade)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(shade, DEFAULT_THEME.colors.gray[1])).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each(names)('%s: the light variant text on its tint and on its hover tint', (name) => {
    const text = variables[`--mantine-color-${name}-light-color`]!;
    expect(contrastRatio(text, colors[name]![1])).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(text, colors[name]![2])).toBeGreaterThanOrEqual(AA);
  });

  it('dimmed text (gray 6) on white', () => {
    expect(contrastRatio(colors.gray![6], '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it("keeps Mantine's shades that already pass, and the light tints", () => {
    expect(colors.blue![9]).toBe(DEFAULT_THEME.colors.blue[9]);
    expect(colors.gray![7]).toBe(DEFAULT_THEME.colors.gray[7]);
    expect(colors.blue!.slice(0, 6)).toEqual(DEFAULT_THEME.colors.blue.slice(0, 6));
  });
});

describe('theme colours (WCAG AA, dark scheme)', () => {
  const dark = darkSchemeVariables(colors);
  const backgrounds = [5, 6, 7, 8].map((n) => DEFAULT_THEME.colors.dark[n]!);
  const readable = (text: string) => backgrounds.forEach((bg) => expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(AA));

  it('dimmed and error text on every dark background', () => {
    readable(dark['--mantine-color-dimmed']!);
    readable(dark['--mantine-color-error']!);
  });

  it.each(names)('%s: its text colour (and, but for dark, its outline and shade 6) on every dark background', (name) => {
    readable(dark[`--mantine-color-${name}-text`]!);
    if (name === 'dark') {
      expect(dark['--mantine-color-dark-6']).toBeUndefined();
      return;
    }
    readable(dark[`--mantine-color-${name}-outline`]!);
    readable(dark[`--mantine-color-${name}-6`]!);
  });

  it('dark-colors.css holds exactly these variables, for the dark scheme only', () => {
    const css = readFileSync(new URL('../../src/app/dark-colors.css', import.meta.url), 'utf8');
    const block = /:root:root\[data-mantine-color-scheme='dark'\] \{([^}]*)\}/.exec(css)?.[1] ?? '';
    const declared = Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
    expect(declared).toEqual(dark);
  });
});
