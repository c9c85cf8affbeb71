/**
 * Services control (spec doc 2 §4, §5, §7; paths in docs/emulator-api-parts/services.md):
 *   GET instances/{id}/services/status                                the six node lists
 *   PUT instances/{id}/services/execute { action, service, nodeName }  a per-node action
 *   PUT users/{uuid}/instances/{name}/scale { analyticsReplicas | loaderReplicas }
 *   POST systemconfigurations                                         the maximum of nodes per service
 * The status is polled every 5 s while any node is on its way somewhere (after an action, a node count
 * change), and persisted with the page, so it reads offline. An unchanged poll is answered 304 (ETag).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { SYSTEM_CONFIG_STALE_MS } from '../domain/constants';
import {
  anyNodeMoving,
  MAX_NODES_CONFIG,
  parseMaxNodes,
  SERVICE_NODES_MAX_DEFAULT,
  SERVICE_STATUS_POLL_MS,
} from '../domain/services-control';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import type {
  MessageResponse,
  ScalePayload,
  ServiceExecutePayload,
  ServicesStatusResponse,
  SystemConfigRequest,
  SystemConfigResponse,
} from '../contract/types';
import { instancePath } from '../contract/api-paths';

const statusKey = (uuid: string, name: string) => keys.clusterPart(uuid, name, 'services-status');
/** Where the scale call's field messages go in the Add/Remove nodes form. */
export function nodeCountInputForServerField(fieldName: string): 'count' | null {
  return fieldName === 'analyticsReplicas' || fieldName === 'loaderReplicas' ? 'count' : null;
}

export const servicesQueries = {
  /** Every node's status; polled every 5 s while a node moves (doc 2 §4, §9), paused while the tab is hidden. */
  status: (uuid: string, name: string, instanceId: string) =>
    queryOptions({
      queryKey: statusKey(uuid, name),
      queryFn: ({ signal }) =>
        http.get<ServicesStatusResponse>(`instances/${encodeURIComponent(instanceId)}/services/status`, { signal }),
      refetchInterval: (query) => (anyNodeMoving(query.state.data) ? SERVICE_STATUS_POLL_MS : false),
      meta: { persist: true },
    }),

  /** The maximum of nodes per service (system configuration; default 10, doc 2 §5, §9). */
  maxNodes: () =>
    queryOptions({
      queryKey: keys.systemConfig(MAX_NODES_CONFIG.configKey),
      queryFn: async ({ signal }) => {
        const request: SystemConfigRequest = { ...MAX_NODES_CONFIG, defaultValue: String(SERVICE_NODES_MAX_DEFAULT) };
        const { sysConfig } = await http.post<SystemConfigResponse>('systemconfigurations', request, { signal });
        return parseMaxNodes(sysConfig);
      },
      staleTime: SYSTEM_CONFIG_STALE_MS,
    }),
};

export const servicesMutations = {
  /** A per-node action; the server's message is the notice, a failure its text (doc 2 §8). */
  execute: (uuid: string, name: string, instanceId: string) =>
    mutationOptions<MessageResponse, Error, ServiceExecutePayload>({
      mutationKey: mutationKeys.nodeAction(uuid),
      mutationFn: (payload) =>
        http.put<MessageResponse>(`instances/${encodeURIComponent(instanceId)}/services/execute`, { ...payload, instanceId }),
      meta: noticeMeta<ServiceExecutePayload>({ successText: (p) => `${p.action} ${p.nodeName ?? 'all nodes'}` }),
      // Also after a refusal: a 409 says the nodes are no longer what the page showed.
      onSettled: (_data, _error, _payload, _result, { client }) => client.invalidateQueries({ queryKey: statusKey(uuid, name) }),
    }),

  /** Adds or removes nodes of one service: the cluster's counts and its nodes change. */
  scale: (uuid: string, name: string) =>
    mutationOptions<MessageResponse, Error, ScalePayload>({
      mutationKey: mutationKeys.nodeCount(uuid),
      mutationFn: (payload) => http.put<MessageResponse>(`${instancePath(uuid, name)}/scale`, payload),
      meta: noticeMeta<ScalePayload>({ successText: 'Node count changed', formFields: nodeCountInputForServerField }),
      onSettled: (_data, _error, _payload, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: keys.cluster(uuid, name) }),
          client.invalidateQueries({ queryKey: keys.clusterList(uuid) }),
        ]),
    }),
};
