/**
 * The data apps import's tables (doc 3 §4 Data Apps import):
 *
 * - data_app_imports: the latest import of each cluster (at most one row per cluster): its state, the data apps
 *   it carries, its tenant, user name and options (never the password), when it started and when it is due to
 *   end (real epoch ms), and, once ended, its message, datasource message, error and failed data apps.
 * - imported_data_apps: the data apps on each cluster, by tenant, with when they were (last) imported.
 * - data_app_import_attempts: how many times each data app was imported onto each cluster (the failure rule of
 *   catalogue.ts FAILS_FIRST_IMPORT reads it).
 */
export const DATA_APP_IMPORTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS data_app_imports (
  instance_id TEXT PRIMARY KEY REFERENCES instances(id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('loading', 'success', 'failed')),
  -- JSON list of data app ids, in the order asked.
  blueprint_ids TEXT NOT NULL,
  tenant TEXT NOT NULL,
  username TEXT NOT NULL,
  -- JSON { folders, dashboards, enableDynamicJoins, includeParquet, datasource }
  options TEXT NOT NULL,
  overwrite INTEGER NOT NULL CHECK (overwrite IN (0, 1)),
  started_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  finished_at INTEGER,
  message_title TEXT,
  message_body TEXT,
  datasource_message TEXT,
  error TEXT,
  -- JSON list of data app ids
  failed_ids TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS data_app_imports_due ON data_app_imports(state, ends_at);

CREATE TABLE IF NOT EXISTS imported_data_apps (
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  blueprint_id TEXT NOT NULL,
  tenant TEXT NOT NULL,
  imported_at INTEGER NOT NULL,
  PRIMARY KEY (instance_id, blueprint_id)
);

CREATE TABLE IF NOT EXISTS data_app_import_attempts (
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  blueprint_id TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  PRIMARY KEY (instance_id, blueprint_id)
);
`;

export interface DataAppImportRow {
  instance_id: string;
  state: 'loading' | 'success' | 'failed';
  blueprint_ids: string;
  tenant: string;
  username: string;
  options: string;
  overwrite: 0 | 1;
  started_at: number;
  ends_at: number;
  finished_at: number | null;
  message_title: string | null;
  message_body: string | null;
  datasource_message: string | null;
  error: string | null;
  failed_ids: string;
}

export interface ImportedDataAppRow {
  instance_id: string;
  blueprint_id: string;
  tenant: string;
  imported_at: number;
}
