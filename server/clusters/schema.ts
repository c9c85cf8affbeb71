/**
 * The clusters module's tables. An instance keeps its lifecycle in columns (`status`, `service_status`,
 * `phase_ends_at`, `last_activity_at`, wall-clock epoch ms where they are numbers), so the simulator
 * can advance any cluster from stored timestamps alone: a restart or a clock jump needs no in-memory state.
 */
import type { InstanceStatus, ServiceStatus } from '../../src/contract/types';
export const CLUSTERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS regions (
  cluster_code TEXT PRIMARY KEY,
  region TEXT NOT NULL,
  region_alias TEXT NOT NULL,
  platform TEXT NOT NULL CHECK (platform IN ('gc', 'az', 'az-saas')),
  zone TEXT NOT NULL,
  url TEXT NOT NULL,
  app_id TEXT NOT NULL DEFAULT '1',
  is_available INTEGER NOT NULL DEFAULT 1 CHECK (is_available IN (0, 1)),
  -- NULL for the managed cloud's shared regions; the owner's uuid for a customer's own subscription.
  user_uuid TEXT REFERENCES users(uuid) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS instances (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  owner_uuid TEXT NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  platform TEXT NOT NULL,
  image TEXT NOT NULL,
  custom_build INTEGER NOT NULL DEFAULT 0,
  csize TEXT NOT NULL,
  analytics_size TEXT NOT NULL,
  loader_size TEXT NOT NULL,
  cluster_code TEXT NOT NULL,
  region TEXT NOT NULL,
  region_alias TEXT NOT NULL,
  zone TEXT NOT NULL,
  app_id TEXT NOT NULL DEFAULT '1',
  idle_time INTEGER NOT NULL,
  dsize INTEGER NOT NULL,
  installation TEXT NOT NULL,
  optimization_level TEXT NOT NULL,
  blueprint_id TEXT,
  sleeppable INTEGER NOT NULL DEFAULT 1,
  is_premium INTEGER NOT NULL DEFAULT 0,
  corrupted INTEGER NOT NULL DEFAULT 0,
  cloneable INTEGER NOT NULL DEFAULT 1,
  sqli_enabled INTEGER NOT NULL DEFAULT 0,
  analytics_nodes INTEGER NOT NULL DEFAULT 1,
  loader_nodes INTEGER NOT NULL DEFAULT 1,
  -- Raw instance status: creating, starting, running, stopping, sleeping.
  status TEXT NOT NULL,
  -- Status of the first service: loading, running, disconnected.
  service_status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  running_at TEXT,
  -- Wall-clock ms when the current transitional phase ends (creating, starting, stopping); NULL when settled.
  phase_ends_at INTEGER,
  -- Wall-clock ms of the last thing that kept the cluster busy; auto-suspend counts from here.
  last_activity_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS instances_owner ON instances(owner_uuid);
CREATE INDEX IF NOT EXISTS instances_phase ON instances(phase_ends_at) WHERE phase_ends_at IS NOT NULL;

-- Roles other than the owner's (the owner is instances.owner_uuid).
CREATE TABLE IF NOT EXISTS cluster_roles (
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  user_uuid TEXT NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('accountAdmin', 'developer', 'accountManager', 'incorta-admin')),
  PRIMARY KEY (instance_id, user_uuid)
);

CREATE TABLE IF NOT EXISTS cluster_invitations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  user_uuid TEXT NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('cluster', 'ownership')),
  role TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
  created_at TEXT NOT NULL,
  accepted_at TEXT
);

CREATE TABLE IF NOT EXISTS notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_uuid TEXT NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  instance_name TEXT,
  event TEXT NOT NULL,
  event_type TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS notifications_user ON notifications(user_uuid, id);
`;

export interface RegionRow {
  cluster_code: string;
  region: string;
  region_alias: string;
  platform: 'gc' | 'az' | 'az-saas';
  zone: string;
  url: string;
  app_id: string;
  is_available: 0 | 1;
  user_uuid: string | null;
  sort_order: number;
}

export interface InstanceRow {
  id: string;
  name: string;
  owner_uuid: string;
  platform: string;
  image: string;
  custom_build: 0 | 1;
  csize: string;
  analytics_size: string;
  loader_size: string;
  cluster_code: string;
  region: string;
  region_alias: string;
  zone: string;
  app_id: string;
  idle_time: number;
  dsize: number;
  installation: string;
  optimization_level: string;
  blueprint_id: string | null;
  sleeppable: 0 | 1;
  is_premium: 0 | 1;
  corrupted: 0 | 1;
  cloneable: 0 | 1;
  sqli_enabled: 0 | 1;
  analytics_nodes: number;
  loader_nodes: number;
  status: InstanceStatus;
  service_status: ServiceStatus;
  created_at: string;
  running_at: string | null;
  phase_ends_at: number | null;
  last_activity_at: number;
}

export interface NotificationRow {
  id: number;
  user_uuid: string;
  instance_name: string | null;
  event: string;
  event_type: string;
  message: string;
  created_at: string;
  read: 0 | 1;
}
