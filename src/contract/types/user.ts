/**
 * The signed-in user (spec doc 1 §3): role, toggles, configurations, the deployment state. Field names are
 * the API's, typos included. Imports nothing but its siblings.
 */
import type { PipelineStatus } from './pipeline';

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
