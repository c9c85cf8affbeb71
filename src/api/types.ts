/**
 * The wire contract with the cloud API (spec doc 1 §3, doc 2 §3, doc 3 §3).
 * Field names are the API's, typos included (`sleeppable`, `availabeSize`): do not "fix" them.
 * This file imports nothing, so the service worker and the emulator may import it too.
 */

// ---------------------------------------------------------------------------------------------
// User
// ---------------------------------------------------------------------------------------------

export type RoleName = 'free' | 'basic' | 'premium' | 'enterprise';

export interface Role {
  /** 1 is a trial user. */
  id: number;
  name: RoleName;
}

export interface FeatureFlag {
  key: string;
  toggle: boolean;
}

export interface ToggleFeature {
  key: string;
  published: boolean;
}

export interface PlatformAction {
  name: string;
  /** Comma-separated platform keys, e.g. 'gc,az'. */
  platforms: string;
}

export interface EnabledValue<T> {
  enabled: boolean;
  value?: T;
}

export interface UserConfigurations {
  allowedInstances: { count: number };
  showInstanceSize: EnabledValue<string>;
  showClusterOptimization: { enabled: boolean };
  showLatestRelease: EnabledValue<string>;
  showTenants: EnabledValue<string>;
  showInstallation: EnabledValue<string>;
  showDiskSize: EnabledValue<number> & { min: number; max: number };
  showAlwaysAlive: EnabledValue<boolean>;
}

export type UserConsent = 'accept' | 'reject';

export type PipelineState = 'inProgress' | 'failed' | 'running' | 'waiting' | 'completed' | 'canceled';

export interface PipelineStatus {
  state: PipelineState;
  stageName: string;
  configurationName: string;
  incortaImage: string;
  plan: string;
  region: string;
  createdAt: string;
  updatedAt: string;
  error: string | null;
}

export interface InstanceServiceCount {
  instanceId: string;
  analyticsNodes: number;
  loaderNodes: number;
}

export interface User {
  uuid: string;
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  phone: string;
  sub: string;
  role: Role;
  enableMarketplace: boolean;
  features: FeatureFlag[];
  toggleFeatures: ToggleFeature[];
  platformActions: PlatformAction[];
  configurations: UserConfigurations;
  trialExpired: boolean;
  vholParticipation: boolean;
  extendedTrial: boolean;
  showConsentFlow: boolean;
  pipelineStatus: PipelineStatus | null;
  isProvision: boolean;
  isDummyPassword: boolean;
  /** ISO date, or '' / null when the password was never reset. */
  last_password_reset: string | null;
  confirmed: boolean;
  email_verified: boolean;
  newUser: boolean;
  assignedCluster: boolean;
  userDataIsSet: boolean;
  redirectTo: string | null;
  userConsent: UserConsent | null;
  isPartner: boolean;
  createdAt: string;
  instancesCount: number;
  instanceServices: InstanceServiceCount[];
}

/** PUT users/{userId}/update */
export interface PersonalInformationEdit {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  phone?: string;
  userConsent?: UserConsent;
}

/** Activation (path chosen by us, see docs/emulator-api.md). */
export interface ActivationResponse {
  redirectTo: string | null;
  crypted: string;
}

// ---------------------------------------------------------------------------------------------
// Clusters
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------

export interface Notification {
  id: string;
  event: string;
  eventType: string;
  message: string;
  createdAt: string;
  read: boolean;
  /** Cluster the notification is about, when there is one. */
  instanceName?: string | null;
}

export interface NotificationsResponse {
  notifications: Notification[];
  hasUnRead: boolean;
}

// ---------------------------------------------------------------------------------------------
// Cloud-provider pipeline
// ---------------------------------------------------------------------------------------------

export interface PipelineResponse {
  /** Ordered stage keys; the last is the final stage. */
  states: string[];
  pipelineStatus: PipelineStatus | null;
}

// ---------------------------------------------------------------------------------------------
// Misc
// ---------------------------------------------------------------------------------------------

export interface SupportPayload {
  email?: string;
  message: string;
}

export interface ProvisionPasswordPayload {
  userID: string;
  isSkipped: boolean;
  password: string;
}

export interface SystemConfigRequest {
  configKey: string;
  configType: string;
  defaultValue: string;
}

export interface SystemConfigResponse {
  sysConfig: string;
}

/** Every message-bearing answer. */
export interface MessageResponse {
  message: string;
}

/** An error answer (spec doc 1 §8): any one of these shapes, or a plain string body. */
export interface FieldError {
  fieldName: string;
  message: string;
}

export type ErrorBody =
  | string
  | { errors: Record<string, string>; message?: string }
  | { errors: FieldError[]; message?: string }
  | { message: string };

/** The two invitation links of doc 1 §2: a cluster invitation and an ownership transfer. */
export type InvitationKind = 'cluster' | 'ownership';

export interface InvitationLink {
  userID: string;
  instanceID: string;
}
