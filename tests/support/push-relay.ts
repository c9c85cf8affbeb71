/**
 * The browser half of the push relay (tests and bench only). A real `pushManager.subscribe()` needs the
 * browser vendor's push service on the internet, so the page's PushManager is replaced by one handing out
 * a subscription of the local test push service (web-push-endpoint.ts). Whatever that service receives
 * and decrypts is handed to the app's service worker with CDP `ServiceWorker.deliverPushMessage`.
 */
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import type { PushEndpointServer, ReceivedPush, TestSubscription } from './web-push-endpoint';

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

/**
 * The page script, as plain text: a function passed to addInitScript would be serialized with whatever
 * helpers the TypeScript runner injected (tsx adds `__name(...)` calls), which do not exist in the page.
 */
const FAKE_PUSH_MANAGER = `
(() => {
  const sub = __SUBSCRIPTION__;
  const STORE = '__test_push_subscription_key';
  const decode = (value) => {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)).buffer;
  };
  const counters = { subscribe: 0, unsubscribe: 0, requestPermission: 0 };
  Object.defineProperty(window, '__pushTest', { value: counters });
  const make = (serverKey) => ({
    endpoint: sub.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: serverKey },
    getKey: (name) => (name === 'p256dh' ? decode(sub.keys.p256dh) : name === 'auth' ? decode(sub.keys.auth) : null),
    toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { ...sub.keys } }),
    unsubscribe: async () => {
      counters.unsubscribe += 1;
      localStorage.removeItem(STORE);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options) {
    counters.subscribe += 1;
    const key = options && options.applicationServerKey;
    if (!key) throw new DOMException('applicationServerKey is required', 'InvalidAccessError');
    const bytes = typeof key === 'string'
      ? new Uint8Array(decode(key))
      : ArrayBuffer.isView(key)
        ? new Uint8Array(key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength))
        : new Uint8Array(key);
    localStorage.setItem(STORE, btoa(String.fromCharCode(...bytes)));
    return make(bytes.buffer);
  };
  PushManager.prototype.getSubscription = async function () {
    const saved = localStorage.getItem(STORE);
    return saved ? make(Uint8Array.from(atob(saved), (c) => c.charCodeAt(0)).buffer) : null;
  };
  const original = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = (...args) => {
    counters.requestPermission += 1;
    return original(...args);
  };
})();
`;

/** In every page of `context`: PushManager subscribes to `subscription` (kept in localStorage). */
export async function fakePushManager(context: BrowserContext, subscription: TestSubscription): Promise<void> {
  await context.addInitScript({ content: FAKE_PUSH_MANAGER.replace('__SUBSCRIPTION__', JSON.stringify(subscription)) });
}

export async function pushCounters(page: Page): Promise<{ subscribe: number; unsubscribe: number; requestPermission: number }> {
  return page.evaluate(() => (window as unknown as { __pushTest: { subscribe: number; unsubscribe: number; requestPermission: number } }).__pushTest);
}

/**
 * Clicks a Mantine switch or checkbox once it is enabled (their inputs are visually hidden under the
 * drawn control, so the click skips Playwright's visibility check, not the enabled one).
 */
export async function clickWhenEnabled(control: Locator, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await control.isEnabled())) {
    if (Date.now() > deadline) throw new Error('The control stayed disabled');
    await new Promise((r) => setTimeout(r, 20));
  }
  await control.click({ force: true });
}

/** Waits until the page is controlled by an active service worker. */
/**
 * Waits until a service worker controls the page and is activated: its precache (every chunk, the offline
 * banner's included) is complete, so the app works offline from here. A test that drops the connection
 * before this tests a first visit cut short, not the offline app.
 */
export async function waitForServiceWorker(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout });
}

export interface PushRelay {
  cdp: CDPSession;
  registrationId: string;
  /** Hands `data` to the service worker as a push message. */
  deliver(data: string): Promise<void>;
  /**
   * Resolves once the worker has shown an alert with `tag`, counting only alerts shown after this call
   * (the worker tells open pages PUSH_RECEIVED after showNotification resolved). Call it before causing
   * the push.
   */
  shown(tag: string, timeout?: number): Promise<void>;
  /** What the relay saw, in order: deliveries, the worker versions' states, the messages the page heard. */
  log(): string[];
}

/**
 * Connects the push service to the page's service worker: every push it receives (and decrypted) is
 * delivered with CDP. The page must already be controlled (waitForServiceWorker).
 */
