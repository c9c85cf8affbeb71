/**
 * Services control (spec doc 2 §2 "Service control tables", §4 service statuses and per-node actions, §5 "Add
 * or remove service nodes", §6, §8, §9): which status shows how, which actions a node offers, who may act and
 * when, the node-count bounds. Shared by the screen and the emulator. Pure: no React, no fetch, no clock.
 *
 * Quoted spec texts are exact; the other texts are ours (the spec describes them without wording).
 */
import type {
  ClusterPolicy,
  NodeActionName,
  Platform,
  ServiceKey,
  ServiceNode,
  ServiceNodeStatusName,
  ServiceNodeStatusObject,
  ServicesStatusResponse,
  User,
} from '../contract/types';
import { isActionSupported, isToggleEnabled, isTrial, UNSUPPORTED_ACTION_TOOLTIP } from './permissions';

// --- Constants (doc 2 §5, §9) --------------------------------------------------------------------

/** The status is polled every 5 s after an action, until the nodes settle (doc 2 §4, §9). */
export const SERVICE_STATUS_POLL_MS = 5_000;
/** Analytics and loader: at least one node each (doc 2 §5, §9). */
export const SERVICE_NODES_MIN = 1;
/** The default maximum per service when the system configuration has none (doc 2 §5, §9). */
export const SERVICE_NODES_MAX_DEFAULT = 10;
/** The system configuration that holds the maximum (ours: the spec names none); the app and the emulator read it. */
export const MAX_NODES_CONFIG = { configKey: 'maxServiceNodes', configType: 'number' } as const;

/** Reads the configuration's value: a whole number of at least the minimum, else the default. */
export function parseMaxNodes(value: string | null | undefined): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= SERVICE_NODES_MIN ? parsed : SERVICE_NODES_MAX_DEFAULT;
}

// --- Texts ---------------------------------------------------------------------------------------

export const SERVICES_TEXTS = {
  /** Exact (doc 2 §8, issue 13). */
  mustBeConnected: 'Your cluster must be connected to apply this change',
  failedToStart: (service: string) => `${service} failed to start`,
  warningState: (service: string) => `${service} is in a warning state`,
  copyToClipboard: 'Copy to Clipboard',
  copied: 'Error details copied successfully!',
  /** Ours: the spec describes these tooltips without their words (doc 2 §6, §8). */
  developerRefused: 'Your role on this cluster (User) cannot control its services.',
  trialAddRefused: 'Adding nodes is not possible on a trial account. Upgrade to a Premium Account to add nodes.',
  trialRemoveRefused: 'Changing node counts is not possible on a trial account. Upgrade to a Premium Account.',
  manualScalingOff: 'Changing node counts is not enabled for your account.',
  maxReached: (service: string, max: number) => `Max node count reached: ${service} already has ${max} nodes, the most allowed.`,
  minReached: (service: string, min: number) => `${service} needs at least ${min} node, so none can be removed.`,
  transient: 'This node is being created or removed; its actions come back when it is done.',
  restartWarning: 'The existing analytics service will restart when a node is added to a single analytics node.',
} as const;

// --- Services ------------------------------------------------------------------------------------

/** The six tables in the spec's order (doc 2 §2) and the answer's key of each. */
export const SERVICE_TABLES = [
  { service: 'analytics', key: 'analyticsServices', statusKey: 'analyticsStatus', title: 'Analytics' },
  { service: 'loader', key: 'loaderServices', statusKey: 'loaderStatus', title: 'Loader' },
  { service: 'sqli', key: 'sqliService', statusKey: 'sqliStatus', title: 'SQLi' },
  { service: 'notebook', key: 'notebookService', statusKey: 'notebookStatus', title: 'Notebook' },
  {
    service: 'analyticsSubCluster',
    key: 'analyticsSubClusterServices',
    statusKey: 'analyticsSubClusterStatus',
    title: 'Analytics sub-cluster',
  },
  { service: 'loaderSubCluster', key: 'loaderSubClusterServices', statusKey: 'loaderSubClusterStatus', title: 'Loader sub-cluster' },
] as const satisfies readonly {
  service: ServiceKey;
  key: keyof ServicesStatusResponse;
  statusKey: keyof ServicesStatusResponse;
  title: string;
}[];

