/**
 * Cluster administration users (spec doc 2 §3, §4, §6, §8): who may do what to which row, the notices, and
 * the search. The app shows actions by these rules and the emulator refuses by the same ones.
 *
 * - A role change is only for users whose role is developer, accountAdmin or accountManager, never for
 *   oneself; the options are the caller's authorizedRoles (doc 2 §6). Choosing owner sends an ownership
 *   invitation, irreversible once accepted (doc 2 §4).
 * - Deleting needs userPolicy delete and is never for oneself (doc 2 §6); the owner is not removed (ours).
 * - Withdrawing shows to those holding the accountManager authorized role when the target is a pending owner
 *   (doc 2 §6); the user returns to the previous role (doc 2 §4). It changes roles, so it also needs
 *   userPolicy update (ours: the one list that lets a caller change anyone's role).
 */
import type { AuthorizedUser, ClusterPolicy, ClusterRoleName, GrantableRole } from '../contract/types';
import { allows, CLUSTER_ROLE_LABELS } from './policies';
import { CLUSTER_USERS_MESSAGES, GRANTABLE_ROLES } from './validation/cluster-users';

/** The roles whose holders may be given another role (doc 2 §6). */
export const CHANGEABLE_ROLES = ['developer', 'accountAdmin', 'accountManager'] as const satisfies readonly ClusterRoleName[];

/** Success notices. 'Invitation sent', its text and 'User Deleted' are doc 2 §8 (exact); the rest are ours. */
export const CLUSTER_USER_NOTICES = {
  invitedTitle: 'Invitation sent',
  invited: (email: string) => `An invitation email was sent to ${email}.`,
  deletedTitle: 'User Deleted',
  deleted: (email: string, cluster: string) => `${email} no longer has access to ${cluster}.`,
  roleChanged: (email: string, role: ClusterRoleName) => `${email} is now ${articleFor(CLUSTER_ROLE_LABELS[role])}.`,
  ownershipOffered: (email: string) => `An ownership invitation was sent to ${email}.`,
  withdrawn: (email: string) => `The ownership invitation of ${email} is withdrawn.`,
} as const;

/** Why an action on a row is refused (the emulator answers 409 with the same texts). Ours. */
export const CLUSTER_USER_REFUSALS = {
  ownRole: 'You cannot change your own role.',
  roleNotChangeable: (role: ClusterRoleName) => `The role of ${articleFor(CLUSTER_ROLE_LABELS[role])} cannot be changed.`,
  removeSelf: 'You cannot remove yourself from this cluster.',
  removeOwner: 'The owner of the cluster cannot be removed.',
  sameRole: (role: ClusterRoleName) => `This user is already ${articleFor(CLUSTER_ROLE_LABELS[role])}.`,
  alreadyMember: (email: string, cluster: string) => `${email} already has access to ${cluster}.`,
  alreadyInvited: (email: string, cluster: string) => `${email} is already invited to ${cluster}.`,
  inviteSelf: 'You already have access to this cluster.',
  transferPending: 'An ownership transfer is already pending for this cluster.',
  transferNeedsMember: 'Ownership can only be transferred to a user who has accepted their invitation.',
  notOnCluster: 'This user has no role on this cluster.',
  noPendingOwner: 'This user has no pending ownership invitation.',
  /** 403: the caller's authorizedRoles do not include the role. */
  roleNotGiven: (role: ClusterRoleName) => `You cannot give the role ${CLUSTER_ROLE_LABELS[role]} on this cluster.`,
  /** 403 of the policy checks. */
  noView: 'You are not allowed to see the users of this cluster.',
  noInvite: 'You are not allowed to invite users to this cluster.',
  noUpdate: 'You are not allowed to change the roles of this cluster.',
  noDelete: 'You are not allowed to remove users from this cluster.',
  noWithdraw: 'You are not allowed to withdraw ownership invitations of this cluster.',
} as const;

function articleFor(label: string): string {
  return /^[AEIOU]/.test(label) ? `an ${label}` : `a ${label}`;
}

/** The role a row stands for (the accepted one, or the invited one while pending). */
export function roleOf(entry: Pick<AuthorizedUser, 'authorizedRoles'>): ClusterRoleName {
  return entry.authorizedRoles[0]?.role ?? 'developer';
}

