/**
 * The stored part of a user (everything of the wire `User` that is not a column of `users`) and the
 * defaults a new account starts with. Row → wire `User` conversion lives here too, so GET me, the
 * update call and the OIDC account lookup agree on one shape.
 */
import type {
  FeatureFlag,
  PlatformAction,
  Role,
  ToggleFeature,
  User,
  UserConfigurations,
} from '../../src/contract/types';
import {
  FEATURE_TOGGLES,
  PLATFORM_ACTIONS,
  type FeatureToggle,
  type PlatformActionKey,
} from '../../src/domain/permissions';
import type { UserRow } from './schema';

/** Fields of `User` held in columns or computed, never in the profile JSON. */
type ColumnFields = 'uuid' | 'email' | 'sub' | 'createdAt';
export type StoredProfile = Omit<User, ColumnFields>;

/** Toggle and platform-action keys come from the domain, so the app and the emulator agree. */
export const FEATURE_TOGGLE_KEYS = FEATURE_TOGGLES;
export type FeatureToggleKey = FeatureToggle;
export const PLATFORM_ACTION_KEYS = PLATFORM_ACTIONS;
export type { PlatformActionKey };

export const ROLES = {
  free: { id: 1, name: 'free' },
  basic: { id: 2, name: 'basic' },
  premium: { id: 3, name: 'premium' },
  enterprise: { id: 4, name: 'enterprise' },
} as const satisfies Record<string, Role>;

/**
 * Which platforms support each action. The managed cloud (gc) supports everything; a customer's own
 * cloud-provider subscription (az) lacks what needs our control plane; the marketplace SaaS offer
 * (az-saas) supports the least.
 */
const PLATFORMS_BY_ACTION: Record<PlatformActionKey, string> = {
  subcluster: 'gc,az',
  cluster_archive: 'gc',
  cluster_upgrade: 'gc,az',
  whitelisting: 'gc,az,az-saas',
  cluster_suspend: 'gc,az,az-saas',
  cluster_create: 'gc,az,az-saas',
  cluster_resize: 'gc,az-saas',
  sqli: 'gc,az',
  mlflow: 'gc',
  dataapps: 'gc,az,az-saas',
  packages_installion: 'gc,az',
  clone: 'gc',
  copilot: 'gc,az',
  da: 'gc,az',
  cluster_scaling: 'gc,az',
};

export function defaultPlatformActions(): PlatformAction[] {
  return PLATFORM_ACTION_KEYS.map((name) => ({ name, platforms: PLATFORMS_BY_ACTION[name] }));
}

/** Toggles published for everyone; the rest are off unless a user's `features` turn them on. */
const PUBLISHED_TOGGLES: ReadonlySet<FeatureToggleKey> = new Set(['whitelist', 'schedular', 'subcluster']);

export function defaultToggleFeatures(): ToggleFeature[] {
  return FEATURE_TOGGLE_KEYS.map((key) => ({ key, published: PUBLISHED_TOGGLES.has(key) }));
}

/** Per-user switches: `features` entries with toggle true turn a toggle on for that user. */
export function featuresOn(keys: readonly FeatureToggleKey[]): FeatureFlag[] {
  return keys.map((key) => ({ key, toggle: true }));
}

export const LATEST_RELEASE = '2026.10.1';

export function defaultConfigurations(allowedInstances: number): UserConfigurations {
  return {
    allowedInstances: { count: allowedInstances },
    showInstanceSize: { enabled: true, value: 'small' },
    showClusterOptimization: { enabled: false },
    showLatestRelease: { enabled: true, value: LATEST_RELEASE },
    showTenants: { enabled: true, value: 'default' },
    showInstallation: { enabled: true, value: 'typical' },
    showDiskSize: { enabled: true, value: 50, min: 20, max: 500 },
    showAlwaysAlive: { enabled: false, value: false },
  };
}

/** Splits a full name into first and last name at the first space. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** A fresh trial account, as sign-up creates it. */
export function defaultProfile(fullName: string): StoredProfile {
  const { firstName, lastName } = splitFullName(fullName);
  return {
    fullName: fullName.trim().replace(/\s+/g, ' '),
    firstName,
    lastName,
    jobTitle: '',
    company: '',
    phone: '',
    role: { ...ROLES.free },
    enableMarketplace: false,
    features: [],
    toggleFeatures: defaultToggleFeatures(),
    platformActions: defaultPlatformActions(),
    configurations: defaultConfigurations(2),
    trialExpired: false,
    vholParticipation: false,
    extendedTrial: false,
    showConsentFlow: false,
    pipelineStatus: null,
    isProvision: false,
    isDummyPassword: false,
    last_password_reset: null,
    confirmed: true,
    email_verified: true,
    newUser: true,
    assignedCluster: false,
    userDataIsSet: false,
    redirectTo: null,
    userConsent: null,
    isPartner: false,
    instancesCount: 0,
    instanceServices: [],
  };
}

export function parseProfile(json: string): StoredProfile {
  return JSON.parse(json) as StoredProfile;
}

export function rowToUser(row: UserRow): User {
  const profile = parseProfile(row.profile);
  // Columns win over anything the JSON might hold under the same names.
  return { ...profile, uuid: row.uuid, email: row.email, sub: row.sub, createdAt: row.created_at };
}
