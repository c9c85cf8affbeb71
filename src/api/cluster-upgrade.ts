/**
 * Updating one cluster's version (spec doc 2 §3, §4, §7; paths in docs/emulator-api.md):
 *   PUT    users/{uuid}/instances/{name}/upgrade { version, byBuildNo }            a running cluster, at once
 *   POST   users/{uuid}/instances/{name}/pending { kind: UPGRADE_VERSION, change }  any other: scheduled
 *   GET    users/{uuid}/instances/{name}/pending                                    { updates, inProgress }
 *   DELETE users/{uuid}/instances/{name}/pending/{updateId}                         cancelled
 * Every change refreshes everything of the cluster (its page, status and pending updates); the update also
 * the list, where the cluster now shows as starting up.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  MessageResponse,
  PendingUpdateCreatedResponse,
  PendingUpdatePayload,
  PendingUpdatesResponse,
  UpgradePayload,
} from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { CLUSTER_LIST_TRANSITIONAL_POLL_MS } from '../domain/constants';
import { UPGRADE_NOTICES } from '../domain/upgrade';
import { upgradeFieldHasInput } from '../domain/validation/upgrade';
import { instancePath } from '../contract/api-paths';

const pendingKey = (uuid: string, name: string) => keys.clusterPart(uuid, name, 'pending-updates');

export interface PendingQueryOptions {
  /**
   * The cluster is on its way somewhere (starting up, stopping): poll, since a start that ends applies a
   * pending update, and an update that ends clears `inProgress`.
   */
  watch: boolean;
}

export const upgradeQueries = {
  /**
   * The cluster's pending updates and the update under way, if any. Polled while either may change on its
   * own (an update under way, a cluster in transition); persisted with the page, so it opens offline.
   */
  pending: (uuid: string, name: string, { watch }: PendingQueryOptions = { watch: false }) =>
    queryOptions({
      queryKey: pendingKey(uuid, name),
      queryFn: ({ signal }) => http.get<PendingUpdatesResponse>(`${instancePath(uuid, name)}/pending`, { signal }),
      refetchInterval: (query) => (watch || query.state.data?.inProgress ? CLUSTER_LIST_TRANSITIONAL_POLL_MS : false),
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
      meta: { persist: true },
    }),
};

export const upgradeMutations = {
  /** PUT …/upgrade: the server's message is the success; field messages go under the dialog's input. */
  upgrade: (uuid: string, name: string) =>
    mutationOptions<MessageResponse, Error, UpgradePayload>({
      mutationKey: mutationKeys.upgrade(uuid),
      mutationFn: (payload) => http.put<MessageResponse>(`${instancePath(uuid, name)}/upgrade`, payload),
      meta: noticeMeta<UpgradePayload>({
        successText: (payload) => UPGRADE_NOTICES.upgrading(name, payload.version),
        formFields: upgradeFieldHasInput,
      }),
      // Also after a refusal: a 409 says the cluster is no longer what the page showed.
      onSettled: (_data, _error, _payload, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: keys.cluster(uuid, name) }),
          client.invalidateQueries({ queryKey: keys.clusterList(uuid) }),
        ]),
    }),

  /** POST …/pending: failures show the server's message as a notification (doc 2 §8). */
  schedule: (uuid: string, name: string) =>
    mutationOptions<PendingUpdateCreatedResponse, Error, UpgradePayload>({
      mutationKey: mutationKeys.pendingUpdate(uuid),
      mutationFn: (change) => {
        const payload: PendingUpdatePayload = { kind: 'UPGRADE_VERSION', change };
        return http.post<PendingUpdateCreatedResponse>(`${instancePath(uuid, name)}/pending`, payload);
      },
      meta: noticeMeta<UpgradePayload>({ successText: (change) => UPGRADE_NOTICES.scheduled(name, change.version) }),
      // The answer is the new update: shown at once (in place of the Update button), then confirmed by the refetch.
      onSuccess: ({ update }, _change, _result, { client }) =>
        client.setQueryData<PendingUpdatesResponse>(pendingKey(uuid, name), (old) =>
          old ? { ...old, updates: [...old.updates.filter((u) => u.id !== update.id), update] } : old,
        ),
      onSettled: (_data, _error, _change, _result, { client }) => client.invalidateQueries({ queryKey: keys.cluster(uuid, name) }),
    }),

  /** DELETE …/pending/{updateId}: after it, the Update button returns (doc 2 §4). */
  cancel: (uuid: string, name: string) =>
    mutationOptions<MessageResponse, Error, string>({
      mutationKey: mutationKeys.pendingUpdate(uuid),
      mutationFn: (updateId) => http.delete<MessageResponse>(`${instancePath(uuid, name)}/pending/${encodeURIComponent(updateId)}`),
      meta: noticeMeta<string>({ successText: UPGRADE_NOTICES.cancelled }),
      onSuccess: (_data, updateId, _result, { client }) =>
        client.setQueryData<PendingUpdatesResponse>(pendingKey(uuid, name), (old) =>
          old ? { ...old, updates: old.updates.filter((u) => u.id !== updateId) } : old,
        ),
      onSettled: (_data, _error, _updateId, _result, { client }) => client.invalidateQueries({ queryKey: keys.cluster(uuid, name) }),
    }),
};
