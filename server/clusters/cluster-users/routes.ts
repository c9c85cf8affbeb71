/**
 * Cluster administration users (doc 2 §3, §4, §5, §6, §7, §8), on the cluster sub-app:
 *
 *   GET …/autherizedusers                                        { authorizedUsers }  (who may view the area)
 *   PUT …/adduserrole { userId, clusterName, user: { userEmail, roleName }, bypassValidationFlag }
 *                                                                { message, authorizedUserRoles }  userPolicy create
 *   PUT …/updateuserrole { userEmail, roleName }                 { message }  userPolicy update
 *   PUT …/removeuserrole { userID } (also { id })                { message }  userPolicy delete
 *   PUT …/withdrawinvitation { userID }                          { message }  userPolicy update + accountManager held
 *
 * The role given must be among the caller's authorizedRoles (403). An invitation is a pending row of
 * cluster_invitations ('cluster', or 'ownership' for owner), completed by the acceptance routes
 * (invitations/routes.ts); an address without an account gets a provisioned one with a temporary password
 * (in the "sent" mail, cluster_user_mails). An address at a free or disposable mailbox provider is flagged
 * (400, errors[] entry { fieldName: 'email', isDomainValidationError: true }) unless bypassValidationFlag.
 * The row rules (oneself, the owner, a pending owner) are those of src/domain/cluster-users.ts (409).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type {
  AddUserRoleResponse,
  AuthorizedUser,
  AuthorizedUsersResponse,
  ClusterRoleName,
  DomainValidationFieldError,
  MessageResponse,
} from '../../../src/contract/types';
import {
  CLUSTER_USER_NOTICES,
  CLUSTER_USER_REFUSALS,
  deleteRefusal,
  isPendingOwner,
  roleChangeRefusal,
  roleOf,
  showsWithdraw,
  type UsersViewer,
} from '../../../src/domain/cluster-users';
import { PATHS } from '../../../src/domain/paths';
import { CLUSTER_ROLE_LABELS, policyFor, roleCan } from '../../../src/domain/policies';
import {
  addUserRolePayloadSchema,
  removeUserRolePayloadSchema,
  updateUserRolePayloadSchema,
  withdrawInvitationPayloadSchema,
} from '../../../src/domain/schemas/cluster-users';
import { CLUSTER_USERS_MESSAGES, isFlaggedEmailDomain } from '../../../src/domain/validation/cluster-users';
import { HttpError, invalid } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { findUserRowByEmail, insertUserRow } from '../../users/accounts';
import { hashPassword } from '../../users/passwords';
import { defaultProfile } from '../../users/profile';
import { body } from '../../validate';
import { can, type ClusterEnv, write } from '../kit';
import type { InstanceRow } from '../schema';
import { syncUserCounts } from '../store';
import {
  deletePendingInvitations,
  hasPendingTransfer,
  insertInvitation,
  listUsers,
  recordMail,
} from './store';

/** The family's own answers (ours). */
export const CLUSTER_USERS_ANSWERS = {
  clusterNameMismatch: 'clusterName must be the cluster of the path',
  userIdMismatch: 'userId must be your own user id',
  mailSubject: (cluster: string) => `You are invited to the cluster ${cluster}`,
  ownershipSubject: (cluster: string) => `You are invited to become the owner of ${cluster}`,
} as const;


/** The app paths that accept each kind of invitation (doc 1 §7; the /invitations pages). */
function acceptPath(kind: 'cluster' | 'ownership', userID: string, instanceID: string): string {
  const query = new URLSearchParams({ userID, instanceID }).toString();
  return `/users/${kind === 'cluster' ? 'acceptclusterinv' : 'acceptownershiptransfer'}?${query}`;
}

const label = (role: ClusterRoleName) => CLUSTER_ROLE_LABELS[role];

