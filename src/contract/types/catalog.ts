/**
 * What a cluster is made from (doc 1 §7): regions, sizes, blueprints, images, idle times. Field names are
 * the API's, typos included. Imports nothing but its siblings.
 */
import type { Platform } from './clusters';

export interface Region {
  regionAlias: string;
  platform: Platform;
  userId: string | null;
  isAvailable: boolean;
  cluster_code: string;
  url: string;
  zone: string;
  region: string;
  app_id: string;
}

/** GET operators */
export interface OperatorsResponse {
  regions: Region[];
}

export interface Size {
  id: string;
  /** Size key: small, medium, larges1 … larges7. */
  name: string;
  displayName: string;
  order: number;
  ipu: number;
}

/** GET images/sizes?clusterCode= */
export interface SizesResponse {
  sizes: Size[];
  allSizes: Size[];
}

export interface ClusterSizeOption {
  analyticsSizeName: string;
  analyticsSizeDisplayName: string;
  loaderSizeName: string;
  loaderSizeDisplayName: string;
  analyticsSizeIpu: number;
  loaderSizeIpu: number;
}

export interface Blueprint {
  id: string;
  name: string;
  trial: boolean;
  minimal_version: string;
  installable: boolean;
  slug?: string;
  url?: string;
  description?: string;
  tag?: string;
  businessFunction?: string;
  type?: string;
  blueprintCategory?: { name: string; image: string };
}

export interface BlueprintsResponse {
  blueprints: Blueprint[];
}

export interface Image {
  image: string;
  tags: { release: string };
}

export interface ImagesResponse {
  images: Image[];
}

export interface IdleTime {
  key: number;
  display: string;
}

export interface IdleTimesResponse {
  availableIdleTimes: IdleTime[];
}
