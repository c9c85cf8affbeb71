/**
 * The service worker's registration and update flow, with workbox-window (register.ts loads this module once
 * the page has loaded, so neither it nor the library costs the first screen).
 * A new version never reloads the page by itself: Workbox's `waiting` (a new worker installed while this page
 * has one, found by this page's update checks, another tab's, or already waiting from an earlier visit)
 * offers it in the update prompt; Reload sends SKIP_WAITING to the waiting worker and reloads once it controls
 * the page (`controlling`).
 * workbox-window's ES2015+ modules, not its package entry (an ES5 build, 1 kB more gzip).
 */
import { Workbox } from 'workbox-window/Workbox.js';
import { usePwa } from './store';

export const SW_URL = '/sw.js';
/** How often an open app asks the server for a new version (besides each navigation and focus). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export async function registerWithWorkbox(): Promise<void> {
  const workbox = new Workbox(SW_URL, { scope: '/' });
  let reloadWhenControlling = false;
  workbox.addEventListener('waiting', () => {
    usePwa.getState().setApplyUpdate(() => {
      reloadWhenControlling = true;
      workbox.messageSkipWaiting();
    });
  });
  workbox.addEventListener('controlling', () => {
    if (reloadWhenControlling) window.location.reload();
  });
  const registration = await workbox.register({ immediate: true });
  if (registration) window.setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
}
