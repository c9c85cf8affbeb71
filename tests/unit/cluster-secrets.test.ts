/**
 * The cluster secrets' rules (doc 2 §6, §9): the owner matched by e-mail, 240 s in memory, never persisted.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { clusterSecretsQueries } from '../../src/api/cluster-secrets';
import { keys } from '../../src/api/keys';
import { shouldPersistQuery } from '../../src/api/query-client';
import type { ClusterSecrets } from '../../src/contract/types';
import { COPY_FEEDBACK_MS, isOwnerByEmail, SECRETS_CACHE_MS } from '../../src/domain/cluster-secrets';

const SECRETS: ClusterSecrets = { DB_CONNECTION: 'jdbc:postgresql://h:5432/d', DB_USER: 'u', DB_PW: 'not-a-real-password' };

describe('isOwnerByEmail', () => {
  it("matches the owner's e-mail, ignoring case and surrounding spaces", () => {
    expect(isOwnerByEmail('premium@demo.test', 'premium@demo.test')).toBe(true);
    expect(isOwnerByEmail('Premium@Demo.TEST', 'premium@demo.test')).toBe(true);
    expect(isOwnerByEmail(' premium@demo.test ', 'PREMIUM@demo.test')).toBe(true);
  });

  it('matches nobody else, and never an empty e-mail', () => {
    expect(isOwnerByEmail('manager@demo.test', 'premium@demo.test')).toBe(false);
    expect(isOwnerByEmail('', '')).toBe(false);
    expect(isOwnerByEmail(null, 'premium@demo.test')).toBe(false);
    expect(isOwnerByEmail('premium@demo.test', undefined)).toBe(false);
  });
});

describe('the secrets query', () => {
  const options = clusterSecretsQueries.secrets('u-1', 'sales-analytics');

  it('is cached 240 s in memory (doc 2 §9), under the cluster', () => {
    expect(SECRETS_CACHE_MS).toBe(240_000);
    expect(COPY_FEEDBACK_MS).toBe(1_000);
    expect(options.staleTime).toBe(240_000);
    expect(options.gcTime).toBe(240_000);
    expect(options.queryKey).toEqual(keys.clusterPart('u-1', 'sales-analytics', 'secrets'));
  });

  it('does not ask to be persisted, and the persister leaves it out', async () => {
    expect(options.meta?.persist).not.toBe(true);
    const client = new QueryClient();
    // The query with the factory's options, holding an answer (no network here).
    await client.fetchQuery({ ...options, queryFn: () => SECRETS });
    const query = client.getQueryCache().find({ queryKey: options.queryKey });
    expect(query?.state.data).toEqual(SECRETS);
    expect(query?.gcTime).toBe(240_000);
    expect(query && shouldPersistQuery(query)).toBe(false);

    // Beside it, a query that asks to be persisted (the cluster's page) is: the filter is the app's own.
    const pageKey = keys.clusterPart('u-1', 'sales-analytics', 'instance');
    client.setQueryDefaults(pageKey, { meta: { persist: true } });
    client.setQueryData(pageKey, { instance: { name: 'sales-analytics' } });

    // What the persister writes (createPersistOptions' dehydrateOptions, persistWhenLeaving).
    const persisted = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery });
    expect(persisted.queries.map((q) => q.queryKey)).toEqual([pageKey]);
    expect(JSON.stringify(persisted)).not.toContain(SECRETS.DB_PW);
    client.clear();
  });
});
