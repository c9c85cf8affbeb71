/**
 * The scaling family's table (doc 2 §3 autoscale, clusterScalingNodes). A cluster without a row has the
 * defaults (AUTOSCALE_DEFAULTS, DEFAULT_MAX_REPLICAS): nothing to migrate. The node counts themselves are the
 * instance's (analytics_nodes, loader_nodes); their history is replica_changes (history.ts).
 *
 * next_check_at is the autoscaler's next look at the query load (real epoch ms), set only while it is on: the
 * simulator's pass reads the due rows through its partial index, so a pass with nothing due costs one lookup.
 */
export const SCALING_SCHEMA = `
CREATE TABLE IF NOT EXISTS autoscale_settings (
  instance_id TEXT PRIMARY KEY REFERENCES instances(id) ON DELETE CASCADE,
  enabled INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1)),
  -- Seconds, as the API answers them.
  request_delay INTEGER NOT NULL DEFAULT 60,
  cool_delay INTEGER NOT NULL DEFAULT 600,
  rejected_queries_up INTEGER NOT NULL DEFAULT 5,
  rejected_queries_down INTEGER NOT NULL DEFAULT 0,
  consecutive_queries INTEGER NOT NULL DEFAULT 3,
  -- The most nodes the autoscaler may give each service (scalingMaxReplicas: 10, 20 or 30).
  analytics_max INTEGER NOT NULL DEFAULT 10,
  loader_max INTEGER NOT NULL DEFAULT 10,
  -- Real epoch ms; null while the autoscaler is off.
  next_check_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS autoscale_settings_due ON autoscale_settings(next_check_at) WHERE next_check_at IS NOT NULL;
`;

export interface AutoscaleRow {
  instance_id: string;
  enabled: 0 | 1;
  request_delay: number;
  cool_delay: number;
  rejected_queries_up: number;
  rejected_queries_down: number;
  consecutive_queries: number;
  analytics_max: number;
  loader_max: number;
  next_check_at: number | null;
  created_at: number;
  updated_at: number;
}
