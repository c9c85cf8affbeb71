/**
 * The cluster page's texts (spec doc 2 §2, §8). Quoted spec texts are exact; the rest is ours and says so.
 */
export const CLUSTER_PAGE = {
  loading: 'Getting your cluster details',
  /** Ours: the error component's title and its way back. */
  errorTitle: 'The cluster could not be loaded',
  retry: 'Try again',
  backToClusters: 'Back to clusters',
  /** Ours: the note over a page kept from earlier (offline, or the latest refresh failed). */
  stale: (time: string) => `Showing this cluster as of ${time}: the latest refresh failed.`,
  tabsLabel: 'Cluster sections',
  /** Ours: the arrows at the tab strip's edges when it scrolls (a phone). */
  earlierSections: 'Scroll to earlier sections',
  moreSections: 'Scroll to more sections',
  /** Ours: a tab a later release builds says so plainly. */
  loadingTab: 'Loading this section',
  upgradeToPremium: 'Upgrade to Premium',
} as const;

/** Main tab (doc 2 §2). Labels are ours. */
export const MAIN_TAB = {
  servicesTitle: 'Services',
  services: { analytics: 'Analytics', cmc: 'CMC', sqli: 'SQL Interface' },
  /** Ours: why a service card is disabled. */
  serviceNotRunning: (service: string) => `${service} opens once the cluster is connected and the service is running.`,
  open: 'Open',
  totalUsers: 'Total users',
  consumedData: 'Consumed data',
  diskSize: 'Disk size',
  size: 'Cluster size',
  analyticsSize: (size: string, nodes: number, ipu: number) => `Analytics: ${size} × ${nodes} (${ipu} IPU each)`,
  loaderSize: (size: string, nodes: number, ipu: number) => `Loader: ${size} × ${nodes} (${ipu} IPU each)`,
  region: 'Region',
  externalBiTools: 'External BI tools',
  advancedSql: 'Advanced SQL interface',
  /** doc 2 §8. */
  advancedSqlAzure: 'Advanced SQL Interface is Currently Unavailable for Azure Clusters!',
  selfManaged: 'Self-managed clusters',
  /** doc 2 §8. */
  noSelfManaged: 'No Self-Managed Clusters created yet.',
  selfManagedCount: (n: number) => (n === 1 ? '1 self-managed cluster' : `${n} self-managed clusters`),
  enabled: 'Enabled',
  disabled: 'Disabled',
  autoSuspend: 'Auto suspend',
  owner: 'Owner',
} as const;

/** Per-node disk use (doc 2 §2). 'No node data available' is the spec's; the rest is ours. */
export const DISK_USAGE = {
  open: 'Disk per node',
  title: 'Disk use per node',
  loading: 'Getting node disk use',
  empty: 'No node data available',
  types: { loader: 'Loader', analytics: 'Analytics', cmc: 'CMC', subcluster: 'Sub-cluster' },
  barLabel: (node: string) => `Disk used on ${node}`,
  usage: (used: number, size: number, free: number, percent: number) =>
    `${used} of ${size} GB used (${percent} %), ${free} GB free`,
} as const;