export function isPendingOwner(entry: Pick<AuthorizedUser, 'status' | 'authorizedRoles'>): boolean {
  return entry.status === 'pending' && roleOf(entry) === 'owner';
}

/** Who looks at the table: their uuid and their policy lists on the cluster. */
export interface UsersViewer {
  uuid: string;
  policy: Pick<ClusterPolicy, 'userPolicy'> & Partial<Pick<ClusterPolicy, 'authorizedRoles'>>;
}

type Row = Pick<AuthorizedUser, 'user' | 'status' | 'authorizedRoles'>;

/** Why the row's role cannot be changed now, or null (the policy decides whether the action shows at all). */
export function roleChangeRefusal(viewer: UsersViewer, entry: Row): string | null {
  if (entry.user.id === viewer.uuid) return CLUSTER_USER_REFUSALS.ownRole;
  const role = roleOf(entry);
  if (!(CHANGEABLE_ROLES as readonly ClusterRoleName[]).includes(role)) return CLUSTER_USER_REFUSALS.roleNotChangeable(role);
  return null;
}

/** Why the row cannot be deleted now, or null. */
export function deleteRefusal(viewer: UsersViewer, entry: Row): string | null {
  if (entry.user.id === viewer.uuid) return CLUSTER_USER_REFUSALS.removeSelf;
  if (roleOf(entry) === 'owner' && entry.status === 'active') return CLUSTER_USER_REFUSALS.removeOwner;
  return null;
}

export const showsInvite = (policy: UsersViewer['policy']): boolean => allows(policy, 'userPolicy', 'create');
export const showsRoleChange = (policy: UsersViewer['policy']): boolean => allows(policy, 'userPolicy', 'update');
export const showsDelete = (policy: UsersViewer['policy']): boolean => allows(policy, 'userPolicy', 'delete');

/** Withdraw shows to holders of the accountManager authorized role (with userPolicy update) on a pending owner. */
export function showsWithdraw(policy: UsersViewer['policy'], entry: Row): boolean {
  return (
    allows(policy, 'userPolicy', 'update') && (policy.authorizedRoles ?? []).includes('accountManager') && isPendingOwner(entry)
  );
}

/** The roles the caller may give (their authorizedRoles), in the matrix's order, without `except`. */
export function roleOptions(policy: UsersViewer['policy'], except?: ClusterRoleName): GrantableRole[] {
  const given = policy.authorizedRoles ?? [];
  return GRANTABLE_ROLES.filter((role) => given.includes(role) && role !== except);
}

/** The rows whose name or e-mail contains the search (case-insensitive; blank keeps all). */
export function filterUsers<T extends Pick<AuthorizedUser, 'user'>>(users: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...users];
  return users.filter((u) => u.user.fullname.toLowerCase().includes(needle) || u.user.email.toLowerCase().includes(needle));
}

/** Owner first, then managers, billing users, users; pending after active of the same role; then by e-mail. */
export function sortUsers<T extends Row>(users: readonly T[]): T[] {
  const order: readonly ClusterRoleName[] = ['owner', 'accountAdmin', 'accountManager', 'developer', 'incorta-admin'];
  return [...users].sort((a, b) => {
    const activeOwner = (x: T) => (roleOf(x) === 'owner' && x.status === 'active' ? 0 : 1);
    return (
      activeOwner(a) - activeOwner(b) ||
      order.indexOf(roleOf(a)) - order.indexOf(roleOf(b)) ||
      a.user.email.localeCompare(b.user.email)
    );
  });
}

/**
 * Whether a failed invite is the server's domain flag on the e-mail (doc 2 §8: an errors[] entry with
 * fieldName 'email' and isDomainValidationError true), which the user may continue past.
 */
export function isDomainValidationError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('body' in error)) return false;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return false;
  return body.errors.some(
    (entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      'fieldName' in entry &&
      entry.fieldName === 'email' &&
      'isDomainValidationError' in entry &&
      entry.isDomainValidationError === true,
  );
}

/** The message the e-mail input shows for the server's domain flag (doc 2 §8, exact). */
export const DOMAIN_FLAG_MESSAGE = CLUSTER_USERS_MESSAGES.emailDomainFlagged;
