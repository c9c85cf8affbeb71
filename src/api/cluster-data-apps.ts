/**
 * Importing data apps onto one cluster (spec doc 2 §9; doc 3 §4, §5, §7; paths in docs/emulator-api-parts/data-apps.md):
 *   GET blueprints?fields=…                            the catalogue (with GET blueprints/data_sources)
 *   GET blueprints/{slug}/{instanceId}/isSupported     whether the cluster's release supports a data app
 *   PUT blueprints/import                              the import starts: { message, status }
 *   GET blueprints/{instanceID}/status                 the latest import and the data apps on the cluster
 * The status is polled every 10 s while an import is loading and a failed read retried after 3 s (doc 2 §9);
 * it is persisted with the page, so what is on the cluster reads offline; so is the catalogue (the Data Apps page). The password goes with the import
 * call only: the mutation is forgotten as soon as it settles (gcTime 0) and nothing else keeps it.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { DATA_APPS_IMPORT_POLL_MS, DATA_APPS_IMPORT_RETRY_MS } from '../domain/constants';
import { DATA_APP_FIELDS, DATA_APP_IMPORT_RETRIES } from '../domain/data-app-imports';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import type {
  BlueprintSupportResponse,
  DataApp,
  DataAppImportPayload,
  DataAppImportResponse,
  DataAppImportStatus,
  DataSource,
  DataSourcesResponse,
} from '../contract/types';

/** The catalogue as the import reads it: the data apps and the data sources parquet files can be copied from. */
export interface DataAppCatalogue {
  apps: DataApp[];
  dataSources: DataSource[];
}

/** One data app's support check on the cluster. */
export interface SupportCheck {
  app: DataApp;
  answer: BlueprintSupportResponse;
}

const CATALOGUE_STALE_MS = 5 * 60_000;

const statusKey = (uuid: string, name: string) => keys.clusterPart(uuid, name, 'data-app-imports');

/** Where the import call's field messages go in the form (names: none, the notice says it). */
export function importInputForServerField(fieldName: string): string | null {
  return ['tenant', 'username', 'password', 'datasource'].includes(fieldName) ? fieldName : null;
}

export const dataAppQueries = {
  /** The catalogue and the data sources (belong to nobody: under the catalog root). */
  catalogue: () =>
    queryOptions({
      queryKey: keys.dataAppCatalogue(),
      queryFn: async ({ signal }): Promise<DataAppCatalogue> => {
        const [blueprints, sources] = await Promise.all([
          http.get<{ blueprints: DataApp[] }>(`blueprints?fields=${DATA_APP_FIELDS.join(',')}`, { signal }),
          http.get<DataSourcesResponse>('blueprints/data_sources', { signal }),
        ]);
        return { apps: blueprints.blueprints, dataSources: sources.datasources };
      },
      staleTime: CATALOGUE_STALE_MS,
      // The Data Apps page reads it offline, with its age (issue 15).
      meta: { persist: true },
    }),

  /** The latest import and the data apps on the cluster: polled 10 s while loading, retried after 3 s. */
  status: (uuid: string, name: string, instanceId: string) =>
    queryOptions({
      queryKey: statusKey(uuid, name),
      queryFn: ({ signal }) => http.get<DataAppImportStatus>(`blueprints/${encodeURIComponent(instanceId)}/status`, { signal }),
      refetchInterval: (query) => (query.state.data?.state === 'loading' ? DATA_APPS_IMPORT_POLL_MS : false),
      retry: DATA_APP_IMPORT_RETRIES,
      retryDelay: DATA_APPS_IMPORT_RETRY_MS,
      meta: { persist: true },
    }),
};

export const dataAppMutations = {
  /** The support check of each chosen data app on the cluster (a read, run when the user moves on to the form). */
  checkSupport: (uuid: string, instanceId: string) =>
    mutationOptions<SupportCheck[], Error, DataApp[]>({
      mutationKey: mutationKeys.dataAppImport(uuid),
      mutationFn: (apps) =>
        Promise.all(
          apps.map(async (app) => ({
            app,
            answer: await http.get<BlueprintSupportResponse>(
              `blueprints/${encodeURIComponent(app.slug ?? app.id)}/${encodeURIComponent(instanceId)}/isSupported`,
            ),
          })),
        ),
      meta: noticeMeta({}),
    }),

  /** PUT blueprints/import: the server's message is the notice; the status shows the import loading at once. */
  import: (uuid: string, name: string) =>
    mutationOptions<DataAppImportResponse, Error, DataAppImportPayload>({
      mutationKey: mutationKeys.dataAppImport(uuid),
      mutationFn: (payload) => http.put<DataAppImportResponse>('blueprints/import', payload),
      gcTime: 0,
      meta: noticeMeta<DataAppImportPayload>({
        successText: (payload) => `Importing ${payload.names.split(',').join(', ')}`,
        formFields: importInputForServerField,
      }),
      onSuccess: (data, _payload, _result, { client }) => client.setQueryData(statusKey(uuid, name), data.status),
      // Also after a refusal: a 409 says the cluster or its import is no longer what the page showed.
      onError: (_error, _payload, _result, { client }) => client.invalidateQueries({ queryKey: statusKey(uuid, name) }),
    }),
};
