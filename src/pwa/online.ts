/**
 * Whether the app can reach the server: the browser says it is online and the service worker's last
 * API request got a network answer (a browser can claim to be online on a dead connection). Server actions are disabled otherwise, with OFFLINE_ACTION_TOOLTIP.
 */
import { useSyncExternalStore } from 'react';
import { usePwa } from './store';

/** Tooltip of every action that needs the server while offline. */
export const OFFLINE_ACTION_TOOLTIP = 'You are offline: this needs a connection to the server.';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

/** The browser's own online flag. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, browserOnline, () => true);
}

export function useOnline(): boolean {
  const browser = useBrowserOnline();
  const unreachable = usePwa((s) => s.unreachable);
  return browser && !unreachable;
}
