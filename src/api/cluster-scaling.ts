/**
 * Autoscaling of one cluster (spec doc 2 §3, §4, §7, §9; paths in docs/emulator-api-parts/scaling.md):
 *   POST users/instances/updateautoscaling { instanceID, isEnabled }   { message, autoscale }
 *   GET  users/instances/{id}/getautoscalehistory/{hours}              { history } (hours 1, 24, 168)
 * The switch is optimistic: the page's autoscale flag flips at once and comes back if the call fails. The
 * history refreshes every 5 min and is stale after 2 s (doc 2 §9); each duration is its own query.
 */
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { AutoscaleHistoryResponse, UpdateAutoscalingPayload, UpdateAutoscalingResponse } from '../contract/types';
import type { ClusterDetailEntry } from './clusters';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import {
  AUTOSCALE_HISTORY_REFRESH_MS,
  AUTOSCALE_HISTORY_STALE_MS,
  autoscaleSwitched,
  type ScalingHours,
} from '../domain/scaling';

const historyPath = (instanceId: string, hours: ScalingHours) =>
  `users/instances/${encodeURIComponent(instanceId)}/getautoscalehistory/${hours}`;

export const scalingQueries = {
  /** The replica history of the last `hours`; persisted, so the charts open offline from the last answer. */
  history: (uuid: string, name: string, instanceId: string, hours: ScalingHours) =>
    queryOptions({
      queryKey: keys.autoscaleHistory(uuid, name, hours),
      queryFn: ({ signal }) => http.get<AutoscaleHistoryResponse>(historyPath(instanceId, hours), { signal }),
      staleTime: AUTOSCALE_HISTORY_STALE_MS,
      refetchInterval: AUTOSCALE_HISTORY_REFRESH_MS,
      // A new duration keeps the previous chart on screen until its own answer arrives.
      placeholderData: keepPreviousData,
      meta: { persist: true },
    }),
};

/** The page's entry as it was, to put back if the switch fails. */
interface Snapshot {
  previous: ClusterDetailEntry | undefined;
}

export const scalingMutations = {
  /** Switches the autoscaler; the notice is the answer's message. */
  autoscale: (uuid: string, name: string) =>
    mutationOptions<UpdateAutoscalingResponse, Error, UpdateAutoscalingPayload, Snapshot>({
      mutationKey: mutationKeys.autoscale(uuid),
      mutationFn: (payload) => http.post<UpdateAutoscalingResponse>('users/instances/updateautoscaling', payload),
      meta: noticeMeta<UpdateAutoscalingPayload>({ successText: (payload) => autoscaleSwitched(name, payload.isEnabled) }),
      onMutate: async (payload, { client }) => {
        const key = keys.clusterPart(uuid, name, 'instance');
        // A poll landing after this point would put the old flag back.
        await client.cancelQueries({ queryKey: key });
        const previous = client.getQueryData<ClusterDetailEntry>(key);
        if (previous) {
          client.setQueryData<ClusterDetailEntry>(key, {
            ...previous,
            instance: { ...previous.instance, autoscale: { ...previous.instance.autoscale, enabled: payload.isEnabled } },
          });
        }
        return { previous };
      },
      onError: (_error, _payload, snapshot, { client }) => {
        if (snapshot?.previous) client.setQueryData(keys.clusterPart(uuid, name, 'instance'), snapshot.previous);
      },
      // Not awaited: the switch already shows the answer; the refetch must not keep it busy (a second tap
      // would find it still pending).
      onSettled: (_data, _error, _payload, _snapshot, { client }) => {
        void client.invalidateQueries({ queryKey: keys.clusterPart(uuid, name, 'instance') });
      },
    }),
};
