/**
 * Push alerts, shared by the emulator (which sends them), the app (which subscribes) and the service worker
 * (which shows them): the kinds a user can choose, the payload's shape and size limit, and the safe reading
 * of a payload that falls back to a generic alert when the data is not what we sent.
 */
import { parseJsonObject } from './json';
import { PATHS } from './paths';

/** What a user can ask alerts for: deployment pipeline progress, and cluster status changes. */
export const PUSH_KINDS = ['deployment', 'cluster'] as const;
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
 * leaving the app) gives null: the caller shows GENERIC_PUSH_ALERT. Never throws.
 */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (typeof text !== 'string' || text === '') return null;
  const record = parseJsonObject(text);
  if (!record) return null;
  const { title, body, tag, url, kind } = record;
  if (typeof title !== 'string' || title.trim() === '') return null;
  if (typeof body !== 'string') return null;
  if (typeof tag !== 'string' || tag === '') return null;
  if (!isAppPath(url) || !isPushKind(kind)) return null;
  return { title, body, tag, url, kind };
}
