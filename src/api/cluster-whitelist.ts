/**
 * The IP allow-list of one cluster (spec doc 2 §3, §7; paths in docs/emulator-api-parts/whitelist.md):
 *   GET    users/{uuid}/instances/{name}/whitelists            { whitelists }
 *   POST   users/{uuid}/instances/{name}/whitelists            { range, description }          201 { message, whitelist }
 *   PUT    users/{uuid}/instances/{name}/whitelists/{id}       { range, description, active }  { message, whitelist }
 *   DELETE users/{uuid}/instances/{name}/whitelists/{id}                                       { message }
 *   GET    users/{uuid}/client-address (ours)                  { address }: the caller's IPv4 address as the server sees it
 * A change puts its answer in the list at once, then the list is read again.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ClientAddressResponse,
  MessageResponse,
  WhitelistCreatePayload,
  WhitelistItem,
  WhitelistSavedResponse,
  WhitelistsResponse,
  WhitelistUpdatePayload,
} from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { WHITELIST_NOTICES } from '../domain/whitelist';
import { whitelistInputForServerField } from '../domain/validation/whitelist';
import { instancePath, userPath } from '../contract/api-paths';

const listPath = (uuid: string, name: string) => `${instancePath(uuid, name)}/whitelists`;

const listKey = (uuid: string, name: string) => keys.clusterPart(uuid, name, 'whitelists');

export interface WhitelistUpdateVariables {
  id: string;
  payload: WhitelistUpdatePayload;
}

type ListUpdate = (items: WhitelistItem[]) => WhitelistItem[];

const upsert =
  (item: WhitelistItem): ListUpdate =>
  (items) =>
    items.some((i) => i.id === item.id) ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item];

export const whitelistQueries = {
  /** The cluster's allow-list; persisted with the page, so it reads offline. */
  list: (uuid: string, name: string) =>
    queryOptions({
      queryKey: listKey(uuid, name),
      queryFn: ({ signal }) => http.get<WhitelistsResponse>(listPath(uuid, name), { signal }),
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
      meta: { persist: true },
    }),
};

export const whitelistMutations = {
  /** POST: the server's message is the notice; field messages go under the dialog's inputs. */
  create: (uuid: string, name: string) =>
    mutationOptions<WhitelistSavedResponse, Error, WhitelistCreatePayload>({
      mutationKey: mutationKeys.whitelist(uuid),
      mutationFn: (payload) => http.post<WhitelistSavedResponse>(listPath(uuid, name), payload),
      meta: noticeMeta<WhitelistCreatePayload>({ successText: WHITELIST_NOTICES.added, formFields: whitelistInputForServerField }),
      onSuccess: ({ whitelist }, _payload, _result, { client }) => update(client, uuid, name, upsert(whitelist)),
      onSettled: (_data, _error, _payload, _result, { client }) => client.invalidateQueries({ queryKey: listKey(uuid, name) }),
    }),

  /** PUT: as create. */
  update: (uuid: string, name: string) =>
    mutationOptions<WhitelistSavedResponse, Error, WhitelistUpdateVariables>({
      mutationKey: mutationKeys.whitelist(uuid),
      mutationFn: ({ id, payload }) => http.put<WhitelistSavedResponse>(`${listPath(uuid, name)}/${encodeURIComponent(id)}`, payload),
      meta: noticeMeta<WhitelistUpdateVariables>({ successText: WHITELIST_NOTICES.updated, formFields: whitelistInputForServerField }),
      onSuccess: ({ whitelist }, _vars, _result, { client }) => update(client, uuid, name, upsert(whitelist)),
      onSettled: (_data, _error, _vars, _result, { client }) => client.invalidateQueries({ queryKey: listKey(uuid, name) }),
    }),

  /** DELETE: the notice is always 'IP Addresses/Range Deleted' (doc 2 §8). */
  remove: (uuid: string, name: string) =>
    mutationOptions<MessageResponse, Error, string>({
      mutationKey: mutationKeys.whitelist(uuid),
      mutationFn: (id) => http.delete<MessageResponse>(`${listPath(uuid, name)}/${encodeURIComponent(id)}`),
      meta: noticeMeta<string>({ successText: WHITELIST_NOTICES.deleted, serverMessage: false }),
      onSuccess: (_data, id, _result, { client }) => update(client, uuid, name, (items) => items.filter((i) => i.id !== id)),
      onSettled: (_data, _error, _id, _result, { client }) => client.invalidateQueries({ queryKey: listKey(uuid, name) }),
    }),

  /**
   * GET users/{uuid}/client-address, on a click: the address changes with the network, so it is asked each
   * time, never cached. Its failure is shown in the dialog, not as a notice.
   */
  clientAddress: (uuid: string) =>
    mutationOptions<ClientAddressResponse, Error, void>({
      mutationKey: mutationKeys.whitelist(uuid),
      mutationFn: () => http.get<ClientAddressResponse>(`${userPath(uuid)}/client-address`),
      meta: noticeMeta<void>({ errorText: false }),
    }),
};

function update(client: QueryClient, uuid: string, name: string, change: ListUpdate): void {
  client.setQueryData<WhitelistsResponse>(listKey(uuid, name), (old) => (old ? { whitelists: change(old.whitelists) } : old));
}
