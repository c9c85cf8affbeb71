/**
 * The update family's tables (doc 2 §3, §4). Tables of their own rather than columns of `instances`, so a
 * database made before them gains them at the next start (CREATE TABLE IF NOT EXISTS) without a migration.
 *
 * - instance_settings: what the platform sets on a cluster and the API answers as `byBuildNumber` and
 *   `lockedActions`; a cluster without a row has the defaults (no build numbers, nothing locked).
 * - instance_upgrades: the update a cluster is going through (at most one). The cluster's own phase
 *   (status 'starting', services 'loading', `phase_ends_at`) times it; the simulator applies the version
 *   when the phase ends (sim/lifecycle.ts).
 * - pending_updates: changes waiting for the cluster to start (doc 2 §3 Pending update: id, value).
 */
export const UPGRADE_SCHEMA = `
CREATE TABLE IF NOT EXISTS instance_settings (
  instance_id TEXT PRIMARY KEY REFERENCES instances(id) ON DELETE CASCADE,
  by_build_number INTEGER NOT NULL DEFAULT 0 CHECK (by_build_number IN (0, 1)),
  -- JSON list of locked action names, e.g. ["Self_Upgrade"].
  locked_actions TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE IF NOT EXISTS instance_upgrades (
  instance_id TEXT PRIMARY KEY REFERENCES instances(id) ON DELETE CASCADE,
  version TEXT NOT NULL,
  by_build_no INTEGER NOT NULL CHECK (by_build_no IN (0, 1)),
  started_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS pending_updates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('UPGRADE_VERSION')),
  -- JSON text: { version, byBuildNo, schedule? } (src/domain/upgrade.ts pendingUpdateValue).
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS pending_updates_instance ON pending_updates(instance_id, id);
`;

export interface InstanceSettingsRow {
  instance_id: string;
  by_build_number: 0 | 1;
  locked_actions: string;
}

export interface InstanceUpgradeRow {
  instance_id: string;
  version: string;
  by_build_no: 0 | 1;
  started_at: string;
}

export interface PendingUpdateRow {
  id: number;
  instance_id: string;
  kind: 'UPGRADE_VERSION';
  value: string;
  created_at: string;
}
