import type { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { Router } from 'wouter';
import { TrackingHost } from '../features/tracking/TrackingHost';
import { UpdatePrompt } from '../pwa';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export interface AppProps {
  queryClient: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
}

/**
 * The whole app in the browser's location, and on every page, signed in or not, the update prompt and the
 * tracking providers' gating (marketing on /signup, analytics and chat by consent).
 */
export function App({ queryClient, persistOptions }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} persistOptions={persistOptions}>
      <Router>
        <AppRoutes />
        <TrackingHost />
      </Router>
      <UpdatePrompt />
    </AppProviders>
  );
}
