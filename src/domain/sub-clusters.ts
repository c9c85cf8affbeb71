/**
 * Self-managed clusters (sub-clusters; spec doc 2 §3, §4, §5, §6, §8, §9): the form's type choices and which
 * are disabled, IPU, what each status allows, and which action is refused with which text. Pure: the app and
 * the emulator apply the same rules.
 */
import type { ClusterPolicy, FeatureFlags, SubCluster, SubClusterConfigs, SubClusterStatus, SubClusterType } from '../contract/types';
import { allows } from './policies';
import { SUB_CLUSTER_MESSAGES, SUB_CLUSTER_REFUSALS } from './validation/sub-cluster';

/** The status is polled this often while a sub-cluster is on its way somewhere (doc 2 §9's service poll). */
export const SUB_CLUSTER_POLL_MS = 5_000;

/** The form's type choices (doc 2 §5), in the spec's order; a failover is an analytics one with fallbackAnalytics. */
export const SUB_CLUSTER_TYPE_OPTIONS = ['analytics', 'failover', 'sqlx', 'loader'] as const;
export type SubClusterTypeOption = (typeof SUB_CLUSTER_TYPE_OPTIONS)[number];

export const SUB_CLUSTER_TYPE_LABELS: Record<SubClusterTypeOption, string> = {
  analytics: 'Analytics',
  failover: 'Failover Analytics',
  sqlx: 'Advanced SQL Warehouse',
  loader: 'Loader',
};

export function isTypeOption(value: unknown): value is SubClusterTypeOption {
  return typeof value === 'string' && (SUB_CLUSTER_TYPE_OPTIONS as readonly string[]).includes(value);
}

export function isFailover(sub: Pick<SubCluster, 'type' | 'configs'>): boolean {
  return sub.type === 'analytics' && sub.configs.fallbackAnalytics === true;
}

/** The form's choice of a sub-cluster. */
export function typeOptionOf(sub: Pick<SubCluster, 'type' | 'configs'>): SubClusterTypeOption {
  return isFailover(sub) ? 'failover' : sub.type;
}

/** The call's type and configs of a form choice. */
export function wireType(option: SubClusterTypeOption): { type: SubClusterType; configs: SubClusterConfigs } {
  if (option === 'failover') return { type: 'analytics', configs: { fallbackAnalytics: true } };
  return { type: option, configs: {} };
}

/** What the type rules read of the cluster (doc 2 §3 Instance: enableBusinessUserNotebook, isIncortaXEligible). */
export interface SubClusterTypeContext {
  subClusters: readonly Pick<SubCluster, 'type' | 'configs'>[];
  enableBusinessUserNotebook: boolean;
  isIncortaXEligible: boolean;
}

/**
 * What the type rules read of a cluster: its sub-clusters and two of its flags (doc 2 §3 Instance). A flag an
 * older answer (a persisted page) lacks reads as its default: notebook off, eligible.
 */
export function typeContextOf(
  instance: Partial<Pick<FeatureFlags, 'enableBusinessUserNotebook' | 'isIncortaXEligible'>>,
  subClusters: readonly Pick<SubCluster, 'type' | 'configs'>[],
): SubClusterTypeContext {
  return {
    subClusters,
    enableBusinessUserNotebook: instance.enableBusinessUserNotebook ?? false,
    isIncortaXEligible: instance.isIncortaXEligible ?? true,
  };
}

/**
 * Why a type cannot be chosen, or null (doc 2 §5): only one failover analytics; the SQL warehouse is refused
 * when one exists, when business user notebook is enabled, or when the cluster is not eligible.
 */
export function typeRefusal(option: SubClusterTypeOption, context: SubClusterTypeContext): string | null {
  if (option === 'failover' && context.subClusters.some(isFailover)) return SUB_CLUSTER_MESSAGES.oneFailover;
  if (option === 'sqlx') {
    if (context.subClusters.some((s) => s.type === 'sqlx')) return SUB_CLUSTER_MESSAGES.sqlxExists;
    if (context.enableBusinessUserNotebook) return SUB_CLUSTER_MESSAGES.sqlxNotebook;
    if (!context.isIncortaXEligible) return SUB_CLUSTER_MESSAGES.sqlxNotEligible;
  }
  return null;
}

