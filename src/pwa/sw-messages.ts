/**
 * The page side of the service worker's messages (shapes mirror sw/protocol.ts): a push alert refetches
 * what it is about at once, an unreachable API (cached answers or none) marks the app offline, and a
 * notification click on a
 * page the worker could not navigate routes here.
 */
import type { QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { keys } from '../api/keys';
import { useSession } from '../stores/session';
import { serverAnswered } from './reachability';
import { usePwa } from './store';

export type PageMessage = { type: 'SKIP_WAITING' } | { type: 'SET_USER'; uuid: string | null } | { type: 'CLEAR_USER_DATA' };

/**
 * The queries a push alert is about: a cluster's change refreshes the list, every cluster's page and the
 * notifications (the alert came with one); a deployment stage changes the pipeline (read with the user)
 * and, when it completes, the list. Everything of the user is cheap to refetch, so a deployment alert
 * refreshes the user's queries and the clusters.
 */
export async function invalidateForPush(queryClient: QueryClient, kind: string): Promise<void> {
  const uuid = useSession.getState().uuid;
  if (!uuid) return;
  // Every key of the user sits under keys.user(uuid), the clusters' under keys.clusters(uuid).
  if (kind !== 'cluster') {
    await queryClient.invalidateQueries({ queryKey: keys.user(uuid) });
    return;
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.clusters(uuid) }),
    queryClient.invalidateQueries({ queryKey: keys.notifications(uuid) }),
  ]);
}

/** Only paths of this origin. */
function samePagePath(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? parsed.pathname + parsed.search + parsed.hash : null;
  } catch {
    return null;
  }
}

const clusterAlertListeners = new Set<() => void>();

/** Calls `listener` whenever a push alert about a cluster reaches this page; answers the unsubscribe. */
export function onClusterAlert(listener: () => void): () => void {
  clusterAlertListeners.add(listener);
  return () => clusterAlertListeners.delete(listener);
}

/**
 * A message of the service worker (sw/protocol.ts's WorkerMessage). It is read field by field, and only the
 * fields this page uses: a message of another shape (or of an older or newer worker) does nothing.
 */
export function handleWorkerMessage(queryClient: QueryClient, data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'PUSH_RECEIVED':
      if (typeof message.kind !== 'string') break;
      void invalidateForPush(queryClient, message.kind);
      if (message.kind === 'cluster') clusterAlertListeners.forEach((listener) => listener());
      break;
    case 'API_UNREACHABLE':
      if (typeof message.cachedAt === 'number' || message.cachedAt === null) usePwa.getState().apiUnreachable(message.cachedAt);
      break;
    case 'API_FROM_NETWORK':
      serverAnswered(queryClient);
      break;
    case 'NAVIGATE': {
      const path = typeof message.url === 'string' ? samePagePath(message.url) : null;
      if (path) navigate(path);
      break;
    }
  }
}

/** Posts to the active worker, if this browser has one. */
export async function postToWorker(message: PageMessage): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  (registration?.active ?? navigator.serviceWorker.controller)?.postMessage(message);
}

/** Posts and waits for the worker's answer on a MessageChannel, at most `timeoutMs`. */
export async function askWorker(message: PageMessage, timeoutMs = 2000): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const worker = registration?.active ?? navigator.serviceWorker.controller;
  if (!worker) return false;
  return new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      const data = event.data;
      resolve(typeof data === 'object' && data !== null && (data as { ok?: unknown }).ok === true);
    };
    worker.postMessage(message, [channel.port2]);
  });
}
