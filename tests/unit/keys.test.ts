import { describe, expect, it } from 'vitest';
import { matchQuery, QueryClient } from '@tanstack/react-query';
import { keys, mutationKeys } from '../../src/api/keys';

/** Whether invalidating `prefix` reaches a query with `key`, as the query client decides it. */
function reaches(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  const client = new QueryClient();
  client.setQueryData(key, 1);
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  return query !== undefined && matchQuery({ queryKey: prefix }, query);
}

describe('the key factory', () => {
  it('scopes every part of a cluster under the cluster, the cluster under the list scope, and that under the user', () => {
    const part = keys.clusterPart('u-1', 'sales', 'services');
    expect(part).toEqual(['u', 'u-1', 'clusters', 'one', 'sales', 'services']);
    expect(reaches(keys.cluster('u-1', 'sales'), part)).toBe(true);
    expect(reaches(keys.clusters('u-1'), part)).toBe(true);
    expect(reaches(keys.user('u-1'), part)).toBe(true);
    expect(reaches(keys.clusters('u-1'), keys.clusterList('u-1'))).toBe(true);
  });

  it('keeps one cluster apart from another, and one user apart from another', () => {
    expect(reaches(keys.cluster('u-1', 'sales'), keys.clusterPart('u-1', 'sales-eu', 'services'))).toBe(false);
    expect(reaches(keys.cluster('u-1', 'sales'), keys.clusterList('u-1'))).toBe(false);
    expect(reaches(keys.user('u-1'), keys.me('u-2'))).toBe(false);
  });

  it('puts the user, the pipeline and push subscriptions under the user, and the catalog under no user', () => {
    for (const key of [keys.me('u-1'), keys.pipelineStatus('u-1'), keys.pushSubscriptions('u-1'), keys.regions('u-1')]) {
      expect(reaches(keys.user('u-1'), key)).toBe(true);
    }
    expect(reaches(keys.user('u-1'), keys.images())).toBe(false);
    expect(reaches(keys.catalog(), keys.sizes({ platform: 'az', clusterCode: null }))).toBe(true);
  });

  it('files every cluster mutation under one key, so a screen finds every change under way', () => {
    for (const key of [mutationKeys.connect('u-1'), mutationKeys.disconnect('u-1'), mutationKeys.delete('u-1')]) {
      expect(key.slice(0, mutationKeys.clusters('u-1').length)).toEqual(mutationKeys.clusters('u-1'));
    }
  });
});
