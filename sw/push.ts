/**
 * Push alerts: `push` shows the notification (one tag per cluster or deployment, so a new stage replaces
 * the last one) and tells open pages, which refetch what the alert is about; `notificationclick` focuses
 * an open window and takes it to the alert's page (the app routes itself, no reload), or opens one. A payload we cannot read still shows a
 * generic alert linking to /clusters, and nothing here throws. The app icon's badge counts the alerts.
 */
import { GENERIC_PUSH_ALERT, parsePushPayload, type PushPayload } from '../src/domain/push';
import type { WorkerMessage } from './protocol';
import { sw } from './scope';

const ICON = '/icons/icon-192.png';

interface AlertData {
  url: string;
  kind: PushPayload['kind'];
}

function readPayload(event: PushEvent): PushPayload {
  try {
    return parsePushPayload(event.data?.text()) ?? GENERIC_PUSH_ALERT;
  } catch {
    return GENERIC_PUSH_ALERT;
  }
}

/** The alert's URL resolved on this origin; anything else opens the cluster list. */
function appUrl(path: unknown): string {
  const fallback = new URL(GENERIC_PUSH_ALERT.url, sw.location.origin).href;
  if (typeof path !== 'string') return fallback;
  try {
    const url = new URL(path, sw.location.origin);
    return url.origin === sw.location.origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}

async function updateBadge(): Promise<void> {
  const nav = sw.navigator as WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  if (!nav.setAppBadge) return;
  try {
    const count = (await sw.registration.getNotifications()).length;
    if (count > 0) await nav.setAppBadge(count);
    else await nav.clearAppBadge?.();
  } catch {
    // The badge is a nicety: a browser refusing it changes nothing else.
  }
}

async function tellPages(message: WorkerMessage): Promise<void> {
  const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  pages.forEach((page) => page.postMessage(message));
}

async function showAlert(payload: PushPayload): Promise<void> {
  const data: AlertData = { url: payload.url, kind: payload.kind };
  // `renotify` makes a replacing stage alert the user again; not in every TypeScript lib yet.
  const options: NotificationOptions & { renotify?: boolean } = {
    body: payload.body,
    tag: payload.tag,
    renotify: true,
    icon: ICON,
    badge: ICON,
    data,
  };
  await sw.registration.showNotification(payload.title, options);
  await Promise.all([
    tellPages({ type: 'PUSH_RECEIVED', kind: payload.kind, tag: payload.tag, url: payload.url }),
    updateBadge(),
  ]);
}

async function openAlert(notification: Notification): Promise<void> {
  const data: unknown = notification.data;
  const target = appUrl(typeof data === 'object' && data !== null ? (data as Partial<AlertData>).url : undefined);
  notification.close();
  const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = pages.find((p) => new URL(p.url).origin === sw.location.origin);
  if (!page) {
    await sw.clients.openWindow(target);
  } else {
    // The app routes itself on this message: a client-side navigation keeps the shell, its cached data and
    // its connection, so the cluster's status paints without a page load (a reload took ~0.5 s here). It
    // goes first: focusing and the badge need not hold it up.
    if (page.url !== target) page.postMessage({ type: 'NAVIGATE', url: target } satisfies WorkerMessage);
    await page.focus().catch(() => undefined);
  }
  await updateBadge();
}

export function setUpPush(): void {
  sw.addEventListener('push', (event) => {
    event.waitUntil(
      showAlert(readPayload(event)).catch(() => sw.registration.showNotification(GENERIC_PUSH_ALERT.title, { body: GENERIC_PUSH_ALERT.body, tag: GENERIC_PUSH_ALERT.tag, data: { url: GENERIC_PUSH_ALERT.url, kind: GENERIC_PUSH_ALERT.kind } })),
    );
  });
  sw.addEventListener('notificationclick', (event) => {
    event.waitUntil(openAlert(event.notification).catch(() => undefined));
  });
  sw.addEventListener('notificationclose', (event) => {
    event.waitUntil(updateBadge());
  });
}
