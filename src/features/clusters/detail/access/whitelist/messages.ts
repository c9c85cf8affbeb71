/**
 * The IP Whitelisting section's texts (ours; the spec gives only 'Invalid Ip item formatting!' and
 * 'IP Addresses/Range Deleted', which live in domain/validation/whitelist.ts and domain/whitelist.ts).
 */

export const WHITELIST_TEXTS = {
  intro: 'The IPv4 addresses and ranges allowed to reach this cluster. Only active items apply.',
  empty: 'No IP addresses or ranges added yet.',
  add: 'Add IP Addresses',
  edit: 'Edit',
  delete: 'Delete',
  actionLabel: (action: string, range: string) => `${action} ${range}`,
  tableLabel: 'IP allow-list',
  columns: { range: 'IP addresses / ranges', description: 'Description', active: 'Status', actions: 'Actions' },
  active: 'Active',
  inactive: 'Inactive',
  noDescription: 'No description',
  refreshing: 'Refreshing the IP allow-list',
  loading: 'Loading the IP allow-list',
  errorTitle: 'The IP allow-list could not be loaded.',
  retry: 'Try again',
  stale: (time: string) => `Showing the IP allow-list as of ${time}: the latest refresh failed.`,
} as const;

export const WHITELIST_DIALOG = {
  addTitle: 'Add IP Addresses',
  editTitle: 'Edit IP Addresses',
  range: 'IP addresses / ranges',
  rangeHint: 'IPv4 addresses or ranges, comma-separated, e.g. 203.0.113.7, 198.51.100.0/24',
  description: 'Description',
  descriptionHint: 'Optional: who or what connects from these addresses',
  active: 'Active',
  activeHint: 'An inactive item is kept but does not allow connections',
  addMine: 'Add my current address',
  addingMine: 'Finding your address',
  mineAdded: (address: string) => `Your current address, ${address}, is added.`,
  save: 'Save',
  add: 'Add',
  cancel: 'Cancel',
} as const;

export const DELETE_DIALOG = {
  title: 'Delete IP addresses?',
  body: (range: string) => `${range} will no longer be allowed to reach this cluster. This cannot be undone.`,
  confirm: 'Delete',
  cancel: 'Cancel',
} as const;
