/**
 * Finding the server again. "Online" from the browser is a claim, not a fact: after a reconnect the page
 * often hears `online` before the network really carries requests (a phone between cells, a laptop
 * waking up), and a start-up from the device's copies may happen on a connection that looks fine. Once
 * the app knows the API is unreachable, it asks again with a growing delay for as long as the browser
 * says it is online, so the offline banner goes within seconds of the server answering, not at the
 * next 15 s poll. Each probe refetches what the screen shows: the first answer from the network brings
 * fresh data and, through the service worker's API_FROM_NETWORK, clears the offline state.
 */
import type { QueryClient } from '@tanstack/react-query';
import { usePwa } from './store';

/** Delays before each probe; the last repeats. The poll interval of the list (15 s) caps them. */
export const PROBE_DELAYS_MS = [250, 1_000, 2_000, 4_000, 8_000, 15_000] as const;

/** The header the service worker puts on every answer it stored (sw/api-cache.ts CACHED_AT_HEADER). */
export const DEVICE_COPY_HEADER = 'x-sw-cached-at';

/** The header the worker adds to a stored answer older than a push alert about it (sw/api-cache.ts OLDER_THAN_ALERT_HEADER). */
export const OLDER_THAN_ALERT_HEADER = 'x-sw-older-than-alert';

/** A config.json (or API) answer that came from the device's cache: the server was not reached. */
export function isDeviceCopy(response: Response): boolean {
  return response.headers.has(DEVICE_COPY_HEADER);
}

/**
 * The server answered (a network answer, seen by the page or told by the worker). What was answered from
 * the device while it was out of reach is refetched now rather than at the next poll: back online,
 * nothing on screen is old. A fetch under way is restarted too: one query may make several requests (the
 * list reads instances and services), and the answer that just proved the server back can be the second
 * half of a fetch whose first half came from the device a moment before.
 */
export function serverAnswered(queryClient: QueryClient): void {
  const wasUnreachable = usePwa.getState().unreachable;
  usePwa.getState().apiReachable();
  if (wasUnreachable) void queryClient.invalidateQueries({ refetchType: 'active' }, { cancelRefetch: true });
}

/**
 * Every API answer the page gets tells whether the server was reached: the worker's stored copies carry
 * DEVICE_COPY_HEADER. The page decides from what it receives, so no ordering of the worker's messages
 * can leave it believing the wrong thing.
 */
export function noteApiAnswer(queryClient: QueryClient, response: Response): void {
  if (isDeviceCopy(response)) {
    usePwa
      .getState()
      .apiUnreachable(Number(response.headers.get(DEVICE_COPY_HEADER)) || null, Number(response.headers.get(OLDER_THAN_ALERT_HEADER)) || null);
  }
  else serverAnswered(queryClient);
}

export function watchReachability(queryClient: QueryClient, target: Window = window): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = (): void => {
    clearTimeout(timer);
    timer = undefined;
  };
  const probe = (): void => {
    timer = undefined;
    attempt += 1;
    void queryClient
      .refetchQueries({ type: 'active' }, { cancelRefetch: false })
      .catch(() => undefined)
      .finally(schedule);
  };
  function schedule(): void {
    cancel();
    if (!usePwa.getState().unreachable || !target.navigator.onLine) return;
    const delay = PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)] ?? PROBE_DELAYS_MS[0];
    timer = setTimeout(probe, delay);
  }
  const restart = (): void => {
    attempt = 0;
    schedule();
  };

  const stopStore = usePwa.subscribe((state, previous) => {
    if (state.unreachable === previous.unreachable) return;
    if (state.unreachable) restart();
    else {
      cancel();
      attempt = 0;
    }
  });
  target.addEventListener('online', restart);
  target.addEventListener('offline', cancel);
  if (usePwa.getState().unreachable) restart();
  return () => {
    cancel();
    stopStore();
    target.removeEventListener('online', restart);
    target.removeEventListener('offline', cancel);
  };
}