export function clusterUsersRoutes(_api: Hono<ApiEnv>, cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  const viewerOf = (uuid: string, role: ClusterRoleName): UsersViewer => ({ uuid, policy: policyFor(role) });

  /** 403 unless the caller's authorizedRoles include the role. */
  const checkGiven = (role: ClusterRoleName, callerRole: ClusterRoleName) => {
    if (!(policyFor(callerRole).authorizedRoles ?? []).includes(role)) throw new HttpError(403, CLUSTER_USER_REFUSALS.roleNotGiven(role));
  };

  /** The row of a user on the cluster, or 404. */
  const entryOf = (row: InstanceRow, uuid: string): AuthorizedUser => {
    const found = listUsers(db, row).find((e) => e.user.id === uuid);
    if (!found) throw new HttpError(404, CLUSTER_USER_REFUSALS.notOnCluster);
    return found;
  };

  const invitationMail = (kind: 'cluster' | 'ownership', row: InstanceRow, inviter: string, role: ClusterRoleName, uuid: string, password: string | null) =>
    [
      kind === 'cluster'
        ? `${inviter} invited you to the cluster ${row.name} as ${label(role)}.`
        : `${inviter} invited you to become the owner of ${row.name}. Once you accept, the transfer cannot be undone.`,
      `Accept: ${ctx.consoleUrl}${acceptPath(kind, uuid, row.id)}`,
      ...(password ? [`Sign in with this e-mail and the temporary password ${password}; you will be asked to choose your own.`] : []),
    ].join('\n');

  cluster.get('/autherizedusers', (c) => {
    const { row, role } = c.get('cluster');
    if (!roleCan(role, 'Cluster Administration Users', 'view')) throw new HttpError(403, CLUSTER_USER_REFUSALS.noView);
    return c.json<AuthorizedUsersResponse>({ authorizedUsers: listUsers(db, row) });
  });

  cluster.put('/adduserrole', can('userPolicy', 'create'), body(addUserRolePayloadSchema), async (c) => {
    const { row, role: callerRole } = c.get('cluster');
    const caller = c.get('user');
    const payload = c.var.body;
    if (payload.userId !== caller.uuid) throw invalid([{ fieldName: 'userId', message: CLUSTER_USERS_ANSWERS.userIdMismatch }]);
    if (payload.clusterName.toLowerCase() !== row.name.toLowerCase()) {
      throw invalid([{ fieldName: 'clusterName', message: CLUSTER_USERS_ANSWERS.clusterNameMismatch }]);
    }
    const { userEmail: email, roleName } = payload.user;
    checkGiven(roleName, callerRole);
    const existing = findUserRowByEmail(db, email);
    if (existing?.uuid === caller.uuid) throw new HttpError(409, CLUSTER_USER_REFUSALS.inviteSelf);
    const current = existing ? listUsers(db, row).find((e) => e.user.id === existing.uuid) : undefined;
    if (current?.status === 'active') throw new HttpError(409, CLUSTER_USER_REFUSALS.alreadyMember(existing?.email ?? email, row.name));
    if (current?.status === 'pending') throw new HttpError(409, CLUSTER_USER_REFUSALS.alreadyInvited(existing?.email ?? email, row.name));
    if (roleName === 'owner' && hasPendingTransfer(db, row.id)) throw new HttpError(409, CLUSTER_USER_REFUSALS.transferPending);
    if (!payload.bypassValidationFlag && isFlaggedEmailDomain(email)) {
      const flagged: DomainValidationFieldError = {
        fieldName: 'email',
        message: CLUSTER_USERS_MESSAGES.emailDomainFlagged,
        isDomainValidationError: true,
      };
      throw invalid([flagged]);
    }
    // An address without an account gets a provisioned one: it signs in with the mailed temporary password.
    const password = existing ? null : randomBytes(12).toString('base64url');
    const passwordHash = password ? await hashPassword(password) : null;
    const kind = roleName === 'owner' ? 'ownership' : 'cluster';
    const now = ctx.clock.now();
    write(ctx, (w) => {
      let invitee = findUserRowByEmail(db, email);
      if (!invitee && passwordHash) {
        const uuid = randomUUID();
        insertUserRow(db, {
          uuid,
          email,
          sub: `db|${uuid}`,
          password_hash: passwordHash,
          blocked: 0,
          profile: JSON.stringify({ ...defaultProfile(''), isProvision: true, isDummyPassword: true, newUser: false }),
          utm: '{}',
          created_at: new Date(now).toISOString(),
        });
        invitee = findUserRowByEmail(db, email);
      }
      if (!invitee) throw new HttpError(409, CLUSTER_USER_REFUSALS.alreadyInvited(email, row.name));
      insertInvitation(db, row.id, invitee.uuid, kind, roleName, now);
      const inviter = caller.fullName || caller.email;
      recordMail(db, {
        instanceId: row.id,
        to: invitee.email,
        subject: kind === 'cluster' ? CLUSTER_USERS_ANSWERS.mailSubject(row.name) : CLUSTER_USERS_ANSWERS.ownershipSubject(row.name),
        body: invitationMail(kind, row, inviter, roleName, invitee.uuid, password),
        now,
      });
      w.notify(row, {
        to: invitee.uuid,
        event: kind === 'cluster' ? 'CLUSTER_INVITATION' : 'OWNERSHIP_INVITATION',
        kind: kind === 'cluster' ? 'cluster.invitation' : 'cluster.ownership',
        title: kind === 'cluster' ? 'Cluster invitation' : 'Ownership invitation',
        message:
          kind === 'cluster'
            ? `${inviter} invited you to ${row.name} as ${label(roleName)}.`
            : `${inviter} invited you to become the owner of ${row.name}.`,
        url: acceptPath(kind, invitee.uuid, row.id),
      });
    });
    return c.json<AddUserRoleResponse>({ message: CLUSTER_USER_NOTICES.invited(email), authorizedUserRoles: listUsers(db, row) });
  });

  cluster.put('/updateuserrole', can('userPolicy', 'update'), body(updateUserRolePayloadSchema), (c) => {
    const { row, role: callerRole } = c.get('cluster');
    const caller = c.get('user');
    const { userEmail, roleName } = c.var.body;
    checkGiven(roleName, callerRole);
    const target = findUserRowByEmail(db, userEmail);
    if (!target) throw new HttpError(404, CLUSTER_USER_REFUSALS.notOnCluster);
    const entry = entryOf(row, target.uuid);
    const refusal = roleChangeRefusal(viewerOf(caller.uuid, callerRole), entry);
    if (refusal) throw new HttpError(409, refusal);
    if (roleOf(entry) === roleName) throw new HttpError(409, CLUSTER_USER_REFUSALS.sameRole(roleName));
    const now = ctx.clock.now();
    const inviter = caller.fullName || caller.email;
    if (roleName === 'owner') {
      if (entry.status === 'pending') throw new HttpError(409, CLUSTER_USER_REFUSALS.transferNeedsMember);
      if (hasPendingTransfer(db, row.id)) throw new HttpError(409, CLUSTER_USER_REFUSALS.transferPending);
      write(ctx, (w) => {
        insertInvitation(db, row.id, target.uuid, 'ownership', 'owner', now);
        recordMail(db, {
          instanceId: row.id,
          to: target.email,
          subject: CLUSTER_USERS_ANSWERS.ownershipSubject(row.name),
          body: invitationMail('ownership', row, inviter, 'owner', target.uuid, null),
          now,
        });
        w.notify(row, {
          to: target.uuid,
          event: 'OWNERSHIP_INVITATION',
          kind: 'cluster.ownership',
          title: 'Ownership invitation',
          message: `${inviter} invited you to become the owner of ${row.name}.`,
          url: acceptPath('ownership', target.uuid, row.id),
        });
      });
      return c.json<MessageResponse>({ message: CLUSTER_USER_NOTICES.ownershipOffered(target.email) });
    }
    write(ctx, (w) => {
      if (entry.status === 'pending') {
        db.prepare(
          `UPDATE cluster_invitations SET role = ? WHERE instance_id = ? AND user_uuid = ? AND kind = 'cluster' AND status = 'pending'`,
        ).run(roleName, row.id, target.uuid);
      } else {
        db.prepare('UPDATE cluster_roles SET role = ? WHERE instance_id = ? AND user_uuid = ?').run(roleName, row.id, target.uuid);
      }
      w.notify(row, {
        to: target.uuid,
        event: 'ROLE_CHANGED',
        kind: 'cluster.role',
        title: 'Role changed',
        message: `Your role on ${row.name} is now ${label(roleName)}.`,
        url: entry.status === 'pending' ? acceptPath('cluster', target.uuid, row.id) : `${PATHS.clusters}/${encodeURIComponent(row.name)}`,
      });
    });
    return c.json<MessageResponse>({ message: CLUSTER_USER_NOTICES.roleChanged(target.email, roleName) });
  });

  cluster.put('/removeuserrole', can('userPolicy', 'delete'), body(removeUserRolePayloadSchema), (c) => {
    const { row, role: callerRole } = c.get('cluster');
    const caller = c.get('user');
    const entry = entryOf(row, c.var.body.userID);
    const refusal = deleteRefusal(viewerOf(caller.uuid, callerRole), entry);
    if (refusal) throw new HttpError(409, refusal);
    write(ctx, (w) => {
      db.prepare('DELETE FROM cluster_roles WHERE instance_id = ? AND user_uuid = ?').run(row.id, entry.user.id);
      deletePendingInvitations(db, row.id, entry.user.id);
      syncUserCounts(db, entry.user.id);
      w.notify(row, {
        to: entry.user.id,
        event: 'USER_REMOVED',
        kind: 'cluster.role',
        title: 'Access removed',
        message: `You no longer have access to ${row.name}.`,
        url: PATHS.clusters,
      });
    });
    return c.json<MessageResponse>({ message: CLUSTER_USER_NOTICES.deleted(entry.user.email, row.name) });
  });

  cluster.put('/withdrawinvitation', can('userPolicy', 'update'), body(withdrawInvitationPayloadSchema), (c) => {
    const { row, role: callerRole } = c.get('cluster');
    const policy = policyFor(callerRole);
    if (!(policy.authorizedRoles ?? []).includes('accountManager')) throw new HttpError(403, CLUSTER_USER_REFUSALS.noWithdraw);
    const entry = entryOf(row, c.var.body.userID);
    if (!isPendingOwner(entry) || !showsWithdraw(policy, entry)) throw new HttpError(409, CLUSTER_USER_REFUSALS.noPendingOwner);
    write(ctx, (w) => {
      deletePendingInvitations(db, row.id, entry.user.id, 'ownership');
      w.notify(row, {
        to: entry.user.id,
        event: 'OWNERSHIP_INVITATION_WITHDRAWN',
        kind: 'cluster.ownership',
        title: 'Ownership invitation withdrawn',
        message: `The invitation to become the owner of ${row.name} was withdrawn.`,
        url: entry.previousRole ? `${PATHS.clusters}/${encodeURIComponent(row.name)}` : PATHS.clusters,
      });
    });
    return c.json<MessageResponse>({ message: CLUSTER_USER_NOTICES.withdrawn(entry.user.email) });
  });
}
