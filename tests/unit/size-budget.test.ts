/**
 * The build's size budgets (scripts/size-budget.ts): what a budgeted load fetches is the entry's static
 * closure plus the chunks of the modules it imports dynamically, gzip -9; past its budget the build fails
 * with a message naming the budget and the figure.
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { sizeBudget, type SizeBudget } from '../../scripts/size-budget';

const ROOT = '/project';

/** Incompressible code of about `kb` kB gzip. */
const code = (kb: number) => randomBytes(kb * 1024).toString('base64').slice(0, Math.round(kb * 1024 * 1.33));
const gz = (text: string) => gzipSync(text, { level: 9 }).length / 1024;

function chunk(fileName: string, modules: string[], imports: string[], text: string, facade: string | null = null) {
  const moduleIds = modules.map((m) => `${ROOT}/${m}`);
  return { type: 'chunk' as const, fileName, code: text, isEntry: facade !== null, facadeModuleId: facade && `${ROOT}/${facade}`, imports, moduleIds };
}

function run(budgets: SizeBudget[], bundle: Record<string, ReturnType<typeof chunk>>): { infos: string[]; error: string | null } {
  const plugin = sizeBudget(budgets) as Plugin & {
    configResolved: (config: { root: string }) => void;
    generateBundle: { handler: (this: unknown, options: unknown, bundle: unknown) => void };
  };
  plugin.configResolved({ root: ROOT });
  const infos: string[] = [];
  const context = {
    info: (line: string) => infos.push(line),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  try {
    plugin.generateBundle.handler.call(context, {}, bundle);
    return { infos, error: null };
  } catch (error) {
    return { infos, error: (error as Error).message };
  }
}

const entry = code(20);
const shell = code(30);
const page = code(10);
const lazyOnly = code(40);
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['index.html', 'src/main.tsx'], ['assets/shell.js'], entry, 'index.html'),
  'assets/shell.js': chunk('assets/shell.js', ['node_modules/react/index.js'], [], shell),
  'assets/Page.js': chunk('assets/Page.js', ['src/Page.tsx'], ['assets/shell.js'], page),
  'assets/Charts.js': chunk('assets/Charts.js', ['src/Charts.tsx'], [], lazyOnly),
};

it('counts the entry, its static imports and the declared lazy chunks once each, and passes within budget', () => {
  const expected = gz(entry) + gz(shell) + gz(page);
  const { infos, error } = run([{ name: 'page', loads: ['src/Page.tsx'], maxKb: Math.ceil(expected) }], bundle);
  expect(error).toBeNull();
  expect(infos).toEqual([`page: ${expected.toFixed(1)} kB of JS, gzip, in 3 files (budget ${Math.ceil(expected)} kB)`]);
});

it('finds the entry in the chunk src/main.tsx lands in when the build grouped it without a facade', () => {
  const merged = {
    'assets/shell.js': chunk('assets/shell.js', ['src/main.tsx', 'node_modules/react/index.js'], ['assets/runtime.js'], shell),
    'assets/runtime.js': chunk('assets/runtime.js', [], [], entry),
    'assets/Page.js': chunk('assets/Page.js', ['src/Page.tsx'], ['assets/shell.js'], page),
  };
  const expected = gz(shell) + gz(entry) + gz(page);
  const { infos, error } = run([{ name: 'page', loads: ['src/Page.tsx'], maxKb: Math.ceil(expected) }], merged);
  expect(error).toBeNull();
  expect(infos).toEqual([`page: ${expected.toFixed(1)} kB of JS, gzip, in 3 files (budget ${Math.ceil(expected)} kB)`]);
});

it('fails the build past a budget, naming the budget, the figure and the largest files', () => {
  const { error } = run([{ name: 'first route', loads: [], maxKb: 40 }], bundle);
  expect(error).toMatch(/^Size budget exceeded: first route: \d+\.\d kB of JS, gzip, in 2 files \(budget 40 kB\)\. Largest files: assets\/shell\.js /);
});

it('fails the build when a declared lazy module is in no chunk (renamed or removed)', () => {
  const { error } = run([{ name: 'page', loads: ['src/Gone.tsx'], maxKb: 1000 }], bundle);
  expect(error).toBe('Size budget "page": no chunk holds src/Gone.tsx (renamed or removed? fix scripts/size-budget.ts)');
});

it('leaves a build without the app entry alone (the service worker is built with the same plugins)', () => {
  const { infos, error } = run([{ name: 'page', loads: ['src/Page.tsx'], maxKb: 1 }], { 'sw.js': chunk('sw.js', ['sw/sw.ts'], [], code(5), 'sw/sw.ts') });
  expect({ infos, error }).toEqual({ infos: [], error: null });
});
