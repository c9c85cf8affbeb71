/**
 * The cluster secrets (spec doc 2 §7): GET users/{userId}/instances/{clusterName}/secrets answers
 * DB_CONNECTION, DB_USER and DB_PW (paths in docs/emulator-api.md, "Cluster calls").
 *
 * Memory only (doc 2 §9: cached 240 s). The query carries no `meta: { persist: true }`, so the persister
 * (api/query-client.ts `shouldPersistQuery`) never writes it to localStorage, and the service worker never
 * stores its answer (sw/api-cache-rules.ts). Fresh for 240 s, and dropped 240 s after nobody shows it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ClusterSecrets } from '../contract/types';
import { http } from './http';
import { keys } from './keys';
import { SECRETS_CACHE_MS } from '../domain/cluster-secrets';
import { instancePath } from '../contract/api-paths';

const secretsPath = (uuid: string, name: string) => `${instancePath(uuid, name)}/secrets`;

export const clusterSecretsQueries = {
  /**
   * Read only while the secrets are shown: opening them is the only fetch (no retry, no refetch on focus or
   * reconnect), because a failure is shown at once and closes them (doc 2 §8); opening again tries again.
   */
  secrets: (uuid: string, name: string) =>
    queryOptions({
      queryKey: keys.clusterPart(uuid, name, 'secrets'),
      queryFn: ({ signal }) => http.get<ClusterSecrets>(secretsPath(uuid, name), { signal }),
      staleTime: SECRETS_CACHE_MS,
      gcTime: SECRETS_CACHE_MS,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};
