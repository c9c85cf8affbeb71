/**
 * Which accounts may change their password (doc 1 §5): those whose `sub` starts with the runtime
 * config's `oidc.passwordConnectionPrefix`. The bootstrap reads config.json but keeps only what sign-in
 * needs, so this screen reads the (tiny, uncached) file once more and keeps it for the whole session.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../api/keys';
import { loadRuntimeConfig } from '../../config/runtime';

export const runtimeConfigQuery = queryOptions({
  queryKey: keys.runtimeConfig(),
  queryFn: () => loadRuntimeConfig(),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

export type PasswordConnection =
  | { status: 'pending' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; prefix: string };

export function usePasswordConnection(): PasswordConnection {
  const config = useQuery(runtimeConfigQuery);
  if (config.isPending) return { status: 'pending' };
  if (config.isError) return { status: 'error', message: config.error.message, retry: () => void config.refetch() };
  return { status: 'ready', prefix: config.data.oidc.passwordConnectionPrefix };
}
