/**
 * Global roles, feature toggles, platform actions and the per-cluster action rules (spec doc 1 §6, doc 2 §6,
 * doc 3 §6). Rules are data plus small pure functions; the cluster roles and their policy matrix are in
 * policies.ts.
 */
import type { ClusterPolicy, Platform, User } from '../contract/types';
import { DEFAULT_PLATFORM, PREMIUM_PLAN_ROLES } from './constants';
import { allows } from './policies';

// --- Global roles --------------------------------------------------------------------------------

/** Role id 1 is the trial (free) user (doc 1 §3, §6). */
export const TRIAL_ROLE_ID = 1;

export function isTrial(user: Pick<User, 'role'>): boolean {
  return user.role.id === TRIAL_ROLE_ID;
}

/** Basic and premium both count as the premium plan (doc 3 §6). */
export function isPremiumPlan(user: Pick<User, 'role'>): boolean {
  return (PREMIUM_PLAN_ROLES as readonly string[]).includes(user.role.name);
}

// --- Feature toggles -----------------------------------------------------------------------------

/**
 * The toggle keys of doc 1 §6. The cloud data-warehouse integration's key is `microsoftSynapse`,
 * the name doc 2 §6 uses for it.
 */
export const FEATURE_TOGGLES = [
  'payment',
  'azureSupport',
  'whitelist',
  'subcluster',
  'dataagent',
  'azureSaaSSupport',
  'incortaX',
  'autoScale',
  'copilot',
  'schedular',
  'deltashare',
  'mlflow',
  'manualScaling',
  'microsoftSynapse',
] as const;

export type FeatureToggle = (typeof FEATURE_TOGGLES)[number];

/** Enabled when published in toggleFeatures, or toggled on in features (doc 1 §6). */
export function isToggleEnabled(user: Pick<User, 'toggleFeatures' | 'features'>, key: FeatureToggle): boolean {
  return (
    user.toggleFeatures.some((t) => t.key === key && t.published) || user.features.some((f) => f.key === key && f.toggle)
  );
}

// --- Platform actions ----------------------------------------------------------------------------

/** Platform-action keys, spelled as the API spells them ('packages_installion' included) (doc 1 §6). */
export const PLATFORM_ACTIONS = [
  'subcluster',
  'cluster_archive',
  'cluster_upgrade',
  'whitelisting',
  'cluster_suspend',
  'cluster_create',
  'cluster_resize',
  'sqli',
  'mlflow',
  'dataapps',
  'packages_installion',
  'clone',
  'copilot',
  'da',
  'cluster_scaling',
] as const;

export type PlatformActionKey = (typeof PLATFORM_ACTIONS)[number];

/**
 * The spec gives no exact wording, only "a tooltip that the action is not supported in the current plan"
 * (doc 1 §6) and "'not supported in current plan'" (doc 2 §6): this sentence is ours.
 */
export const UNSUPPORTED_ACTION_TOOLTIP = 'This action is not supported in your current plan';

/** Supported only for the platforms listed for the action; an unlisted action is unsupported (doc 1 §6). */
export function isActionSupported(
  user: Pick<User, 'platformActions'>,
  action: PlatformActionKey,
  platform: Platform,
): boolean {
  const entry = user.platformActions.find((a) => a.name === action);
  if (!entry) return false;
  return entry.platforms
    .split(',')
    .map((p) => p.trim())
    .includes(platform);
}

// --- Cluster creation ----------------------------------------------------------------------------

export const CREATE_DISABLED_TOOLTIP = 'To create more clusters, upgrade to a Premium Account.';

/**
 * Not expired, allowed count above the current count, and the cluster_create action supported for
 * the platform (doc 1 §6). `instancesCount` defaults to the user's own count.
 */
export function canCreateCluster(
  user: Pick<User, 'trialExpired' | 'configurations' | 'instancesCount' | 'platformActions'>,
  platform: Platform = DEFAULT_PLATFORM,
  instancesCount: number = user.instancesCount,
): boolean {
  return createRefusal(user, platform, instancesCount) === null;
}

/**
 * Why Create is refused, or null when it is allowed: an expired trial or a reached allowance asks for the
 * upgrade (doc 1 §6); a platform without cluster_create says the plan does not support it.
 */
export function createRefusal(
  user: Pick<User, 'trialExpired' | 'configurations' | 'instancesCount' | 'platformActions'>,
  platform: Platform = DEFAULT_PLATFORM,
  instancesCount: number = user.instancesCount,
): string | null {
  if (user.trialExpired || user.configurations.allowedInstances.count <= instancesCount) return CREATE_DISABLED_TOOLTIP;
  if (!isActionSupported(user, 'cluster_create', platform)) return UNSUPPORTED_ACTION_TOOLTIP;
  return null;
}

// --- Layout rules --------------------------------------------------------------------------------

export const PLANS_PATH = '/plans';

