/**
 * The Configurations tab's calls (spec doc 2 §2, §7; paths in docs/emulator-api-parts/configurations.md):
 *   PUT  users/{uuid}/instances/{name}           the cluster update: size, auto suspend, data agent, delta
 *                                                sharing, onboarding, home page
 *   PUT  users/{uuid}/instances/{name}/sqli      { sqliEnabled }
 *   PUT  users/{uuid}/instances/{name}/incortax  { incortaXEnabled }
 *   POST users/{uuid}/instances/{name}/copilot   { openAIEnabled }
 *   POST users/instances/mlflow                  { isEnabled, userID, instanceID }
 *   POST instances/{id}/datastudio               { enable }
 *   GET  users/instances/download…?instanceid=   the files of §2, read with the bearer token
 *   POST systemconfigurations                    the premium flag (service.premium.supported)
 * A switch is optimistic: the page shows the new value at once and goes back to the old one on an error. Each
 * answers { message }, the success notice.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClusterDetailEntry } from './clusters';
import { http } from './http';
import { downloadFile, type DownloadedFile } from './transfer';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import type { Instance, MessageResponse, SystemConfigRequest, SystemConfigResponse } from '../contract/types';
import { SYSTEM_CONFIG_STALE_MS } from '../domain/constants';
import type { ClusterSizeUpdate } from '../domain/cluster-size';
import {
  CONFIG_SECTIONS,
  PREMIUM_SUPPORTED_CONFIG,
  SWITCH_FIELD,
  type DeltaShareFile,
  type FeatureSwitch,
} from '../domain/feature-switches';
import { instancePath } from '../contract/api-paths';

/** A switch turned on or off; auto suspend may carry its idle time (hours). */
export interface SwitchChange {
  key: FeatureSwitch;
  enable: boolean;
  idleTime?: number;
}

/** Which cluster a switch call names: by name on the user's path, by id for the calls of §7 that take one. */
export interface SwitchTarget {
  uuid: string;
  name: string;
  id: string;
}

/** The answer of the cluster update call. */
export interface ClusterUpdateResponse {
  message: string;
  instance: Instance;
}

/** The one call each switch goes through (doc 2 §7). */
export function switchRequest({ uuid, name, id }: SwitchTarget, { key, enable, idleTime }: SwitchChange): Promise<MessageResponse> {
  const path = instancePath(uuid, name);
  switch (key) {
    case 'sqli':
      return http.put<MessageResponse>(`${path}/sqli`, { sqliEnabled: enable });
    case 'incortaX':
      return http.put<MessageResponse>(`${path}/incortax`, { incortaXEnabled: enable });
    case 'copilot':
      return http.post<MessageResponse>(`${path}/copilot`, { openAIEnabled: enable });
    case 'mlflow':
      return http.post<MessageResponse>('users/instances/mlflow', { isEnabled: enable, userID: uuid, instanceID: id });
    case 'dataStudio':
      return http.post<MessageResponse>(`instances/${encodeURIComponent(id)}/datastudio`, { enable });
    case 'autoSuspend':
      return http.put<MessageResponse>(path, idleTime === undefined ? { sleeppable: enable } : { sleeppable: enable, idleTime });
    case 'dataAgent':
    case 'deltaShare':
    case 'onboarding':
    case 'homePage':
      return http.put<MessageResponse>(path, { [SWITCH_FIELD[key]]: enable });
  }
}

const labelOf = (key: FeatureSwitch) => CONFIG_SECTIONS.find((s) => s.key === key)?.label ?? key;

/** Our notice when an answer carries no message. */
export function switchNotice({ key, enable }: SwitchChange): string {
  return `${labelOf(key)} is turned ${enable ? 'on' : 'off'}`;
}

