/**
 * Component-test rendering: the app's providers (Mantine env="test", Notifications, a QueryClient with
 * retries off, the error boundary) and wouter on an in-memory location.
 * With `user`, the test starts signed in as that user: the session store says so and
 * ['user', uuid, 'me'] already holds the full user (defaults below, overridden by `user`).
 * Without it the session is signed out (set `session: 'loading'` to test the start-up state).
 */
import { keys } from '../../src/api/keys';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '../../src/contract/types';
import { AppProviders } from '../../src/app/providers';
import { buildUser } from './users';
import { useSession } from '../../src/stores/session';
import { createNoticeCache } from '../../src/api/notices';
import { showNotice } from '../../src/ui/notices';

export { buildUser, TEST_UUID } from './users';

export interface RenderOptions {
  /** Start path, with query if any. Default '/'. */
  route?: string;
  /** Signed in as this user (merged over buildUser's defaults). */
  user?: Partial<User> | Record<string, unknown>;
  /** Without `user`: 'signedOut' (default) or 'loading'. */
  session?: 'signedOut' | 'loading';
  /** Seed ['user', uuid, 'me'] (default true). False lets the test answer the me call itself. */
  seedMe?: boolean;
  queryClient?: QueryClient;
}

export type RenderWithProvidersResult = RenderResult & {
  queryClient: QueryClient;
  /** Every path the in-memory location has held, the current one last. */
  history: string[];
  /** The current path (no query). */
  currentPath: () => string;
  navigate: (to: string) => void;
};

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    // The app's notices, as main.tsx wires them.
    mutationCache: createNoticeCache(showNotice),
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const location = memoryLocation({ path: options.route ?? '/', record: true });

  if (options.user) {
    const user = buildUser(options.user);
    if (options.seedMe !== false) queryClient.setQueryData(keys.me(user.uuid), user);
    useSession.setState({ status: 'signedIn', uuid: user.uuid, email: user.email, sub: user.sub });
  } else {
    useSession.setState({ status: options.session ?? 'signedOut', uuid: null, email: null, sub: null });
  }

  const result = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  );
  return {
    ...result,
    queryClient,
    history: location.history,
    currentPath: () => (location.history.at(-1) ?? '').split('?')[0] ?? '',
    navigate: (to) => location.navigate(to),
  };
}
