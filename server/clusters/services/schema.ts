/**
 * The nodes of each service of a cluster (doc 2 §3 Service node, §4). One row per node; the cluster's own
 * status overlays the stored one when the cluster is not running (server/clusters/services/nodes.ts).
 */
export const SERVICES_SCHEMA = `
CREATE TABLE IF NOT EXISTS service_nodes (
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  -- analytics, loader, sqli, notebook, analyticsSubCluster, loaderSubCluster
  service TEXT NOT NULL,
  node_name TEXT NOT NULL,
  -- A sub-cluster's node: the sub-cluster's id; NULL for the cluster's own services.
  sub_cluster_id TEXT,
  ordinal INTEGER NOT NULL,
  status TEXT NOT NULL,
  -- What the current phase is part of: stop, restart, start, create, delete; NULL when settled.
  step TEXT,
  -- Real epoch ms when the phase ends; NULL when settled.
  phase_ends_at INTEGER,
  -- Starts of this node so far (the failure rule counts them).
  starts INTEGER NOT NULL DEFAULT 0,
  status_message TEXT,
  -- JSON array of texts.
  warnings TEXT,
  error TEXT,
  -- The cluster's running_at when this row last changed: a later start of the cluster starts every node afresh.
  run_epoch TEXT,
  PRIMARY KEY (instance_id, node_name)
);
CREATE INDEX IF NOT EXISTS service_nodes_phase ON service_nodes(phase_ends_at) WHERE phase_ends_at IS NOT NULL;
`;

export type NodeStep = 'stop' | 'restart' | 'start' | 'create' | 'delete';

export interface ServiceNodeRow {
  instance_id: string;
  service: string;
  node_name: string;
  sub_cluster_id: string | null;
  ordinal: number;
  status: string;
  step: NodeStep | null;
  phase_ends_at: number | null;
  starts: number;
  status_message: string | null;
  warnings: string | null;
  error: string | null;
  run_epoch: string | null;
}
