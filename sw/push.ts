/**
 * Push alerts: `push` shows the notification (one tag per cluster or deployment, so a new stage replaces
 * the last one) and tells open pages, which refetch what the alert is about; `notificationclick` focuses
 * an open window and takes it to the alert's page (the app routes itself, no reload), or opens one. A payload we cannot read still shows a
 * generic alert linking to /clusters, and nothing here throws. The app icon's badge counts the alerts.
 *
 * The idle warning's 'Keep awake' button and every cluster alert's 'Snooze 1 hour' (issue 28) work without
 * opening the app (a locked phone): the worker posts the alert's single-use token to the emulator, which resets
 * that cluster's idle timer or snoozes its alerts, then replaces the alert with a short confirmation, or with
 * why it did not work (offline, expired, already used).
 *
 * A cluster alert also refreshes the answers its page reads (api-cache.ts refreshForAlert), while it shows.
 */
import { SNOOZE_TEXTS } from '../src/domain/alert-snooze';
import {
  ALERT_SNOOZE_PATH,
  clusterOfTag,
  GENERIC_PUSH_ALERT,
  KEEP_AWAKE_PATH,
  KEEP_AWAKE_TEXTS,
  parsePushPayload,
  PUSH_ACTION_TITLES,
  type PushActionName,
  type PushPayload,
} from '../src/domain/push';
import { apiEndpoint, refreshForAlert } from './api-cache';
import type { WorkerMessage } from './protocol';
import { sw } from './scope';

const ICON = '/icons/icon-192.png';

interface AlertData {
  url: string;
  kind: PushPayload['kind'];
  /** The Keep awake capability, when the alert has that button. */
  keepAwake?: string;
  /** The Snooze 1 hour capability, when the alert has that button (every alert about one cluster). */
  snooze?: string;
}

/** How long an action's call may take before the worker says it failed. */
const ACTION_TIMEOUT_MS = 10_000;
/** A server message longer than this is not shown whole in a notification. */
const MESSAGE_MAX_LENGTH = 300;

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

/**
 * The worker's notifications are shown and read one call at a time. Chromium drops a notification from its
 * list when a read (the badge's count) syncs with the display while that notification is still being put
 * on it: with two alerts at once, the first one's count lost the second (6 of 60 pairs of alerts
 * delivered together; none of 40 in turn). A lost alert is neither listed nor counted.
 */
let notificationCalls: Promise<unknown> = Promise.resolve();
function inTurn<T>(call: () => Promise<T>): Promise<T> {
  const result = notificationCalls.then(call);
  notificationCalls = result.catch(() => undefined);
  return result;
}

const showNotification = (title: string, options: AlertOptions) => inTurn(() => sw.registration.showNotification(title, options));

