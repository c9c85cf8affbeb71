/**
 * The sub-clusters family's table (doc 2 §3 Sub-cluster). A sub-cluster keeps its phase like an instance
 * does: `status` with the real epoch ms its phase ends (`phase_ends_at`), so one pass of the simulator
 * (sim.ts) brings any database up to date. `name` is the full name (the cluster's name, a dash, the name
 * given). `state` is what the user last asked for: connected or disconnected.
 */
export const SUB_CLUSTERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS sub_clusters (
  id TEXT PRIMARY KEY,
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  name TEXT NOT NULL COLLATE NOCASE,
  type TEXT NOT NULL CHECK (type IN ('analytics', 'loader', 'sqlx')),
  fallback_analytics INTEGER NOT NULL DEFAULT 0 CHECK (fallback_analytics IN (0, 1)),
  size_id TEXT NOT NULL,
  nodes INTEGER NOT NULL CHECK (nodes BETWEEN 1 AND 10),
  status TEXT NOT NULL CHECK (status IN ('creating', 'starting', 'running', 'updating', 'stopping', 'disconnected', 'deleting')),
  state TEXT NOT NULL CHECK (state IN ('connected', 'disconnected')),
  phase_ends_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (instance_id, name)
);
CREATE INDEX IF NOT EXISTS sub_clusters_instance ON sub_clusters(instance_id, created_at);
CREATE INDEX IF NOT EXISTS sub_clusters_phase ON sub_clusters(phase_ends_at) WHERE phase_ends_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS sub_clusters_up ON sub_clusters(instance_id) WHERE status NOT IN ('disconnected', 'deleting');
`;

export interface SubClusterRow {
  id: string;
  instance_id: string;
  name: string;
  type: 'analytics' | 'loader' | 'sqlx';
  fallback_analytics: 0 | 1;
  size_id: string;
  nodes: number;
  status: 'creating' | 'starting' | 'running' | 'updating' | 'stopping' | 'disconnected' | 'deleting';
  state: 'connected' | 'disconnected';
  phase_ends_at: number | null;
  created_at: number;
}
