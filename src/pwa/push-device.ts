/**
 * This device's side of push alerts: whether the browser can receive them, the notification permission
 * (asked only from a click), the PushManager subscription bound to the emulator's VAPID key, and a small
 * local note of whose subscription it is, so the next person signed in on the device never gets the last
 * one's alerts.
 */
import {
  forgetPushSubscription,
  listPushSubscriptions,
  savePushSubscription,
  type PushSubscriptionBody,
} from '../api/push';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { keys, mutationKeys } from '../api/keys';
import { noticeMeta } from '../api/notices';
import { isPushKind, PUSH_KINDS, type PushKind } from '../domain/push';

import { pushSupport } from './push-support';

export { notificationPermission, pushSupport, type PushSupport } from './push-support';

export const PUSH_DEVICE_ERRORS = {
  denied: 'Notifications are blocked for this site.',
  noServiceWorker: 'The app is not installed in this browser yet. Reload the page and try again.',
  noKeys: 'This browser did not give a usable subscription.',
  pushService: "Your browser's push service did not accept this device. Check your connection and try again.",
} as const;

/** Where the note of the device subscription's owner and kinds is kept. */
export const PUSH_MARKER_KEY = 'push-alerts-device';

interface Marker {
  owner: string;
  kinds: PushKind[];
}

export class PushPermissionError extends Error {
  constructor() {
    super(PUSH_DEVICE_ERRORS.denied);
    this.name = 'PushPermissionError';
  }
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function readMarker(): Marker | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(PUSH_MARKER_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { owner, kinds } = raw as Record<string, unknown>;
    if (typeof owner !== 'string' || !Array.isArray(kinds)) return null;
    return { owner, kinds: PUSH_KINDS.filter((k) => kinds.some((v) => isPushKind(v) && v === k)) };
  } catch {
    return null;
  }
}

function writeMarker(marker: Marker): void {
  try {
    localStorage.setItem(PUSH_MARKER_KEY, JSON.stringify(marker));
  } catch {
    // Storage full or blocked: the server's record still says whose subscription it is.
  }
}

function clearMarker(): void {
  try {
    localStorage.removeItem(PUSH_MARKER_KEY);
  } catch {
    // Nothing to clear.
  }
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** The browser's current push subscription, if any (never asks for anything). */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

function toBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new Error(PUSH_DEVICE_ERRORS.noKeys);
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } };
}

/** False when the subscription was made for another VAPID key (the emulator made new keys). */
function boundTo(subscription: PushSubscription, vapidKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  if (!key) return true;
  const current = new Uint8Array(key);
  const wanted = base64UrlToBytes(vapidKey);
  return current.length === wanted.length && current.every((byte, i) => byte === wanted[i]);
}

async function subscribeWith(reg: ServiceWorkerRegistration, vapidKey: string): Promise<PushSubscription> {
  const existing = await reg.pushManager.getSubscription();
  if (existing && boundTo(existing, vapidKey)) return existing;
  if (existing) await existing.unsubscribe();
  try {
    return await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(vapidKey) });
  } catch (error) {
    throw subscribeError(error);
  }
}

/**
 * The browser's own texts ('Registration failed - permission denied') are not for users: a refusal
 * becomes a PushPermissionError (the screen says how to allow alerts), any other failure of the push
 * service our own text.
 */
function subscribeError(error: unknown): Error {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
  if (name === 'NotAllowedError') return new PushPermissionError();
  return new Error(PUSH_DEVICE_ERRORS.pushService, { cause: error });
}

async function forgetOnServer(uuid: string, endpoint: string): Promise<void> {
  await forgetPushSubscription(uuid, endpoint);
}

/**
 * Turns alerts on from a click: asks for the permission if it was never given, subscribes with the VAPID
 * key and sends the subscription with the kinds chosen.
 */
export async function turnOnPushAlerts(uuid: string, vapidKey: string, kinds: readonly PushKind[]): Promise<void> {
  let permission = Notification.permission;
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError();
  const reg = await registration();
  if (!reg) throw new Error(PUSH_DEVICE_ERRORS.noServiceWorker);
  const subscription = await subscribeWith(reg, vapidKey);
  await savePushSubscription(uuid, toBody(subscription), kinds);
  writeMarker({ owner: uuid, kinds: [...kinds] });
}

