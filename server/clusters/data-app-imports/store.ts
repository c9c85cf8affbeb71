/**
 * Reading and writing the data apps import (data-app-imports/schema.ts): the latest import of a cluster, the
 * data apps on it, and the import's end, which the simulator (sim.ts) applies when it is due.
 */
import type { Database } from '../../db';
import type {
  DataAppImportFields,
  DataAppImportStatus,
  ImportBlueprintRef,
  ImportedBlueprint,
  ImportedCategory,
} from '../../../src/contract/types';
import type { EmulatorEvent } from '../../context';
import type { InstanceRow } from '../schema';
import { clusterStatus, recordNotice } from '../store';
import { dataAppById, dataSourceById, FAILS_FIRST_IMPORT } from './catalogue';
import type { DataAppImportRow, ImportedDataAppRow } from './schema';

const SECOND = 1_000;

/** Simulated length of an import: a minute to prepare the tenant, then a minute per data app. */
export function importDuration(count: number): number {
  return 60 * SECOND + count * 60 * SECOND;
}

/** What an import's end says (ours, written the way the spec's messages read). */
export const IMPORT_RESULTS = {
  titleDone: 'Data Apps imported',
  titlePartly: 'Data Apps partly imported',
  titleFailed: 'Data Apps import failed',
  imported: (names: string, tenant: string, cluster: string) => `${names} imported into the ${tenant} tenant of ${cluster}.`,
  notImported: (names: string) => ` ${names} could not be imported.`,
  noneImported: (cluster: string) => `No data app could be imported onto ${cluster}.`,
  appFailed: (name: string) => `${name}: the schema load timed out. Try again.`,
  clusterStopped: 'The cluster was disconnected before the import ended.',
  datasource: (source: string) => `Parquet files were copied from ${source}.`,
} as const;

export const IMPORT_NOTICE = {
  event: 'IMPORT_DATA_APPS',
  kind: 'operation.data-apps',
} as const;

function idList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

const refOf = (id: string): ImportBlueprintRef => ({ id, name: dataAppById(id)?.name ?? id });
const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

export function importOf(db: Database, instanceId: string): DataAppImportRow | null {
  return (db.prepare('SELECT * FROM data_app_imports WHERE instance_id = ?').get(instanceId) as DataAppImportRow | undefined) ?? null;
}

export function importedOf(db: Database, instanceId: string): ImportedDataAppRow[] {
  return db.prepare('SELECT * FROM imported_data_apps WHERE instance_id = ?').all(instanceId) as ImportedDataAppRow[];
}

/** The data apps on the cluster, by category (categories and names in alphabetical order). */
export function groupImported(rows: readonly ImportedDataAppRow[]): ImportedCategory[] {
  const groups = new Map<string, ImportedBlueprint[]>();
  for (const row of rows) {
    const app = dataAppById(row.blueprint_id);
    if (!app) continue;
    const category = app.blueprintCategory?.name ?? app.businessFunction ?? 'Other';
    const list = groups.get(category) ?? [];
    list.push({ id: app.id, name: app.name, slug: app.slug ?? app.id, tenant: row.tenant, importedAt: new Date(row.imported_at).toISOString() });
    groups.set(category, list);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, blueprints]) => ({ category, blueprints: blueprints.sort((a, b) => a.name.localeCompare(b.name)) }));
}

