/**
 * The Configurations tab's rules (spec doc 2 §2 Configurations tab, §4 "Feature switches", §6, §8): its
 * sections in order (hidden ones hidden), which switches a user sees, why a switch is refused (toggle,
 * platform action, trial, premium, role, a connected cluster), which changes ask first, and which call
 * carries each switch. The app shows a switch by these rules; the emulator refuses a change by the same ones.
 * Pure: no React, no fetch.
 */
import type { ClusterPolicy, FeatureFlags, Instance, PremiumFeatureKey, User } from '../contract/types';
import { compareVersions } from './create-cluster';
import {
  isActionSupported,
  isToggleEnabled,
  isTrial,
  REFUSALS,
  UNSUPPORTED_ACTION_TOOLTIP as UNSUPPORTED_PLAN,
  type FeatureToggle,
  type PlatformActionKey,
} from './permissions';
import { allows } from './policies';

// --- Texts ---------------------------------------------------------------------------------------

/** The spec's texts (doc 2 §8), exact; the rest are ours. */
export const FEATURE_SWITCH_TEXTS = {
  mustBeConnected: 'Your cluster must be connected to apply this change',
  premiumOnly: 'Only available for Premium users. Chat with us to upgrade.',
  dataAgentDisabled: 'Data Agent has been temporarily disabled.',
  sqliAzure: 'Advanced SQL Interface is Currently Unavailable for Azure Clusters!',
  deltaShareDisabled: 'Delta Sharing has been disabled, Please contact support.',
  // Ours.
  trialAutoSuspend: 'Auto suspend cannot be changed on a trial account. Upgrade to a Premium Account to change it.',
  trialHomePage: 'The home page cannot be changed on a trial account. Upgrade to a Premium Account to change it.',
  incortaXNotEligible: 'External BI tools are not available for this cluster.',
  deltaShareVersion: (min: string) => `Delta Sharing needs cluster version ${min} or later. Update the cluster first.`,
  dataAgentConnections: (count: number) =>
    `Delete this cluster's ${count === 1 ? 'data agent connection' : `${count} data agent connections`} before turning Data Agent off.`,
  notOffered: 'This feature is not offered for your account.',
} as const;

/** Delta sharing needs this image version or later (doc 2 §5). */
export const DELTA_SHARE_MIN_VERSION = '2023.4.0';

/** The files a cluster offers for download (doc 2 §2, §5): vendor words kept, they are file names. */
export const DELTA_SHARE_FILES = {
  wheel: 'Incorta_Delta_Sharing-0.0.1-py3-none-any.whl',
  sample: 'Delta-Share-Example.ipynb',
} as const;
export type DeltaShareFile = (typeof DELTA_SHARE_FILES)[keyof typeof DELTA_SHARE_FILES];
export const DELTA_SHARE_FILE_NAMES: readonly string[] = Object.values(DELTA_SHARE_FILES);

/** The premium flag's system configuration (doc 2 §6). */
export const PREMIUM_SUPPORTED_CONFIG = { configKey: 'service.premium.supported', configType: 'premium' } as const;

// --- Sections ------------------------------------------------------------------------------------

/** The sections of doc 2 §2, in its order; `hidden` ones are never shown. */
export const CONFIG_SECTIONS = [
  { key: 'clusterSize', id: 'configurations-cluster-size', label: 'Cluster size' },
  { key: 'servicesControl', id: 'configurations-services-control', label: 'Services control' },
  { key: 'analyticsNode', id: 'configurations-analytics-node', label: 'Analytics node', hidden: true },
  { key: 'loaderNode', id: 'configurations-loader-node', label: 'Loader node', hidden: true },
  { key: 'autoSuspend', id: 'configurations-auto-suspend', label: 'Auto suspend' },
  { key: 'homePage', id: 'configurations-home-page', label: 'Home page' },
  { key: 'onboarding', id: 'configurations-onboarding', label: 'Onboarding walkthrough' },
  { key: 'mlflow', id: 'configurations-mlflow', label: 'MLflow' },
  { key: 'deltaShare', id: 'configurations-delta-sharing', label: 'Delta Sharing' },
  { key: 'copilot', id: 'configurations-copilot', label: 'Copilot' },
  // The one anchor doc 2 §2 names on this tab.
  { key: 'incortaX', id: 'cluster-incorta-x', label: 'External BI tools' },
  { key: 'sqli', id: 'configurations-sqli', label: 'Advanced SQL interface' },
  { key: 'dataStudio', id: 'configurations-data-studio', label: 'Data studio' },
  { key: 'synapse', id: 'configurations-synapse', label: 'Cloud data-warehouse integration', hidden: true },
  { key: 'dataAgent', id: 'configurations-data-agent', label: 'Data agent' },
  { key: 'pythonPackages', id: 'configurations-python-packages', label: 'Python packages' },
] as const satisfies readonly { key: string; id: string; label: string; hidden?: boolean }[];

export type ConfigSection = (typeof CONFIG_SECTIONS)[number];
export type ConfigSectionKey = ConfigSection['key'];

