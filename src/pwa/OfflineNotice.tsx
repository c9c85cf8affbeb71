/**
 * 'You are offline — showing data from {time}': shown while the browser is offline or the API answers
 * are the service worker's cached copies (OfflineBanner.tsx mounts it then), with the age of the oldest
 * data on screen in words ('2 hours ago', 'yesterday at 7:50 PM', kept true as time passes), so nothing
 * cached passes for live. Back online the app refetches at once (react-query's reconnect refetch).
 */
import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { formatAge } from '../domain/time-format';
import { userLocale } from '../ui/locale';
import { useNow } from '../ui/use-now';
import { usePwa } from './store';

export const OFFLINE_TEXTS = {
  offlineSince: (time: string) => `You are offline — showing data from ${time}`,
  /** A push alert came after the data shown, and its refresh failed (issue 28). */
  olderThanAlert: (time: string) => `This data is older than the alert from ${time}: it could not be refreshed when the alert came.`,
  offline: 'You are offline — nothing is saved on this device yet',
} as const;

/** How old data is, the one way the app says it: '2 hours ago', 'yesterday at 7:50 PM' (clock in the user's locale). */
export function formatDataAge(at: number, now: number): string {
  return formatAge(at, now, userLocale());
}

/** The banner's text, on its own clock so only it re-renders as the age grows. */
function OfflineSince({ at }: { at: number }) {
  const now = useNow();
  return OFFLINE_TEXTS.offlineSince(formatDataAge(at, now));
}

function OlderThanAlert({ at }: { at: number }) {
  const now = useNow();
  return <Text size="sm">{OFFLINE_TEXTS.olderThanAlert(formatDataAge(at, now))}</Text>;
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

export function OfflineNotice() {
  const cacheServedAt = usePwa((s) => s.cacheServedAt);
  const olderThanAlertAt = usePwa((s) => s.olderThanAlertAt);
  const persisted = useOldestPersistedData();
  const candidates = [persisted, cacheServedAt].filter((t): t is number => t !== null && t > 0);
  const oldest = candidates.length > 0 ? Math.min(...candidates) : null;
  return (
    <Alert role="status" color="yellow" variant="light" icon={<IconCloudOff size={18} aria-hidden />} mb="md" py="xs">
      {oldest === null ? OFFLINE_TEXTS.offline : <OfflineSince at={oldest} />}
      {olderThanAlertAt === null ? null : <OlderThanAlert at={olderThanAlertAt} />}
    </Alert>
  );
}
