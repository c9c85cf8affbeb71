/**
 * The texts of the cluster list, its cards and dialogs (spec doc 1 §2, §4, §5, §8). Quoted spec texts
 * are exact, with the brand word replaced from config/brand.ts; the rest is ours and says so.
 */
import { TRIAL_EXPIRED_TEXTS } from '../../ui/trial-expired-texts';
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

/** Clone dialog (doc 1 §5). The title is ours; the success notice is NOTICES.clusterCloned (domain/notices.ts). */
export const CLONE_DIALOG = {
  title: (name: string) => `Clone ${name}`,
  nameLabel: 'New cluster name',
  submit: 'Clone',
  cancel: 'Cancel',
} as const;

/** Delete dialog (doc 1 §5, §8). */
export const DELETE_DIALOG = {
  warning: 'This action cannot be undone.',
  nameLabel: 'Cluster name',
  submit: 'Delete',
} as const;

/**
 * Ours (issue 26): Disconnect asks first, on the card and in the page's header, since one tap would stop a
 * running system; Connect stays one click.
 */
export const DISCONNECT_DIALOG = {
  title: (name: string) => `Disconnect ${name}?`,
  body: (name: string) =>
    `${name} stops: its nodes shut down and its services, dashboards and data apps are unavailable until the cluster is connected again.`,
  cancel: 'Cancel',
  submit: 'Disconnect',
} as const;

/** Expired trial (doc 1 §8). */
/** The trial-expired notice's texts (ui/TrialExpired.tsx, shared with the Data Apps page). */
export const EXPIRED_MESSAGES = TRIAL_EXPIRED_TEXTS;

/** Getting Started side panel (doc 1 §2: "a side panel of recommended links"; the links are ours). */
export const GETTING_STARTED = {
  title: 'Getting Started',
  intro: `Recommended reading to get the most out of ${BRAND.cloudName}.`,
  links: [
    { label: 'Documentation', description: 'Guides and reference for every cluster setting.', href: BRAND.links.documentation },
    { label: 'Free training', description: 'Self-paced courses from first load to dashboards.', href: BRAND.links.freeTraining },
    { label: 'Learning center', description: 'Tutorials and videos.', href: BRAND.links.learning },
    { label: 'Community', description: 'Ask questions and share what you built.', href: BRAND.links.community },
    { label: 'Support', description: 'Knowledge base and help from our team.', href: BRAND.links.support },
  ],
} as const;

