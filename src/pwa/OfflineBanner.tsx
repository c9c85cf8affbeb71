/**
 * 'You are offline — showing data from {time}': shown while the browser is offline or the API answers
 * are the service worker's cached copies, with the time of the oldest data on screen, so nothing cached
 * passes for live. Back online the app refetches at once (react-query's reconnect refetch).
 */
import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { formatDataTime as formatTime } from '../domain/time-format';
import { userLocale } from '../ui/locale';
import { useOnline } from './online';
import { usePwa } from './store';

export const OFFLINE_TEXTS = {
  offlineSince: (time: string) => `You are offline — showing data from ${time}`,
  offline: 'You are offline — nothing is saved on this device yet',
} as const;

/** '14:05' or '2:05 PM' today, 'Mar 3, 14:05' before: the one time format of the app, in the user's locale. */
export function formatDataTime(at: number, now: number): string {
  return formatTime(at, now, userLocale());
}

/** The oldest update time of the persisted (on-call) queries in the cache, or null. */
function useOldestPersistedData(): number | null {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const read = useCallback(() => {
    const times = cache
      .getAll()
      .filter((q) => q.meta?.persist === true && q.state.dataUpdatedAt > 0)
      .map((q) => q.state.dataUpdatedAt);
    return times.length > 0 ? Math.min(...times) : null;
  }, [cache]);
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(subscribe, read, read);
}

export function OfflineBanner() {
  const online = useOnline();
  const cacheServedAt = usePwa((s) => s.cacheServedAt);
  const persisted = useOldestPersistedData();
  // The day the banner was first shown decides between '14:05' and 'Mar 3, 14:05'.
  const [shownAt] = useState(() => Date.now());
  if (online) return null;
  const candidates = [persisted, cacheServedAt].filter((t): t is number => t !== null && t > 0);
  const oldest = candidates.length > 0 ? Math.min(...candidates) : null;
  return (
    <Alert role="status" color="yellow" variant="light" icon={<IconCloudOff size={18} aria-hidden />} mb="md" py="xs">
      {oldest === null ? OFFLINE_TEXTS.offline : OFFLINE_TEXTS.offlineSince(formatDataTime(oldest, shownAt))}
    </Alert>
  );
}
