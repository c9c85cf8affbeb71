/**
 * The cluster calls of spec doc 1 §7 (paths in docs/emulator-api.md): query keys, the list query and
 * the connect / disconnect / clone / delete mutations. Create lives with the create form (api/catalog.ts
 * and features/clusters/create) and invalidates `keys.clusters(uuid)`.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ClonePayload,
  ClusterNodesResponse,
  Instance,
  InstanceDetail,
  InstanceDetailResponse,
  InstancesResponse,
  MessageResponse,
  Service,
  ServicesResponse,
  ServiceStatus,
} from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { CLUSTER_LIST_POLL_MS, CLUSTER_LIST_TRANSITIONAL_POLL_MS } from '../domain/constants';
import { deriveClusterStatus, isTransitional } from '../domain/status';
import { NOTICES } from '../domain/notices';
import { cloneInputForServerField } from '../domain/validation/clone';
import { instancePath, instancesPath, servicesPath } from '../contract/api-paths';

/** One card of the list: an instance plus its first service (null until the cluster has one). */
export interface ClusterEntry {
  instance: Instance;
  service: Service | null;
}

/** Pairs every instance with its first service, keeping the instances' order. */
export function joinClusterEntries(instances: Instance[], services: Service[]): ClusterEntry[] {
  const firstService = new Map<string, Service>();
  for (const service of services) {
    if (!firstService.has(service.instanceId)) firstService.set(service.instanceId, service);
  }
  return instances.map((instance) => ({ instance, service: firstService.get(instance.id) ?? null }));
}

export async function fetchClusterList(uuid: string, signal?: AbortSignal): Promise<ClusterEntry[]> {
  const [{ instances }, { services }] = await Promise.all([
    http.get<InstancesResponse>(instancesPath(uuid), { signal }),
    http.get<ServicesResponse>(servicesPath(uuid), { signal }),
  ]);
  return joinClusterEntries(instances, services);
}

/** One cluster's page: the instance with its fields of doc 2 §3, and its analytics service as the list's. */
export interface ClusterDetailEntry {
  instance: InstanceDetail;
  service: Service | null;
}

export async function fetchClusterDetail(uuid: string, name: string, signal?: AbortSignal): Promise<ClusterDetailEntry> {
  const { instance } = await http.get<InstanceDetailResponse>(instancePath(uuid, name), { signal });
  const analytics = instance.services.find((s) => s.kind === 'analytics');
  return { instance, service: analytics ? { instanceId: instance.id, url: analytics.url, status: analytics.status } : null };
}

/**
 * The reads of a push alert's page (the cluster, the list; the notifications too) ask even offline: the service
 * worker answers with what it stored, which a push alert refreshed (issue 28), newer than what the page holds.
 * (TanStack's default would pause them offline and show the page's own, older copy.)
 */
export const ALERT_PAGE_NETWORK_MODE = 'offlineFirst' as const;

export function listPollInterval(entries: ClusterEntry[] | undefined): number {
  const moving = entries?.some(({ instance, service }) => isTransitional(deriveClusterStatus(instance, service)));
  return moving ? CLUSTER_LIST_TRANSITIONAL_POLL_MS : CLUSTER_LIST_POLL_MS;
}

/**
 * The list's poll, which a cluster's page shares: TanStack's default refetchIntervalInBackground (false)
 * pauses it while the tab is hidden; focus and reconnect refetch. Persisted for an offline start.
 */
const CLUSTER_POLL_OPTIONS = {
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
  networkMode: ALERT_PAGE_NETWORK_MODE,
  meta: { persist: true },
} as const;

/** How long an answer this page load just read counts as current when a screen mounts to show it. */
const JUST_READ_MS = 2_000;

export const clusterQueries = {
  /** Polled every 15 s (doc 1 §4), every 5 s while a cluster is in transition. */
  list: (uuid: string) =>
    queryOptions({
      queryKey: keys.clusterList(uuid),
      queryFn: ({ signal }) => fetchClusterList(uuid, signal),
      refetchInterval: (query) => listPollInterval(query.state.data),
      ...CLUSTER_POLL_OPTIONS,
    }),

  /**
   * One cluster's page (GET users/{uuid}/instances/{name}): polled like the list, and persisted so the
   * page opens offline from a push alert or a bookmark. Read again when the page mounts, unless this page
   * load read it in the last JUST_READ_MS: the route asks for it beside the page's code (routes.tsx), and
   * the page, mounting once its code was in, asked a second time on every start. An answer restored from
   * the device, or invalidated (a push alert), is always read again.
   */
  detail: (uuid: string, name: string) =>
    queryOptions({
      queryKey: keys.clusterPart(uuid, name, 'instance'),
      queryFn: ({ signal }) => fetchClusterDetail(uuid, name, signal),
      refetchInterval: (query) => listPollInterval(query.state.data ? [query.state.data] : undefined),
      refetchOnMount: ({ state }) => state.isInvalidated || state.dataUpdatedAt < Math.max(performance.timeOrigin, Date.now() - JUST_READ_MS),
      ...CLUSTER_POLL_OPTIONS,
    }),

  /** Per-node disk use (GET users/{uuid}/instances/{name}/nodes), read when the user opens it. */
  nodes: (uuid: string, name: string) =>
    queryOptions({
      queryKey: keys.clusterPart(uuid, name, 'nodes'),
      queryFn: ({ signal }) => http.get<ClusterNodesResponse>(`${instancePath(uuid, name)}/nodes`, { signal }),
      meta: { persist: true },
    }),
};

