/**
 * Updating a cluster's version (spec doc 2 §4, §6, §8): who may, when, and how. The app shows the Update
 * button by these rules and the emulator refuses by the same ones.
 *
 * - Only a role whose managementPolicy has update may (doc 2 §6: "Upgrade Version … owner only"), on a platform
 *   whose plan supports cluster_upgrade (doc 2 §6, platform actions).
 * - The locked action Self_Upgrade disables it (doc 2 §4), with the exact text of doc 2 §8.
 * - A running cluster is updated at once; any other (sleeping, starting up, stopping) gets a pending update,
 *   applied the next time it has started (doc 2 §4). An unavailable cluster, one still being created, and one
 *   already being updated are not updated (ours).
 */
import type { ClusterPolicy, PendingUpdate, PendingUpdateValue, Platform, UpgradePayload, User } from '../contract/types';
import { parseJsonObject } from './json';
import { isActionSupported, REFUSALS, UNSUPPORTED_ACTION_TOOLTIP } from './permissions';
import { allows } from './policies';
import type { ClusterStatus } from './status';

/** The locked action that disables updates (doc 2 §4). */
export const SELF_UPGRADE = 'Self_Upgrade';

export const UPGRADE_REFUSALS = {
  /** doc 2 §8, exact. */
  locked: 'Update is currently locked for this cluster.',
  /** Ours. */
  unavailable: 'The cluster is unavailable; please contact support.',
  creating: 'The cluster can be updated once it is created.',
  underWay: 'An update of this cluster is under way.',
  alreadyScheduled: 'An update is already scheduled for this cluster.',
} as const;

/** Success notices when an answer carries no message of its own (the server's message wins). Ours. */
export const UPGRADE_NOTICES = {
  upgrading: (name: string, version: string) => `${name} is being updated to ${version}`,
  scheduled: (name: string, version: string) => `${name} will be updated to ${version} when it next connects`,
  cancelled: 'The scheduled update is cancelled',
} as const;

/** What the rules read of a cluster. */
export interface UpgradeCluster {
  platform: Platform;
  clusterPolicy: Pick<ClusterPolicy, 'managementPolicy'>;
  lockedActions: readonly string[];
}

export function isUpgradeLocked(cluster: Pick<UpgradeCluster, 'lockedActions'>): boolean {
  return cluster.lockedActions.includes(SELF_UPGRADE);
}

/** The role may update the cluster's version (managementPolicy update): the owner only. */
export function mayUpgrade(cluster: Pick<UpgradeCluster, 'clusterPolicy'>): boolean {
  return allows(cluster.clusterPolicy, 'managementPolicy', 'update');
}

/** Why the cluster's state refuses an update now, or null (the emulator answers these with 409). */
export function upgradeStateRefusal(status: ClusterStatus, underWay: boolean): string | null {
  if (status === 'corrupted') return UPGRADE_REFUSALS.unavailable;
  if (status === 'creating') return UPGRADE_REFUSALS.creating;
  if (underWay) return UPGRADE_REFUSALS.underWay;
  return null;
}

/**
 * Why Update is refused right now, or null: the plan, the role, the lock, then the cluster's state.
 * `underWay`: the cluster is being updated already.
 */
export function upgradeRefusal(
  user: Pick<User, 'platformActions'>,
  cluster: UpgradeCluster,
  status: ClusterStatus,
  underWay: boolean,
): string | null {
  if (!isActionSupported(user, 'cluster_upgrade', cluster.platform)) return UNSUPPORTED_ACTION_TOOLTIP;
  if (!mayUpgrade(cluster)) return REFUSALS.noPermission;
  if (isUpgradeLocked(cluster)) return UPGRADE_REFUSALS.locked;
  return upgradeStateRefusal(status, underWay);
}

/** A confirmed update runs at once on a running cluster; otherwise it is scheduled (doc 2 §4). */
export type UpgradeMode = 'now' | 'schedule';

export function upgradeMode(status: ClusterStatus): UpgradeMode {
  return status === 'running' ? 'now' : 'schedule';
}

// --- Pending updates (doc 2 §3: id, value (JSON with optional schedule)) -------------------------

/** The `value` of a pending update of `change`. */
export function pendingUpdateValue(change: UpgradePayload, schedule: string | null = null): string {
  const value: PendingUpdateValue = schedule === null ? { ...change } : { ...change, schedule };
  return JSON.stringify(value);
}

/** A pending update as the page shows it. */
export interface PendingUpdateView {
  id: string;
  version: string;
  byBuildNumber: boolean;
  /** ISO instant it is scheduled for; null: the next time the cluster connects. */
  schedule: string | null;
}

/** Reads a pending update's value; null when it is not a version update we can read. */
export function readPendingUpdate(update: PendingUpdate): PendingUpdateView | null {
  if (update.kind !== 'UPGRADE_VERSION' || typeof update.value !== 'string') return null;
  const value = parseJsonObject(update.value);
  if (!value || typeof value.version !== 'string' || value.version === '') return null;
  return {
    id: update.id,
    version: value.version,
    byBuildNumber: value.byBuildNo === 'true',
    schedule: typeof value.schedule === 'string' && value.schedule !== '' ? value.schedule : null,
  };
}
