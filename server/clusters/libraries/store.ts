/**
 * Reads and writes of the libraries family (schema.ts): rows to the wire type, the operation under way,
 * installs and uninstalls begun, the upload slots and the stored files.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../db';
import type { Library, LibraryFile, LibraryState } from '../../../src/contract/types';
import { LIBRARY_RUNTIMES, type LibraryRuntime } from '../../../src/domain/libraries';
import type { EmulatorContext } from '../../context';
import type { LibraryFileRow, LibraryOperation, LibraryRow, LibraryUploadRow } from './schema';

export const STATE_COLUMN = {
  analytics: 'analytics_state',
  loader: 'loader_state',
  chidori: 'chidori_state',
  spark: 'spark_state',
} as const satisfies Record<LibraryRuntime, keyof LibraryRow>;

/**
 * Simulated time each runtime takes (doc 2 §4 gives none; ours): the analytics service first, Spark last, so
 * a poll during an install sees the runtimes finish one after another.
 */
export const RUNTIME_DURATION_MS: Record<LibraryOperation, Record<LibraryRuntime, number>> = {
  install: { analytics: 20_000, loader: 30_000, chidori: 40_000, spark: 60_000 },
  uninstall: { analytics: 10_000, loader: 15_000, chidori: 20_000, spark: 30_000 },
};

export function toLibrary(row: LibraryRow): Library {
  return {
    name: row.name,
    type: row.type,
    sourceColumn: row.source,
    analyticsState: row.analytics_state as LibraryState,
    loaderState: row.loader_state as LibraryState,
    chidoriState: row.chidori_state as LibraryState,
    sparkState: row.spark_state as LibraryState,
    repository: row.repository,
    error: row.error,
  };
}

export function libraryRowsOf(db: Database, instanceId: string): LibraryRow[] {
  return db.prepare('SELECT * FROM libraries WHERE instance_id = ? ORDER BY id').all(instanceId) as LibraryRow[];
}

/** What runs on the cluster now: only one install or uninstall at a time (doc 2 §4). */
export function operationOf(db: Database, instanceId: string): LibraryOperation | null {
  const row = db
    .prepare('SELECT operation FROM libraries WHERE instance_id = ? AND operation IS NOT NULL LIMIT 1')
    .get(instanceId) as { operation: LibraryOperation } | undefined;
  return row?.operation ?? null;
}

export function dueAt(ctx: EmulatorContext, row: Pick<LibraryRow, 'started_at' | 'operation'>, runtime: LibraryRuntime): number {
  return (row.started_at ?? 0) + ctx.clock.realDelay(RUNTIME_DURATION_MS[row.operation ?? 'install'][runtime]);
}

/** The soonest end among the runtimes still in progress, or null. */
export function nextDue(ctx: EmulatorContext, row: LibraryRow): number | null {
  const pending = LIBRARY_RUNTIMES.filter((r) => row[STATE_COLUMN[r]] === 'installing' || row[STATE_COLUMN[r]] === 'uninstalling');
  if (pending.length === 0 || row.operation === null) return null;
  return Math.min(...pending.map((r) => dueAt(ctx, row, r)));
}

export interface NewLibrary {
  name: string;
  type: LibraryRow['type'];
  source: string;
  repository: string | null;
  resolvedVersion: string | null;
}

export function insertInstalling(ctx: EmulatorContext, instanceId: string, lib: NewLibrary, by: string, now: number): void {
  const started = { started_at: now, operation: 'install' as const };
  const first = Math.min(...LIBRARY_RUNTIMES.map((r) => dueAt(ctx, started, r)));
  ctx.db
    .prepare(
      `INSERT INTO libraries (instance_id, name, type, source, repository, analytics_state, loader_state, chidori_state,
         spark_state, error, resolved_version, operation, started_at, next_due_at, created_by, created_at)
       VALUES (@instance_id, @name, @type, @source, @repository, 'installing', 'installing', 'installing', 'installing',
         NULL, @resolved_version, 'install', @now, @next, @by, @now)`,
    )
    .run({ instance_id: instanceId, name: lib.name, type: lib.type, source: lib.source, repository: lib.repository, resolved_version: lib.resolvedVersion, now, next: first, by });
}

/** Every runtime that has the library starts uninstalling; one that never had it stays uninstalled. */
export function beginUninstall(ctx: EmulatorContext, row: LibraryRow, now: number): void {
  const next: LibraryRow = { ...row, operation: 'uninstall', started_at: now };
  for (const runtime of LIBRARY_RUNTIMES) {
    const column = STATE_COLUMN[runtime];
    next[column] = row[column] === 'uninstalled' ? 'uninstalled' : 'uninstalling';
  }
  ctx.db
    .prepare(
      `UPDATE libraries SET analytics_state = @analytics_state, loader_state = @loader_state, chidori_state = @chidori_state,
         spark_state = @spark_state, operation = 'uninstall', started_at = @started_at, next_due_at = @next_due_at WHERE id = @id`,
    )
    .run({ ...next, next_due_at: nextDue(ctx, next) });
}

// --- Uploads ---------------------------------------------------------------------------------------

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function findUpload(db: Database, token: string): LibraryUploadRow | null {
  return (db.prepare('SELECT * FROM library_uploads WHERE token_hash = ?').get(hashToken(token)) as LibraryUploadRow | undefined) ?? null;
}

export function fileRowOf(db: Database, instanceId: string, fileName: string): LibraryFileRow | null {
  return (
    (db.prepare('SELECT * FROM library_files WHERE instance_id = ? AND file_name = ?').get(instanceId, fileName) as LibraryFileRow | undefined) ?? null
  );
}

export function filesOf(db: Database, instanceId: string): LibraryFile[] {
  const rows = db
    .prepare('SELECT file_name, content_type, size, uploaded_at FROM library_files WHERE instance_id = ? ORDER BY file_name')
    .all(instanceId) as Pick<LibraryFileRow, 'file_name' | 'content_type' | 'size' | 'uploaded_at'>[];
  return rows.map((r) => ({ file: r.file_name, size: r.size, contentType: r.content_type, uploadedAt: new Date(r.uploaded_at).toISOString() }));
}
