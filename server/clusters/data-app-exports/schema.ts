/**
 * The data app export family's tables (issue 15):
 *
 * - data_app_exports: each export a partner made (PUT blueprints/export): who made it (only they may download
 *   it), the cluster and tenant it was taken from, the data apps (JSON list of ids), when, and the file itself
 *   (its name and its JSON bundle), kept so GET blueprints/exports/{id}/download answers the same bytes each time.
 */
export const DATA_APP_EXPORTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS data_app_exports (
  id TEXT PRIMARY KEY,
  user_uuid TEXT NOT NULL,
  instance_id TEXT NOT NULL,
  instance_name TEXT NOT NULL,
  tenant TEXT NOT NULL,
  blueprint_ids TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  content TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS data_app_exports_user ON data_app_exports(user_uuid);
`;

export interface DataAppExportRow {
  id: string;
  user_uuid: string;
  instance_id: string;
  instance_name: string;
  tenant: string;
  blueprint_ids: string;
  created_at: number;
  file_name: string;
  content: string;
}
