/**
 * Service worker registration with workbox-window. A new version never reloads the page by itself: it
 * waits until the user chooses Reload in the update prompt, which sends SKIP_WAITING and reloads once
 * the new worker controls the page. Also keeps the worker told who is signed in (SET_USER), listens to
 * its messages, and keeps the browser's install offer for the install button.
 */
import type { QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import { useSession } from '../stores/session';
import { usePwa, type BeforeInstallPromptEvent } from './store';
import { watchReachability } from './reachability';
import { handleWorkerMessage, postToWorker } from './sw-messages';

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

  const wb = new Workbox(SW_URL, { scope: '/' });
  let reloadWhenControlling = false;

  const offerUpdate = () => {
    usePwa.getState().setApplyUpdate(() => {
      reloadWhenControlling = true;
      wb.messageSkipWaiting();
    });
  };
  wb.addEventListener('waiting', offerUpdate);
  wb.addEventListener('controlling', () => {
    if (reloadWhenControlling) window.location.reload();
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) =>
    handleWorkerMessage(queryClient, event.data),
  );
  watchReachability(queryClient);
  announceUser();

  void wb.register().then((registration) => {
    if (!registration) return;
    // A worker already waiting from an earlier visit is offered too.
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate();
    window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  });
}
