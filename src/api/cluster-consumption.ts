/**
 * The consumption summary of one cluster (spec doc 2 §2 main tab, §3, §7; paths in docs/emulator-api.md):
 * GET users/{userId}/instances/{id}/consumption. The path names the cluster by its id; the key, like every
 * part of one cluster, by its name, so invalidating or dropping the cluster reaches it.
 *
 * Polled every 15 s and fresh for 30 s (doc 2 §9), paused while the tab is hidden; persisted like the list,
 * so an offline start still shows the last summary with its age.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ConsumptionSummaryResponse } from '../contract/types';
import { http } from './http';
import { keys } from './keys';
import { CONSUMPTION_POLL_MS, CONSUMPTION_STALE_MS } from '../domain/consumption-summary';
import { instancePath } from '../contract/api-paths';

const consumptionPath = (uuid: string, clusterId: string) => `${instancePath(uuid, clusterId)}/consumption`;

export const consumptionQueries = {
  summary: (uuid: string, clusterId: string, clusterName: string) =>
    queryOptions({
      queryKey: keys.clusterPart(uuid, clusterName, 'consumption'),
      queryFn: ({ signal }) => http.get<ConsumptionSummaryResponse>(consumptionPath(uuid, clusterId), { signal }),
      refetchInterval: CONSUMPTION_POLL_MS,
      staleTime: CONSUMPTION_STALE_MS,
      meta: { persist: true },
    }),
};
