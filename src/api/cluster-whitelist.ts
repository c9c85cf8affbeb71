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
import { editCached, writeOptions } from './writes';
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
      meta: { persist: true },
    }),
};

/** Create and update: the answer's item goes in the list at once; field messages go under the dialog's inputs. */
const save = <TVariables>(uuid: string, name: string, successText: string, call: (vars: TVariables) => Promise<WhitelistSavedResponse>) =>
  writeOptions<WhitelistSavedResponse, TVariables>({
    mutationKey: mutationKeys.whitelist(uuid),
    call,
    notices: { successText, formFields: whitelistInputForServerField },
    apply: (client, { whitelist }) => update(client, uuid, name, upsert(whitelist)),
    refresh: [listKey(uuid, name)],
  });

export const whitelistMutations = {
  /** POST: the server's message is the notice. */
  create: (uuid: string, name: string) =>
    save(uuid, name, WHITELIST_NOTICES.added, (payload: WhitelistCreatePayload) => http.post<WhitelistSavedResponse>(listPath(uuid, name), payload)),

  /** PUT: as create. */
  update: (uuid: string, name: string) =>
    save(uuid, name, WHITELIST_NOTICES.updated, ({ id, payload }: WhitelistUpdateVariables) =>
      http.put<WhitelistSavedResponse>(`${listPath(uuid, name)}/${encodeURIComponent(id)}`, payload),
    ),

  /** DELETE: the notice is always 'IP Addresses/Range Deleted' (doc 2 §8). */
  remove: (uuid: string, name: string) =>
    writeOptions<MessageResponse, string>({
      mutationKey: mutationKeys.whitelist(uuid),
      call: (id) => http.delete<MessageResponse>(`${listPath(uuid, name)}/${encodeURIComponent(id)}`),
      notices: { successText: WHITELIST_NOTICES.deleted, serverMessage: false },
      apply: (client, _data, id) => update(client, uuid, name, (items) => items.filter((i) => i.id !== id)),
      refresh: [listKey(uuid, name)],
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
  editCached<WhitelistsResponse>(client, listKey(uuid, name), (old) => ({ whitelists: change(old.whitelists) }));
}