export const SERVICE_TITLES: Record<ServiceKey, string> = {
  analytics: 'Analytics',
  loader: 'Loader',
  sqli: 'SQLi',
  notebook: 'Notebook',
  analyticsSubCluster: 'Analytics sub-cluster',
  loaderSubCluster: 'Loader sub-cluster',
};

export function isSubClusterService(service: ServiceKey): boolean {
  return service === 'analyticsSubCluster' || service === 'loaderSubCluster';
}

/** The services whose node count a user changes (doc 2 §5). */
export type ScalableService = 'analytics' | 'loader';

export function isScalable(service: ServiceKey): service is ScalableService {
  return service === 'analytics' || service === 'loader';
}

/** Service tag colours (doc 2 §4): all purple, loader green, analytics gold, SQLi blue; the rest are ours. */
export type ServiceTag = 'all' | 'analytics' | 'loader' | 'sqli' | 'notebook';

export const SERVICE_TAG_COLORS: Record<ServiceTag, string> = {
  all: 'grape',
  loader: 'green',
  analytics: 'yellow',
  sqli: 'blue',
  notebook: 'gray',
};

export function serviceTagOf(service: ServiceKey): ServiceTag {
  if (service === 'analyticsSubCluster') return 'analytics';
  if (service === 'loaderSubCluster') return 'loader';
  return service;
}

// --- Statuses (doc 2 §4) -------------------------------------------------------------------------

export const NODE_STATUSES = [
  'processing',
  'starting tenants',
  'is starting',
  'starting',
  'started',
  'running',
  'sleeping',
  'stopping',
  'stopping tenants',
  'not running',
  'error',
  'startup error',
  'not responding',
  'terminated unexpectedly',
  'NA',
  'failed to start',
  'started with warnings',
  'creating',
  'deleting',
] as const satisfies readonly ServiceNodeStatusName[];

export function isNodeStatus(value: string): value is ServiceNodeStatusName {
  return (NODE_STATUSES as readonly string[]).includes(value);
}

export interface NodeStatusDisplay {
  label: string;
  /** A Mantine colour: running green; not running, sleeping and errors red; starting and processing orange; creating and deleting blue. */
  color: 'green' | 'red' | 'orange' | 'blue';
}

/**
 * Exhaustive, so a new status fails to compile until it has a colour. 'error' is shown as unreachable (doc 2
 * §4); 'started' and 'started with warnings' are up, so green and orange (ours); stopping moves, so orange (ours).
 */
export const NODE_STATUS_DISPLAY: Record<ServiceNodeStatusName, NodeStatusDisplay> = {
  processing: { label: 'Processing', color: 'orange' },
  'starting tenants': { label: 'Starting tenants', color: 'orange' },
  'is starting': { label: 'Starting', color: 'orange' },
  starting: { label: 'Starting', color: 'orange' },
  started: { label: 'Started', color: 'green' },
  running: { label: 'Running', color: 'green' },
  sleeping: { label: 'Sleeping', color: 'red' },
  stopping: { label: 'Stopping', color: 'orange' },
  'stopping tenants': { label: 'Stopping tenants', color: 'orange' },
  'not running': { label: 'Not running', color: 'red' },
  error: { label: 'Unreachable', color: 'red' },
  'startup error': { label: 'Startup error', color: 'red' },
  'not responding': { label: 'Not responding', color: 'red' },
  'terminated unexpectedly': { label: 'Terminated unexpectedly', color: 'red' },
  NA: { label: 'NA', color: 'red' },
  'failed to start': { label: 'Failed to start', color: 'red' },
  'started with warnings': { label: 'Started with warnings', color: 'orange' },
  creating: { label: 'Creating', color: 'blue' },
  deleting: { label: 'Deleting', color: 'blue' },
};

