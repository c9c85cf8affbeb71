/**
 * Clusters (doc 1 §3, doc 2 §3): instances, their first services, the create and clone payloads. Field
 * names are the API's, typos included. Imports nothing but its siblings.
 */
import type { InstanceServiceCount } from './user';

export type Platform = 'gc' | 'az' | 'az-saas';

/**
 * Raw instance status as the API reports it. A closed union: a value outside it is a contract change,
 * and the display derivation (domain/status.ts) shows it as 'undefined' rather than guessing.
 */
export type InstanceStatus = 'running' | 'stopping' | 'sleeping' | 'creating' | 'starting' | 'deleting';

/** Raw status of a cluster's (first) service, as in the list's services call (closed, as above). */
export type ServiceStatus = 'loading' | 'running' | 'disconnected' | 'stopping' | 'creating' | 'deleting';

export interface ClusterPolicy {
  managementPolicy: string[];
  clusterPolicy: string[];
  connectionPolicy: string[];
  subClusterPolicy?: string[];
  userPolicy?: string[];
  whitelistPolicy?: string[];
  blueprintPolicy?: string[];
  cliPolicy?: string[];
  roleName?: ClusterRoleName;
  authorizedRoles?: ClusterRoleName[];
}

export type ClusterRoleName = 'owner' | 'accountAdmin' | 'developer' | 'accountManager' | 'incorta-admin';

export interface SizeRef {
  id: string;
  name: string;
  displayName: string;
  ipu: number;
  order: number;
}

export interface Instance {
  id: string;
  name: string;
  hostName: string;
  createdAt: string;
  owner: { fullName: string; email: string };
  platform: Platform;
  image: string;
  customBuild: boolean;
  csize: string;
  analyticsSize: SizeRef;
  loaderSize: SizeRef;
  regionAlias: string;
  region: string;
  zone: string;
  k8sClusterCode: string;
  idleTime: number;
  displayIdleTime: string;
  dsize: number;
  isPremium: boolean;
  corrupted: boolean;
  cloneable: boolean;
  status: InstanceStatus;
  /** ISO date the current start began; null when it never started since creation. */
  runningAt: string | null;
  analyticsNodes: number;
  loaderNodes: number;
  sqliEnabled: boolean;
  installation: 'typical' | 'custom';
  optimizationLevel: OptimizationLevel;
  blueprintId: string | null;
  clusterPolicy: ClusterPolicy;
}

export interface Service {
  instanceId: string;
  url: string;
  status: ServiceStatus;
}

/** GET users/{userId}/instances */
export interface InstancesResponse {
  instances: Instance[];
}

/** GET users/{userId}/instances/services */
export interface ServicesResponse {
  services: Service[];
}

/** GET users/{userId}/clustersinfo */
export interface ClustersInfoResponse {
  instancesCount: number;
  allowedInstances: number;
  instanceServices: InstanceServiceCount[];
}

export type OptimizationLevel = 'Analytics Optimized' | 'General Purpose' | 'Loader Optimized';

/** POST users/{userId}/instances */
export interface CreateClusterPayload {
  name: string;
  platform: Platform;
  region: string;
  zone: string;
  k8sClusterCode: string;
  appId: string;
  image: string;
  installation: 'typical' | 'custom';
  dsize: number;
  idleTime: number;
  blueprintId: string | null;
  csize: string;
  optimizationLevel: OptimizationLevel;
  analyticsSizeID: string;
  loaderSizeID: string;
  alive: boolean;
  sleeppable: boolean;
}

/** POST users/{userId}/instances/clone */
export interface ClonePayload {
  /** The new cluster's name. */
  name: string;
  /** The source cluster's name. */
  clone: string;
}
