/**
 * Everything a screen needs around it: Mantine (theme, notifications), the QueryClient (persisted to
 * localStorage when persist options are given) and the full-page error boundary. The notifications'
 * container (transitions, portal) loads with the first notification shown: `notifications.show` only
 * adds to Mantine's store, which the container renders from once it is there.
 */
import { MantineProvider, createTheme } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { BRAND } from '../config/brand';
import { lazyModule, preload } from '../ui/lazy-module';
import { AppErrorBoundary } from './ErrorFallback';
import { reportError } from './report-error';

const notificationsModule = lazyModule(() => import('./LoadedNotifications'));

/**
 * The container, from the first notification on (it stays mounted to play the exit transitions). This
 * sits outside the error boundary, so a failed import is not thrown: the next notification tries again.
 */
function LazyNotifications() {
  const { notifications } = useNotifications();
  const loaded = useSyncExternalStore(notificationsModule.subscribe, () => notificationsModule.current);
  useEffect(() => {
    if (notifications.length > 0) preload(notificationsModule);
  }, [notifications]);
  return loaded ? <loaded.LoadedNotifications /> : null;
}

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  other: { brandColor: BRAND.themeColor },
});

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** Without it the cache lives in memory only (tests). */
  persistOptions?: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** 'test' turns off Mantine's transitions and portals' timing (Testing Library). */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({ queryClient, persistOptions, mantineEnv = 'default', children }: AppProvidersProps) {
  const guarded = <AppErrorBoundary onError={(error) => reportError(error, { where: 'render' })}>{children}</AppErrorBoundary>;
  return (
    <MantineProvider theme={theme} env={mantineEnv}>
      <LazyNotifications />
      {persistOptions ? (
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          {guarded}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{guarded}</QueryClientProvider>
      )}
    </MantineProvider>
  );
}
