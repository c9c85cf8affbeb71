/**
 * The emulator's layers (shared/ARCHITECTURE.md, server/): no import cycle in server/, lazy or not, and no
 * file below the routes imports one (a simulation, a service, a store or a seed never reaches up to a routes.ts,
 * the cluster kit or the composition). scripts/import-cycles.mjs builds the graph; each rule has a probe that
 * shows it would catch a break.
 */
import { cycles, importGraph, readFolder, type ImportGraph } from '../../scripts/import-cycles.mjs';

/** The composition: what makes the app and mounts each module (its index.ts) and its routes. */
const COMPOSITION = /^server\/(app|main|modules)\.ts$|^server\/[^/]+\/index\.ts$/;
/** The routes: a family's routes.ts, and the test hooks' calls. */
const ROUTES = /\/routes\.ts$|^server\/test-hooks\.ts$/;
const KIT = /^server\/clusters\/kit\.ts$/;
const SIMULATION = /\/sim\.ts$|\/sim\//;

/** Imports that point up a layer, as `from → to`. */
function upward(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [from, edges] of graph) {
    if (COMPOSITION.test(from)) continue;
    for (const { to } of edges) {
      const up =
        COMPOSITION.test(to) ||
        (ROUTES.test(to) && !ROUTES.test(from)) ||
        (KIT.test(to) && SIMULATION.test(from));
      if (up) found.push(`${from} → ${to}`);
    }
  }
  return found.sort();
}

describe('server/ import graph', () => {
  const graph = importGraph(readFolder('server'));

  it('reads the whole emulator', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('server/clusters/scheduling/sim.ts')?.map((e) => e.to)).toContain('server/clusters/lifecycle/service.ts');
  });

  it('has no import cycle, counting type-only and lazy imports', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no import from below the routes up to a routes module, the kit (from a simulation) or the composition', () => {
    expect(upward(graph)).toEqual([]);
  });
});

describe('the checks catch a break (probes)', () => {
  const probe = importGraph(
    new Map([
      ['server/x/routes.ts', "import { begin } from './service';\nexport const r = begin;"],
      ['server/x/service.ts', "import type { Row } from '../y/store';\nexport const begin = (r: Row) => r;"],
      ['server/y/store.ts', "export type { Row } from './row';\nexport * from '../x/service.ts';"],
      ['server/y/row.ts', 'export type Row = { id: string };'],
      ['server/x/sim.ts', "import { r } from './routes';\nconst later = () => import('./lazy');\nexport { r, later };"],
      ['server/x/lazy.ts', "import { r } from './sim';\nexport const l = r;"],
      ['server/x/index.ts', "import { r } from './routes';\nexport const m = r;"],
    ]),
  );

  it('finds a cycle closed by a type-only import and a re-export, and one closed only by import()', () => {
    expect(cycles(probe, (kind) => kind !== 'lazy')).toEqual([['server/x/service.ts', 'server/y/store.ts']]);
    expect(cycles(probe)).toEqual([
      ['server/x/lazy.ts', 'server/x/sim.ts'],
      ['server/x/service.ts', 'server/y/store.ts'],
    ]);
    expect(probe.get('server/x/sim.ts')).toContainEqual({ to: 'server/x/lazy.ts', kind: 'lazy' });
    expect(probe.get('server/x/service.ts')).toEqual([{ to: 'server/y/store.ts', kind: 'type' }]);
  });

  it('finds a simulation that imports a route', () => {
    expect(upward(probe)).toEqual(['server/x/sim.ts → server/x/routes.ts']);
  });
});
