/**
 * The Data Apps page's calls beside the catalogue and the import (doc 3 §2, §6, §7; paths in
 * docs/emulator-api-parts/data-app-exports.md):
 *   GET users/{userId}/valid_bp_clusters      the clusters a data app can be installed on or exported from
 *   PUT blueprints/export                     { id, message, summary } (partners only)
 *   GET blueprints/exports/{id}/download      the exported file; its name from Content-Disposition
 * The catalogue, the support check, the import and its status are api/cluster-data-apps.ts'.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { http } from './http';
import { downloadFile, type DownloadedFile } from './transfer';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import type {
  DataAppCluster,
  DataAppClustersResponse,
  DataAppExportPayload,
  DataAppExportResponse,
} from '../contract/types/data-app-exports';

/** Where the export call's field messages go in the export form. */
export function exportInputForServerField(fieldName: string): string | null {
  return ['instanceId', 'tenant', 'blueprintIds'].includes(fieldName) ? fieldName : null;
}

export const dataAppPageQueries = {
  /** The caller's clusters whose data apps they may list, with what the install and the export need of each. */
  clusters: (uuid: string) =>
    queryOptions({
      queryKey: keys.dataAppClusters(uuid),
      queryFn: async ({ signal }): Promise<DataAppCluster[]> =>
        (await http.get<DataAppClustersResponse>(`users/${encodeURIComponent(uuid)}/valid_bp_clusters`, { signal })).instances,
      staleTime: 15_000,
    }),
};

export const dataAppPageMutations = {
  /** PUT blueprints/export: the server's message is the notice; field messages go under their inputs. */
  export: (uuid: string) =>
    mutationOptions<DataAppExportResponse, Error, DataAppExportPayload>({
      mutationKey: mutationKeys.dataAppExport(uuid),
      mutationFn: (payload) => http.put<DataAppExportResponse>('blueprints/export', payload),
      meta: noticeMeta<DataAppExportPayload>({ formFields: exportInputForServerField }),
    }),

  /** The export's file, read with the bearer token; the screen saves it under the server's name. */
  download: () =>
    mutationOptions<DownloadedFile, Error, string>({
      mutationFn: (id) => downloadFile(`blueprints/exports/${encodeURIComponent(id)}/download`),
      meta: noticeMeta<string>({}),
    }),
};
