/**
 * The Data Apps page's calls beside the import (doc 3 §2, §6, §7): the clusters a data app can be installed on
 * or exported from (GET users/{userId}/valid_bp_clusters), the export (PUT blueprints/export) and its file
 * (GET blueprints/exports/{id}/download). Field names are the API's.
 */
import type { Platform } from './clusters';

/** One cluster of GET users/{userId}/valid_bp_clusters: one the caller may list the data apps of. */
export interface DataAppCluster {
  id: string;
  name: string;
  /** The derived display status (domain/status.ts): 'running' is connected. */
  status: string;
  /** The cluster is connected (running): only then can data apps be installed on or exported from it. */
  connected: boolean;
  /** The release image, e.g. '2026.10.1'. */
  image: string;
  customBuild: boolean;
  platform: Platform;
  /** The caller's role allows importing (blueprintPolicy create) and the plan has the dataapps action there. */
  canInstall: boolean;
  /** The loader's overall status is running (only ever true while connected). */
  loaderRunning: boolean;
  /** The cluster's latest import is still loading. */
  importing: boolean;
}

/** GET users/{userId}/valid_bp_clusters */
export interface DataAppClustersResponse {
  instances: DataAppCluster[];
}

/** PUT blueprints/export: the data apps (ids) of one tenant of a connected cluster. */
export interface DataAppExportPayload {
  instanceId: string;
  tenant: string;
  blueprintIds: string[];
}

/** PUT blueprints/export answer (doc 3 §7): the export's id (for its download), a message and a summary. */
export interface DataAppExportResponse {
  id: string;
  message: string;
  summary: string;
}
