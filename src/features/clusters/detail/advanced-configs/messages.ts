/**
 * The advanced configurations tab's texts. The spec's exact ones ('Server Configurations', 'Tenant Configurations
 * ({tenant})', 'Cluster is disconnected', 'Cluster is loading... …', the success notice) are in
 * domain/advanced-configs.ts, the rules' in domain/validation/advanced-configs.ts; these are ours.
 */
import type { ServiceToRestart } from '../../../../contract/types';
import { SERVICE_TO_RESTART_LABELS } from '../../../../domain/advanced-configs';

const list = (services: readonly ServiceToRestart[]) => services.map((s) => SERVICE_TO_RESTART_LABELS[s]).join(', ');

export const ADVANCED_CONFIGS_TAB = {
  title: 'Advanced Configurations',
  intro: 'Settings of the cluster’s services and of each tenant. Changes apply when you save.',
  tabsLabel: 'Configuration scope',
  tenant: 'Tenant',
  categories: 'Categories',
  category: 'Category',
  search: 'Search settings',
  searchPlaceholder: 'Name, key or description',
  modifiedOnly: 'Modified only',
  results: 'Matching settings',
  noResults: 'No settings match your search.',
  noModified: 'No setting differs from its default.',
  emptyCategory: 'No settings to show in this category.',
  help: (category: string) => `Help: ${category} settings`,
  save: 'Save',
  discard: 'Discard changes',
  readOnly: 'You can view these settings. Only the owner or a Manager can change them.',
  restartTitle: 'Restart needed',
  restartNotice: (services: readonly ServiceToRestart[]) =>
    services.includes('all')
      ? 'Your changes take effect after all services restart.'
      : `Your changes take effect after a restart of: ${list(services)}.`,
  restartBadge: (service: ServiceToRestart) => `Restarts ${SERVICE_TO_RESTART_LABELS[service]}`,
  modified: 'Modified',
  defaultValue: (value: string) => `Default: ${value === '' ? 'empty' : value}`,
  passwordPlaceholder: 'Unchanged',
  passwordHint: 'Stored and never shown. Type a new one to replace it.',
  unsaved: (n: number) => `${n} unsaved ${n === 1 ? 'change' : 'changes'}`,
  invalid: 'Correct the highlighted settings before saving.',
  loading: 'Loading advanced configurations',
  errorTitle: 'Advanced configurations could not be loaded',
  retry: 'Try again',
  stale: (time: string) => `Showing advanced configurations as of ${time}: they could not be refreshed.`,
} as const;
