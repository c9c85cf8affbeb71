/**
 * Self-managed (sub-)clusters of a cluster (doc 2 §3 Sub-cluster, §4, §7). The spec names the fields; the
 * status values and the meaning of `state` are ours (docs/emulator-api-parts/sub-clusters.md).
 */
export type SubClusterType = 'analytics' | 'loader' | 'sqlx';

/**
 * Where a sub-cluster is in its life: creating → running; disconnect: stopping → disconnected; connect:
 * starting → running; edit or scale: updating → running; remove: deleting → gone.
 */
export type SubClusterStatus = 'creating' | 'starting' | 'running' | 'updating' | 'stopping' | 'disconnected' | 'deleting';

/** What the sub-cluster's owner last asked for: connected (create, connect) or disconnected (disconnect). */
export type SubClusterState = 'connected' | 'disconnected';

/** The sub-cluster's `configs`: a failover analytics sub-cluster is an analytics one with fallbackAnalytics. */
export interface SubClusterConfigs {
  fallbackAnalytics?: boolean;
}

export interface SubCluster {
  id: string;
  /** The full name: the cluster's name, a dash, and the name given on create. */
  name: string;
  type: SubClusterType;
  /** Replicas. */
  nodes: number;
  /** IPU of one node of its size (the page shows ipu × nodes). */
  ipu: number;
  sizeDisplayName: string;
  sizeID: string;
  status: SubClusterStatus;
  url: string;
  configs: SubClusterConfigs;
  state: SubClusterState;
}

/** POST users/{userId}/instances/{name}/subcluster (`name` is the part after the cluster's name and a dash). */
export interface CreateSubClusterPayload {
  userId: string;
  clusterName: string;
  type: SubClusterType;
  configs: SubClusterConfigs;
  /** A size id of the catalogue (images/sizes). */
  size: string;
  name: string;
  nodes: number;
}

/** PUT users/{userId}/instances/{name}/updatesubcluster: edit (size) and scale (nodes). */
export interface UpdateSubClusterPayload {
  /** The sub-cluster's id. */
  subCluster: string;
  size: string;
  nodes: number;
}

/** DELETE …/subcluster, POST …/connectsubcluster, POST …/disconnectsubcluster. */
export interface SubClusterRefPayload {
  /** The sub-cluster's id. */
  subCluster: string;
}

/** The answer of every sub-cluster call: its message and the sub-cluster as it now is. */
export interface SubClusterResponse {
  message: string;
  subCluster: SubCluster;
}
