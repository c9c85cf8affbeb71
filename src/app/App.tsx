import type { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { Router } from 'wouter';
import { UpdatePrompt } from '../pwa';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export interface AppProps {
  queryClient: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
}

/** The whole app in the browser's location, and the update prompt on every page, signed in or not. */
export function App({ queryClient, persistOptions }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} persistOptions={persistOptions}>
      <Router>
        <AppRoutes />
      </Router>
      <UpdatePrompt />
    </AppProviders>
  );
}
