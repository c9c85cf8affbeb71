/**
 * Cluster administration users (spec doc 2 §3, §4, §5, §7; paths in docs/emulator-api-parts/cluster-users.md):
 *   GET users/{uuid}/instances/{name}/autherizedusers                 { authorizedUsers }
 *   PUT …/adduserrole { userId, clusterName, user, bypassValidationFlag }   { message, authorizedUserRoles }
 *   PUT …/updateuserrole { userEmail, roleName }                     { message }
 *   PUT …/removeuserrole { userID }                                  { message }
 *   PUT …/withdrawinvitation { userID }                              { message }
 * Every change refreshes the users table; a removal also the cluster's page (its user count).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  AddUserRolePayload,
  AddUserRoleResponse,
  AuthorizedUsersResponse,
  MessageResponse,
  UpdateUserRolePayload,
} from '../contract/types';
import { http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
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
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
      meta: { persist: true },
    }),
};

export const clusterUserMutations = {
  /**
   * PUT …/adduserrole: 'Invitation sent' / 'An invitation email was sent to {email}.' (doc 2 §8). Field
   * messages (the domain flag included) go under the dialog's inputs, not in a notice.
   */
  invite: (uuid: string, name: string) =>
    mutationOptions<AddUserRoleResponse, Error, AddUserRolePayload>({
      mutationKey: mutationKeys.clusterUsers(uuid),
      mutationFn: (payload) => http.put<AddUserRoleResponse>(`${instancePath(uuid, name)}/adduserrole`, payload),
      meta: noticeMeta<AddUserRolePayload>({
        successTitle: CLUSTER_USER_NOTICES.invitedTitle,
        successText: (payload) => CLUSTER_USER_NOTICES.invited(payload.user.userEmail),
        serverMessage: false,
        formFields: inviteInputForServerField,
      }),
      onSuccess: (data, _payload, _result, { client }) =>
        client.setQueryData<AuthorizedUsersResponse>(usersKey(uuid, name), { authorizedUsers: data.authorizedUserRoles }),
      onSettled: (_data, _error, _payload, _result, { client }) => client.invalidateQueries({ queryKey: usersKey(uuid, name) }),
    }),

  /** PUT …/updateuserrole: the server's message is the notice (a role, or an ownership invitation sent). */
  updateRole: (uuid: string, name: string) =>
    mutationOptions<MessageResponse, Error, UpdateUserRolePayload>({
      mutationKey: mutationKeys.clusterUsers(uuid),
      mutationFn: (payload) => http.put<MessageResponse>(`${instancePath(uuid, name)}/updateuserrole`, payload),
      meta: noticeMeta<UpdateUserRolePayload>({
        successText: (payload) => CLUSTER_USER_NOTICES.roleChanged(payload.userEmail, payload.roleName),
        formFields: roleInputForServerField,
      }),
      onSettled: (_data, _error, _payload, _result, { client }) => client.invalidateQueries({ queryKey: usersKey(uuid, name) }),
    }),

  /** PUT …/removeuserrole: 'User Deleted' (doc 2 §8). */
  remove: (uuid: string, name: string) =>
    mutationOptions<MessageResponse, Error, UserRowVars>({
      mutationKey: mutationKeys.clusterUsers(uuid),
      mutationFn: ({ userID }) => http.put<MessageResponse>(`${instancePath(uuid, name)}/removeuserrole`, { userID }),
      meta: noticeMeta<UserRowVars>({
        successTitle: CLUSTER_USER_NOTICES.deletedTitle,
        successText: ({ email }) => CLUSTER_USER_NOTICES.deleted(email, name),
      }),
      onSettled: (_data, _error, _vars, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: usersKey(uuid, name) }),
          client.invalidateQueries({ queryKey: keys.clusterPart(uuid, name, 'instance') }),
        ]),
    }),

  /** PUT …/withdrawinvitation: the pending owner returns to the previous role (doc 2 §4). */
  withdraw: (uuid: string, name: string) =>
    mutationOptions<MessageResponse, Error, UserRowVars>({
      mutationKey: mutationKeys.clusterUsers(uuid),
      mutationFn: ({ userID }) => http.put<MessageResponse>(`${instancePath(uuid, name)}/withdrawinvitation`, { userID }),
      meta: noticeMeta<UserRowVars>({ successText: ({ email }) => CLUSTER_USER_NOTICES.withdrawn(email) }),
      onSettled: (_data, _error, _vars, _result, { client }) => client.invalidateQueries({ queryKey: usersKey(uuid, name) }),
    }),
};
