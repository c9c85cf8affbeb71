/**
 * Services control's screen texts (spec doc 2 §2, §4, §5, §8). The quoted spec texts and the refusal tooltips
 * live in domain/services-control.ts (SERVICES_TEXTS: the emulator answers with them too); these are ours.
 */
export const SERVICES_UI = {
  loading: 'Loading the services’ nodes',
  errorTitle: 'The services’ nodes could not be loaded',
  retry: 'Try again',
  stale: (time: string) => `Showing the nodes as of ${time}: the latest refresh failed.`,
  columns: { node: 'Node', status: 'Status', actions: 'Actions' },
  emptySqli: 'The SQL interface (SQLi) is not enabled on this cluster.',
  emptySubCluster: (title: string) => `No ${title.toLowerCase()} nodes. Self-managed clusters are set up in their own tab.`,
  empty: (title: string) => `${title} has no nodes.`,
  nodesCount: (count: number) => `${count} node${count === 1 ? '' : 's'}`,
  watching: 'Watching for changes every 5 seconds',
  failover: 'Failover',
  details: 'Details',
  detailsOf: (node: string) => `Details of ${node}`,
  actionOn: (label: string, node: string) => `${label} ${node}`,
  noActions: 'No actions',
  addNodes: 'Add nodes',
  removeNodes: 'Remove nodes',
  addNodesTo: (service: string) => `Add nodes to ${service}`,
  removeNodesFrom: (service: string) => `Remove nodes from ${service}`,
  countLabel: 'Number of nodes',
  countHint: (current: number, min: number, max: number) =>
    `Now ${current} node${current === 1 ? '' : 's'}; you can choose from ${min} to ${max}.`,
  cancel: 'Cancel',
  confirmAdd: 'Add',
  confirmRemove: 'Remove',
  close: 'Close',
  confirmTitle: (label: string, node: string) => `${label} ${node}?`,
  confirmStop: (node: string, service: string) =>
    `${node} of ${service} stops and stays stopped until someone starts it again. Work running on this node is interrupted.`,
  confirmRestart: (node: string, service: string) =>
    `${node} of ${service} stops and starts again. Work running on this node is interrupted while it restarts.`,
  confirmButton: (label: string) => `${label} node`,
  nodeName: (node: string) => `Node: ${node}`,
} as const;
