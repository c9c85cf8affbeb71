/**
 * The texts of the cluster list's dialogs and its Getting Started panel (spec doc 1 §2, §5, §8), apart from
 * messages.ts so that only the code of those dialogs (loaded when opened) carries them.
 */
import { BRAND } from '../../config/brand';

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

