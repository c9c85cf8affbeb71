/**
 * Cluster administration users (doc 2 §3 Authorized user entry, §4 User role change, §5 Invite user, §7):
 * GET autherizedusers, PUT adduserrole / updateuserrole / removeuserrole / withdrawinvitation.
 */
import type { FieldError } from './common';
import type { ClusterRoleName } from './clusters';

/** The roles a user can be given on a cluster (the support role 'incorta-admin' is never given). */
export type GrantableRole = Exclude<ClusterRoleName, 'incorta-admin'>;

/** 'pending' while an invitation (to the cluster, or of its ownership) waits to be accepted. */
export type AuthorizedUserStatus = 'active' | 'pending';

export interface AuthorizedUserRole {
  id: number;
  role: ClusterRoleName;
}

/** One row of the users table (doc 2 §3). */
export interface AuthorizedUser {
  user: {
    id: string;
    fullname: string;
    email: string;
    /** ISO instant; null when the user never signed in. */
    lastLoginAt: string | null;
  };
  status: AuthorizedUserStatus;
  /** The role the row stands for: the accepted one, or the invited one while pending (owner for a transfer). */
  authorizedRoles: AuthorizedUserRole[];
  /** Ours: a pending ownership transfer's invitee returns to this role if it is withdrawn (null: leaves the cluster). */
  previousRole: ClusterRoleName | null;
  /** Ours: when the pending invitation was sent (ISO), null when none is pending. */
  invitedAt: string | null;
}

/** GET users/{userId}/instances/{name}/autherizedusers */
export interface AuthorizedUsersResponse {
  authorizedUsers: AuthorizedUser[];
}

/** PUT …/adduserrole, the invite variant (doc 2 §7). */
export interface AddUserRolePayload {
  userId: string;
  clusterName: string;
  user: { userEmail: string; roleName: GrantableRole };
  /** true: the user chose to continue with an e-mail the server flagged (doc 2 §5, §8). */
  bypassValidationFlag: boolean;
}

export interface AddUserRoleResponse {
  message: string;
  authorizedUserRoles: AuthorizedUser[];
}

/** PUT …/updateuserrole */
export interface UpdateUserRolePayload {
  userEmail: string;
  roleName: GrantableRole;
}

/** PUT …/removeuserrole: `{ userID }` (also accepted: `{ id }`). */
export interface RemoveUserRolePayload {
  userID: string;
}

/** PUT …/withdrawinvitation */
export interface WithdrawInvitationPayload {
  userID: string;
}

/** An errors[] entry of the invite's 400: the e-mail's domain is flagged; the user may continue (doc 2 §8). */
export interface DomainValidationFieldError extends FieldError {
  isDomainValidationError?: boolean;
}