/** The status word of a node, whichever form it came in; an unknown word reads as NA. */
export function nodeStatusName(status: ServiceNode['status']): ServiceNodeStatusName {
  const name = typeof status === 'string' ? status : status.statusType;
  return isNodeStatus(name) ? name : 'NA';
}

/** The object form of a status, when the node reports one. */
export function nodeStatusObject(status: ServiceNode['status']): ServiceNodeStatusObject | null {
  return typeof status === 'string' ? null : status;
}

/** Statuses on their way somewhere: the page keeps polling while a node shows one. */
const TRANSITIONAL: ReadonlySet<ServiceNodeStatusName> = new Set([
  'processing',
  'starting tenants',
  'is starting',
  'starting',
  'stopping',
  'stopping tenants',
  'creating',
  'deleting',
]);

export function isTransitionalNodeStatus(status: ServiceNodeStatusName): boolean {
  return TRANSITIONAL.has(status);
}

/**
 * The service modal (doc 2 §8): a node that failed to start, or started with warnings, explains itself.
 * Null for any other node.
 */
export interface ServiceProblem {
  kind: 'error' | 'warning';
  title: string;
  messages: string[];
}

export function serviceProblem(serviceTitle: string, status: ServiceNode['status']): ServiceProblem | null {
  const name = nodeStatusName(status);
  const object = nodeStatusObject(status);
  const messages = [object?.statusMessage, object?.error, ...(object?.warnings ?? [])].filter(
    (m): m is string => typeof m === 'string' && m !== '',
  );
  if (name === 'failed to start' || (object?.error && name !== 'started with warnings')) {
    return { kind: 'error', title: SERVICES_TEXTS.failedToStart(serviceTitle), messages };
  }
  if (name === 'started with warnings' || (object && object.warnings.length > 0)) {
    return { kind: 'warning', title: SERVICES_TEXTS.warningState(serviceTitle), messages };
  }
  return null;
}

/** What Copy to Clipboard copies: the title, then each message on its own line. */
export function problemClipboardText(node: Pick<ServiceNode, 'node_name'>, problem: ServiceProblem): string {
  return [`${problem.title} (${node.node_name})`, ...problem.messages].join('\n');
}

// --- Per-node actions (doc 2 §4) -----------------------------------------------------------------

export interface NodeActionDisplay {
  action: NodeActionName;
  label: string;
}

const NODE_ACTION_LABELS: Record<NodeActionName, string> = {
  stop: 'Stop',
  restart: 'Restart',
  forceRestart: 'Start',
  start: 'Start',
};

const ACTIONS_BY_STATUS: Record<NodeActionName, readonly ServiceNodeStatusName[]> = {
  stop: ['processing', 'starting', 'is starting', 'running', 'started with warnings'],
  restart: ['running', 'startup error', 'terminated unexpectedly', 'failed to start', 'NA'],
  forceRestart: ['error', 'NA'],
  start: ['sleeping', 'stopping', 'stopping tenants', 'not running'],
};

/** The actions a node in this status offers, in a fixed order: Stop, Restart, Start (force restart), Start. */
export function nodeActionsFor(status: ServiceNodeStatusName): NodeActionDisplay[] {
  return (['stop', 'restart', 'forceRestart', 'start'] as const)
    .filter((action) => ACTIONS_BY_STATUS[action].includes(status))
    .map((action) => ({ action, label: NODE_ACTION_LABELS[action] }));
}

export function isNodeActionAllowed(action: NodeActionName, status: ServiceNodeStatusName): boolean {
  return ACTIONS_BY_STATUS[action].includes(status);
}

/** Stop and Restart ask first (a phone tap must not restart production by accident). */
export function needsConfirmation(action: NodeActionName): boolean {
  return action === 'stop' || action === 'restart';
}

