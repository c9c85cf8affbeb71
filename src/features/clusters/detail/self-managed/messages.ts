/**
 * The self-managed clusters tab's texts (spec doc 2 §2, §5, §8). Quoted spec texts live with their rules in
 * domain/validation/sub-cluster.ts; the labels here are ours.
 */
export const SELF_MANAGED = {
  title: 'Self-Managed Clusters',
  intro: 'Extra analytics, loader or SQL warehouse services that run beside this cluster, each with its own size and nodes.',
  create: 'Create Self-Managed Cluster',
  /** doc 2 §8 (exact). */
  empty: 'No Self-Managed Clusters created yet.',
  tableLabel: 'Self-Managed Clusters',
  columns: { name: 'Name', type: 'Type', size: 'Size', nodes: 'Nodes', ipu: 'IPU', status: 'Status', actions: 'Actions' },
  connect: 'Connect',
  disconnect: 'Disconnect',
  edit: 'Edit',
  scale: 'Scale',
  remove: 'Remove',
  open: 'Open',
  copyUrl: 'Copy URL',
  copied: 'Copied',
  actionLabel: (action: string, name: string) => `${action} ${name}`,
  loading: 'Loading Self-Managed Clusters',
  polling: 'Checking the status',
} as const;

export const SUB_CLUSTER_DIALOG = {
  createTitle: 'Create Self-Managed Cluster',
  editTitle: (name: string) => `Edit ${name}`,
  scaleTitle: (name: string) => `Scale ${name}`,
  name: 'Name',
  fullName: (full: string, length: number, max: number) => `Full name: ${full} (${length} of ${max} characters)`,
  type: 'Type',
  typePlaceholder: 'Choose a type',
  unavailable: (label: string, why: string) => `${label}: ${why}`,
  size: 'Size',
  sizePlaceholder: 'Choose a size',
  sizeOption: (displayName: string, ipu: number) => `${displayName} (${ipu} IPU per node)`,
  nodes: 'Nodes',
  nodesHint: 'From 1 to 10',
  createNote: 'It starts with 1 node; scale it once it runs.',
  ipu: (ipu: number) => `IPU: ${ipu}`,
  cancel: 'Cancel',
  submitCreate: 'Create',
  submitSave: 'Save',
} as const;

export const REMOVE_DIALOG = {
  title: (name: string) => `Remove ${name}`,
  body: (name: string) => `${name} and its nodes are deleted. This cannot be undone.`,
  cancel: 'Cancel',
  confirm: 'Remove',
} as const;
