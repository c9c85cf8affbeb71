/**
 * The consumption page's data (spec doc 3 §2, §3, §7; paths in docs/emulator-api-parts/consumption.md):
 * GET users/{userId}/consumption?startDate&endDate, every cluster the user sees over one inclusive range.
 *
 * Persisted for an offline start (the design card: consumption stays readable on a flaky connection). The
 * page shows days and months, never hours or the per-service split, so those are dropped on arrival
 * (domain/consumption.ts pageUse): the cache and its persisted copy hold only what the page reads. The page keeps only the current range in the cache (ConsumptionPage drops the others), so the
 * persisted copy is one range, never every range the user looked at.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ConsumptionResponse } from '../contract/types/consumption-page';
import { chartGrain, pageUse } from '../domain/consumption';
import { http } from './http';
import { keys } from './keys';

/** Ours: the page's data is a report, not a live view; a minute is fresh enough. */
export const CONSUMPTION_PAGE_STALE_MS = 60_000;

export const consumptionPageQueries = {
  range: (uuid: string, from: string, to: string) =>
    queryOptions({
      queryKey: keys.consumption(uuid, from, to),
      queryFn: async ({ signal }) => {
        const query = new URLSearchParams({ startDate: from, endDate: to });
        const response = await http.get<ConsumptionResponse>(
          `users/${encodeURIComponent(uuid)}/consumption?${query.toString()}`,
          { signal },
        );
        const grain = chartGrain({ from, to });
        return response.data.clusters.map((cluster) => pageUse(cluster, grain));
      },
      staleTime: CONSUMPTION_PAGE_STALE_MS,
      meta: { persist: true },
    }),
};