/** The page's entry with the change applied: what the switch shows while the call runs. */
export function applySwitch(entry: ClusterDetailEntry, { key, enable, idleTime }: SwitchChange): ClusterDetailEntry {
  if (key === 'autoSuspend') {
    return { ...entry, instance: { ...entry.instance, sleeppable: enable, ...(idleTime === undefined ? {} : { idleTime }) } };
  }
  return { ...entry, instance: { ...entry.instance, [SWITCH_FIELD[key]]: enable } };
}

interface DetailSnapshot {
  detail: ClusterDetailEntry | undefined;
}

async function refreshCluster(client: QueryClient, uuid: string, name: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: keys.clusterPart(uuid, name, 'instance') }),
    client.invalidateQueries({ queryKey: keys.clusterList(uuid) }),
  ]);
}

export const settingsQueries = {
  /** Whether the premium flag applies (doc 2 §6); read as off when the platform does not say. */
  premiumSupported: () =>
    queryOptions({
      queryKey: keys.systemConfig(PREMIUM_SUPPORTED_CONFIG.configKey),
      queryFn: async ({ signal }): Promise<boolean> => {
        const request: SystemConfigRequest = { ...PREMIUM_SUPPORTED_CONFIG, defaultValue: 'false' };
        const { sysConfig } = await http.post<SystemConfigResponse>('systemconfigurations', request, { signal });
        return sysConfig === 'true';
      },
      staleTime: SYSTEM_CONFIG_STALE_MS,
    }),
};

export const settingsMutations = {
  /** One switch: optimistic on the page's entry, rolled back on an error; the cluster is read again after. */
  featureSwitch: (target: SwitchTarget) =>
    mutationOptions<MessageResponse, Error, SwitchChange, DetailSnapshot>({
      mutationKey: mutationKeys.featureSwitch(target.uuid),
      mutationFn: (change) => switchRequest(target, change),
      meta: noticeMeta<SwitchChange>({ successText: switchNotice }),
      onMutate: async (change, { client }) => {
        const key = keys.clusterPart(target.uuid, target.name, 'instance');
        // A poll landing after this point would put the old value back under the user's finger.
        await client.cancelQueries({ queryKey: key });
        const detail = client.getQueryData<ClusterDetailEntry>(key);
        if (detail) client.setQueryData<ClusterDetailEntry>(key, applySwitch(detail, change));
        return { detail };
      },
      onError: (_error, _change, snapshot, { client }) => {
        if (snapshot?.detail) client.setQueryData(keys.clusterPart(target.uuid, target.name, 'instance'), snapshot.detail);
      },
      onSettled: (_data, _error, _change, _snapshot, { client }) => refreshCluster(client, target.uuid, target.name),
    }),

  /** The size section's save (csize, analyticsSizeID, loaderSizeID, optimizationLevel). */
  resize: (uuid: string, name: string) =>
    mutationOptions<ClusterUpdateResponse, Error, ClusterSizeUpdate>({
      mutationKey: mutationKeys.clusterUpdate(uuid),
      mutationFn: (payload) => http.put<ClusterUpdateResponse>(instancePath(uuid, name), payload),
      meta: noticeMeta<ClusterSizeUpdate>({ successText: `${name} is updated successfully` }),
      onSettled: (_data, _error, _payload, _result, { client }) => refreshCluster(client, uuid, name),
    }),

  /** A file of §2, read with the bearer token; the screen saves it. A failure is a notice. */
  download: () =>
    mutationOptions<DownloadedFile, Error, string>({
      mutationFn: (path) => downloadFile(path),
      meta: noticeMeta<string>({}),
    }),
};

/** The download paths of doc 2 §2. */
export const DOWNLOAD_PATHS = {
  dataAgent: (id: string) => `users/instances/downloadagent?instanceid=${encodeURIComponent(id)}`,
  deltaShare: (id: string, file: DeltaShareFile) =>
    `users/instances/downloadDeltaShare?instanceid=${encodeURIComponent(id)}&file=${encodeURIComponent(file)}`,
  mlflowSample: (id: string) => `users/instances/downloadmlflowsample?instanceid=${encodeURIComponent(id)}`,
} as const;
