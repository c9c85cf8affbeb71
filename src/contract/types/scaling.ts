/**
 * Autoscaling as the instance carries it (doc 2 §3 Instance `autoscale`, `clusterScalingNodes`), the autoscale
 * call and the replica history of the scaling tab's charts (doc 2 §3 "Autoscale history", §7).
 */
export interface Autoscale {
  enabled: boolean;
  /** Seconds between two looks of the autoscaler at the query load. */
  requestDelay: number;
  /** Seconds after a resize before the next one (the page shows minutes). */
  coolDelay: number;
  /** Rejected queries per look that count towards adding a node. */
  rejectedQueriesUp: number;
  /** Rejected queries per look, one node fewer, that still allow removing a node. */
  rejectedQueriesDown: number;
  /** How many looks in a row must agree before a resize. */
  consecutiveQueries: number;
}

export type ScalingService = 'analytics' | 'loader';

export interface ClusterScalingNode {
  service: ScalingService;
  /** The service's node count now. */
  entries: number;
  /** The most nodes the autoscaler may give the service (options 10, 20, 30; key scalingMaxReplicas). */
  scaleOption: number;
  createdAt: string;
  updatedAt: string;
}

export interface ScalingState {
  autoscale: Autoscale;
  clusterScalingNodes: ClusterScalingNode[];
}

/** POST users/instances/updateautoscaling. */
export interface UpdateAutoscalingPayload {
  instanceID: string;
  isEnabled: boolean;
}

export interface UpdateAutoscalingResponse {
  message: string;
  autoscale: Autoscale;
}

/** One interval of a service's replica history. */
export interface ReplicaPoint {
  /** The most nodes the service had during the interval (0 before the cluster existed). */
  replicas: number;
  /** Queries the service served during the interval (simulated load; 0 while the cluster was not connected). */
  total_queries: number;
}

/** Interval start (ISO 8601, UTC) → its point, in time order; the intervals are `intervalMinutes` long. */
export type ReplicaSeries = Record<string, ReplicaPoint>;

export type ReplicaReason = 'manual' | 'scheduled' | 'autoscale';

/** One change of a service's node count. */
export interface ReplicaChangeEntry {
  /** ISO 8601, UTC. */
  at: string;
  service: ScalingService;
  from: number;
  to: number;
  /** Who asked: a user's scale call, a scheduled event, or the autoscaler. */
  reason: ReplicaReason;
}

/** GET users/instances/{id}/getautoscalehistory/{hours}: `{ history }`. */
export interface AutoscaleHistory {
  /** 1, 24 or 168. */
  hours: number;
  intervalMinutes: number;
  /** The window: from the first interval's start to the answer's time (ISO 8601). */
  from: string;
  to: string;
  analytics: ReplicaSeries;
  loader: ReplicaSeries;
  /** Every change in the window, newest first. */
  changes: ReplicaChangeEntry[];
}

export interface AutoscaleHistoryResponse {
  history: AutoscaleHistory;
}
