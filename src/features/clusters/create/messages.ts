/**
 * Texts of the create-cluster screen. Validation texts and the spec's quoted texts (the success notice,
 * the image tooltip) live in domain/create-cluster.ts and domain/validation/cluster-name.ts; the labels
 * and hints here are ours, the spec quotes none.
 */
export const CREATE_PAGE_TEXT = {
  title: 'Create New Cluster',
  intro: 'Choose where the cluster runs, which version it starts with and how large it is.',
  loading: 'Loading the cluster options',
  loadFailed: 'The cluster options could not be loaded.',
  retry: 'Try again',
  submit: 'Create Cluster',
  cancel: 'Cancel',
  labels: {
    name: 'Cluster name',
    platform: 'Platform',
    installation: 'Installation',
    image: 'Cluster version',
    region: 'Region',
    size: 'Size',
    optimizationLevel: 'Optimization level',
    dsize: 'Disk size (GB)',
    idleTime: 'Idle time',
    alive: 'Always alive',
    blueprint: 'Data app',
  },
  installation: { typical: 'Typical', custom: 'Custom' },
  hints: {
    installation: 'Typical creates the cluster ready to use; Custom also installs a data app of your choice.',
    idleTime: 'The cluster disconnects after being idle this long.',
    alive: 'Keep the cluster connected even when it is idle.',
    blueprint: 'Installed on the new cluster. Leave empty for none.',
    noBlueprints: 'No data apps are available for this version.',
    regionPlaceholder: 'Choose a region',
    noRegions: 'No region is available for this platform.',
    sizesLoading: 'Loading sizes',
    noSizes: 'No size is available for this region.',
    blueprintPlaceholder: 'None',
  },
  derived: {
    analytics: 'Analytics',
    loader: 'Loader',
  },
} as const;
