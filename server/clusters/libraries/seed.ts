/**
 * Demo libraries (ours): sales-analytics has a few installed packages of each kind and one that failed on two
 * runtimes, so the tab shows every final state and an error at first sight. Called from server/clusters/seed.ts.
 */
import type { EmulatorContext } from '../../context';
import { SEED_INSTANCE_IDS } from '../seed-ids';

type Seed = readonly [name: string, type: 'pypi' | 'maven' | 'cran', source: string, repository: string | null, states: readonly [string, string, string, string], error: string | null];

const SEEDS: readonly Seed[] = [
  ['numpy==1.26.4', 'pypi', 'PyPI', null, ['installed', 'installed', 'installed', 'installed'], null],
  ['pandas==2.2.1', 'pypi', 'PyPI', null, ['installed', 'installed', 'installed', 'installed'], null],
  [
    'torch-gpu==2.2.0',
    'pypi',
    'PyPI',
    null,
    ['installed', 'failed', 'failed', 'installed'],
    'ERROR: torch-gpu needs a GPU, which the Loader and Chidori runtimes do not have',
  ],
  [
    'org.apache.commons:commons-lang3:3.14.0',
    'maven',
    'https://repo1.maven.org/maven2/',
    'https://repo1.maven.org/maven2/',
    ['installed', 'installed', 'installed', 'installed'],
    null,
  ],
  ['forecast', 'cran', 'https://cloud.r-project.org/', 'https://cloud.r-project.org/', ['installed', 'installed', 'installed', 'installed'], null],
];

export function seedLibraries(ctx: EmulatorContext): void {
  const { db } = ctx;
  if (!db.prepare('SELECT 1 FROM instances WHERE id = ?').get(SEED_INSTANCE_IDS.salesAnalytics)) return;
  const owner = db.prepare('SELECT owner_uuid FROM instances WHERE id = ?').get(SEED_INSTANCE_IDS.salesAnalytics) as { owner_uuid: string };
  const insert = db.prepare(
    `INSERT INTO libraries (instance_id, name, type, source, repository, analytics_state, loader_state, chidori_state, spark_state,
       error, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const now = ctx.clock.now();
  for (const [name, type, source, repository, [a, l, c, s], error] of SEEDS) {
    insert.run(SEED_INSTANCE_IDS.salesAnalytics, name, type, source, repository, a, l, c, s, error, owner.owner_uuid, now - 30 * 24 * 60 * 60_000);
  }
}