export async function connectRelay(page: Page, origin: string, service?: PushEndpointServer): Promise<PushRelay> {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>();
  const started = Date.now();
  const seen: string[] = [];
  const note = (line: string) => seen.push(`${String(Date.now() - started).padStart(7)} ms ${line}`);
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const r of event.registrations) registrations.set(r.registrationId, r);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
    for (const v of event.versions) note(`version ${v.versionId} of ${v.registrationId}: ${v.status}, ${v.runningStatus}`);
  });
  cdp.on('ServiceWorker.workerErrorReported', (event) => note(`worker error: ${event.errorMessage.errorMessage}`));
  // The worker tells open pages of every alert it showed. A test reads the shown list only after that:
  // Chromium drops a notification from getNotifications() when a read syncs with the display before the
  // new one is on it, so polling the list while a push is being shown can lose it for good.
  const waiting: { tag: string; resolve: () => void }[] = [];
  const heard = (data: unknown) => {
    note(`page heard ${JSON.stringify(data)}`);
    const message = data as { type?: unknown; tag?: unknown };
    if (message?.type !== 'PUSH_RECEIVED') return;
    for (const waiter of waiting.filter((w) => w.tag === message.tag)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const listen = `navigator.serviceWorker.addEventListener('message', (e) => window.__relayHeard(e.data))`;
  await page.exposeFunction('__relayHeard', heard);
  await page.addInitScript({ content: listen });
  await page.evaluate(listen);
  await cdp.send('ServiceWorker.enable');
  const scope = `${origin}/`;
  const deadline = Date.now() + 10_000;
  let registrationId: string | undefined;
  while (!registrationId && Date.now() < deadline) {
    registrationId = [...registrations].find(([, r]) => r.scopeURL === scope && !r.isDeleted)?.[0];
    if (!registrationId) await new Promise((r) => setTimeout(r, 50));
  }
  if (!registrationId) throw new Error(`No service worker registration for ${scope}`);
  const id = registrationId;
  const deliver = async (data: string) => {
    note(`deliver ${data.slice(0, 60)}`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
    note('delivered');
  };
  service?.onPush((push: ReceivedPush) => deliver(push.text));
  const shown = (tag: string, timeout = 10_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.splice(waiting.findIndex((w) => w.resolve === done), 1);
        reject(new Error(`The worker never showed an alert tagged ${tag}; the relay saw:\n${seen.join('\n')}`));
      }, timeout);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      waiting.push({ tag, resolve: done });
    });
  return { cdp, registrationId: id, deliver, shown, log: () => [...seen] };
}

/** The notifications the service worker shows now. */
export async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });
}

/**
 * Once the worker has shown the alert (`shown`, from PushRelay.shown, asked for before the push was
 * caused), reads the notifications until `predicate` holds for them; returns them.
 */
export async function waitForNotifications(
  page: Page,
  shown: Promise<void>,
  predicate: (shown: ShownNotification[]) => boolean,
  {
    timeout = 10_000,
    interval = 50,
    diagnose,
  }: { timeout?: number; interval?: number; diagnose?: () => unknown } = {},
): Promise<ShownNotification[]> {
  await shown;
  const deadline = Date.now() + timeout;
  let listed: ShownNotification[] = [];
  while (Date.now() < deadline) {
    listed = await shownNotifications(page);
    if (predicate(listed)) return listed;
    await new Promise((r) => setTimeout(r, interval));
  }
  const more = diagnose ? `; ${JSON.stringify(diagnose())}` : '';
  throw new Error(`Notifications never matched; last seen: ${JSON.stringify(listed)}${more}`);
}

/**
 * Runs the worker's notificationclick on its notification tagged `tag`, as the system does for a tap on it
 * (`action` '') or on one of its buttons.
 */
export async function tapNotification(context: BrowserContext, tag: string, action = ''): Promise<void> {
  const worker = context.serviceWorkers()[0];
  if (!worker) throw new Error('No service worker in the context');
  await worker.evaluate(
    async ([wanted, chosen]) => {
      const scope = globalThis as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const [notification] = await scope.registration.getNotifications({ tag: wanted });
      if (!notification) throw new Error(`No notification tagged ${wanted}`);
      const NotificationEventCtor = (
        globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationEventCtor('notificationclick', { notification, action: chosen }));
    },
    [tag, action] as const,
  );
}

/** The buttons of the notification tagged `tag`, as the page's registration lists them. */
export async function notificationButtons(page: Page, tag: string): Promise<{ action: string; title: string }[]> {
  return page.evaluate(async (t) => {
    const registration = await navigator.serviceWorker.ready;
    const [n] = await registration.getNotifications({ tag: t });
    const actions = (n as (Notification & { actions?: { action: string; title: string }[] }) | undefined)?.actions ?? [];
    return actions.map((a) => ({ action: a.action, title: a.title }));
  }, tag);
}
