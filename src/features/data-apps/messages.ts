/**
 * The Data Apps page's texts (doc 3 §2, §8). Quoted spec texts are exact: 'Data Apps', 'Search Data App',
 * 'Clear Filters', 'no data apps available', 'Export Data App' (doc 3 §2), and the export's 'Connected cluster
 * not found' (domain/validation/data-app-export.ts). The install form's are shared with the cluster's tab
 * (ui/data-app-install/messages.ts); the rules' in domain/validation/. The rest are ours.
 */
import { dataApps, importingBody } from '../../ui/data-app-install/messages';

export const DATA_APPS_PAGE = {
  /** doc 3 §2 (exact) */
  title: 'Data Apps',
  intro: 'Data apps bring schemas, folders and dashboards for a business area. Install them onto a connected cluster.',
  searchLabel: 'Search',
  /** doc 3 §2 (exact) */
  searchPlaceholder: 'Search Data App',
  filters: 'Filters',
  filtersWithCount: (n: number) => (n > 0 ? `Filters (${n})` : 'Filters'),
  filtersLabel: 'Filter data apps',
  businessFunctions: 'Business functions',
  dataSources: 'Data sources',
  types: 'Types',
  /** doc 3 §2 (exact) */
  clearFilters: 'Clear Filters',
  activeFilters: 'Filters in force',
  removeTag: (label: string) => `Remove filter ${label}`,
  /** doc 3 §2, §8 (exact) */
  empty: 'no data apps available',
  shown: (n: number) => `${dataApps(n)} shown`,
  listLabel: 'Data apps catalogue',
  loading: 'Loading the data apps catalogue',
  errorTitle: 'The data apps catalogue could not be loaded',
  retry: 'Try again',
  stale: (time: string) => `Showing the catalogue as of ${time}: it could not be refreshed.`,
  install: 'Install',
  installName: (name: string) => `Install ${name}`,
  selectShort: 'Select',
  select: (name: string) => `Select ${name}`,
  selected: (n: number) => `${dataApps(n)} selected`,
  installSelected: (n: number) => `Install ${n}`,
  clearSelection: 'Clear selection',
  selectionLabel: 'Selected data apps',
  export: 'Export',
  tag: (tag: string) => `Tag: ${tag}`,
  installing: (n: number, cluster: string) => `Installing ${dataApps(n)} onto ${cluster}`,
  installingBody: importingBody,
  checkNow: 'Check now',
  openCluster: 'Open the cluster’s Data Apps',
} as const;

export const CLUSTER_PICKER = {
  label: 'Cluster',
  placeholder: 'Choose a cluster',
  loading: 'Loading your clusters',
  failed: 'Your clusters could not be loaded',
  tryAgain: 'Try again',
  option: (name: string, status: string | null) => (status ? `${name} (${status})` : name),
  /** doc 3 §8: "For installation the modal says at least one connected cluster is needed" (the wording is ours). */
  noConnectedInstallTitle: 'Connected cluster not found',
  noConnectedInstall: 'To install a data app, you need at least one connected cluster. Please create a new cluster or reconnect an existing one.',
  goToClusters: 'Go to Clusters',
} as const;

export const EXPORT_DIALOG = {
  /** doc 3 §2 (exact) */
  title: 'Export Data App',
  intro: 'Export data apps installed on a tenant of a connected cluster as a file you can share.',
  tenant: 'Tenant',
  tenantPlaceholder: 'Choose a tenant',
  apps: 'Data apps to export',
  noApps: 'No data apps are installed on this tenant yet.',
  cancel: 'Cancel',
  submit: 'Export',
  download: 'Download',
  done: 'Done',
  downloaded: (name: string) => `Saved ${name}`,
} as const;
