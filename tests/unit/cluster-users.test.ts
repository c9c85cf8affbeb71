/**
 * Cluster administration users (doc 2 §5, §6, §8): the invite's and the calls' schemas with the spec's exact
 * texts, the domain flag rule, and the row rules the app and the emulator share.
 */
import * as v from 'valibot';
import type { AuthorizedUser, ClusterRoleName } from '../../src/contract/types';
import {
  CLUSTER_USER_NOTICES,
  deleteRefusal,
  filterUsers,
  isDomainValidationError,
  roleChangeRefusal,
  roleOptions,
  showsWithdraw,
  sortUsers,
} from '../../src/domain/cluster-users';
import { policyFor } from '../../src/domain/policies';
import {
  addUserRolePayloadSchema,
  inviteFormSchema,
  removeUserRolePayloadSchema,
  roleFormSchema,
  updateUserRolePayloadSchema,
  withdrawInvitationPayloadSchema,
} from '../../src/domain/schemas/cluster-users';
import {
  CLUSTER_USERS_MESSAGES,
  EMAIL_CHECK_DEBOUNCE_MS,
  emailProblem,
  inviteInputForServerField,
  isFlaggedEmailDomain,
} from '../../src/domain/validation/cluster-users';

const INVALID = "This doesn't seem to be a valid email. Try again.";
const ROLE = 'please input your role';

const messages = (schema: v.GenericSchema, input: unknown) =>
  Object.fromEntries((v.safeParse(schema, input).issues ?? []).map((i) => [v.getDotPath(i) ?? '', i.message]));

function entry(id: string, role: ClusterRoleName, status: 'active' | 'pending' = 'active', name = id): AuthorizedUser {
  return {
    user: { id, fullname: name, email: `${id}@acme.example`, lastLoginAt: null },
    status,
    authorizedRoles: [{ id: 1, role }],
    previousRole: null,
    invitedAt: null,
  };
}

describe('the exact texts (doc 2 §5, §8, §9)', () => {
  it('has the spec texts and the 1.5 s e-mail check', () => {
    expect(CLUSTER_USERS_MESSAGES.emailInvalid).toBe(INVALID);
    expect(CLUSTER_USERS_MESSAGES.roleRequired).toBe(ROLE);
    expect(CLUSTER_USERS_MESSAGES.emailDomainFlagged).toBe("This doesn't seem to be a valid email. Try again or continue with this email.");
    expect(CLUSTER_USER_NOTICES.invitedTitle).toBe('Invitation sent');
    expect(CLUSTER_USER_NOTICES.invited('a@acme.example')).toBe('An invitation email was sent to a@acme.example.');
    expect(CLUSTER_USER_NOTICES.deletedTitle).toBe('User Deleted');
    expect(EMAIL_CHECK_DEBOUNCE_MS).toBe(1_500);
  });
});

describe('the e-mail rules', () => {
  it.each(['', '  ', 'plain', 'a@b', 'a b@acme.example', `${'a'.repeat(250)}@acme.example`])('%j is not valid', (email) => {
    expect(emailProblem(email)).toBe(INVALID);
  });

  it('accepts an address, trimmed', () => {
    expect(emailProblem('  dana.lee@acme.example ')).toBeNull();
  });

  it('flags free and disposable mailboxes only', () => {
    expect(isFlaggedEmailDomain('dana@gmail.com')).toBe(true);
    expect(isFlaggedEmailDomain('DANA@Mailinator.COM')).toBe(true);
    expect(isFlaggedEmailDomain('dana@acme.example')).toBe(false);
    expect(isFlaggedEmailDomain('dana@gmail.com.acme.example')).toBe(false);
  });
});

describe('the forms', () => {
  it('invite: the e-mail and a role among the given ones', () => {
    const schema = inviteFormSchema({ roles: ['developer', 'accountManager'] });
    expect(messages(schema, { email: 'x', role: null })).toEqual({ email: INVALID, role: ROLE });
    expect(messages(schema, { email: 'dana@acme.example', role: 'owner' })).toEqual({ role: ROLE });
    expect(v.safeParse(schema, { email: 'dana@acme.example', role: 'developer' }).success).toBe(true);
  });

  it('role change: a role is required', () => {
    expect(messages(roleFormSchema({ roles: ['developer'] }), { role: null })).toEqual({ role: ROLE });
  });
});

