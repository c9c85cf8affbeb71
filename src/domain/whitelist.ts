/**
 * The IP allow-list of a cluster (spec doc 2 §2 Access and Security, §3, §6, §8): who may do what, and the
 * texts of the section. The app disables an action by these rules, with the reason in a tooltip; the emulator
 * refuses by the same ones (403 with the same text).
 *
 * - The whitelist toggle (doc 1 §6) must be on for the user, for reading and for every change.
 * - The plan must support the whitelisting platform action on the cluster's platform (doc 2 §6) to change it.
 * - whitelistPolicy gates each action (doc 2 §6): list to read, create to add, update to edit, delete to delete.
 */
import type { ClusterPolicy, Platform, User } from '../contract/types';
import { isActionSupported, isToggleEnabled, UNSUPPORTED_ACTION_TOOLTIP } from './permissions';
import { allows } from './policies';

export type WhitelistAction = 'list' | 'create' | 'update' | 'delete';

/** Why an action is refused (ours: the spec names the rules, not their texts). */
export const WHITELIST_REFUSALS = {
  toggleOff: 'IP Whitelisting is not enabled for your account.',
  list: 'Your role on this cluster does not allow viewing its IP allow-list.',
  create: 'Your role on this cluster does not allow adding IP addresses.',
  update: 'Your role on this cluster does not allow editing IP addresses.',
  delete: 'Your role on this cluster does not allow deleting IP addresses.',
  notFound: 'This IP allow-list item does not exist: it may have been deleted.',
} as const satisfies Record<WhitelistAction | 'toggleOff' | 'notFound', string>;

/** Success notices. 'IP Addresses/Range Deleted' is doc 2 §8 (exact); the others are ours, in its words. */
export const WHITELIST_NOTICES = {
  added: 'IP Addresses/Range Added',
  updated: 'IP Addresses/Range Updated',
  deleted: 'IP Addresses/Range Deleted',
} as const;

/** What the rules read of a cluster. */
export interface WhitelistCluster {
  platform: Platform;
  clusterPolicy: Pick<ClusterPolicy, 'whitelistPolicy'>;
}

/** Why `action` is refused to `user` on `cluster`, or null: the toggle, then (to change) the plan, then the role. */
export function whitelistRefusal(
  user: Pick<User, 'toggleFeatures' | 'features' | 'platformActions'>,
  cluster: WhitelistCluster,
  action: WhitelistAction,
): string | null {
  if (!isToggleEnabled(user, 'whitelist')) return WHITELIST_REFUSALS.toggleOff;
  if (action !== 'list' && !isActionSupported(user, 'whitelisting', cluster.platform)) return UNSUPPORTED_ACTION_TOOLTIP;
  if (!allows(cluster.clusterPolicy, 'whitelistPolicy', action)) return WHITELIST_REFUSALS[action];
  return null;
}

/**
 * The address to add to a range: appended after a comma, unless the range holds it already (as an address
 * or as address/32). A trailing comma or blank is not doubled.
 */
export function withAddress(range: string, address: string): string {
  const entries = range.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === address || entry === `${address}/32`)) return range;
  const kept = entries.filter((entry, index) => entry !== '' || index < entries.length - 1);
  return kept.length === 0 ? address : [...kept, address].join(', ');
}
