/**
 * The page's side of the service worker from the start: the browser's install offer kept for the install
 * button, the worker's messages, the API's reachability, and the worker told who is signed in (SET_USER).
 * Registering the worker and its update flow (workbox-window, workbox-registration.ts) loads once the page
 * has loaded, so it never competes with the first screen.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../stores/session';
import { usePwa, type BeforeInstallPromptEvent } from './store';
import { watchReachability } from './reachability';
import { handleWorkerMessage, postToWorker } from './sw-messages';

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

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) =>
    handleWorkerMessage(queryClient, event.data),
  );
  watchReachability(queryClient);
  announceUser();

  const register = () =>
    import('./workbox-registration')
      .then(({ registerWithWorkbox }) => registerWithWorkbox())
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
