/**
 * Self-managed clusters (sub-clusters; spec doc 2 §4, §7; paths in docs/emulator-api-parts/sub-clusters.md):
 *   POST   users/{uuid}/instances/{name}/subcluster           create
 *   PUT    users/{uuid}/instances/{name}/updatesubcluster     edit and scale
 *   DELETE users/{uuid}/instances/{name}/subcluster           remove
 *   POST   users/{uuid}/instances/{name}/connectsubcluster    connect
 *   POST   users/{uuid}/instances/{name}/disconnectsubcluster disconnect
 * The sub-clusters are read with the cluster (its detail's `subClusters`): `subClusterQueries.cluster` is that
 * same query, polled every 5 s while a sub-cluster is on its way somewhere. Every change refreshes everything of
 * the cluster (its page and its services' status, which shows the sub-cluster nodes); connect and disconnect
 * show the sub-cluster starting or stopping at once and roll back on error.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { clusterQueries, listPollInterval, type ClusterDetailEntry } from './clusters';
import type {
  CreateSubClusterPayload,
  SubCluster,
  SubClusterRefPayload,
  SubClusterResponse,
  SubClusterStatus,
  UpdateSubClusterPayload,
} from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { writeOptions, type WriteSpec } from './writes';
import { anySubClusterMoving, SUB_CLUSTER_POLL_MS } from '../domain/sub-clusters';
import { SUB_CLUSTER_NOTICES, subClusterInputForServerField } from '../domain/validation/sub-cluster';
import { instancePath } from '../contract/api-paths';

const detailKey = (uuid: string, name: string) => keys.clusterPart(uuid, name, 'instance');

export const subClusterQueries = {
  /** The cluster with its sub-clusters: the page's own query, polled every 5 s while a sub-cluster moves. */
  cluster: (uuid: string, name: string) => {
    const detail = clusterQueries.detail(uuid, name);
    return queryOptions({
      ...detail,
      refetchInterval: (query) => {
        const data = query.state.data;
        if (data && anySubClusterMoving(data.instance.subClusters)) return SUB_CLUSTER_POLL_MS;
        return listPollInterval(data ? [data] : undefined);
      },
    });
  },
};

const refreshCluster = (client: QueryClient, uuid: string, name: string) => client.invalidateQueries({ queryKey: keys.cluster(uuid, name) });

/** Sets one sub-cluster's status in the cached page; answers what to put back on error. */
async function markStatus(client: QueryClient, uuid: string, name: string, id: string, status: SubClusterStatus) {
  const key = detailKey(uuid, name);
  await client.cancelQueries({ queryKey: key });
  const previous = client.getQueryData<ClusterDetailEntry>(key);
  if (previous) {
    const subClusters = previous.instance.subClusters.map((s): SubCluster => (s.id === id ? { ...s, status } : s));
    client.setQueryData<ClusterDetailEntry>(key, { ...previous, instance: { ...previous.instance, subClusters } });
  }
  return { previous };
}

/** The answer's sub-cluster in place of the cached one (so the row moves before the refetch). */
function placeAnswer(client: QueryClient, uuid: string, name: string, sub: SubCluster): void {
  client.setQueryData<ClusterDetailEntry>(detailKey(uuid, name), (old) => {
    if (!old) return old;
    const known = old.instance.subClusters.some((s) => s.id === sub.id);
    const subClusters = known ? old.instance.subClusters.map((s) => (s.id === sub.id ? sub : s)) : [...old.instance.subClusters, sub];
    return { ...old, instance: { ...old.instance, subClusters } };
  });
}

function connection(uuid: string, name: string, call: 'connectsubcluster' | 'disconnectsubcluster') {
  const moving: SubClusterStatus = call === 'connectsubcluster' ? 'starting' : 'stopping';
  return mutationOptions<SubClusterResponse, Error, SubClusterRefPayload, { previous: ClusterDetailEntry | undefined }>({
    mutationKey: mutationKeys.subCluster(uuid),
    mutationFn: (payload) => http.post<SubClusterResponse>(`${instancePath(uuid, name)}/${call}`, payload),
    // The server's message names the sub-cluster; the spec's 'Success' when it sends none.
    meta: noticeMeta<SubClusterRefPayload>({ successText: SUB_CLUSTER_NOTICES.success }),
    onMutate: (payload, { client }) => markStatus(client, uuid, name, payload.subCluster, moving),
    onError: (_error, _payload, snapshot, { client }) => {
      if (snapshot?.previous) client.setQueryData(detailKey(uuid, name), snapshot.previous);
    },
    onSettled: (_data, _error, _payload, _result, { client }) => refreshCluster(client, uuid, name),
  });
}

/** Create, edit, scale and remove: the answer's sub-cluster shows at once, then the cluster is read again. */
const change = <TVariables>(uuid: string, name: string, spec: Pick<WriteSpec<SubClusterResponse, TVariables>, 'call' | 'notices'>) =>
  writeOptions<SubClusterResponse, TVariables>({
    mutationKey: mutationKeys.subCluster(uuid),
    ...spec,
    apply: (client, { subCluster }) => placeAnswer(client, uuid, name, subCluster),
    refresh: (client) => refreshCluster(client, uuid, name),
  });

export const subClusterMutations = {
  /** POST …/subcluster: field messages go under the dialog's inputs; the server's message is the notice. */
  create: (uuid: string, name: string) =>
    change<CreateSubClusterPayload>(uuid, name, {
      call: (payload) => http.post<SubClusterResponse>(`${instancePath(uuid, name)}/subcluster`, payload),
      notices: {
        successText: (payload) => SUB_CLUSTER_NOTICES.creating(`${payload.clusterName}-${payload.name}`),
        formFields: subClusterInputForServerField,
      },
    }),

  /** PUT …/updatesubcluster: edit (size) and scale (nodes). */
  update: (uuid: string, name: string) =>
    change<UpdateSubClusterPayload>(uuid, name, {
      call: (payload) => http.put<SubClusterResponse>(`${instancePath(uuid, name)}/updatesubcluster`, payload),
      notices: { successText: SUB_CLUSTER_NOTICES.success, formFields: subClusterInputForServerField },
    }),

  /** DELETE …/subcluster: the notice is the spec's 'Self-Managed Cluster Deleted' (doc 2 §8). */
  remove: (uuid: string, name: string) =>
    change<SubClusterRefPayload>(uuid, name, {
      call: (payload) => http.delete<SubClusterResponse>(`${instancePath(uuid, name)}/subcluster`, payload),
      notices: { successText: SUB_CLUSTER_NOTICES.deleted, serverMessage: false },
    }),

  connect: (uuid: string, name: string) => connection(uuid, name, 'connectsubcluster'),
  disconnect: (uuid: string, name: string) => connection(uuid, name, 'disconnectsubcluster'),
};
