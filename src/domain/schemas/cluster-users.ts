/**
 * Cluster administration users (spec doc 2 §5, §7): one schema per payload, shared by the forms and the
 * emulator, with the texts of domain/validation/cluster-users.ts. The forms are factories: their role options
 * are the caller's authorizedRoles. What needs the database (who is on the cluster, whose role it is, the
 * e-mail domain rule) the emulator checks after the parse.
 */
import * as v from 'valibot';
import type {
  AddUserRolePayload,
  RemoveUserRolePayload,
  UpdateUserRolePayload,
  WithdrawInvitationPayload,
} from '../../contract/types';
import { CLUSTER_USERS_MESSAGES, emailProblem, GRANTABLE_ROLES } from '../validation/cluster-users';
import { requiredField, textOrEmpty } from './common';


/** An e-mail by the invite's rule (trimmed; missing reads as empty, so the rule's own text is what a caller sees). */
const email = v.pipe(
  textOrEmpty(CLUSTER_USERS_MESSAGES.emailInvalid),
  v.trim(),
  v.check((value) => emailProblem(value) === null, CLUSTER_USERS_MESSAGES.emailInvalid),
);

/** A role by name: missing, empty or unknown all read 'please input your role'. */
const roleName = v.pipe(textOrEmpty(CLUSTER_USERS_MESSAGES.roleRequired), v.picklist(GRANTABLE_ROLES, CLUSTER_USERS_MESSAGES.roleRequired));

// --- Forms ---------------------------------------------------------------------------------------

export interface InviteFormValues {
  email: string;
  role: string | null;
}

export interface RoleFormValues {
  role: string | null;
}

/** A role among the options the caller may give (their authorizedRoles). */
function roleAmong(roles: readonly string[]) {
  return v.pipe(
    v.nullable(v.string(), ''),
    v.check((value) => value !== null && roles.includes(value), CLUSTER_USERS_MESSAGES.roleRequired),
  );
}

/** The invite dialog: a valid e-mail and one of `roles`. */
export function inviteFormSchema({ roles }: { roles: readonly string[] }) {
  return v.object({
    email: v.pipe(
      v.string(),
      v.check((value) => emailProblem(value) === null, CLUSTER_USERS_MESSAGES.emailInvalid),
    ),
    role: roleAmong(roles),
  });
}

/** The change-of-role dialog: one of `roles`. */
export function roleFormSchema({ roles }: { roles: readonly string[] }) {
  return v.object({ role: roleAmong(roles) });
}

// --- Calls ---------------------------------------------------------------------------------------

/** PUT …/adduserrole `{ userId, clusterName, user: { userEmail, roleName }, bypassValidationFlag }`. */
export const addUserRolePayloadSchema = v.config(
  v.object({
    userId: requiredField('userId'),
    clusterName: requiredField('clusterName'),
    // Missing reads as empty: the caller sees what the user needs, field by field.
    user: v.optional(
      v.object({ userEmail: email, roleName }, CLUSTER_USERS_MESSAGES.userRequired),
      {},
    ),
    bypassValidationFlag: v.optional(v.boolean(CLUSTER_USERS_MESSAGES.bypassFlag), false),
  }),
  { abortPipeEarly: true },
) satisfies v.GenericSchema<unknown, AddUserRolePayload>;

/** PUT …/updateuserrole `{ userEmail, roleName }`. */
export const updateUserRolePayloadSchema = v.config(v.object({ userEmail: email, roleName }), {
  abortPipeEarly: true,
}) satisfies v.GenericSchema<unknown, UpdateUserRolePayload>;

/** PUT …/removeuserrole `{ userID }`, also `{ id }` (doc 2 §7): read as `{ userID }`. */
export const removeUserRolePayloadSchema = v.pipe(
  v.object({
    userID: v.optional(v.string(CLUSTER_USERS_MESSAGES.userIDRequired)),
    id: v.optional(v.string(CLUSTER_USERS_MESSAGES.userIDRequired)),
  }),
  v.rawTransform<{ userID?: string | undefined; id?: string | undefined }, RemoveUserRolePayload>(
    ({ dataset, addIssue, NEVER }) => {
      const userID = (dataset.value.userID ?? dataset.value.id ?? '').trim();
      if (userID === '') {
        addIssue({
          message: CLUSTER_USERS_MESSAGES.userIDRequired,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'userID', value: dataset.value.userID }],
        });
        return NEVER;
      }
      return { userID };
    },
  ),
);

/** PUT …/withdrawinvitation `{ userID }`. */
export const withdrawInvitationPayloadSchema = v.object({
  userID: requiredField('userID'),
}) satisfies v.GenericSchema<unknown, WithdrawInvitationPayload>;
