import type { PolicyAction, PolicyArea } from '../../src/domain/policies';
import { CLUSTER_USER_REFUSALS } from '../../src/domain/cluster-users';
import { SUB_CLUSTER_REFUSALS } from '../../src/domain/validation/sub-cluster';

/**
 * Every text the clusters module answers with. Quoted spec texts are exact (doc 1 §8); the rest are ours,
 * written the way the spec's own messages read.
 */
export const CLUSTER_MESSAGES = {
  created: 'cluster is created successfully',
  cloned: (name: string, source: string) => `${name} is cloned from ${source} successfully`,
  deleted: (name: string) => `${name} is deleted successfully`,
  updated: (name: string) => `${name} is updated successfully`,
  connecting: (name: string) => `${name} is connecting`,
  disconnecting: (name: string) => `${name} is disconnecting`,
  notFound: (name: string) => `Cluster ${name} was not found`,
  nameTaken: 'This cluster name is already taken',
  trialExpired: 'Your trial has expired. Upgrade to create clusters.',
  limitReached: 'To create more clusters, upgrade to a Premium Account.',
  toggleOff: 'Clusters on this platform are not enabled for your account',
  // Policies and platform actions (403)
  noClone: 'You are not allowed to clone this cluster',
  noDelete: 'You are not allowed to delete this cluster',
  noConnect: 'You are not allowed to connect or disconnect this cluster',
  noUpdate: 'You are not allowed to change this cluster',
  noUpgrade: 'You are not allowed to update the version of this cluster',
  // States (409)
  notCloneable: 'This cluster cannot be cloned',
  cloneNeedsRunning: 'Only a connected cluster can be cloned',
  deleteNeedsSettled: 'A cluster can only be deleted while it is connected or disconnected',
  alreadyConnected: 'Cluster is already connected',
  connectNeedsSleeping: 'Only a disconnected cluster can be connected',
  disconnectNeedsRunning: 'Only a connected or starting cluster can be disconnected',
  unavailable: 'Cluster is unavailable; please contact support',
  mustBeConnected: 'Your cluster must be connected to apply this change',
  // Invitations
  invitationAccepted: 'Cluster added to cluster list',
  ownershipAccepted: 'Ownsership transfered',
  wrongInvitee: 'Invalid invitation for this account. Please logout and try again',
  invitationNotFound: 'This invitation does not exist or was already accepted',
  // Notifications
  notificationsRead: 'Notifications marked as read',
} as const;

/**
 * The 403 text of each policy check a route makes (kit.ts `can`, `requirePolicy`): a check without a text here
 * does not compile, so every refusal says what was refused.
 */
export const POLICY_REFUSALS = {
  managementPolicy: { create: CLUSTER_MESSAGES.noClone, update: CLUSTER_MESSAGES.noUpgrade },
  clusterPolicy: { update: CLUSTER_MESSAGES.noUpdate, delete: CLUSTER_MESSAGES.noDelete },
  connectionPolicy: { create: CLUSTER_MESSAGES.noConnect },
  // The support token (doc 2 §6: list shows Help & Support, create generates, update renews, delete revokes).
  cliPolicy: {
    list: 'You are not allowed to see the support token of this cluster',
    create: 'You are not allowed to generate a support token for this cluster',
    update: 'You are not allowed to renew the support token of this cluster',
    delete: 'You are not allowed to revoke the support token of this cluster',
  },
  userPolicy: {
    create: CLUSTER_USER_REFUSALS.noInvite,
    update: CLUSTER_USER_REFUSALS.noUpdate,
    delete: CLUSTER_USER_REFUSALS.noDelete,
  },
  blueprintPolicy: {
    list: 'You are not allowed to see the data apps of this cluster',
    create: 'You are not allowed to import data apps onto this cluster',
  },
  subClusterPolicy: {
    create: SUB_CLUSTER_REFUSALS.notAllowedCreate,
    update: SUB_CLUSTER_REFUSALS.notAllowedUpdate,
    delete: SUB_CLUSTER_REFUSALS.notAllowedDelete,
  },
} as const satisfies { readonly [A in PolicyArea]?: { readonly [P in PolicyAction]?: string } };

/** Transition notices for the owner (in-app notifications and push alerts). */
export const NOTICE_TEXTS = {
  createRequested: (name: string) => `Cluster ${name} is being created. This may take 5-10 minutes.`,
  created: (name: string) => `Cluster ${name} is created and connected.`,
  connectRequested: (name: string) => `Cluster ${name} is starting up.`,
  connected: (name: string) => `Cluster ${name} is connected.`,
  disconnectRequested: (name: string) => `Cluster ${name} is disconnecting.`,
  disconnected: (name: string) => `Cluster ${name} is disconnected.`,
  autoSuspended: (name: string, idle: string) => `Cluster ${name} was idle for ${idle} and is disconnecting.`,
  deleted: (name: string) => `Cluster ${name} is deleted.`,
  upgradeStarted: (name: string, version: string) => `Cluster ${name} is being updated to ${version}.`,
  upgraded: (name: string, version: string) => `Cluster ${name} is updated to ${version}.`,
  upgradeScheduled: (name: string, version: string) => `Cluster ${name} will be updated to ${version} when it next connects.`,
  upgradeCancelled: (name: string, version: string) => `The update of cluster ${name} to ${version} is cancelled.`,
} as const;