async function updateBadge(): Promise<void> {
  const nav = sw.navigator as WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  if (!nav.setAppBadge) return;
  try {
    const count = (await inTurn(() => sw.registration.getNotifications())).length;
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

type AlertOptions = NotificationOptions & { renotify?: boolean; actions?: { action: string; title: string }[] };

async function showAlert(payload: PushPayload): Promise<void> {
  const receivedAt = Date.now();
  const tokenOf = (action: PushActionName) => payload.actions?.find((a) => a.action === action)?.token;
  const keepAwake = tokenOf('keep-awake');
  const snooze = tokenOf('snooze');
  const data: AlertData = {
    url: payload.url,
    kind: payload.kind,
    ...(keepAwake ? { keepAwake } : {}),
    ...(snooze ? { snooze } : {}),
  };
  const buttons = (payload.actions ?? []).map((a) => ({ action: a.action, title: PUSH_ACTION_TITLES[a.action] }));
  // `renotify` makes a replacing stage alert the user again; it and `actions` are not in every TypeScript lib yet.
  const options: AlertOptions = {
    body: payload.body,
    tag: payload.tag,
    renotify: true,
    icon: ICON,
    badge: ICON,
    data,
    ...(buttons.length > 0 ? { actions: buttons } : {}),
  };
  // What the alert's page reads is refreshed while the alert shows, so it opens offline at least as new as the
  // alert; it never holds the alert up, and a failure only leaves the page saying its data is older.
  const cluster = clusterOfTag(payload.tag);
  const refreshed = cluster ? refreshForAlert(cluster, payload.refresh, receivedAt) : Promise.resolve();
  await Promise.all([showNotification(payload.title, options), refreshed]);
  // Open pages hear of the alert once what it refreshed is stored: their refetch may be answered from it.
  await Promise.all([tellPages({ type: 'PUSH_RECEIVED', kind: payload.kind, tag: payload.tag, url: payload.url }), updateBadge()]);
}

function alertData(notification: Notification): Partial<AlertData> {
  const data: unknown = notification.data;
  return typeof data === 'object' && data !== null ? (data as Partial<AlertData>) : {};
}

function messageOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { message } = answer as { message?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return null;
  return message.length > MESSAGE_MAX_LENGTH ? `${message.slice(0, MESSAGE_MAX_LENGTH - 1)}…` : message;
}

interface ActionTexts {
  doneTitle: string;
  failedTitle: string;
  failed: string;
  offline: string;
}

/** Posts an action's body (its token is the only credential); answers what the outcome notification says. Never throws. */
async function sendAction(url: URL | string, body: Record<string, string> | null, texts: ActionTexts): Promise<{ title: string; body: string }> {
  const failed = (text: string | null) => ({ title: texts.failedTitle, body: text ?? texts.failed });
  if (body === null) return failed(null);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      // The token is the only credential: no cookies, no cache.
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(ACTION_TIMEOUT_MS),
    });
  } catch {
    return failed(texts.offline);
  }
  const message = messageOf(await response.json().catch(() => null));
  return response.ok ? { title: texts.doneTitle, body: message ?? texts.doneTitle } : failed(message);
}

const hasToken = (token: string | undefined): token is string => typeof token === 'string' && token !== '';

/** The alert's buttons: each replaces the alert with its outcome, under the same tag, without opening the app. */
async function runAction(notification: Notification, action: PushActionName): Promise<void> {
  const data = alertData(notification);
  const url = typeof data.url === 'string' ? data.url : GENERIC_PUSH_ALERT.url;
  const kind = data.kind ?? 'cluster';
  notification.close();
  const outcome =
    action === 'keep-awake'
      ? await sendAction(new URL(KEEP_AWAKE_PATH, sw.location.origin), hasToken(data.keepAwake) ? { token: data.keepAwake } : null, KEEP_AWAKE_TEXTS)
      : await sendAction(
          await apiEndpoint(ALERT_SNOOZE_PATH),
          // The answer says until when on this device's clock.
          hasToken(data.snooze) ? { token: data.snooze, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' } : null,
          SNOOZE_TEXTS,
        );
  const shown: AlertData = { url, kind };
  await showNotification(outcome.title, { body: outcome.body, tag: notification.tag, icon: ICON, badge: ICON, data: shown });
  // Open pages refetch the cluster (its notifications, its snooze).
  await Promise.all([tellPages({ type: 'PUSH_RECEIVED', kind, tag: notification.tag, url }), updateBadge()]);
}

async function openAlert(notification: Notification): Promise<void> {
  const target = appUrl(alertData(notification).url);
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
      showAlert(readPayload(event)).catch(() => showNotification(GENERIC_PUSH_ALERT.title, { body: GENERIC_PUSH_ALERT.body, tag: GENERIC_PUSH_ALERT.tag, data: { url: GENERIC_PUSH_ALERT.url, kind: GENERIC_PUSH_ALERT.kind } })),
    );
  });
  sw.addEventListener('notificationclick', (event) => {
    // A button runs its action where it is; a click on the notification itself opens its page.
    const work =
      event.action === 'keep-awake' || event.action === 'snooze' ? runAction(event.notification, event.action) : openAlert(event.notification);
    event.waitUntil(work.catch(() => undefined));
  });
  sw.addEventListener('notificationclose', (event) => {
    event.waitUntil(updateBadge());
  });
}