describe('the call schemas', () => {
  it('adduserrole: every field at once, the user read field by field', () => {
    expect(messages(addUserRolePayloadSchema, {})).toEqual({
      userId: 'userId is required',
      clusterName: 'clusterName is required',
      'user.userEmail': INVALID,
      'user.roleName': ROLE,
    });
    expect(messages(addUserRolePayloadSchema, { userId: 'u', clusterName: 'c', user: { userEmail: 'a@acme.example', roleName: 'incorta-admin' } })).toEqual({
      'user.roleName': ROLE,
    });
    expect(messages(addUserRolePayloadSchema, { userId: 'u', clusterName: 'c', user: { userEmail: 'a@acme.example', roleName: 'developer' }, bypassValidationFlag: 'yes' })).toEqual({
      bypassValidationFlag: 'bypassValidationFlag must be true or false',
    });
    const parsed = v.parse(addUserRolePayloadSchema, { userId: 'u', clusterName: 'c', user: { userEmail: ' a@acme.example ', roleName: 'owner' } });
    expect(parsed).toEqual({ userId: 'u', clusterName: 'c', user: { userEmail: 'a@acme.example', roleName: 'owner' }, bypassValidationFlag: false });
  });

  it('updateuserrole, removeuserrole (also { id }) and withdrawinvitation', () => {
    expect(messages(updateUserRolePayloadSchema, { userEmail: 'x', roleName: 'boss' })).toEqual({ userEmail: INVALID, roleName: ROLE });
    expect(v.parse(removeUserRolePayloadSchema, { id: 'abc' })).toEqual({ userID: 'abc' });
    expect(v.parse(removeUserRolePayloadSchema, { userID: 'abc' })).toEqual({ userID: 'abc' });
    expect(messages(removeUserRolePayloadSchema, {})).toEqual({ userID: 'userID is required' });
    expect(messages(withdrawInvitationPayloadSchema, {})).toEqual({ userID: 'userID is required' });
  });

  it("puts the domain flag ('email') and the body's e-mail path under the e-mail input", () => {
    expect(inviteInputForServerField('email')).toBe('email');
    expect(inviteInputForServerField('user.userEmail')).toBe('email');
    expect(inviteInputForServerField('user.roleName')).toBe('role');
    expect(inviteInputForServerField('clusterName')).toBeNull();
  });
});

describe('the row rules (doc 2 §6)', () => {
  const owner = { uuid: 'me', policy: policyFor('owner') };
  const manager = { uuid: 'me', policy: policyFor('accountAdmin') };

  it('changes roles of User, Manager and Billing User only, never one’s own', () => {
    expect(roleChangeRefusal(owner, entry('a', 'developer'))).toBeNull();
    expect(roleChangeRefusal(owner, entry('a', 'accountAdmin'))).toBeNull();
    expect(roleChangeRefusal(owner, entry('a', 'accountManager'))).toBeNull();
    expect(roleChangeRefusal(manager, entry('a', 'owner'))).toBe('The role of an Owner cannot be changed.');
    expect(roleChangeRefusal(owner, entry('a', 'incorta-admin'))).toBe('The role of a Support cannot be changed.');
    expect(roleChangeRefusal(manager, entry('me', 'accountAdmin'))).toBe('You cannot change your own role.');
  });

  it('deletes anyone but oneself and the owner', () => {
    expect(deleteRefusal(manager, entry('a', 'developer'))).toBeNull();
    expect(deleteRefusal(manager, entry('me', 'accountAdmin'))).toBe('You cannot remove yourself from this cluster.');
    expect(deleteRefusal(manager, entry('a', 'owner'))).toBe('The owner of the cluster cannot be removed.');
    expect(deleteRefusal(manager, entry('a', 'owner', 'pending'))).toBeNull();
  });

  it('shows withdraw to holders of the accountManager authorized role on a pending owner', () => {
    expect(showsWithdraw(owner.policy, entry('a', 'owner', 'pending'))).toBe(true);
    expect(showsWithdraw(manager.policy, entry('a', 'owner', 'pending'))).toBe(true);
    expect(showsWithdraw(owner.policy, entry('a', 'developer', 'pending'))).toBe(false);
    expect(showsWithdraw(policyFor('developer'), entry('a', 'owner', 'pending'))).toBe(false);
    expect(showsWithdraw({ ...owner.policy, authorizedRoles: ['owner', 'accountAdmin'] }, entry('a', 'owner', 'pending'))).toBe(false);
  });

  it('offers the authorizedRoles as options, without the current role', () => {
    expect(roleOptions(owner.policy)).toEqual(['owner', 'accountAdmin', 'developer', 'accountManager']);
    expect(roleOptions(manager.policy, 'developer')).toEqual(['accountAdmin', 'accountManager']);
    expect(roleOptions(policyFor('developer'))).toEqual([]);
  });

  it('searches by name or e-mail and sorts the owner first', () => {
    const rows = [entry('zed', 'developer', 'active', 'Zed Adams'), entry('amy', 'owner'), entry('bob', 'accountAdmin', 'active', 'Bob Stone')];
    expect(filterUsers(rows, ' stone ').map((r) => r.user.id)).toEqual(['bob']);
    expect(filterUsers(rows, 'ZED@ACME').map((r) => r.user.id)).toEqual(['zed']);
    expect(filterUsers(rows, '')).toHaveLength(3);
    expect(sortUsers(rows).map((r) => r.user.id)).toEqual(['amy', 'bob', 'zed']);
  });

  it('recognises the domain flag of a failed invite', () => {
    const flagged = { body: { errors: [{ fieldName: 'email', message: 'x', isDomainValidationError: true }] } };
    expect(isDomainValidationError(flagged)).toBe(true);
    expect(isDomainValidationError({ body: { errors: [{ fieldName: 'email', message: 'x' }] } })).toBe(false);
    expect(isDomainValidationError(new Error('x'))).toBe(false);
  });
});
