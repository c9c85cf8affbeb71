/**
 * Everything a screen needs around it: Mantine (theme, notifications), the QueryClient (persisted to
 * localStorage when persist options are given) and the full-page error boundary.
 */
import { MantineProvider, createTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { BRAND } from '../config/brand';
import { AppErrorBoundary } from './ErrorFallback';
import { reportError } from './report-error';

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
      <Notifications position="top-right" />
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
