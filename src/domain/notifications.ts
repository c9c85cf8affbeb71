/**
 * In-app notifications (spec doc 1 §4): the unread badge, the failure message split on its ERROR markers,
 * and the optimistic marking. Pure functions.
 */
import type { Notification } from '../contract/types';

export const NOTIFICATION_TEXTS = {
  empty: 'No Notifications',
  /** Ours: the bell's accessible name and the panel's title. */
  title: 'Notifications',
  unread: (count: number) => `${count} unread`,
  /** Ours: the mark on an unread item. */
  newItem: 'New',
  loading: 'Loading notifications',
  /** Ours: shown in the panel when the list cannot be loaded. */
  loadFailed: 'Notifications could not be loaded',
  openCluster: (name: string) => `Open ${name}`,
} as const;

/** Badge with the unread count, or '+9' when more than 9; null when nothing is unread. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '+9' : String(count);
}

export function unreadCount(list: readonly Notification[]): number {
  return list.filter((n) => !n.read).length;
}

/**
 * A failure message split on its ERROR markers: 'Deploy failed ERROR: quota ERROR: network' reads as three
 * lines, each marker kept with the text that follows it. A message without markers is one line.
 */
export function splitOnErrorMarkers(message: string): string[] {
  return message
    .split(/(?=\bERROR\b)/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * The clusters that notifications new since `before` are about, each once. Nothing is new on a first read
 * (`before` undefined): there is no older screen to reconcile with.
 */
export function clustersWithNewNotifications(
  before: readonly Pick<Notification, 'id'>[] | undefined,
  after: readonly Pick<Notification, 'id' | 'instanceName'>[],
): string[] {
  if (before === undefined) return [];
  const seen = new Set(before.map((n) => n.id));
  const names = new Set<string>();
  for (const n of after) if (!seen.has(n.id) && n.instanceName) names.add(n.instanceName);
  return [...names];
}

/** The list with the given ids marked read (the rest as they were). */
export function markedRead<T extends Pick<Notification, 'id' | 'read'>>(list: readonly T[], ids: readonly string[]): T[] {
  const marked = new Set(ids);
  return list.map((n) => (marked.has(n.id) && !n.read ? { ...n, read: true } : n));
}
