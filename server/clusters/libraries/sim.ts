/**
 * Library installs and uninstalls on the simulated clock (doc 2 §4). Each runtime (analytics, loader, chidori,
 * spark) ends its part after its own simulated duration (store.ts RUNTIME_DURATION_MS); when every runtime of
 * a library has ended, the operation is over: an install stays in the list (installed, or failed on some
 * runtimes with its error), an uninstalled library leaves it. Either way the owner gets a notice of kind
 * 'operation.libraries'.
 *
 * Failures are deterministic (LIBRARY_FAILURES), so a demo or a test can ask for one:
 * - a name containing 'broken' (any type) fails on every runtime, as a package the index does not have;
 * - a PyPI version whose first number is 100 or more fails on every runtime: no such version exists;
 * - a PyPI name containing 'gpu' installs on analytics and spark but fails on loader and chidori, which have
 *   no GPU.
 * Uninstalls always succeed.
 *
 * The due query reads libraries(next_due_at) through its index; the clock hook's jump moves the stored
 * instants back.
 */
import { LIBRARY_RUNTIMES, RUNTIME_LABELS, pipBaseName, splitLibraryName, type LibraryRuntime } from '../../../src/domain/libraries';
import type { EmulatorContext, EmulatorEvent } from '../../context';
import type { SimFamily } from '../sim/sim-family';
import { recordNotice } from '../store';
import type { LibraryRow } from './schema';
import { STATE_COLUMN, dueAt, nextDue } from './store';

/** The first number of a version at or above which no package has a release. */
export const MISSING_VERSION_FROM = 100;

export const LIBRARY_FAILURES = {
  notFound: (row: Pick<LibraryRow, 'type' | 'name' | 'repository'>) => {
    switch (row.type) {
      case 'pypi':
        return `ERROR: Could not find a version that satisfies the requirement ${row.name} (from versions: none)`;
      case 'maven':
        return `Could not resolve ${row.name} in ${row.repository ?? 'the repository'}`;
      case 'cran':
        return `package '${row.name}' is not available for this version of R`;
      case 'file':
        return `Could not install ${row.name}: the file is not a valid package`;
    }
  },
  noSuchVersion: (name: string) => `ERROR: No matching distribution found for ${name}`,
  noGpu: (base: string, runtimes: readonly LibraryRuntime[]) =>
    `ERROR: ${base} needs a GPU, which the ${runtimes.map((r) => RUNTIME_LABELS[r]).join(' and ')} runtimes do not have`,
} as const;

const GPU_LESS: readonly LibraryRuntime[] = ['loader', 'chidori'];

/** The runtimes an install fails on, with the error, or null when it installs everywhere. */
export function installFailure(row: Pick<LibraryRow, 'type' | 'name' | 'repository'>): { runtimes: readonly LibraryRuntime[]; error: string } | null {
  const { base, version } = splitLibraryName(row.name);
  if (base.toLowerCase().includes('broken')) return { runtimes: LIBRARY_RUNTIMES, error: LIBRARY_FAILURES.notFound(row) };
  if (row.type !== 'pypi') return null;
  const major = version === null ? null : Number(/^\d+/.exec(version)?.[0] ?? NaN);
  if (major !== null && major >= MISSING_VERSION_FROM) return { runtimes: LIBRARY_RUNTIMES, error: LIBRARY_FAILURES.noSuchVersion(row.name) };
  const pipName = pipBaseName(base);
  if (pipName.toLowerCase().includes('gpu')) return { runtimes: GPU_LESS, error: LIBRARY_FAILURES.noGpu(pipName, GPU_LESS) };
  return null;
}

