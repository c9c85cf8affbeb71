/**
 * Data agents (spec doc 2 §3 "Data agent connection", §4 "Data agent computed status", §6, §8, §9): the state a
 * connection is in, computed from what the platform knows of the agent and its controller; the status tag and
 * the row actions of each state; what an action's result means; the gates of the section; the setup steps and
 * the hosts an agent needs to reach. The app shows a connection by these rules; the emulator answers by the
 * same ones. Pure: no React, no fetch.
 */
import type {
  ClusterPolicy,
  DataAgentAction,
  DataAgentActionStatus,
  DataAgentCompatibility,
  DataAgentConnection,
  Platform,
  User,
} from '../contract/types';
import { FEATURE_SWITCH_TEXTS } from './feature-switches';
import { isActionSupported, isToggleEnabled, REFUSALS, UNSUPPORTED_ACTION_TOOLTIP } from './permissions';
import { allows } from './policies';

// --- Constants (doc 2 §9) --------------------------------------------------------------------------

/** Page size of the connections table; no size changer. */
export const DATA_AGENT_PAGE_SIZE = 10;
/** The search box is sent this long after the last keystroke. */
export const DATA_AGENT_SEARCH_DEBOUNCE_MS = 500;
/** The list is read again this long after an action. */
export const DATA_AGENT_REFRESH_DELAY_MS = 2_000;
/** How long a copied host says so. */
export const DATA_AGENT_COPY_FEEDBACK_MS = 3_000;
/** Name length bounds (doc 2 §5, §9). */
export const DATA_AGENT_NAME_MAX = 254;
/** Starts with a letter or underscore, then letters, digits, underscores (doc 2 §5). */
export const DATA_AGENT_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

// --- Computed state (doc 2 §4) -------------------------------------------------------------------

/** The overall state names of doc 2 §4; the unreachable state is split by whether services were connected. */
export const DATA_AGENT_STATES = [
  'UNKNOWN',
  'INCOMPLETE_DATA_AGENT_INFO',
  'HAS_NO_AUTH_FILE',
  'BOTH_DA_AND_CONTROLLER_UNREACHABLE_WITH_CONNECTED_SERVICES',
  'BOTH_DA_AND_CONTROLLER_UNREACHABLE',
  'ALL_DA_AND_CONTROLLER_CONNECTED',
  'DATA_AGENT_STARTED_BUT_NOT_CONNECTED_TO_ALL_SERVICES',
  'STOPPED',
  'CONTROLLER_DISCONNECTED',
] as const;
export type DataAgentState = (typeof DATA_AGENT_STATES)[number];

type StateInput = Pick<
  DataAgentConnection,
  'hasAuthFile' | 'error' | 'dataAgentConnectivityStatusResponse' | 'dataAgentControllerConnectivityStatusResponse'
>;

/**
 * The connection's state. In order: an error reading it (unknown); no connectivity information (incomplete when
 * an auth file exists, else no auth file); no auth file with both sides disconnected; both unreachable (with or
 * without services still connected); the controller disconnected; the agent stopped; started but missing some
 * services; all connected.
 */
export function dataAgentState(agent: StateInput): DataAgentState {
  if (agent.error) return 'UNKNOWN';
  const da = agent.dataAgentConnectivityStatusResponse;
  const controller = agent.dataAgentControllerConnectivityStatusResponse;
  if (!da || !controller) return agent.hasAuthFile ? 'INCOMPLETE_DATA_AGENT_INFO' : 'HAS_NO_AUTH_FILE';
  if (da.disconnected && controller.disconnected) {
    if (!agent.hasAuthFile) return 'HAS_NO_AUTH_FILE';
    const connected = da.connectedServicesAddresses.length + controller.connectedServicesAddresses.length > 0;
    return connected ? 'BOTH_DA_AND_CONTROLLER_UNREACHABLE_WITH_CONNECTED_SERVICES' : 'BOTH_DA_AND_CONTROLLER_UNREACHABLE';
  }
  if (controller.disconnected) return 'CONTROLLER_DISCONNECTED';
  if (!controller.isDataAgentStarted) return 'STOPPED';
  if (da.disconnected || da.disconnectedServicesAddresses.length > 0) return 'DATA_AGENT_STARTED_BUT_NOT_CONNECTED_TO_ALL_SERVICES';
  return 'ALL_DA_AND_CONTROLLER_CONNECTED';
}

