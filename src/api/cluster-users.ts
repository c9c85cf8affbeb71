/**
 * Cluster administration users (spec doc 2 §3, §4, §5, §7; paths in docs/emulator-api-parts/cluster-users.md):
 *   GET users/{uuid}/instances/{name}/autherizedusers                 { authorizedUsers }
 *   PUT …/adduserrole { userId, clusterName, user, bypassValidationFlag }   { message, authorizedUserRoles }
 *   PUT …/updateuserrole { userEmail, roleName }                     { message }
 *   PUT …/removeuserrole { userID }                                  { message }
 *   PUT …/withdrawinvitation { userID }                              { message }
 * Every change refreshes the users table; a removal also the cluster's page (its user count).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  AddUserRolePayload,
  AddUserRoleResponse,
  AuthorizedUsersResponse,
  MessageResponse,
  UpdateUserRolePayload,
} from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { writeOptions, type WriteCall } from './writes';
import { CLUSTER_USER_NOTICES } from '../domain/cluster-users';
import { inviteInputForServerField, roleInputForServerField } from '../domain/validation/cluster-users';
import { instancePath } from '../contract/api-paths';

const usersKey = (uuid: string, name: string) => keys.clusterPart(uuid, name, 'authorized-users');

/** A call about one row: the body names the user by id; the e-mail is for the notice. */
export interface UserRowVars {
  userID: string;
  email: string;
}

export const clusterUserQueries = {
  /** The users table; persisted with the page, so it reads offline. */
  list: (uuid: string, name: string) =>
    queryOptions({
      queryKey: usersKey(uuid, name),
      queryFn: ({ signal }) => http.get<AuthorizedUsersResponse>(`${instancePath(uuid, name)}/autherizedusers`, { signal }),
      meta: { persist: true },
    }),
};

/** Every change of the table: the table is read again when it settles. */
const change = <TData, TVariables>(uuid: string, name: string, spec: WriteCall<TData, TVariables>) =>
  writeOptions<TData, TVariables>({ mutationKey: mutationKeys.clusterUsers(uuid), refresh: [usersKey(uuid, name)], ...spec });

export const clusterUserMutations = {
  /**
   * PUT …/adduserrole: 'Invitation sent' / 'An invitation email was sent to {email}.' (doc 2 §8). Field
   * messages (the domain flag included) go under the dialog's inputs, not in a notice.
   */
  invite: (uuid: string, name: string) =>
    change<AddUserRoleResponse, AddUserRolePayload>(uuid, name, {
      call: (payload) => http.put<AddUserRoleResponse>(`${instancePath(uuid, name)}/adduserrole`, payload),
      notices: {
        successTitle: CLUSTER_USER_NOTICES.invitedTitle,
        successText: (payload) => CLUSTER_USER_NOTICES.invited(payload.user.userEmail),
        serverMessage: false,
        formFields: inviteInputForServerField,
      },
      apply: (client, data) => client.setQueryData<AuthorizedUsersResponse>(usersKey(uuid, name), { authorizedUsers: data.authorizedUserRoles }),
    }),

  /** PUT …/updateuserrole: the server's message is the notice (a role, or an ownership invitation sent). */
  updateRole: (uuid: string, name: string) =>
    change<MessageResponse, UpdateUserRolePayload>(uuid, name, {
      call: (payload) => http.put<MessageResponse>(`${instancePath(uuid, name)}/updateuserrole`, payload),
      notices: {
        successText: (payload) => CLUSTER_USER_NOTICES.roleChanged(payload.userEmail, payload.roleName),
        formFields: roleInputForServerField,
      },
    }),

  /** PUT …/removeuserrole: 'User Deleted' (doc 2 §8); the cluster's page too (its user count). */
  remove: (uuid: string, name: string) =>
    writeOptions<MessageResponse, UserRowVars>({
      mutationKey: mutationKeys.clusterUsers(uuid),
      call: ({ userID }) => http.put<MessageResponse>(`${instancePath(uuid, name)}/removeuserrole`, { userID }),
      notices: { successTitle: CLUSTER_USER_NOTICES.deletedTitle, successText: ({ email }) => CLUSTER_USER_NOTICES.deleted(email, name) },
      refresh: [usersKey(uuid, name), keys.clusterPart(uuid, name, 'instance')],
    }),

  /** PUT …/withdrawinvitation: the pending owner returns to the previous role (doc 2 §4). */
  withdraw: (uuid: string, name: string) =>
    change<MessageResponse, UserRowVars>(uuid, name, {
      call: ({ userID }) => http.put<MessageResponse>(`${instancePath(uuid, name)}/withdrawinvitation`, { userID }),
      notices: { successText: ({ email }) => CLUSTER_USER_NOTICES.withdrawn(email) },
    }),
};
