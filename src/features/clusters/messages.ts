/**
 * The texts of the cluster list and its cards (spec doc 1 §2, §4, §8); the dialogs' and the Getting Started
 * panel's are in dialog-messages.ts, which only their lazily loaded code imports, so the first route does not
 * carry them. Quoted spec texts are exact, with the brand word replaced from config/brand.ts; the rest is ours
 * and says so.
 */
import { BRAND } from '../../config/brand';

export const CLUSTERS_MESSAGES = {
  pageTitle: 'Clusters',
  createNew: 'Create New Cluster',
  /** Ours: the spec names "a consent-flow create button" without its wording. */
  createInOwnCloud: 'Create in Your Cloud Subscription',
  gettingStarted: 'Getting Started',
  connectedPanel: 'Connected Clusters',
  disconnectedPanel: 'Disconnected Clusters',
  emptyList: 'YOUR CLUSTERS LIST IS EMPTY',
  /** Ours: the create link under the empty-list text. */
  emptyListCreate: 'Create your first cluster',
  noConnected: "You don't have Connected Clusters",
  noDisconnected: "You don't have Disconnected Clusters",
  /** Ours: shown when the list cannot be loaded at all. */
  loadFailedTitle: 'The cluster list could not be loaded',
  retry: 'Try again',
  /** Ours: shown above a list whose latest refresh failed. */
  staleList: (time: string) => `Showing the list as of ${time}: the latest refresh failed.`,
  loading: 'Loading clusters',
  refreshing: 'Refreshing',
} as const;

/** Card footers and card texts (doc 1 §4). */
export const CARD_MESSAGES = {
  creatingFooter: `Creating ${BRAND.platformWord} cluster may take 5-10 minutes`,
  startingUpFooter: 'Starting up cluster may take up to 5 mins',
  connect: 'Connect',
  disconnect: 'Disconnect',
  clone: 'Clone',
  delete: 'Delete',
  /** Ours: the running card's link to the cluster's own web address. */
  open: 'Open cluster',
  createdOn: (date: string) => `Created ${date}`,
  ownedBy: (owner: string) => `Owner: ${owner}`,
  actionsFor: (name: string) => `Actions for ${name}`,
  stoppingFooter: 'Disconnecting…',
  corruptedFooter: 'This cluster is unavailable. Contact support for help.',
} as const;