/** The status tags of doc 2 §4. */
export type DataAgentTag = 'unknown' | 'noAuthFile' | 'disconnected' | 'started' | 'stopped';

export const DATA_AGENT_TAG_OF: Record<DataAgentState, DataAgentTag> = {
  UNKNOWN: 'unknown',
  INCOMPLETE_DATA_AGENT_INFO: 'unknown',
  HAS_NO_AUTH_FILE: 'noAuthFile',
  BOTH_DA_AND_CONTROLLER_UNREACHABLE_WITH_CONNECTED_SERVICES: 'disconnected',
  BOTH_DA_AND_CONTROLLER_UNREACHABLE: 'disconnected',
  ALL_DA_AND_CONTROLLER_CONNECTED: 'started',
  DATA_AGENT_STARTED_BUT_NOT_CONNECTED_TO_ALL_SERVICES: 'started',
  STOPPED: 'stopped',
  CONTROLLER_DISCONNECTED: 'disconnected',
};

/** The tags' words (doc 2 §4: unknown, no auth file generated, disconnected, started, stopped). */
export const DATA_AGENT_TAG_LABELS: Record<DataAgentTag, string> = {
  unknown: 'Unknown',
  noAuthFile: 'No auth file generated',
  disconnected: 'Disconnected',
  started: 'Started',
  stopped: 'Stopped',
};

export const DATA_AGENT_TAG_COLORS: Record<DataAgentTag, string> = {
  unknown: 'gray',
  noAuthFile: 'yellow',
  disconnected: 'red',
  started: 'green',
  stopped: 'orange',
};

/** What each state means for the user, under the tag (ours). */
export const DATA_AGENT_STATE_DETAILS: Record<DataAgentState, string> = {
  UNKNOWN: 'The state of this agent could not be read.',
  INCOMPLETE_DATA_AGENT_INFO: 'Waiting for the agent to report its state.',
  HAS_NO_AUTH_FILE: 'Generate an authentication file to set the agent up.',
  BOTH_DA_AND_CONTROLLER_UNREACHABLE_WITH_CONNECTED_SERVICES: 'The agent and its controller cannot be reached; some services were connected.',
  BOTH_DA_AND_CONTROLLER_UNREACHABLE: 'The agent and its controller cannot be reached.',
  ALL_DA_AND_CONTROLLER_CONNECTED: 'Connected to all services.',
  DATA_AGENT_STARTED_BUT_NOT_CONNECTED_TO_ALL_SERVICES: 'Started, but not connected to every service.',
  STOPPED: 'The agent is stopped.',
  CONTROLLER_DISCONNECTED: 'The controller is disconnected.',
};

// --- Row actions (doc 2 §4) ----------------------------------------------------------------------

/** hidden: not offered; refused: shown disabled with `refusal`; allowed: offered. */
export type ActionAvailability = { kind: 'hidden' } | { kind: 'allowed' } | { kind: 'refused'; refusal: string };

export interface DataAgentRowActions {
  start: ActionAvailability;
  stop: ActionAvailability;
  restart: ActionAvailability;
  /** Generate (no file yet) or Regenerate (a file was generated; hidden otherwise). */
  authFile: 'generate' | 'regenerate';
  /** No auth file and both sides disconnected: Generate authentication file is the only agent action. */
  onlyGenerate: boolean;
}

/** Why stop and restart are shown but refused (ours). */
export const DATA_AGENT_ACTION_REFUSALS = {
  controllerDisconnected: 'The controller is disconnected. Start the controller on the agent machine first.',
  unreachable: 'The agent and its controller cannot be reached. Check the agent machine.',
} as const;

const HIDDEN: ActionAvailability = { kind: 'hidden' };
const ALLOWED: ActionAvailability = { kind: 'allowed' };

