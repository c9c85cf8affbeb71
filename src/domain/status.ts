/**
 * A cluster's display status, derived from its instance and its first service (spec doc 1 §4).
 * Display values are derived, never stored. Pure: no React, no clock.
 */
import type { Instance, Service } from '../contract/types';

export const CLUSTER_STATUSES = [
  'creating',
  'starting-up',
  'running',
  'sleeping',
  'stopping',
  'corrupted',
  'undefined',
] as const;

export type ClusterStatus = (typeof CLUSTER_STATUSES)[number];

/** What the derivation reads of the instance. */
export type StatusInstance = Pick<Instance, 'corrupted' | 'status' | 'runningAt'>;
/** What the derivation reads of the first service; null when the cluster has no service yet. */
export type StatusService = Pick<Service, 'status'> | null | undefined;

/**
 * doc 1 §4, in order: corrupted → 'corrupted'; instance stopping → 'stopping'; service loading with
 * runningAt → 'starting-up', without → 'creating'; disconnected → 'sleeping'; running → 'running';
 * anything else → 'undefined'.
 */
export function deriveClusterStatus(instance: StatusInstance, service: StatusService): ClusterStatus {
  if (instance.corrupted) return 'corrupted';
  if (instance.status === 'stopping') return 'stopping';
  const serviceStatus = service?.status;
  if (serviceStatus === 'loading') return instance.runningAt ? 'starting-up' : 'creating';
  if (serviceStatus === 'disconnected') return 'sleeping';
  if (serviceStatus === 'running') return 'running';
  return 'undefined';
}

export interface StatusDisplay {
  label: string;
  /** A Mantine colour name. */
  color: string;
}

/**
 * Colours and labels of doc 1 §4 (dark/Unavailable, amber, red/Disconnected, green/Connected). The spec
 * names no label or colour for creating, starting-up, stopping and undefined: those labels and the
 * stopping/undefined colours are ours. Exhaustive, so a new status fails to compile until it has one.
 */
export const STATUS_DISPLAY: Record<ClusterStatus, StatusDisplay> = {
  creating: { label: 'Creating', color: 'yellow' },
  'starting-up': { label: 'Starting Up', color: 'yellow' },
  running: { label: 'Connected', color: 'green' },
  sleeping: { label: 'Disconnected', color: 'red' },
  stopping: { label: 'Disconnecting', color: 'orange' },
  corrupted: { label: 'Unavailable', color: 'dark' },
  undefined: { label: 'Unknown', color: 'gray' },
};

export type ClusterGroup = 'connected' | 'disconnected';

/** Sleeping clusters are grouped as disconnected, all others as connected (doc 1 §4). */
export function clusterGroup(status: ClusterStatus): ClusterGroup {
  return status === 'sleeping' ? 'disconnected' : 'connected';
}

/** States that are on their way somewhere: the UI watches these more closely. */
export function isTransitional(status: ClusterStatus): boolean {
  return status === 'creating' || status === 'starting-up' || status === 'stopping';
}
