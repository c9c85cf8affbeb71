/**
 * Service worker registration, once the page has loaded (so it never competes with the first screen). A new
 * version never reloads the page by itself: it waits until the user chooses Reload in the update prompt,
 * which sends SKIP_WAITING to the waiting worker and reloads once that worker controls the page. Also keeps
 * the worker told who is signed in (SET_USER), listens to its messages, and keeps the browser's install offer
 * for the install button.
 * The platform's API directly, not workbox-window: the few events below are all this app used of it, and
 * its ~2 kB gzip were on every start's first route (issue 24).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../stores/session';
import { usePwa, type BeforeInstallPromptEvent } from './store';
import { watchReachability } from './reachability';
import { handleWorkerMessage, postToWorker, type PageMessage } from './sw-messages';

export const SW_URL = '/sw.js';
/** How often an open app asks the server for a new version (besides each navigation and focus). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registered = false;

function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep it for the install button instead of the browser's mini-infobar.
    event.preventDefault();
    usePwa.getState().setInstallPrompt(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => usePwa.getState().setInstallPrompt(null));
}

function announceUser(): void {
  const announce = () => {
    const { status, uuid } = useSession.getState();
    if (status !== 'loading') void postToWorker({ type: 'SET_USER', uuid: status === 'signedIn' ? uuid : null });
  };
  announce();
  useSession.subscribe((state, previous) => {
    if (state.status !== previous.status || state.uuid !== previous.uuid) announce();
  });
  navigator.serviceWorker.addEventListener('controllerchange', announce);
}

export function registerServiceWorker(queryClient: QueryClient): void {
  if (registered || typeof window === 'undefined') return;
  registered = true;
  listenForInstallOffer();
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;

  let reloadWhenControlling = false;
  // A new version installed while this page has a worker of its own: it waits for the user's Reload.
  const offerUpdate = (waiting: ServiceWorker) => {
    usePwa.getState().setApplyUpdate(() => {
      reloadWhenControlling = true;
      waiting.postMessage({ type: 'SKIP_WAITING' } satisfies PageMessage);
    });
  };
  const watchInstall = (worker: ServiceWorker) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadWhenControlling) window.location.reload();
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) =>
    handleWorkerMessage(queryClient, event.data),
  );
  watchReachability(queryClient);
  announceUser();

  const register = async () => {
    const registration = await navigator.serviceWorker.register(SW_URL, { scope: '/' });
    // A worker already waiting from an earlier visit is offered too.
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    if (registration.installing) watchInstall(registration.installing);
    registration.addEventListener('updatefound', () => {
      if (registration.installing) watchInstall(registration.installing);
    });
    window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  };
  const registerQuietly = () => void register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') registerQuietly();
  else window.addEventListener('load', registerQuietly, { once: true });
}