// --- Switches ------------------------------------------------------------------------------------

/** The on/off switches of the tab. Auto suspend is a switch with its idle time (the cluster update call). */
export const FEATURE_SWITCHES = [
  'autoSuspend',
  'homePage',
  'onboarding',
  'mlflow',
  'deltaShare',
  'copilot',
  'incortaX',
  'sqli',
  'dataStudio',
  'dataAgent',
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

/** The instance field each switch reads (auto suspend reads `sleeppable`, with its idle time). */
export const SWITCH_FIELD = {
  homePage: 'enableHomePage',
  onboarding: 'enableOnboarding',
  mlflow: 'mlflowEnabled',
  deltaShare: 'enableDeltaShare',
  copilot: 'enableOpenAI',
  incortaX: 'incortaXEnabled',
  sqli: 'sqliEnabled',
  dataStudio: 'enableDataStudio',
  dataAgent: 'enableDataAgent',
} as const satisfies Record<Exclude<FeatureSwitch, 'autoSuspend'>, keyof FeatureFlags | 'sqliEnabled'>;

export type BooleanSwitch = keyof typeof SWITCH_FIELD;
export type SwitchField = (typeof SWITCH_FIELD)[BooleanSwitch];

/** The toggle that offers a switch at all: without it the section is hidden (data agent, delta sharing: shown off). */
const SHOWN_BY_TOGGLE: Partial<Record<FeatureSwitch, FeatureToggle>> = {
  incortaX: 'incortaX',
  copilot: 'copilot',
  mlflow: 'mlflow',
};

/** The platform action each switch needs (doc 1 §6, doc 2 §6). */
const SWITCH_ACTION: Partial<Record<FeatureSwitch, PlatformActionKey>> = {
  autoSuspend: 'cluster_suspend',
  sqli: 'sqli',
  copilot: 'copilot',
  mlflow: 'mlflow',
  dataAgent: 'da',
};

/** The premium feature key of each premium-only switch (doc 2 §6). */
const SWITCH_PREMIUM: Partial<Record<FeatureSwitch, PremiumFeatureKey>> = {
  copilot: 'INCORTA_COPILOT_ENABLEMENT',
  dataStudio: 'ENABLE_DATA_STUDIO',
};

export type SwitchUser = Pick<User, 'role' | 'toggleFeatures' | 'features' | 'platformActions'>;

export type SwitchCluster = Pick<Instance, 'platform' | 'image' | 'isPremium'> & {
  clusterPolicy: Pick<ClusterPolicy, 'clusterPolicy' | 'roleName'>;
} & Pick<FeatureFlags, 'premiumFeaturesConfig' | 'isIncortaXEligible'>;

export interface SwitchContext {
  user: SwitchUser;
  cluster: SwitchCluster;
  /** The cluster's display status (domain/status.ts). */
  status: string;
  /** The premium flag applies (system configuration service.premium.supported). */
  premiumSupported: boolean;
}

/**
 * What kind of refusal: `state` is the cluster's state (409 from the emulator); the others are the account,
 * plan or role (403). `unavailable` is the feature switched off for the account or cluster.
 */
export type RefusalKind = 'unavailable' | 'plan' | 'trial' | 'premium' | 'role' | 'state';

export interface SwitchRefusal {
  kind: RefusalKind;
  message: string;
}

/** Delta sharing and its section are for the owner and the Manager only (doc 2 §6). */
export function isOwnerOrManager(cluster: Pick<SwitchCluster, 'clusterPolicy'>): boolean {
  const role = cluster.clusterPolicy.roleName;
  return role === 'owner' || role === 'accountAdmin';
}

/** Whether the user sees the switch at all. */
export function isSwitchShown(key: FeatureSwitch, ctx: Pick<SwitchContext, 'user' | 'cluster'>): boolean {
  const toggle = SHOWN_BY_TOGGLE[key];
  if (toggle && !isToggleEnabled(ctx.user, toggle)) return false;
  if (key === 'deltaShare') return isOwnerOrManager(ctx.cluster);
  return true;
}

/** Off for the account or the cluster, whatever its state: the section says why. */
function unavailable(key: FeatureSwitch, { user, cluster }: SwitchContext): string | null {
  switch (key) {
    case 'dataAgent':
      return isToggleEnabled(user, 'dataagent') ? null : FEATURE_SWITCH_TEXTS.dataAgentDisabled;
    case 'deltaShare':
      if (!isToggleEnabled(user, 'deltashare')) return FEATURE_SWITCH_TEXTS.deltaShareDisabled;
      return compareVersions(cluster.image, DELTA_SHARE_MIN_VERSION) < 0
        ? FEATURE_SWITCH_TEXTS.deltaShareVersion(DELTA_SHARE_MIN_VERSION)
        : null;
    case 'sqli':
      return cluster.platform === 'gc' ? null : FEATURE_SWITCH_TEXTS.sqliAzure;
    case 'incortaX':
      return cluster.isIncortaXEligible ? null : FEATURE_SWITCH_TEXTS.incortaXNotEligible;
    default: {
      const toggle = SHOWN_BY_TOGGLE[key];
      return toggle && !isToggleEnabled(user, toggle) ? FEATURE_SWITCH_TEXTS.notOffered : null;
    }
  }
}

/** Whether a premium-only feature is refused on this cluster (doc 2 §6). */
export function isPremiumRefused(
  key: PremiumFeatureKey,
  cluster: Pick<SwitchCluster, 'isPremium' | 'premiumFeaturesConfig'>,
  premiumSupported: boolean,
): boolean {
  return premiumSupported && !cluster.isPremium && cluster.premiumFeaturesConfig[key];
}

/**
 * Why the switch cannot be changed now, or null. In this order: off for the account or cluster, the plan's
 * platform action, a trial account (auto suspend, home page; doc 2 §6), premium only, the role (clusterPolicy
 * update), and last the cluster's state: every switch needs the cluster connected (doc 2 §4).
 */
export function switchRefusal(key: FeatureSwitch, ctx: SwitchContext): SwitchRefusal | null {
  const off = unavailable(key, ctx);
  if (off) return { kind: 'unavailable', message: off };
  const action = SWITCH_ACTION[key];
  if (action && !isActionSupported(ctx.user, action, ctx.cluster.platform)) {
    return { kind: 'plan', message: UNSUPPORTED_PLAN };
  }
  if (key === 'autoSuspend' && isTrial(ctx.user)) return { kind: 'trial', message: FEATURE_SWITCH_TEXTS.trialAutoSuspend };
  if (key === 'homePage' && isTrial(ctx.user)) return { kind: 'trial', message: FEATURE_SWITCH_TEXTS.trialHomePage };
  const premium = SWITCH_PREMIUM[key];
  if (premium && isPremiumRefused(premium, ctx.cluster, ctx.premiumSupported)) {
    return { kind: 'premium', message: FEATURE_SWITCH_TEXTS.premiumOnly };
  }
  if (!allows(ctx.cluster.clusterPolicy, 'clusterPolicy', 'update')) return { kind: 'role', message: REFUSALS.noPermission };
  if (ctx.status !== 'running') return { kind: 'state', message: FEATURE_SWITCH_TEXTS.mustBeConnected };
  return null;
}

/** Why this particular change is refused beyond the switch's own gate: turning data agent off while connections exist. */
export function changeRefusal(key: FeatureSwitch, enable: boolean, dataAgentConnections: number): SwitchRefusal | null {
  if (key === 'dataAgent' && !enable && dataAgentConnections > 0) {
    return { kind: 'state', message: FEATURE_SWITCH_TEXTS.dataAgentConnections(dataAgentConnections) };
  }
  return null;
}

// --- Confirmations -------------------------------------------------------------------------------

export interface Confirmation {
  title: string;
  message: string;
  confirm: string;
}

/** Enabling data agent asks; enabling the advanced SQL interface restarts services and asks (doc 2 §4). Ours. */
export function confirmationFor(key: FeatureSwitch, enable: boolean): Confirmation | null {
  if (!enable) return null;
  if (key === 'dataAgent') {
    return {
      title: 'Turn on Data Agent?',
      message:
        'Data Agent lets this cluster reach data sources in your own network through an agent you install there. You can turn it off again while it has no connections.',
      confirm: 'Turn on',
    };
  }
  if (key === 'sqli') {
    return {
      title: 'Turn on the Advanced SQL Interface?',
      message: "Turning it on restarts the cluster's services. Running queries and loads are interrupted.",
      confirm: 'Turn on and restart',
    };
  }
  return null;
}

// --- Reading a switch ----------------------------------------------------------------------------

export type SwitchInstance = Pick<Instance, 'sqliEnabled'> & FeatureFlags;

/** Whether the switch is on for the instance. Auto suspend is on while the cluster may sleep. */
export function switchValue(key: FeatureSwitch, instance: SwitchInstance): boolean {
  if (key === 'autoSuspend') return instance.sleeppable;
  return instance[SWITCH_FIELD[key]];
}

/** The instance with the switch set: the optimistic value the page shows while the call runs. */
export function withSwitch<T extends SwitchInstance>(instance: T, key: BooleanSwitch, enable: boolean): T {
  return { ...instance, [SWITCH_FIELD[key]]: enable };
}

/** The sections the user sees, in order: hidden ones never; cluster size only with showInstanceSize (doc 2 §6). */
export function visibleSections(
  ctx: Pick<SwitchContext, 'user' | 'cluster'> & { showInstanceSize: boolean },
): ConfigSection[] {
  return CONFIG_SECTIONS.filter((section) => {
    if ('hidden' in section && section.hidden) return false;
    if (section.key === 'clusterSize') return ctx.showInstanceSize;
    if ((FEATURE_SWITCHES as readonly string[]).includes(section.key)) return isSwitchShown(section.key as FeatureSwitch, ctx);
    return true;
  });
}
