/**
 * Self-managed clusters (sub-clusters, spec doc 2 §4, §5, §8, §9): the texts of their rules and refusals, and
 * where the server's field messages go in the form. Quoted spec texts are exact; the others are ours. The
 * rules are the schemas in domain/schemas/sub-cluster.ts (kept apart: valibot loads with the dialog only).
 */
import { CLUSTER_NAME_MESSAGES } from './cluster-name';

/** Nodes of a sub-cluster (doc 2 §9). */
export const SUB_CLUSTER_NODES_MIN = 1;
export const SUB_CLUSTER_NODES_MAX = 10;

export const SUB_CLUSTER_MESSAGES = {
  // doc 2 §5 (exact)
  nodesRequired: 'Input is required',
  nodesRange: 'Services must be greater than or equal to 1 and less than or equal to 10',
  nameTooLong: CLUSTER_NAME_MESSAGES.subClusterTooLong,
  // ours: the spec names the rules, not their texts
  typeRequired: 'Choose a type',
  sizeRequired: 'Choose a size',
  sizeUnknown: 'Choose one of the sizes offered for this cluster',
  oneFailover: 'Only one Failover Analytics cluster is allowed',
  sqlxExists: 'Only one Advanced SQL Warehouse is allowed',
  sqlxNotebook: 'Advanced SQL Warehouse is not available while business user notebook is enabled',
  sqlxNotEligible: 'This cluster is not eligible for an Advanced SQL Warehouse',
  nameTaken: 'A Self-Managed Cluster with this name already exists',
  fallbackNeedsAnalytics: 'Only an analytics Self-Managed Cluster can be a failover',
  // the calls' own fields, which no form shows
  clusterNameRequired: 'clusterName is required',
  clusterNameMismatch: 'clusterName must be the name of the cluster in the path',
  userIdRequired: 'userId is required',
  userIdMismatch: 'userId must be your own',
  subClusterRequired: 'subCluster is required',
  type: 'type must be analytics, loader or sqlx',
  configs: 'configs must be an object',
} as const;

/** The §8 refusals (exact) and their emulator counterparts. */
export const SUB_CLUSTER_REFUSALS = {
  clusterMustRun: 'Cluster Must be running',
  connectToCreate: 'Connect your cluster to create a new Self-Managed Cluster',
  noActions: "You can't make actions on Self-Managed Cluster",
  mustRunForUrl: 'Self-Managed Cluster Must be running!',
  // ours
  notFound: 'This Self-Managed Cluster does not exist',
  notAllowedCreate: 'You are not allowed to create Self-Managed Clusters on this cluster',
  notAllowedUpdate: 'You are not allowed to change Self-Managed Clusters of this cluster',
  notAllowedDelete: 'You are not allowed to remove Self-Managed Clusters of this cluster',
  toggleOff: 'Self-Managed Clusters are not enabled for your account',
  alreadyRunning: 'This Self-Managed Cluster is already connected',
  alreadyDisconnected: 'This Self-Managed Cluster is already disconnected',
  nothingChanged: 'Change the size or the number of nodes first',
} as const;

/** The success notices: the deletion's is exact (doc 2 §8); the server's message wins for the others. */
export const SUB_CLUSTER_NOTICES = {
  deleted: 'Self-Managed Cluster Deleted',
  /** doc 2 §8's generic success, when an answer carries no message. */
  success: 'Success',
  creating: (name: string) => `${name} is being created`,
  updating: (name: string) => `${name} is being updated`,
  deleting: (name: string) => `${name} is being deleted`,
  connecting: (name: string) => `${name} is connecting`,
  disconnecting: (name: string) => `${name} is disconnecting`,
} as const;

/** The form's inputs. */
export type SubClusterInput = 'name' | 'type' | 'size' | 'nodes';

/** Where a server field message goes in the form (the call's `configs` is the form's type). */
export function subClusterInputForServerField(fieldName: string): SubClusterInput | null {
  switch (fieldName) {
    case 'name':
    case 'type':
    case 'size':
    case 'nodes':
      return fieldName;
    case 'configs':
    case 'configs.fallbackAnalytics':
      return 'type';
    default:
      return null;
  }
}