export function dataAgentRowActions(agent: StateInput): DataAgentRowActions {
  const state = dataAgentState(agent);
  const authFile = agent.hasAuthFile ? 'regenerate' : 'generate';
  const both = (availability: ActionAvailability) => ({ stop: availability, restart: availability });
  const none = { start: HIDDEN, stop: HIDDEN, restart: HIDDEN };
  switch (state) {
    case 'HAS_NO_AUTH_FILE':
      return { ...none, authFile, onlyGenerate: true };
    case 'STOPPED':
      return { ...none, start: ALLOWED, authFile, onlyGenerate: false };
    case 'ALL_DA_AND_CONTROLLER_CONNECTED':
    case 'DATA_AGENT_STARTED_BUT_NOT_CONNECTED_TO_ALL_SERVICES':
      return { start: HIDDEN, ...both(ALLOWED), authFile, onlyGenerate: false };
    case 'CONTROLLER_DISCONNECTED':
      return { start: HIDDEN, ...both({ kind: 'refused', refusal: DATA_AGENT_ACTION_REFUSALS.controllerDisconnected }), authFile, onlyGenerate: false };
    case 'BOTH_DA_AND_CONTROLLER_UNREACHABLE_WITH_CONNECTED_SERVICES':
      return { start: HIDDEN, ...both({ kind: 'refused', refusal: DATA_AGENT_ACTION_REFUSALS.unreachable }), authFile, onlyGenerate: false };
    case 'BOTH_DA_AND_CONTROLLER_UNREACHABLE':
    case 'INCOMPLETE_DATA_AGENT_INFO':
    case 'UNKNOWN':
      return { ...none, authFile, onlyGenerate: false };
  }
}

// --- Action results (doc 2 §4, §8) ---------------------------------------------------------------

export const DATA_AGENT_ACTION_TEXTS = {
  failed: 'Action has failed',
  busy: 'Data Agent is busy',
  alreadyStarted: 'Already Started',
} as const;

/** The success notices of start, stop and restart (ours). */
export const DATA_AGENT_ACTION_SUCCESS: Record<DataAgentAction, (name: string) => string> = {
  start: (name) => `Data agent ${name} is starting`,
  stop: (name) => `Data agent ${name} is stopping`,
  restart: (name) => `Data agent ${name} is restarting`,
};

export const DATA_AGENT_ACTION_LABELS: Record<DataAgentAction, string> = {
  start: 'Start',
  stop: 'Stop',
  restart: 'Restart',
};

/** The error text of an action's result, or null for SUCCESS (doc 2 §4: failed, busy and already started are errors). */
export function actionResultError(status: DataAgentActionStatus | string): string | null {
  switch (status) {
    case 'SUCCESS':
      return null;
    case 'DATA_AGENT_BUSY':
      return DATA_AGENT_ACTION_TEXTS.busy;
    case 'ALREADY_STARTED':
      return DATA_AGENT_ACTION_TEXTS.alreadyStarted;
    default:
      return DATA_AGENT_ACTION_TEXTS.failed;
  }
}

/**
 * The create call's answer rule (doc 2 §8): when the answer carries a status and a message and the status does
 * not start with 2, the message is the error; otherwise null.
 */
export function createAnswerProblem(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { status, message } = answer as { status?: unknown; message?: unknown };
  if (status === undefined || status === null || typeof message !== 'string' || message === '') return null;
  return String(status).startsWith('2') ? null : message;
}

// --- Version compatibility (doc 2 §4) ------------------------------------------------------------

export const DATA_AGENT_COMPATIBILITY_LABELS: Record<DataAgentCompatibility, string> = {
  UP_TO_DATE: 'Up to date',
  COMPATIBLE: 'Compatible',
  INCOMPATIBLE: 'Incompatible',
};

export const DATA_AGENT_COMPATIBILITY_COLORS: Record<DataAgentCompatibility, string> = {
  UP_TO_DATE: 'green',
  COMPATIBLE: 'blue',
  INCOMPATIBLE: 'red',
};

/** What to do about an agent's version (ours). */
export const DATA_AGENT_COMPATIBILITY_HINTS: Record<DataAgentCompatibility, string> = {
  UP_TO_DATE: 'This agent runs the latest version.',
  COMPATIBLE: 'A newer agent version is available. Download it from the Data agent section.',
  INCOMPATIBLE: 'This agent version no longer works with the cluster. Download and install the latest agent.',
};

// --- Deletion (doc 2 §5) -------------------------------------------------------------------------

export const DATA_AGENT_DELETE_TEXTS = {
  blocked: (count: number) =>
    `This connection has ${count === 1 ? 'a data source' : `${count} data sources`} attached. Remove ${count === 1 ? 'it' : 'them'} from the cluster before deleting the connection.`,
} as const;

/** Why the connection cannot be deleted, or null. */
export function deleteRefusal(agent: Pick<DataAgentConnection, 'dataSources'>): string | null {
  return agent.dataSources.length > 0 ? DATA_AGENT_DELETE_TEXTS.blocked(agent.dataSources.length) : null;
}

