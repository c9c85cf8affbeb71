/**
 * The build's size budgets (issues 23 §5 and 24): `vite build` fails when the JS a budgeted load fetches
 * grows past its budget, so a regression cannot land unnoticed. A budget is a size, not a timing: it holds
 * on any machine.
 *
 * What a load fetches is read from the bundle: the entry chunk and every chunk it imports statically, plus,
 * for each source module the load imports dynamically (`loads`), the chunk holding it and its static
 * imports; each file counted once, gzip -9 (as `npm run bench -- bundle cluster` measures the real loads).
 * A `loads` module that no chunk holds fails the build too, so a rename cannot silently drop it.
 */
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface SizeBudget {
  /** Said in the message, e.g. 'first route (signed-in /clusters)'. */
  name: string;
  /** Source modules (paths from the project root) whose chunks this load imports dynamically. */
  loads: readonly string[];
  /** kB (1,024 bytes) of JS, gzip -9. */
  maxKb: number;
}

/** Issue 24's goals: 130 kB for the first route, 200 kB for the cluster page. */
export const FIRST_ROUTE_BUDGET_KB = 130;
export const CLUSTER_PAGE_BUDGET_KB = 200;

export const SIZE_BUDGETS: readonly SizeBudget[] = [
  {
    // Everything a signed-in start at /clusters fetches until the network is idle, `npm start`'s config:
    // the tracking stand-ins and, once the page has loaded, the service worker's registration.
    name: 'first route (signed-in /clusters)',
    loads: ['src/features/tracking/ConfiguredTrackingHost.tsx', 'src/tracking/tracker.ts', 'src/pwa/workbox-registration.ts'],
    maxKb: FIRST_ROUTE_BUDGET_KB,
  },
  {
    // A push alert's tap: the cluster page on its overview, before its charts come into view.
    name: 'cluster page, overview tab, first load',
    loads: [
      'src/features/tracking/ConfiguredTrackingHost.tsx',
      'src/tracking/tracker.ts',
      'src/pwa/workbox-registration.ts',
      'src/features/clusters/detail/ClusterPage.tsx',
    ],
    maxKb: CLUSTER_PAGE_BUDGET_KB,
  },
];

interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  moduleIds: string[];
}

/** index.html's script. */
const ENTRY_MODULE = 'src/main.tsx';

const kb = (bytes: number) => bytes / 1024;

/** The file and all it imports statically, transitively. */
function closure(start: Chunk, byFile: Map<string, Chunk>, into: Set<string>): void {
  if (into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const file of start.imports) {
    const chunk = byFile.get(file);
    if (chunk) closure(chunk, byFile, into);
  }
}

export function sizeBudget(budgets: readonly SizeBudget[] = SIZE_BUDGETS): Plugin {
  let root = process.cwd();
  return {
    name: 'size-budget',
    apply: 'build',
    // After Vite's own build plugins have written each chunk's final code (its preload lists).
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is typeof output & Chunk => output.type === 'chunk');
      // The app's build only (vite-plugin-pwa builds the service worker with the same plugins): its entry is
      // index.html's script, the chunk src/main.tsx lands in (vite.config.ts groups the start's modules into
      // it, so rolldown drops index.html's own facade chunk and that chunk is not marked as an entry).
      const entry = chunks.find((chunk) => chunk.moduleIds.some((id) => relative(root, id) === ENTRY_MODULE));
      if (!entry) return;
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const sizes = new Map<string, number>();
      const gzip = (chunk: Chunk) => {
        let size = sizes.get(chunk.fileName);
        if (size === undefined) {
          size = gzipSync(chunk.code, { level: 9 }).length;
          sizes.set(chunk.fileName, size);
        }
        return size;
      };
      const lines: string[] = [];
      for (const budget of budgets) {
        const files = new Set<string>();
        closure(entry, byFile, files);
        for (const module of budget.loads) {
          const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => relative(root, id) === module));
          if (!holder) this.error(`Size budget "${budget.name}": no chunk holds ${module} (renamed or removed? fix scripts/size-budget.ts)`);
          closure(holder, byFile, files);
        }
        const total = [...files].reduce((sum, file) => sum + gzip(byFile.get(file) as Chunk), 0);
        const figure = `${budget.name}: ${kb(total).toFixed(1)} kB of JS, gzip, in ${files.size} files (budget ${budget.maxKb} kB)`;
        if (kb(total) > budget.maxKb) {
          const biggest = [...files]
            .map((file) => [file, gzip(byFile.get(file) as Chunk)] as const)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 5)
            .map(([file, size]) => `${file} ${kb(size).toFixed(1)} kB`)
            .join(', ');
          this.error(`Size budget exceeded: ${figure}. Largest files: ${biggest}. See scripts/size-budget.ts.`);
        }
        lines.push(figure);
      }
      for (const line of lines) this.info(line);
      },
    },
  };
}
