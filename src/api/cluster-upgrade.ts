/**
 * Updating one cluster's version (spec doc 2 §3, §4, §7; paths in docs/emulator-api.md):
 *   PUT    users/{uuid}/instances/{name}/upgrade { version, byBuildNo }            a running cluster, at once
 *   POST   users/{uuid}/instances/{name}/pending { kind: UPGRADE_VERSION, change }  any other: scheduled
 *   GET    users/{uuid}/instances/{name}/pending                                    { updates, inProgress }
 *   DELETE users/{uuid}/instances/{name}/pending/{updateId}                         cancelled
 * Every change refreshes everything of the cluster (its page, status and pending updates); the update also
 * the list, where the cluster now shows as starting up.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  MessageResponse,
  PendingUpdateCreatedResponse,
  PendingUpdate,
  PendingUpdatePayload,
  PendingUpdatesResponse,
  UpgradePayload,
} from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { editCached, writeOptions, type WriteCall } from './writes';
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
      meta: { persist: true },
    }),
};

/** Puts what a write's answer says in the cached pending updates at once. */
const editPending = (client: QueryClient, uuid: string, name: string, edit: (updates: PendingUpdate[]) => PendingUpdate[]) =>
  editCached<PendingUpdatesResponse>(client, pendingKey(uuid, name), (old) => ({ ...old, updates: edit(old.updates) }));

/** A change of the pending updates reads the whole cluster again. */
const pendingChange = <TData, TVariables>(uuid: string, name: string, spec: WriteCall<TData, TVariables>) =>
  writeOptions<TData, TVariables>({ mutationKey: mutationKeys.pendingUpdate(uuid), refresh: [keys.cluster(uuid, name)], ...spec });

export const upgradeMutations = {
  /** PUT …/upgrade: the server's message is the success; field messages go under the dialog's input. */
  upgrade: (uuid: string, name: string) =>
    writeOptions<MessageResponse, UpgradePayload>({
      mutationKey: mutationKeys.upgrade(uuid),
      call: (payload) => http.put<MessageResponse>(`${instancePath(uuid, name)}/upgrade`, payload),
      notices: { successText: (payload) => UPGRADE_NOTICES.upgrading(name, payload.version), formFields: upgradeFieldHasInput },
      // Also after a refusal: a 409 says the cluster is no longer what the page showed.
      refresh: [keys.cluster(uuid, name), keys.clusterList(uuid)],
    }),

  /** POST …/pending: failures show the server's message as a notification (doc 2 §8). */
  schedule: (uuid: string, name: string) =>
    pendingChange<PendingUpdateCreatedResponse, UpgradePayload>(uuid, name, {
      call: (change) => {
        const payload: PendingUpdatePayload = { kind: 'UPGRADE_VERSION', change };
        return http.post<PendingUpdateCreatedResponse>(`${instancePath(uuid, name)}/pending`, payload);
      },
      notices: { successText: (change) => UPGRADE_NOTICES.scheduled(name, change.version) },
      // The answer is the new update: shown at once (in place of the Update button), then confirmed by the refetch.
      apply: (client, { update }) => editPending(client, uuid, name, (updates) => [...updates.filter((u) => u.id !== update.id), update]),
    }),

  /** DELETE …/pending/{updateId}: after it, the Update button returns (doc 2 §4). */
  cancel: (uuid: string, name: string) =>
    pendingChange<MessageResponse, string>(uuid, name, {
      call: (updateId) => http.delete<MessageResponse>(`${instancePath(uuid, name)}/pending/${encodeURIComponent(updateId)}`),
      notices: { successText: UPGRADE_NOTICES.cancelled },
      apply: (client, _data, updateId) => editPending(client, uuid, name, (updates) => updates.filter((u) => u.id !== updateId)),
    }),
};
