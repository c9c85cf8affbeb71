/**
 * Advanced configurations of one cluster (spec doc 2 §4, §7; paths in docs/emulator-api-parts/advanced-configs.md):
 *   GET   instances/{id}/advanced-configs   the server tab and one tab per tenant
 *   PATCH instances/{id}/advanced-configs   [{ name: 'system' | tenant id, data: [{ configKey, configValue }] }]
 * Keyed by the cluster's name (keys.clusterPart … 'advanced-configs'), called by its id. Read only while the
 * cluster runs (the screen passes `enabled`), never refetched on focus or reconnect (doc 2 §4); persisted, so the
 * tab opens offline with what was last read (a password is never read back, so none is kept).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { AdvancedConfigsPatchPayload, AdvancedConfigsResponse, MessageResponse } from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { advancedConfigsSavedMessage } from '../domain/advanced-configs';

const configsPath = (instanceId: string) => `instances/${encodeURIComponent(instanceId)}/advanced-configs`;
const configsKey = (uuid: string, name: string) => keys.clusterPart(uuid, name, 'advanced-configs');

export interface AdvancedConfigsRef {
  uuid: string;
  /** The key's scope. */
  name: string;
  /** The path's. */
  id: string;
}

export interface AdvancedConfigsSave {
  payload: AdvancedConfigsPatchPayload;
  /** A changed item requires a restart: the notice says so when the answer carries no message. */
  restart: boolean;
}

/** A server field that names a config key (not a place in the list, '0.data.1.configKey') goes under its input. */
export function advancedConfigFieldHasInput(fieldName: string): string | null {
  return fieldName === '' || /^\d/.test(fieldName) ? null : fieldName;
}

export const advancedConfigsQueries = {
  tabs: ({ uuid, name, id }: AdvancedConfigsRef, { enabled }: { enabled: boolean }) =>
    queryOptions({
      queryKey: configsKey(uuid, name),
      queryFn: ({ signal }) => http.get<AdvancedConfigsResponse>(configsPath(id), { signal }),
      enabled,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      meta: { persist: true },
    }),
};

export const advancedConfigsMutations = {
  /** PATCH: the notice is the server's message (with the restart sentence when needed); field messages go under inputs. */
  save: ({ uuid, name, id }: AdvancedConfigsRef) =>
    mutationOptions<MessageResponse, Error, AdvancedConfigsSave>({
      mutationKey: mutationKeys.advancedConfigs(uuid),
      mutationFn: ({ payload }) => http.patch<MessageResponse>(configsPath(id), payload),
      meta: noticeMeta<AdvancedConfigsSave>({
        successText: ({ restart }) => advancedConfigsSavedMessage(restart),
        formFields: advancedConfigFieldHasInput,
      }),
      // Not awaited: the form takes the saved values as its baseline at once (the screen's own onSuccess runs
      // after this one); the refetch only confirms them.
      onSuccess: (_data, _save, _result, { client }) => {
        void client.invalidateQueries({ queryKey: configsKey(uuid, name) });
      },
      // A 409 says the cluster is no longer running: its page learns it.
      onError: (_error, _save, _result, { client }) => client.invalidateQueries({ queryKey: keys.clusterPart(uuid, name, 'instance') }),
    }),
};
