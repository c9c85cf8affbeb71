/**
 * Log Out's part on the device beyond localStorage: the service worker's cached API answers (by message,
 * and directly from the page in case the worker is not running), its note of the signed-in user, the
 * alerts still shown, and the app badge. The next person on this device sees nothing of the last one.
 */
import { askWorker } from './sw-messages';

/** Names the worker gives its caches of user data (sw/api-cache.ts). */
export const USER_CACHE_PREFIXES = ['api-answers-', 'sw-meta'];

async function deleteUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => USER_CACHE_PREFIXES.some((prefix) => name.startsWith(prefix))).map((name) => caches.delete(name)),
  );
}

async function closeAlerts(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration) (await registration.getNotifications()).forEach((notification) => notification.close());
  const nav = navigator as Navigator & { clearAppBadge?: () => Promise<void> };
  await nav.clearAppBadge?.();
}

/** Never throws: Log Out goes on whatever the browser refuses. */
export async function clearDeviceData(): Promise<void> {
  await Promise.all([
    askWorker({ type: 'CLEAR_USER_DATA' }).catch(() => false),
    deleteUserCaches().catch(() => undefined),
    closeAlerts().catch(() => undefined),
  ]);
}