/** GET blueprints/{instanceID}/status */
export function statusOf(db: Database, instanceId: string): DataAppImportStatus {
  const row = importOf(db, instanceId);
  const importedBlueprints = groupImported(importedOf(db, instanceId));
  if (!row) {
    return {
      state: null,
      importedBlueprints,
      message: null,
      datasourceMessage: null,
      error: null,
      failedBlueprints: [],
      blueprints: [],
      tenant: null,
      username: null,
      startedAt: null,
      finishedAt: null,
    };
  }
  return {
    state: row.state,
    importedBlueprints,
    message: row.message_title !== null ? { title: row.message_title, body: row.message_body ?? '' } : null,
    datasourceMessage: row.datasource_message,
    error: row.error,
    failedBlueprints: idList(row.failed_ids).map(refOf),
    blueprints: idList(row.blueprint_ids).map(refOf),
    tenant: row.tenant,
    username: row.username,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}

export interface NewImport {
  instanceId: string;
  ids: readonly string[];
  fields: Omit<DataAppImportFields, 'password'>;
  overwrite: boolean;
  now: number;
  endsAt: number;
}

/** The cluster's latest import becomes this one (the password is not among what is kept). */
export function beginImport(db: Database, input: NewImport): void {
  const { tenant, username, ...options } = input.fields;
  db.prepare(
    `INSERT INTO data_app_imports (instance_id, state, blueprint_ids, tenant, username, options, overwrite, started_at, ends_at,
       finished_at, message_title, message_body, datasource_message, error, failed_ids)
     VALUES (@instance, 'loading', @ids, @tenant, @username, @options, @overwrite, @now, @endsAt, NULL, NULL, NULL, NULL, NULL, '[]')
     ON CONFLICT(instance_id) DO UPDATE SET state = 'loading', blueprint_ids = excluded.blueprint_ids, tenant = excluded.tenant,
       username = excluded.username, options = excluded.options, overwrite = excluded.overwrite, started_at = excluded.started_at,
       ends_at = excluded.ends_at, finished_at = NULL, message_title = NULL, message_body = NULL, datasource_message = NULL,
       error = NULL, failed_ids = '[]'`,
  ).run({
    instance: input.instanceId,
    ids: JSON.stringify(input.ids),
    tenant,
    username,
    options: JSON.stringify({
      folders: options.folders,
      dashboards: options.dashboards,
      enableDynamicJoins: options.enableDynamicJoins,
      includeParquet: options.includeParquet,
      datasource: options.datasource ?? null,
    }),
    overwrite: input.overwrite ? 1 : 0,
    now: input.now,
    endsAt: input.endsAt,
  });
}

/** Counts one more import of the data app onto the cluster; answers the count. */
function countAttempt(db: Database, instanceId: string, id: string): number {
  db.prepare(
    `INSERT INTO data_app_import_attempts (instance_id, blueprint_id, attempts) VALUES (?, ?, 1)
     ON CONFLICT(instance_id, blueprint_id) DO UPDATE SET attempts = attempts + 1`,
  ).run(instanceId, id);
  const row = db.prepare('SELECT attempts FROM data_app_import_attempts WHERE instance_id = ? AND blueprint_id = ?').get(instanceId, id) as {
    attempts: number;
  };
  return row.attempts;
}

function datasourceOf(options: string): { includeParquet: boolean; datasource: string | null } {
  try {
    const parsed = JSON.parse(options) as { includeParquet?: unknown; datasource?: unknown };
    return { includeParquet: parsed.includeParquet === true, datasource: typeof parsed.datasource === 'string' ? parsed.datasource : null };
  } catch {
    return { includeParquet: false, datasource: null };
  }
}

/**
 * The import ends at its due time (`row.ends_at`): each data app is imported unless the cluster is no longer
 * connected, or the app fails its first import onto this cluster (catalogue.ts FAILS_FIRST_IMPORT). Success
 * when at least one data app was imported, failed otherwise; a notice of kind 'operation.data-apps' for the owner.
 */
export function finishImport(db: Database, row: DataAppImportRow, cluster: InstanceRow | null, events: EmulatorEvent[]): void {
  const at = row.ends_at;
  const ids = idList(row.blueprint_ids);
  const connected = cluster !== null && clusterStatus(cluster) === 'running';
  const done: string[] = [];
  const failed: string[] = [];
  for (const id of ids) {
    const attempt = countAttempt(db, row.instance_id, id);
    if (connected && !(FAILS_FIRST_IMPORT.has(id) && attempt === 1)) done.push(id);
    else failed.push(id);
  }
  const upsert = db.prepare(
    `INSERT INTO imported_data_apps (instance_id, blueprint_id, tenant, imported_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(instance_id, blueprint_id) DO UPDATE SET tenant = excluded.tenant, imported_at = excluded.imported_at`,
  );
  for (const id of done) upsert.run(row.instance_id, id, row.tenant, at);

  const clusterName = cluster?.name ?? row.instance_id;
  const names = (list: readonly string[]) => list.map((id) => refOf(id).name).join(', ');
  const state = done.length > 0 ? 'success' : 'failed';
  const title = failed.length === 0 ? IMPORT_RESULTS.titleDone : done.length > 0 ? IMPORT_RESULTS.titlePartly : IMPORT_RESULTS.titleFailed;
  const body =
    done.length > 0
      ? IMPORT_RESULTS.imported(names(done), row.tenant, clusterName) + (failed.length > 0 ? IMPORT_RESULTS.notImported(names(failed)) : '')
      : IMPORT_RESULTS.noneImported(clusterName);
  const error =
    failed.length === 0 ? null : connected ? failed.map((id) => IMPORT_RESULTS.appFailed(refOf(id).name)).join(' ') : IMPORT_RESULTS.clusterStopped;
  const { includeParquet, datasource } = datasourceOf(row.options);
  const source = datasource ? (dataSourceById(datasource)?.name ?? datasource) : null;
  const datasourceMessage = includeParquet && source && done.length > 0 ? IMPORT_RESULTS.datasource(source) : null;

  db.prepare(
    `UPDATE data_app_imports SET state = ?, finished_at = ?, message_title = ?, message_body = ?, datasource_message = ?, error = ?,
       failed_ids = ? WHERE instance_id = ?`,
  ).run(state, at, title, body, datasourceMessage, error, JSON.stringify(failed), row.instance_id);

  if (cluster) {
    events.push(
      recordNotice(db, {
        userId: cluster.owner_uuid,
        instanceName: cluster.name,
        event: IMPORT_NOTICE.event,
        eventType: state === 'success' ? 'success' : 'failure',
        kind: IMPORT_NOTICE.kind,
        title,
        message: body,
        at,
      }),
    );
  }
}

/** Imports due at `now` (one indexed read). */
export function dueImports(db: Database, now: number): DataAppImportRow[] {
  return db.prepare(`SELECT * FROM data_app_imports WHERE state = 'loading' AND ends_at <= ?`).all(now) as DataAppImportRow[];
}