export const LIBRARY_NOTICES = {
  installEvent: 'INSTALL_LIBRARY',
  uninstallEvent: 'UNINSTALL_LIBRARY',
  kind: 'operation.libraries',
  installedTitle: 'Library installed',
  failedTitle: 'Library install failed',
  uninstalledTitle: 'Library uninstalled',
  installed: (name: string, cluster: string) => `${name} is installed on ${cluster}.`,
  failed: (name: string, cluster: string, runtimes: readonly LibraryRuntime[], error: string) =>
    `${name} could not be installed on ${cluster} (${runtimes.map((r) => RUNTIME_LABELS[r]).join(', ')}): ${error}`,
  uninstalled: (name: string, cluster: string) => `${name} is uninstalled from ${cluster}.`,
} as const;

function finish(ctx: EmulatorContext, row: LibraryRow, at: number, events: EmulatorEvent[]): void {
  const cluster = ctx.db.prepare('SELECT owner_uuid, name FROM instances WHERE id = ?').get(row.instance_id) as
    | { owner_uuid: string; name: string }
    | undefined;
  const failed = LIBRARY_RUNTIMES.filter((r) => row[STATE_COLUMN[r]] === 'failed');
  if (row.operation === 'uninstall') {
    ctx.db.prepare('DELETE FROM libraries WHERE id = ?').run(row.id);
  } else {
    ctx.db.prepare('UPDATE libraries SET operation = NULL, started_at = NULL, next_due_at = NULL WHERE id = ?').run(row.id);
  }
  if (!cluster) return;
  const notice =
    row.operation === 'uninstall'
      ? { event: LIBRARY_NOTICES.uninstallEvent, title: LIBRARY_NOTICES.uninstalledTitle, message: LIBRARY_NOTICES.uninstalled(row.name, cluster.name), eventType: 'success' as const }
      : failed.length > 0
        ? {
            event: LIBRARY_NOTICES.installEvent,
            title: LIBRARY_NOTICES.failedTitle,
            message: LIBRARY_NOTICES.failed(row.name, cluster.name, failed, row.error ?? ''),
            eventType: 'failure' as const,
          }
        : { event: LIBRARY_NOTICES.installEvent, title: LIBRARY_NOTICES.installedTitle, message: LIBRARY_NOTICES.installed(row.name, cluster.name), eventType: 'success' as const };
  events.push(recordNotice(ctx.db, { userId: cluster.owner_uuid, instanceName: cluster.name, kind: LIBRARY_NOTICES.kind, at, ...notice }));
}

export const librariesSim: SimFamily = {
  advance(ctx, now, events) {
    const due = ctx.db.prepare('SELECT * FROM libraries WHERE next_due_at <= ?').all(now) as LibraryRow[];
    if (due.length === 0) return 0;
    for (const row of due) {
      const next: LibraryRow = { ...row };
      let last = 0;
      const failure = row.operation === 'install' ? installFailure(row) : null;
      for (const runtime of LIBRARY_RUNTIMES) {
        const column = STATE_COLUMN[runtime];
        const state = row[column];
        if (state !== 'installing' && state !== 'uninstalling') continue;
        const end = dueAt(ctx, row, runtime);
        if (end > now) continue;
        last = Math.max(last, end);
        next[column] = state === 'uninstalling' ? 'uninstalled' : failure?.runtimes.includes(runtime) ? 'failed' : 'installed';
        if (next[column] === 'failed') next.error = failure?.error ?? null;
      }
      const pending = nextDue(ctx, next);
      ctx.db
        .prepare(
          `UPDATE libraries SET analytics_state = @analytics_state, loader_state = @loader_state, chidori_state = @chidori_state,
             spark_state = @spark_state, error = @error, next_due_at = @pending WHERE id = @id`,
        )
        .run({ ...next, pending });
      if (pending === null) finish(ctx, next, last, events);
    }
    return due.length;
  },
  moveBack(ctx, realMs) {
    ctx.db
      .prepare('UPDATE libraries SET started_at = started_at - @ms, next_due_at = next_due_at - @ms WHERE operation IS NOT NULL')
      .run({ ms: realMs });
  },
};
