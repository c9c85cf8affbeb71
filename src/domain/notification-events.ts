/**
 * The title a notification shows above its message (issue 26): one human title per event code the cloud API
 * sends (doc 1 §4 lists a notification's `event`, e.g. CREATE_CLUSTER, with no wording for people). The titles
 * are ours. The emulator types every notice it records with `NotificationEvent`, so a code it emits without a
 * title here fails to compile; a code from elsewhere (a newer API) still reads as words, never as the raw code.
 * Each title names what happened to what, for the request and its outcome alike (CREATE_CLUSTER is sent when a
 * create starts and when it is done; the message below the title says which).
 */
export const NOTIFICATION_EVENT_TITLES = {
  // A cluster's life (doc 1 §4, §5).
  CREATE_CLUSTER: 'Cluster creation',
  CLONE_CLUSTER: 'Cluster clone',
  DELETE_CLUSTER: 'Cluster deleted',
  CONNECT_CLUSTER: 'Cluster connection',
  DISCONNECT_CLUSTER: 'Cluster disconnection',
  AUTO_SUSPEND: 'Auto suspend',
  IDLE_WARNING: 'Cluster going to sleep',
  KEEP_AWAKE: 'Kept awake',
  // Updates (doc 2 §3).
  UPGRADE_CLUSTER: 'Cluster update',
  SCHEDULE_UPGRADE: 'Update scheduled',
  CANCEL_UPGRADE: 'Update cancelled',
  // Who may use the cluster (doc 1 §7, doc 2 §5).
  CLUSTER_INVITATION: 'Cluster invitation',
  INVITATION_ACCEPTED: 'Invitation accepted',
  OWNERSHIP_INVITATION: 'Ownership invitation',
  OWNERSHIP_INVITATION_WITHDRAWN: 'Ownership invitation withdrawn',
  OWNERSHIP_TRANSFERRED: 'Ownership transferred',
  ROLE_CHANGED: 'Role changed',
  USER_REMOVED: 'Access removed',
  // Nodes, scaling and scheduled events (doc 2 §3, §4).
  SERVICE_NODE_STARTED: 'Node started',
  SERVICE_NODE_STOPPED: 'Node stopped',
  SERVICE_NODE_FAILED: 'Node failed to start',
  SCALE_SERVICE: 'Nodes changed',
  UPDATE_AUTOSCALING: 'Autoscaling',
  AUTOSCALE: 'Cluster resized',
  SCHEDULED_EVENT: 'Scheduled event',
  // Self-managed clusters (doc 2 §3).
  CREATE_SUB_CLUSTER: 'Self-Managed Cluster created',
  CONNECT_SUB_CLUSTER: 'Self-Managed Cluster connected',
  DISCONNECT_SUB_CLUSTER: 'Self-Managed Cluster disconnected',
  UPDATE_SUB_CLUSTER: 'Self-Managed Cluster updated',
  DELETE_SUB_CLUSTER: 'Self-Managed Cluster deleted',
  // Libraries, features, data agents, data apps (doc 2 §3, §5, §6; doc 3).
  INSTALL_LIBRARY: 'Library install',
  UNINSTALL_LIBRARY: 'Library uninstalled',
  ENABLE_SQLI: 'Advanced SQL interface',
  DATA_AGENT_CONNECTED: 'Data agent connected',
  DATA_AGENT_STARTED: 'Data agent started',
  DATA_AGENT_STOPPED: 'Data agent stopped',
  DATA_AGENT_RESTARTED: 'Data agent restarted',
  IMPORT_DATA_APPS: 'Data app import',
} as const satisfies Record<string, string>;

/** Every event code the API sends that the console has a title for. */
export type NotificationEvent = keyof typeof NOTIFICATION_EVENT_TITLES;

export function isKnownNotificationEvent(code: string): code is NotificationEvent {
  return Object.hasOwn(NOTIFICATION_EVENT_TITLES, code);
}

/**
 * A code as words, for an event this console has no title for: 'RESTART_SPARK_NODE' → 'Restart spark node'.
 * Separators (_ - . and spaces) become single spaces; an empty or symbol-only code reads 'Update'.
 */
export function readableEventCode(code: string): string {
  const words = code
    .split(/[\s_.-]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
  if (words.length === 0 || !/[a-z0-9]/.test(words.join(''))) return FALLBACK_TITLE;
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Ours: the title of a notification whose event code has no letters to read. */
const FALLBACK_TITLE = 'Update';

/** The title a notification shows: the table's, else its code as words. */
export function notificationTitle(code: string): string {
  return isKnownNotificationEvent(code) ? NOTIFICATION_EVENT_TITLES[code] : readableEventCode(code);
}
