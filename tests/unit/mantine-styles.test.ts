/**
 * Mantine's styles are imported per component (src/app/mantine-styles.ts for what every screen may show; a
 * lazily loaded screen imports the rest itself). A component whose CSS nobody loaded renders unstyled — a grid
 * that does not lay out, a progress bar with no bar — and no other test notices. So: every file that renders
 * a Mantine component with a stylesheet of its own either finds it in mantine-styles.ts or imports it itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const stylesDir = path.join(root, 'node_modules/@mantine/core/styles');
const withStylesheet = new Set(readdirSync(stylesDir).map((file) => file.replace(/\.css$/, '')));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Components built on others' stylesheets (https://mantine.dev/styles/css-files-list/). */
const BUILT_ON: Record<string, readonly string[]> = {
  TagsInput: ['Pill', 'PillsInput'],
  MultiSelect: ['Pill', 'PillsInput'],
  FileInput: ['Input'],
};

const cssImports = (code: string) => new Set([...code.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((m) => m[1]));

/** Components a file imports from @mantine/core as values (not types). */
function mantineComponents(code: string): string[] {
  return [...code.matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

it('loads the stylesheet of every Mantine component a screen renders', () => {
  const global = cssImports(readFileSync(path.join(root, 'src/app/mantine-styles.ts'), 'utf8'));
  const missing = sourceFiles(path.join(root, 'src')).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    const own = cssImports(code);
    return mantineComponents(code)
      .flatMap((name) => [name, ...(BUILT_ON[name] ?? [])])
      .filter((name) => withStylesheet.has(name) && !global.has(name) && !own.has(name))
      .map((name) => `${path.relative(root, file)}: ${name}`);
  });
  expect(missing).toEqual([]);
});