/** Saves other kinds for this device's subscription. */
export async function changePushKinds(uuid: string, kinds: readonly PushKind[]): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) throw new Error(PUSH_DEVICE_ERRORS.noKeys);
  await savePushSubscription(uuid, toBody(subscription), kinds);
  writeMarker({ owner: uuid, kinds: [...kinds] });
}

/** Turns alerts off: the server forgets the endpoint, then the browser drops the subscription. */
export async function turnOffPushAlerts(uuid: string): Promise<void> {
  const subscription = await deviceSubscription();
  if (subscription) {
    await forgetOnServer(uuid, subscription.endpoint);
    await subscription.unsubscribe();
  }
  clearMarker();
}

/**
 * For Log Out (call it while the token still works): this device stops receiving the user's alerts.
 * The server call is sent with keepalive, so it completes even when Log Out stops waiting for it and the
 * page leaves for the provider (a slow connection must neither keep anyone signed in nor leave the
 * leaving user's alerts coming). The browser drops its subscription at the same time; should the server
 * call still fail, the push service answers 410 for the endpoint and the emulator deletes it.
 */
export async function forgetDevicePush(uuid: string): Promise<void> {
  const subscription = await deviceSubscription().catch(() => null);
  clearMarker();
  if (subscription) {
    await Promise.all([
      forgetPushSubscription(uuid, subscription.endpoint, { keepalive: true }).catch(() => false),
      subscription.unsubscribe().catch(() => false),
    ]);
  }
}

/**
 * At start, signed in: brings the server up to date with this device's subscription (it may have been
 * renewed by the browser, made for old keys, or lost by a reset emulator). A subscription that is not the
 * signed-in user's (another person used the device) is dropped instead. Never asks for permission.
 * Returns true when something was sent or dropped.
 */
export async function resyncPushSubscription(uuid: string, vapidKey: string): Promise<boolean> {
  if (pushSupport() !== 'supported' || Notification.permission !== 'granted') return false;
  const reg = await registration();
  if (!reg) return false;
  const subscription = await reg.pushManager.getSubscription();
  if (!subscription) return false;
  const marker = readMarker();
  const record = (await listPushSubscriptions(uuid)).find((s) => s.endpoint === subscription.endpoint);
  if (!record && marker?.owner !== uuid) {
    await subscription.unsubscribe();
    clearMarker();
    return true;
  }
  const kinds = record?.kinds ?? (marker?.kinds.length ? marker.kinds : [...PUSH_KINDS]);
  let current = subscription;
  if (!boundTo(subscription, vapidKey)) {
    if (record) await forgetOnServer(uuid, subscription.endpoint);
    current = await subscribeWith(reg, vapidKey);
  }
  await savePushSubscription(uuid, toBody(current), kinds);
  writeMarker({ owner: uuid, kinds });
  return true;
}

// --- Mutations (the one convention, api/notices.ts) --------------------------------------------------

/** After a change, this device's state and the server's list are read again, whatever the outcome. */
function settlePush(client: QueryClient, uuid: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: keys.pushDevice() }),
    client.invalidateQueries({ queryKey: keys.pushSubscriptions(uuid) }),
  ]);
}

export interface PushSwitch {
  on: boolean;
  vapidKey: string;
  kinds: readonly PushKind[];
}

/**
 * The push switch and the kinds of alerts: device and API together. Each owns its cache effects; the
 * screen says what went wrong beside the switch (a permission refusal needs its own words), so no notice.
 */
export const pushAlertMutations = {
  toggle: (uuid: string) =>
    mutationOptions({
      mutationKey: mutationKeys.pushAlerts(uuid),
      mutationFn: ({ on, vapidKey, kinds }: PushSwitch) => (on ? turnOnPushAlerts(uuid, vapidKey, kinds) : turnOffPushAlerts(uuid)),
      meta: noticeMeta({ errorText: false }),
      onSettled: (_data, _error, _switch, _result, { client }) => settlePush(client, uuid),
    }),
  kinds: (uuid: string) =>
    mutationOptions({
      mutationKey: mutationKeys.pushAlerts(uuid),
      mutationFn: (kinds: readonly PushKind[]) => changePushKinds(uuid, kinds),
      meta: noticeMeta({ errorText: false }),
      onSettled: (_data, _error, _kinds, _result, { client }) => settlePush(client, uuid),
    }),
};
