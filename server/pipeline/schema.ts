/**
 * The pipeline module's tables. `consent_subscriptions` keeps what the consent form sent (never the
 * service principal's password); `pipelines` one deployment each, with its whole timetable, so one
 * pass brings any database up to date however long the emulator was down.
 */
export const PIPELINE_SCHEMA = `
CREATE TABLE IF NOT EXISTS consent_subscriptions (
  id TEXT PRIMARY KEY,
  user_uuid TEXT NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  configuration_name TEXT NOT NULL,
  subscription_id TEXT NOT NULL,
  resource_group TEXT NOT NULL,
  region TEXT NOT NULL,
  network INTEGER NOT NULL CHECK (network IN (0, 1)),
  vn_name TEXT NOT NULL,
  subnets TEXT NOT NULL,
  app_id TEXT NOT NULL,
  tenant TEXT NOT NULL,
  plan TEXT NOT NULL,
  incorta_image TEXT NOT NULL,
  k8s_version TEXT NOT NULL,
  created_at TEXT NOT NULL,
  pipeline_id TEXT
);

CREATE TABLE IF NOT EXISTS pipelines (
  id TEXT PRIMARY KEY,
  user_uuid TEXT NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  subscription_id TEXT,
  configuration_name TEXT NOT NULL,
  region TEXT NOT NULL,
  plan TEXT NOT NULL,
  incorta_image TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  schedule TEXT NOT NULL,
  state TEXT NOT NULL,
  stage_index INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  error TEXT,
  settled INTEGER NOT NULL DEFAULT 0 CHECK (settled IN (0, 1))
);
CREATE INDEX IF NOT EXISTS pipelines_by_user ON pipelines (user_uuid, created_at);
`;

export interface PipelineRow {
  id: string;
  user_uuid: string;
  subscription_id: string | null;
  configuration_name: string;
  region: string;
  plan: string;
  incorta_image: string;
  created_at: number;
  /** JSON array of 9 wall-clock epoch ms: end of preparation, then the end of each of the 8 stages. */
  schedule: string;
  state: string;
  stage_index: number;
  updated_at: number;
  error: string | null;
  settled: 0 | 1;
}

export interface SubscriptionRow {
  id: string;
  user_uuid: string;
  configuration_name: string;
  subscription_id: string;
  resource_group: string;
  region: string;
  network: 0 | 1;
  vn_name: string;
  subnets: string;
  app_id: string;
  tenant: string;
  plan: string;
  incorta_image: string;
  k8s_version: string;
  created_at: string;
  pipeline_id: string | null;
}