/** IPU of a sub-cluster (doc 2 §9): ipu times nodes. */
export function subClusterIpu(sub: Pick<SubCluster, 'ipu' | 'nodes'>): number {
  return sub.ipu * sub.nodes;
}

/** The full name the platform gives: the cluster's name, a dash, the name given. */
export function subClusterFullName(clusterName: string, name: string): string {
  return `${clusterName}-${name}`;
}

export type SubClusterTone = 'green' | 'red' | 'orange' | 'blue' | 'gray';

/** Label and colour of each status (the service colours of doc 2 §4: running green, starting orange, …). */
export const SUB_CLUSTER_STATUS_VIEW: Record<SubClusterStatus, { label: string; color: SubClusterTone; moving: boolean }> = {
  creating: { label: 'Creating', color: 'blue', moving: true },
  starting: { label: 'Starting', color: 'orange', moving: true },
  running: { label: 'Running', color: 'green', moving: false },
  updating: { label: 'Updating', color: 'orange', moving: true },
  stopping: { label: 'Stopping', color: 'orange', moving: true },
  disconnected: { label: 'Disconnected', color: 'red', moving: false },
  deleting: { label: 'Deleting', color: 'blue', moving: true },
};

export function isSubClusterMoving(status: SubClusterStatus): boolean {
  return SUB_CLUSTER_STATUS_VIEW[status].moving;
}

/** Whether any sub-cluster is on its way somewhere: the page polls every SUB_CLUSTER_POLL_MS meanwhile. */
export function anySubClusterMoving(subs: readonly Pick<SubCluster, 'status'>[]): boolean {
  return subs.some((s) => isSubClusterMoving(s.status));
}

// --- Actions -------------------------------------------------------------------------------------

export type SubClusterAction = 'create' | 'edit' | 'scale' | 'remove' | 'connect' | 'disconnect' | 'open';

/** The policy action each sub-cluster action needs (doc 2 §6: update shows edit and scale; delete shows remove). */
const POLICY_OF: Record<Exclude<SubClusterAction, 'open'>, 'create' | 'update' | 'delete'> = {
  create: 'create',
  edit: 'update',
  scale: 'update',
  connect: 'update',
  disconnect: 'update',
  remove: 'delete',
};

/** Whether the role shows the action at all (a role without it sees no button). */
export function showsAction(policy: Pick<ClusterPolicy, 'subClusterPolicy'>, action: SubClusterAction): boolean {
  if (action === 'open') return true;
  return allows(policy, 'subClusterPolicy', POLICY_OF[action]);
}

/**
 * Why an action the user sees is refused right now, or null (doc 2 §4, §8). `clusterRunning`: the parent
 * cluster is connected. Create, edit, scale and remove need it ('Cluster Must be running'; the create button
 * says 'Connect your cluster to create a new Self-Managed Cluster'); so does connect. A sub-cluster on its way
 * somewhere takes no action ('You can't make actions on Self-Managed Cluster'); its URL opens only while it
 * runs ('Self-Managed Cluster Must be running!').
 */
export function subClusterRefusal(
  action: SubClusterAction,
  clusterRunning: boolean,
  sub: Pick<SubCluster, 'status'> | null,
): string | null {
  if (action === 'open') return sub?.status === 'running' ? null : SUB_CLUSTER_REFUSALS.mustRunForUrl;
  if (action === 'create') return clusterRunning ? null : SUB_CLUSTER_REFUSALS.connectToCreate;
  if (sub && isSubClusterMoving(sub.status)) return SUB_CLUSTER_REFUSALS.noActions;
  if (action === 'disconnect') return sub?.status === 'running' ? null : SUB_CLUSTER_REFUSALS.alreadyDisconnected;
  if (!clusterRunning) return SUB_CLUSTER_REFUSALS.clusterMustRun;
  if (action === 'connect') return sub?.status === 'disconnected' ? null : SUB_CLUSTER_REFUSALS.alreadyRunning;
  return null;
}

/** The row's connection action (doc 2 §4): Disconnect when running, Connect when disconnected. */
export function connectionAction(sub: Pick<SubCluster, 'status' | 'state'>): 'connect' | 'disconnect' {
  if (sub.status === 'running') return 'disconnect';
  if (sub.status === 'disconnected') return 'connect';
  // On its way: the action that undoes where it goes (refused until it gets there).
  return sub.state === 'connected' ? 'disconnect' : 'connect';
}
