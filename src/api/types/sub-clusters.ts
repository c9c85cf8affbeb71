/** Self-managed (sub-)clusters of a cluster (doc 2 §3 Sub-cluster). */
export type SubClusterType = 'analytics' | 'loader' | 'sqlx';

export interface SubCluster {
  id: string;
  name: string;
  type: SubClusterType;
  /** Replicas. */
  nodes: number;
  status: string;
}