// --- Gates (doc 2 §6) ----------------------------------------------------------------------------

export const DATA_AGENT_GATE_TEXTS = {
  disabled: FEATURE_SWITCH_TEXTS.dataAgentDisabled,
  turnOn: 'Turn on Data agent to manage its connections.',
  noView: 'Your role on this cluster does not allow viewing data agents.',
} as const;

export type DataAgentGateUser = Pick<User, 'toggleFeatures' | 'features' | 'platformActions'>;
export interface DataAgentGateCluster {
  platform: Platform;
  enableDataAgent: boolean;
  clusterPolicy: Partial<ClusterPolicy>;
}

/**
 * Why the connections cannot be seen, or null (doc 2 §6: the platform action da, the dataagent toggle and
 * enableDataAgent; viewing needs the configurations' list policy).
 */
export function dataAgentViewRefusal(user: DataAgentGateUser, cluster: DataAgentGateCluster): string | null {
  if (!isToggleEnabled(user, 'dataagent')) return DATA_AGENT_GATE_TEXTS.disabled;
  if (!isActionSupported(user, 'da', cluster.platform)) return UNSUPPORTED_ACTION_TOOLTIP;
  if (!cluster.enableDataAgent) return DATA_AGENT_GATE_TEXTS.turnOn;
  if (!allows(cluster.clusterPolicy, 'clusterPolicy', 'list')) return DATA_AGENT_GATE_TEXTS.noView;
  return null;
}

/** Why the connections cannot be changed (create, edit, delete, auth file, actions), or null: also clusterPolicy update. */
export function dataAgentManageRefusal(user: DataAgentGateUser, cluster: DataAgentGateCluster): string | null {
  const view = dataAgentViewRefusal(user, cluster);
  if (view) return view;
  if (!allows(cluster.clusterPolicy, 'clusterPolicy', 'update')) return REFUSALS.noPermission;
  return null;
}

// --- Setup (doc 2 §9) ----------------------------------------------------------------------------

export type DataAgentService = 'analytics' | 'loader' | 'cmc';

export interface DataAgentEndpoint {
  service: DataAgentService;
  label: string;
  host: string;
  port: number;
  /** CMC is optional (doc 2 §9). */
  optional: boolean;
}

/** The public hosts and ports an agent connects to, SSL-encrypted (doc 2 §9); the emulator reports the same. */
export function dataAgentEndpoints(hostName: string): DataAgentEndpoint[] {
  return [
    { service: 'analytics', label: 'Analytics', host: `analytics.${hostName}`, port: 5443, optional: false },
    { service: 'loader', label: 'Loader', host: `loader.${hostName}`, port: 5444, optional: false },
    { service: 'cmc', label: 'CMC', host: `cmc.${hostName}`, port: 6443, optional: true },
  ];
}

export const endpointAddress = (endpoint: Pick<DataAgentEndpoint, 'host' | 'port'>) => `${endpoint.host}:${endpoint.port}`;

/** The setup steps, in the spec's order (doc 2 §9); the wording is ours. */
export const DATA_AGENT_SETUP_STEPS = [
  { key: 'download', title: 'Download the agent', text: 'Download the data agent archive from the Data agent section and unpack it on a machine that can reach your data sources.' },
  { key: 'authorize', title: 'Define and authorize the agent', text: 'Generate the authentication file of this connection and place the .auth file in the agent folder.' },
  { key: 'whitelist', title: 'Allow the cluster hosts', text: 'Allow outgoing connections from the agent machine to these hosts and ports. CMC is optional.' },
  { key: 'controller', title: 'Start the controller', text: 'Run the controller script: controller.sh start on Linux, controller.bat start on Windows.' },
  { key: 'agent', title: 'Start the agent', text: 'Start the agent from this table (Start) or with the agent script on its machine.' },
  { key: 'map', title: 'Map your data sources', text: 'In the cluster, create data sources that use this data agent.' },
] as const;

export const DATA_AGENT_SSL_NOTE = 'The connection between the agent and the cluster is SSL-encrypted.';

/** The list call's filters query: a JSON list of column NAME and the search (doc 2 §7); none when blank. */
export function nameFilters(search: string): string | null {
  const trimmed = search.trim();
  return trimmed === '' ? null : JSON.stringify([{ column: 'NAME', search: trimmed }]);
}