/** The pages that show an expired trial the expired screen instead of their content (doc 1 §8, doc 3 §2). */
export const TRIAL_EXPIRED_SCREEN_PATHS: readonly string[] = ['/clusters', '/data-apps'];

/**
 * Payment toggle on, role id 1, and not on /plans (doc 1 §2). Above a page that shows the expired screen the
 * banner is left out, so an expired trial reads one message there (issue 26 §4); elsewhere it says the trial
 * has ended (upgradeBannerText).
 */
export function showUpgradeBanner(user: Pick<User, 'role' | 'trialExpired'>, path: string, paymentOn: boolean): boolean {
  if (!paymentOn || !isTrial(user) || path === PLANS_PATH) return false;
  return !(user.trialExpired && TRIAL_EXPIRED_SCREEN_PATHS.includes(path));
}

/** The Data Apps menu needs enableMarketplace (doc 1 §6). */
export function canSeeDataApps(user: Pick<User, 'enableMarketplace'>): boolean {
  return user.enableMarketplace;
}

/** Provisioned user with a dummy password and no last reset (doc 1 §4). */
export function needsProvisionPassword(
  user: Pick<User, 'isProvision' | 'isDummyPassword' | 'last_password_reset'>,
): boolean {
  return user.isProvision && user.isDummyPassword && !user.last_password_reset;
}

/** Password change only for accounts of the identity provider's database connection (doc 1 §5). */
export function canChangePassword(user: Pick<User, 'sub'>, databaseConnectionPrefix: string): boolean {
  return user.sub.startsWith(databaseConnectionPrefix);
}

/** Invitations require the signed-in uuid to equal the userID in the link (doc 1 §6). */
export function isInvitationForUser(signedInUuid: string, linkUserId: string): boolean {
  return signedInUuid === linkUserId;
}

// --- Per-cluster policies (doc 1 §6) -------------------------------------------------------------

/** What the per-cluster checks need of a cluster. */
export interface PolicyCluster {
  platform: Platform;
  cloneable: boolean;
  clusterPolicy: Pick<ClusterPolicy, 'managementPolicy' | 'clusterPolicy' | 'connectionPolicy'>;
}

/**
 * The cluster's derived display status (see domain/status.ts): 'running' is Connected, 'sleeping' is
 * Disconnected; any other value is a transitional or unavailable state.
 */
export type PolicyStatus = string;

/** Why an action shown to the user is refused right now (ours: the spec names only the plan's text). */
export const REFUSALS = {
  noPermission: 'Your role on this cluster does not allow this action.',
  notCloneable: 'This cluster cannot be cloned.',
  cloneNeedsRunning: 'Only a connected cluster can be cloned.',
  deleteNeedsSettled: 'A cluster can be deleted only while it is connected or disconnected.',
  busy: 'A change to this cluster is on its way. Wait for it to finish.',
  consentFlowUnavailable:
    'Creating clusters in your own cloud subscription is not enabled for your account. Contact support to enable it.',
} as const;

/**
 * Why Clone is refused, or null: the platform's plan first (doc 1 §6), then the policy (managementPolicy
 * create), the cluster's cloneable flag and its state (running).
 */
export function cloneRefusal(user: Pick<User, 'platformActions'>, cluster: PolicyCluster, status: PolicyStatus): string | null {
  if (!isActionSupported(user, 'clone', cluster.platform)) return UNSUPPORTED_ACTION_TOOLTIP;
  if (!allows(cluster.clusterPolicy, 'managementPolicy', 'create')) return REFUSALS.noPermission;
  if (!cluster.cloneable) return REFUSALS.notCloneable;
  if (status !== 'running') return REFUSALS.cloneNeedsRunning;
  return null;
}

/** managementPolicy has create, the cluster is cloneable and running, and clone is supported for its platform. */
export function canClone(user: Pick<User, 'platformActions'>, cluster: PolicyCluster, status: PolicyStatus): boolean {
  return cloneRefusal(user, cluster, status) === null;
}

/** Why Delete is refused, or null: clusterPolicy delete, and the cluster running or sleeping. */
export function deleteRefusal(cluster: PolicyCluster, status: PolicyStatus): string | null {
  if (!allows(cluster.clusterPolicy, 'clusterPolicy', 'delete')) return REFUSALS.noPermission;
  if (status !== 'running' && status !== 'sleeping') return REFUSALS.deleteNeedsSettled;
  return null;
}

/** clusterPolicy has delete, and the cluster is running or sleeping. */
export function canDelete(cluster: PolicyCluster, status: PolicyStatus): boolean {
  return deleteRefusal(cluster, status) === null;
}

/** connectionPolicy has create: allows both Connect and Disconnect. */
export function canConnect(cluster: PolicyCluster): boolean {
  return allows(cluster.clusterPolicy, 'connectionPolicy', 'create');
}
