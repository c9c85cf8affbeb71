/**
 * Texts of the invitation screens (spec doc 1 §2, §6, §8), typos included as the spec quotes them.
 * The success texts are the server's when it sends one; these are their fallbacks.
 */
import type { InvitationKind } from '../../api/account';

export const INVALID_INVITATION = 'Invalid invitation for this account. Please logout and try again';

export const INVITATION_SUCCESS: Record<InvitationKind, string> = {
  cluster: 'Cluster added to cluster list',
  ownership: 'Ownsership transfered',
};

export const INVITATION_PROGRESS: Record<InvitationKind, string> = {
  cluster: 'Accepting your cluster invitation…',
  ownership: 'Accepting the cluster ownership transfer…',
};

/** Where each outcome leads (doc 1 §2, §8). */
export const INVITATION_SUCCESS_PATH = '/clusters';
export const INVITATION_WRONG_ACCOUNT_PATH = '/clusters';
export const INVITATION_FAILURE_PATH = '/signin';
