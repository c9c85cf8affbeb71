/**
 * Which emulator events become push alerts, and the small JSON each one carries. Cluster alerts: a cluster
 * finished creating or connecting (cluster.running), disconnected, became unavailable, or goes to sleep
 * soon (cluster.idle-warning, with its Keep awake action). Deployment alerts: every pipeline stage change,
 * completion and failure (kinds starting with `pipeline.`). Operation alerts: the end of an operation on
 * a cluster (kinds starting with `operation.`: node actions, scaling, self-managed clusters, scheduled events).
 */
import { createHash } from 'node:crypto';
import { PUSH_PAYLOAD_MAX_BYTES, type PushAction, type PushKind, type PushPayload } from '../../src/domain/push';
import type { EmulatorEvent } from '../context';
import { PATHS } from '../../src/domain/paths';

/** The warning that an idle cluster goes to sleep soon; sent as a 'cluster' alert. */
export const IDLE_WARNING_KIND = 'cluster.idle-warning';

/** Cluster event kinds worth waking a phone for; starting, stopping and deleting are not. */
export const CLUSTER_ALERT_KINDS: ReadonlySet<string> = new Set([
  'cluster.running',
  'cluster.disconnected',
  'cluster.unavailable',
  'cluster.failed',
  IDLE_WARNING_KIND,
]);

/** The push kind of an emulator event, or null when the event sends no push alert. */
export function pushKindOf(eventKind: string): PushKind | null {
  if (eventKind.startsWith('pipeline.') || eventKind.startsWith('deployment.')) return 'deployment';
  if (eventKind.startsWith('operation.')) return 'operations';
  if (CLUSTER_ALERT_KINDS.has(eventKind)) return 'cluster';
  return null;
}

/**
 * An event whose alert offers buttons (the idle warning's Keep awake). The actions ride on the event in
 * memory only, from the transaction that made them to the relay; they are never stored as they are.
 */
export interface AlertEvent extends EmulatorEvent {
  actions?: readonly PushAction[];
}

export function withActions(event: EmulatorEvent, actions: readonly PushAction[]): AlertEvent {
  return { ...event, actions };
}

function actionsOf(event: EmulatorEvent): PushAction[] {
  const actions = (event as AlertEvent).actions;
  return Array.isArray(actions) ? [...actions] : [];
}

const byteLength = (text: string): number => Buffer.byteLength(text, 'utf8');

/** Cuts `text` to at most `maxBytes` UTF-8 bytes, on a character boundary, ending with an ellipsis. */
function cut(text: string, maxBytes: number): string {
  if (byteLength(text) <= maxBytes) return text;
  const room = Math.max(0, maxBytes - byteLength('…'));
  // A multi-byte character cut in half decodes as U+FFFD: drop it.
  const head = Buffer.from(text, 'utf8').subarray(0, room).toString('utf8').replace(/\uFFFD+$/, '');
  return `${head}…`;
}

/**
 * What one device's copy of a cluster alert carries besides the event's own actions: its Snooze button and
 * its refresh capability (issue 28), each a token made for that device.
 */
export interface DeviceCapabilities {
  snooze?: string;
  refresh?: string;
}

/** The alert's JSON, at most PUSH_PAYLOAD_MAX_BYTES: a long body (then title) is shortened to fit. */
export function buildPayload(event: EmulatorEvent, kind: PushKind, device: DeviceCapabilities = {}): string {
  const payload: PushPayload = {
    title: cut(event.title, 200),
    body: event.body,
    tag: cut(event.tag, 200),
    url: event.url.startsWith('/') && !event.url.startsWith('//') ? cut(event.url, 500) : PATHS.clusters,
    kind,
  };
  const actions = actionsOf(event);
  if (device.snooze) actions.push({ action: 'snooze', token: device.snooze });
  if (actions.length > 0) payload.actions = actions;
  if (device.refresh) payload.refresh = device.refresh;
  let json = JSON.stringify(payload);
  const over = byteLength(json) - PUSH_PAYLOAD_MAX_BYTES;
  if (over > 0) {
    // JSON escaping can make a character cost more than its UTF-8 bytes: shrink until it fits.
    let budget = Math.max(0, byteLength(payload.body) - over);
    do {
      json = JSON.stringify({ ...payload, body: cut(payload.body, budget) });
      budget = Math.floor(budget * 0.9);
    } while (byteLength(json) > PUSH_PAYLOAD_MAX_BYTES && budget > 0);
    if (byteLength(json) > PUSH_PAYLOAD_MAX_BYTES) json = JSON.stringify({ ...payload, body: '' });
  }
  return json;
}

/**
 * RFC 8030 Topic for a tag (base64url, at most 32 characters): a push service holding an undelivered
 * alert of the same cluster or deployment replaces it instead of queueing both.
 */
export function topicFor(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}
