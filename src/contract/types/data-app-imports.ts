/**
 * Data apps imported onto a cluster (doc 2 §2 tab data-apps, §9; doc 3 §3 Blueprint and Import form, §4 Data Apps
 * import, §7 blueprints calls). Field names are the API's.
 */
import type { Blueprint } from './catalog';

/** A data app of the catalogue (doc 3 §3 Blueprint), with the data sources it reads (the catalogue's filter). */
export interface DataApp extends Blueprint {
  /** Ids of GET blueprints/data_sources. */
  dataSources?: string[];
}

/** A data source a data app reads from (GET blueprints/data_sources). */
export interface DataSource {
  id: string;
  name: string;
}

/** GET blueprints/data_sources */
export interface DataSourcesResponse {
  datasources: DataSource[];
}

/** GET blueprints/{slug}/{instanceId}/isSupported */
export interface BlueprintSupportResponse {
  isSupported: boolean;
  /** The cluster runs a custom build: compatibility cannot be checked (a warning, not a refusal). */
  isCustom: boolean;
  /** The releases the data app is compatible with, starting from each. */
  supportedVersions: string[];
}

/** The import form's fields (doc 3 §3 Import form). The password is sent, never stored. */
export interface DataAppImportFields {
  tenant: string;
  username: string;
  password: string;
  folders: boolean;
  dashboards: boolean;
  enableDynamicJoins: boolean;
  includeParquet: boolean;
  /** A data source id; required when includeParquet. */
  datasource?: string;
}

/** PUT blueprints/import: the form's fields, the data apps' names comma-joined, and overwrite (doc 3 §7). */
export interface DataAppImportPayload extends DataAppImportFields {
  instanceId: string;
  names: string;
  overwrite: boolean;
}

/** PUT blueprints/import answer. */
export interface DataAppImportResponse {
  message: string;
  status: DataAppImportStatus;
}

export type DataAppImportState = 'loading' | 'success' | 'failed';

/** A data app on the cluster. */
export interface ImportedBlueprint {
  id: string;
  name: string;
  slug: string;
  tenant: string;
  /** ISO instant. */
  importedAt: string;
}

/** importedBlueprints grouped by category (doc 3 §4). */
export interface ImportedCategory {
  category: string;
  blueprints: ImportedBlueprint[];
}

/** A data app of the latest import, by id and name. */
export interface ImportBlueprintRef {
  id: string;
  name: string;
}

/** GET blueprints/{instanceID}/status (doc 3 §4): the latest import and what the cluster holds. */
export interface DataAppImportStatus {
  /** The latest import's state; null when nothing was ever imported onto the cluster. */
  state: DataAppImportState | null;
  importedBlueprints: ImportedCategory[];
  message: { title: string; body: string } | null;
  datasourceMessage: string | null;
  error: string | null;
  failedBlueprints: ImportBlueprintRef[];
  /** The data apps of the latest import (under way or finished). */
  blueprints: ImportBlueprintRef[];
  /** The latest import's tenant and user name (never its password). */
  tenant: string | null;
  username: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}
