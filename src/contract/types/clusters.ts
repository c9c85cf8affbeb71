/**
 * Clusters (doc 1 §3, doc 2 §3): instances, their first services, the create and clone payloads. Field
 * names are the API's, typos included. Imports nothing but its siblings.
 */
import type { InstanceServiceCount } from './user';
import type { FeatureFlags } from './features';
import type { ScalingState } from './scaling';
import type { SubCluster } from './sub-clusters';

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

/** The services of one cluster the cluster page links to (doc 2 §2 main tab). */
export type ClusterServiceKind = 'analytics' | 'cmc' | 'sqli';

export interface ClusterServiceLink {
  kind: ClusterServiceKind;
  url: string;
  status: ServiceStatus;
}

/**
 * One cluster as its page reads it (doc 2 §3: the instance fields the main tab and header show). The
 * spec leaves the call open; the emulator answers GET users/{userId}/instances/{name} (docs/emulator-api.md).
 */
export interface InstanceDetail extends Instance, FeatureFlags, ScalingState {
  /** Users of the cluster's tenant (owner and everyone holding a role on it). */
  tenantUsers: number;
  /** Data lives in remote (bucket) storage: the page shows consumed data rather than the disk size. */
  remoteStorage: boolean;
  /** Tenant data consumed, in GB. */
  consumedData: number;
  /** Disk left on the cluster's volumes, in GB. */
  availableDisk: number;
  upgradable: boolean;
  /** Releases this cluster can be updated to, newest first. */
  availableUpgrades: string[];
  byBuildNumber: boolean;
  /** Actions locked for this cluster, e.g. Self_Upgrade. */
  lockedActions: string[];
  /** Self-managed (sub-)clusters of this cluster (doc 2 §3 Sub-cluster). */
  subClusters: SubCluster[];
  /** Analytics, CMC, and the SQL interface when enabled, each with its URL and status. */
  services: ClusterServiceLink[];
}

/** One node's disk (doc 2 §2): sizes in GB, the API's spelling of availabeSize kept. */
export type ClusterNodeType = 'loader' | 'analytics' | 'cmc' | 'subcluster';

export interface ClusterNode {
  name: string;
  type: ClusterNodeType;
  diskSize: number;
  availabeSize: number;
}

/** GET users/{userId}/instances/{name}/nodes: empty while the cluster is not running. */
export interface ClusterNodesResponse {
  nodes: ClusterNode[];
}

/** GET users/{userId}/instances/{name} */
export interface InstanceDetailResponse {
  instance: InstanceDetail;
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