export const TEMP_NODE_PREFIX = '__temp';
export const TO_BE_DELETED_PREFIX = '__toBeDeleted';

/** Nodes being added or removed (doc 2 §4): their actions are disabled. */
export function isTransientNode(nodeName: string): boolean {
  return nodeName.startsWith(TEMP_NODE_PREFIX) || nodeName.startsWith(TO_BE_DELETED_PREFIX);
}

/** Whether any node of the answer is on its way somewhere: the 5 s poll runs while this holds. */
export function anyNodeMoving(status: ServicesStatusResponse | undefined): boolean {
  if (!status) return false;
  return SERVICE_TABLES.some(({ key }) =>
    status[key].some((node) => isTransientNode(node.node_name) || isTransitionalNodeStatus(nodeStatusName(node.status))),
  );
}

// --- Who may act, and when (doc 2 §6) ------------------------------------------------------------

export interface ServicesCluster {
  platform: Platform;
  clusterPolicy: Pick<ClusterPolicy, 'roleName'>;
}

/** Node actions: no developer role (User), and the cluster running. Null when allowed. */
export function nodeActionRefusal(cluster: ServicesCluster, running: boolean): string | null {
  if (cluster.clusterPolicy.roleName === 'developer') return SERVICES_TEXTS.developerRefused;
  if (!running) return SERVICES_TEXTS.mustBeConnected;
  return null;
}

export type NodeCountMode = 'add' | 'remove';

/** The input's bounds (doc 2 §5): 1 to max − current to add, 1 to current − min to remove. */
export function nodeCountBounds(mode: NodeCountMode, current: number, max: number): { min: number; max: number } {
  return { min: 1, max: mode === 'add' ? max - current : current - SERVICE_NODES_MIN };
}

export type NodeCountUser = Pick<User, 'role' | 'toggleFeatures' | 'features' | 'platformActions'>;

/**
 * Why adding (or removing) nodes is refused, or null (doc 2 §5, §6): the developer role; a trial user; the
 * manualScaling toggle; the plan's cluster_scaling action; the cluster running; then the bounds (max reached,
 * min reached).
 */
export function nodeCountRefusal(
  user: NodeCountUser,
  cluster: ServicesCluster,
  running: boolean,
  service: ScalableService,
  mode: NodeCountMode,
  current: number,
  max: number,
): string | null {
  const refusal = scaleCallRefusal(user, cluster, running, mode);
  if (refusal) return refusal;
  const bounds = nodeCountBounds(mode, current, max);
  if (bounds.max >= bounds.min) return null;
  const title = SERVICE_TITLES[service];
  return mode === 'add' ? SERVICES_TEXTS.maxReached(title, max) : SERVICES_TEXTS.minReached(title, SERVICE_NODES_MIN);
}

/** The scale call's refusals, in the order the emulator checks them (the state last: 409, the others 403). */
export function scaleCallRefusal(
  user: NodeCountUser,
  cluster: ServicesCluster,
  running: boolean,
  mode: NodeCountMode,
): string | null {
  if (cluster.clusterPolicy.roleName === 'developer') return SERVICES_TEXTS.developerRefused;
  if (isTrial(user)) return mode === 'add' ? SERVICES_TEXTS.trialAddRefused : SERVICES_TEXTS.trialRemoveRefused;
  if (!isToggleEnabled(user, 'manualScaling')) return SERVICES_TEXTS.manualScalingOff;
  if (!isActionSupported(user, 'cluster_scaling', cluster.platform)) return UNSUPPORTED_ACTION_TOOLTIP;
  if (!running) return SERVICES_TEXTS.mustBeConnected;
  return null;
}

/** Adding to a single analytics node restarts the existing analytics service (doc 2 §5). */
export function warnsOfRestart(service: ScalableService, current: number): boolean {
  return service === 'analytics' && current === 1;
}
