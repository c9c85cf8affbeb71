/**
 * Whether this browser can receive push alerts, and the notification permission: small checks the app
 * shell makes at every start, kept apart from the subscription code (push-device.ts), which loads only
 * when push alerts are used.
 */
export type PushSupport = 'supported' | 'unsupported' | 'ios-install-first';

/** An iPhone or iPad (an iPad says Macintosh, but has a touch screen). */
export function isIos(): boolean {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

export function pushSupport(): PushSupport {
  const supported =
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext;
  if (supported) return 'supported';
  // Safari on iPhone and iPad offers Web Push only to apps added to the Home Screen.
  return typeof navigator !== 'undefined' && isIos() && !isStandalone() ? 'ios-install-first' : 'unsupported';
}

export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'denied';
}