// --- Mutations -------------------------------------------------------------------------------------

/** What an optimistic change needs to undo itself: the list and the cluster's page as they were. */
interface ListSnapshot {
  previous: ClusterEntry[] | undefined;
  detail: ClusterDetailEntry | undefined;
}

/** A change of an entry's status that keeps the rest of it (the page's entry carries more fields). */
type EntryPatch = <E extends ClusterEntry>(entry: E) => E;

/** Sets the named cluster's service status in the cached list at once; returns the previous list. */
async function setServiceStatusOptimistically(
  client: QueryClient,
  uuid: string,
  name: string,
  patch: EntryPatch,
): Promise<ListSnapshot> {
  const listKey = keys.clusterList(uuid);
  const detailKey = keys.clusterPart(uuid, name, 'instance');
  // A poll landing after this point would overwrite the optimistic entry with the old state.
  await Promise.all([client.cancelQueries({ queryKey: listKey }), client.cancelQueries({ queryKey: detailKey })]);
  const previous = client.getQueryData<ClusterEntry[]>(listKey);
  if (previous) {
    client.setQueryData<ClusterEntry[]>(
      listKey,
      previous.map((entry) => (entry.instance.name === name ? patch(entry) : entry)),
    );
  }
  const detail = client.getQueryData<ClusterDetailEntry>(detailKey);
  if (detail) client.setQueryData<ClusterDetailEntry>(detailKey, patch(detail));
  return { previous, detail };
}

function rollback(client: QueryClient, uuid: string, name: string, snapshot: ListSnapshot | undefined): void {
  if (snapshot?.previous) client.setQueryData(keys.clusterList(uuid), snapshot.previous);
  if (snapshot?.detail) client.setQueryData(keys.clusterPart(uuid, name, 'instance'), snapshot.detail);
}

function withServiceStatus(entry: ClusterEntry, status: ServiceStatus): Service | null {
  return entry.service ? { ...entry.service, status } : null;
}

/**
 * Connect and disconnect: PUT {instance}/{verb}; the entry's status changes at once in the list and on the
 * cluster's page, comes back if the call fails, and both are read again when it settles.
 */
function serviceSwitch(uuid: string, verb: 'connect' | 'disconnect', patch: EntryPatch) {
  return mutationOptions<MessageResponse, Error, string, ListSnapshot>({
    mutationKey: mutationKeys[verb](uuid),
    mutationFn: (name) => http.put<MessageResponse>(`${instancePath(uuid, name)}/${verb}`),
    // The card's status is the success; a failure says why.
    meta: noticeMeta({}),
    onMutate: (name, { client }) => setServiceStatusOptimistically(client, uuid, name, patch),
    onError: (_error, name, snapshot, { client }) => rollback(client, uuid, name, snapshot),
    onSettled: (_data, _error, _name, _snapshot, { client }) => client.invalidateQueries({ queryKey: keys.clusters(uuid) }),
  });
}

export const clusterMutations = {
  /**
   * Connect sets the service status to loading and calls connect (doc 1 §4). A starting cluster has a
   * runningAt (that is what tells starting-up from creating), so the optimistic entry gets one too.
   */
  connect: (uuid: string) =>
    serviceSwitch(uuid, 'connect', (entry) => ({
      ...entry,
      instance: { ...entry.instance, runningAt: entry.instance.runningAt ?? new Date().toISOString() },
      service: withServiceStatus(entry, 'loading'),
    })),

  /** Disconnect sets the status to disconnected and calls disconnect (doc 1 §4). */
  disconnect: (uuid: string) =>
    serviceSwitch(uuid, 'disconnect', (entry) => ({ ...entry, service: withServiceStatus(entry, 'disconnected') })),

  /** POST users/{uuid}/instances/clone with { name (new), clone (source) }. */
  clone: (uuid: string) =>
    mutationOptions<MessageResponse, Error, ClonePayload>({
      mutationKey: mutationKeys.clone(uuid),
      mutationFn: (payload) => http.post<MessageResponse>(`${instancesPath(uuid)}/clone`, payload),
      // The dialog shows the new name's errors under its field.
      meta: noticeMeta<ClonePayload>({
        successText: (payload) => NOTICES.clusterCloned(payload.name),
        formFields: cloneInputForServerField,
      }),
      onSuccess: (_data, _payload, _result, { client }) =>
        client.invalidateQueries({ queryKey: keys.clusters(uuid) }),
    }),

  /** DELETE users/{uuid}/instances/{name}. */
  delete: (uuid: string) =>
    mutationOptions<MessageResponse, Error, string>({
      mutationKey: mutationKeys.delete(uuid),
      mutationFn: (name) => http.delete<MessageResponse>(instancePath(uuid, name)),
      meta: noticeMeta<string>({ successText: (name) => NOTICES.clusterDeleted(name) }),
      onSuccess: (_data, name, _result, { client }) => {
        // The deleted card leaves the list at once; the refetch confirms it.
        client.setQueryData<ClusterEntry[]>(keys.clusterList(uuid), (list) =>
          list?.filter((entry) => entry.instance.name !== name),
        );
        // Nothing of the deleted cluster may show again, offline included.
        client.removeQueries({ queryKey: keys.cluster(uuid, name) });
        return client.invalidateQueries({ queryKey: keys.clusters(uuid) });
      },
    }),
};
