/**
 * Texts of the Data Apps page's export and of its cluster picker (doc 3 §2, §6, §8). Quoted spec texts are
 * exact; the rest are ours. A plain module: the page's first load needs the texts, not valibot.
 */
export const DATA_APP_EXPORT_MESSAGES = {
  // doc 3 §8 (exact)
  noConnectedTitle: 'Connected cluster not found',
  noConnectedBody:
    'To Export data app, you need at least one connected cluster. Please create a new cluster or reconnect an existing one.',
  // ours
  /** doc 3 §5 'Cluster required.': the text is not given; worded like the form's other texts. */
  clusterRequired: 'Please select your cluster!',
  tenantRequired: 'Please select your tenant!',
  idsRequired: 'Choose at least one data app to export',
  partnersOnly: 'Only partners can export data apps',
  mustBeConnected: 'Your cluster must be connected to be able to export Data Apps.',
  unknownTenant: (tenant: string) => `The cluster has no tenant ${tenant}`,
  notOnTenant: (name: string, tenant: string) => `${name} is not on the ${tenant} tenant of this cluster`,
  unknownDataApp: (id: string) => `There is no data app ${id}`,
  exported: (count: number, cluster: string) => `${count} data app${count === 1 ? '' : 's'} exported from ${cluster}`,
  summary: (names: string, tenant: string, cluster: string) => `${names} from the ${tenant} tenant of ${cluster}`,
  exportNotFound: (id: string) => `There is no export ${id}`,
} as const;
