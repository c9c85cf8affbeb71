/**
 * The cluster page's rules (spec doc 2 §2, §6, §9): which tabs a user sees on a cluster, the tab a `?tab=`
 * value opens, and how the main tab shows storage. Pure functions.
 */
import type { ClusterPolicy, Platform, User } from '../contract/types';
import { allows } from './policies';
import { isToggleEnabled, isTrial } from './permissions';

export const CLUSTER_TABS = [
  'main',
  'configurations',
  'data-apps',
  'access-and-security',
  'self-managed-clusters',
  'libraries',
  'advanced-configurations',
  'scaling-configurations',
  'scheduling',
] as const;

export type ClusterTab = (typeof CLUSTER_TABS)[number];

/** Tab labels (not quoted by the spec; ours). */
export const CLUSTER_TAB_LABELS: Record<ClusterTab, string> = {
  main: 'Overview',
  configurations: 'Configurations',
  'data-apps': 'Data Apps',
  'access-and-security': 'Access & Security',
  'self-managed-clusters': 'Self-Managed Clusters',
  libraries: 'Libraries',
  'advanced-configurations': 'Advanced Configurations',
  'scaling-configurations': 'Scaling',
  scheduling: 'Scheduling',
};

export interface TabCluster {
  clusterPolicy: ClusterPolicy;
  platform: Platform;
}

export type TabUser = Pick<User, 'role' | 'toggleFeatures' | 'features'>;

const AZURE_PLATFORMS: readonly Platform[] = ['az', 'az-saas'];

/**
 * Whether `user` sees `tab` on `cluster` (doc 2 §6): each tab by its policy list and toggles.
 * - configurations: managementPolicy list; data-apps: blueprintPolicy list;
 * - access-and-security: userPolicy create, update or delete, or the whitelist toggle with whitelistPolicy list;
 * - self-managed-clusters: subClusterPolicy list and the subcluster toggle;
 * - libraries: everyone but trial users (role id 1);
 * - advanced-configurations: owner, Manager or Billing User (viewing; editing is owner or Manager);
 * - scaling-configurations: the autoScale toggle, for anyone but the User (developer) role;
 * - scheduling: owner or Manager, not on an Azure platform, and the schedular toggle.
 */
export function isTabVisible(tab: ClusterTab, user: TabUser, cluster: TabCluster): boolean {
  const policy = cluster.clusterPolicy;
  const role = policy.roleName;
  switch (tab) {
    case 'main':
      return true;
    case 'configurations':
      return allows(policy, 'managementPolicy', 'list');
    case 'data-apps':
      return allows(policy, 'blueprintPolicy', 'list');
    case 'access-and-security':
      return (
        (['create', 'update', 'delete'] as const).some((action) => allows(policy, 'userPolicy', action)) ||
        (isToggleEnabled(user, 'whitelist') && allows(policy, 'whitelistPolicy', 'list'))
      );
    case 'self-managed-clusters':
      return allows(policy, 'subClusterPolicy', 'list') && isToggleEnabled(user, 'subcluster');
    case 'libraries':
      return !isTrial(user);
    case 'advanced-configurations':
      return role === 'owner' || role === 'accountAdmin' || role === 'accountManager';
    case 'scaling-configurations':
      return isToggleEnabled(user, 'autoScale') && role !== 'developer';
    case 'scheduling':
      return (role === 'owner' || role === 'accountAdmin') && !AZURE_PLATFORMS.includes(cluster.platform) && isToggleEnabled(user, 'schedular');
  }
}

export function visibleTabs(user: TabUser, cluster: TabCluster): ClusterTab[] {
  return CLUSTER_TABS.filter((tab) => isTabVisible(tab, user, cluster));
}

export function isClusterTab(value: string | null): value is ClusterTab {
  return CLUSTER_TABS.some((tab) => tab === value);
}

/** The tab `?tab=` opens: itself when known and visible, else main. */
export function tabFromQuery(value: string | null, visible: readonly ClusterTab[]): ClusterTab {
  return isClusterTab(value) && visible.includes(value) ? value : 'main';
}

/**
 * Section anchors of doc 2 §2 and the tab each lives on, so a link with a hash opens the right tab. Size,
 * region and external BI tools are cards of the main tab.
 */
export const SECTION_ANCHORS: Record<string, ClusterTab> = {
  'cluster-incorta-x': 'configurations',
  'cluster-size': 'main',
  'cluster-region': 'main',
  'cluster-external-bi-tools': 'main',
  'cluster-users': 'access-and-security',
  'ip-whitelisting': 'access-and-security',
};

/** Consumed storage: TB above 1000 GB, otherwise GB (doc 2 §9). */
export function formatStorage(gb: number): string {
  if (gb > 1000) return `${(gb / 1000).toFixed(2).replace(/\.?0+$/, '')} TB`;
  return `${Math.round(gb * 100) / 100} GB`;
}

export type DiskUsageLevel = 'normal' | 'warning' | 'critical';

/** Disk usage colours (doc 2 §9): up to 40 % used normal, up to 70 % warning, above that critical. */
export function diskUsageLevel(diskSize: number, availableSize: number): DiskUsageLevel {
  if (diskSize <= 0) return 'normal';
  const used = (diskSize - availableSize) / diskSize;
  if (used <= 0.4) return 'normal';
  if (used <= 0.7) return 'warning';
  return 'critical';
}
