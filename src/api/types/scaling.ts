/** Autoscaling as the instance carries it (doc 2 §3 Instance `autoscale`, `clusterScalingNodes`). */
export interface Autoscale {
  enabled: boolean;
  /** Seconds. */
  requestDelay: number;
  /** Seconds (the page shows minutes). */
  coolDelay: number;
  rejectedQueriesUp: number;
  rejectedQueriesDown: number;
  consecutiveQueries: number;
}

export interface ClusterScalingNode {
  service: 'analytics' | 'loader';
  entries: number;
  scaleOption: number;
  createdAt: string;
  updatedAt: string;
}

export interface ScalingState {
  autoscale: Autoscale;
  clusterScalingNodes: ClusterScalingNode[];
}
