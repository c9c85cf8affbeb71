/**
 * Push alerts, shared by the emulator (which sends them), the app (which subscribes) and the service worker
 * (which shows them): the kinds a user can choose, the payload's shape and size limit, and the safe reading
 * of a payload that falls back to a generic alert when the data is not what we sent.
 */
import { parseJsonObject } from './json';
import { PATHS } from './paths';
import { instancePath, instancesPath, notificationsPath, servicesPath } from '../contract/api-paths';

/**
 * What a user can ask alerts for: deployment pipeline progress, cluster status changes, and the end of the
 * operations run on a cluster (node actions, scaling, self-managed clusters, scheduled events). A device
 * saved with a list that lacks a kind added later simply does not get that kind.
 */
export const PUSH_KINDS = ['deployment', 'cluster', 'operations'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export function isPushKind(value: unknown): value is PushKind {
  return typeof value === 'string' && (PUSH_KINDS as readonly string[]).includes(value);
}

/** The JSON the emulator encrypts into a Web Push message. */
export interface PushPayload {
  title: string;
  body: string;
  /** One tag per cluster or deployment: a later alert with the same tag replaces the earlier one. */
  tag: string;
  /** App path the alert opens, e.g. /clusters/sales-eu. */
  url: string;
  kind: PushKind;
  /** Buttons of the notification, when the alert offers any (known actions only; see parsePushPayload). */
  actions?: PushAction[];
  /**
   * A cluster alert's read capability: the worker trades it at ALERT_REFRESH_PATH for the answers the alert's
   * page reads, so the page opens offline with a state at least as new as the alert (issue 28).
   */
  refresh?: string;
}

/**
 * 'Keep awake' on the warning that an idle cluster goes to sleep soon: the token is a single-use capability
 * that only resets that cluster's idle timer (never a sign-in token), so the button works from a locked phone.
 */
export interface KeepAwakeAction {
  action: 'keep-awake';
  token: string;
}

/**
 * 'Snooze 1 hour' on every alert about one cluster (issue 28): a single-use capability that only snoozes that
 * user's alerts of that cluster, sent by the worker to ALERT_SNOOZE_PATH without opening the app.
 */
export interface SnoozeAction {
  action: 'snooze';
  token: string;
}

export type PushAction = KeepAwakeAction | SnoozeAction;
export type PushActionName = PushAction['action'];
const PUSH_ACTION_NAMES: readonly PushActionName[] = ['keep-awake', 'snooze'];

/** The button texts are ours, not the payload's. */
export const PUSH_ACTION_TITLES: Record<PushActionName, string> = { 'keep-awake': 'Keep awake', snooze: 'Snooze 1 hour' };

/** Where the service worker sends a Snooze token (same origin as the app; no bearer token). */
export const ALERT_SNOOZE_PATH = '/api/alerts/snooze';
/** Where the service worker trades an alert's refresh token for the answers the alert's page reads. */
export const ALERT_REFRESH_PATH = '/api/alerts/refresh';

/**
 * What ALERT_REFRESH_PATH answers: the alert's user and, by path below the API base, the body of each GET the
 * alert's page reads (the cluster, the list and its services, the notifications), as those GETs answer them.
 */
export interface AlertRefreshAnswer {
  userId: string;
  answers: Record<string, unknown>;
}

/**
 * The GETs an alert's page reads, by path below the API base, built by contract/api-paths.ts as the app's own
 * requests are (src/api/clusters.ts, src/api/notifications.ts): the worker stores the refreshed answers under
 * these, and marks the stored ones older than an alert it could not refresh.
 */
export function alertPageReads(userId: string, clusterName: string): string[] {
  return [instancePath(userId, clusterName), instancesPath(userId), servicesPath(userId), notificationsPath(userId)];
}

/** The cluster an alert is about, from its tag (`cluster:{name}`); null for a deployment's or a generic alert. */
export function clusterOfTag(tag: string): string | null {
  return tag.startsWith('cluster:') && tag.length > 'cluster:'.length ? tag.slice('cluster:'.length) : null;
}

/** Where the service worker sends a Keep awake token (same origin as the app; no bearer token). */
export const KEEP_AWAKE_PATH = '/api/clusters/keep-awake';

/** How long before an idle cluster's auto-suspend the warning comes, in simulated ms. */
export const IDLE_WARNING_LEAD_MS = 10 * 60_000;

/** What the service worker shows after the Keep awake button. */
export const KEEP_AWAKE_TEXTS = {
  doneTitle: 'Kept awake',
  failedTitle: 'Could not keep the cluster awake',
  /** When the server answered nothing usable. */
  failed: 'The cluster goes to sleep as planned. Open the app to keep it awake.',
  offline: 'No connection: the cluster goes to sleep as planned. Open the app when you are back online to keep it awake.',
} as const;

/** A token as the emulator makes them: 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The known, well-formed actions of a payload; anything else is dropped, never an error. */
function readActions(value: unknown): PushAction[] {
  if (!Array.isArray(value)) return [];
  const actions: PushAction[] = [];
  for (const item of value.slice(0, 4)) {
    if (typeof item !== 'object' || item === null) continue;
    const { action, token } = item as Record<string, unknown>;
    if (PUSH_ACTION_NAMES.some((name) => name === action) && typeof token === 'string' && TOKEN_PATTERN.test(token) && !actions.some((a) => a.action === action)) {
      actions.push({ action: action as PushActionName, token });
    }
  }
  return actions;
}

/** Upper bound of the JSON payload in UTF-8 bytes (Web Push allows about 4 KB after encryption). */
export const PUSH_PAYLOAD_MAX_BYTES = 3072;

/** Shown when a push message cannot be read: still an alert, and it opens the cluster list. */
export const GENERIC_PUSH_ALERT: PushPayload = {
  title: 'Cluster update',
  body: 'Something changed in your clusters. Open the app to see what.',
  tag: 'generic',
  url: PATHS.clusters,
  kind: 'cluster',
};

function isAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/**
 * Reads a push message's text. Anything that is not a payload of ours (not JSON, missing fields, a URL
 * leaving the app) gives null: the caller shows GENERIC_PUSH_ALERT. Unknown or malformed actions are
 * dropped (the alert still shows, without that button). Never throws.
 */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (typeof text !== 'string' || text === '') return null;
  const record = parseJsonObject(text);
  if (!record) return null;
  const { title, body, tag, url, kind, actions, refresh } = record;
  if (typeof title !== 'string' || title.trim() === '') return null;
  if (typeof body !== 'string') return null;
  if (typeof tag !== 'string' || tag === '') return null;
  if (!isAppPath(url) || !isPushKind(kind)) return null;
  const known = readActions(actions);
  const payload: PushPayload = { title, body, tag, url, kind };
  if (known.length > 0) payload.actions = known;
  if (typeof refresh === 'string' && TOKEN_PATTERN.test(refresh)) payload.refresh = refresh;
  return payload;
}
