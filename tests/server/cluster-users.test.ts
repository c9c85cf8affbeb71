/**
 * Cluster administration users (doc 2 §3, §4, §5, §6, §7, §8) through the in-process emulator: the users of a
 * cluster with their status and role, invitations (the 400 shapes, the domain flag and its bypass, a pending
 * user the existing acceptance completes), role changes (the rules, an ownership transfer and its
 * withdrawal), removal; 403 from the matrix, 404, 409 from the state, nothing half-applied.
 *
 * Seeded: premium@ owns sales-analytics and marketing-bi; on sales-analytics manager@ is Manager, user@ User and
 * billing@ Billing User; on marketing-bi manager@ is Manager with a pending ownership transfer and user@ is
 * invited as User.
 */
import { describe, expect, it } from 'vitest';
import type {
  AddUserRoleResponse,
  AuthorizedUser,
  AuthorizedUsersResponse,
  InstancesResponse,
  NotificationsResponse,
} from '../../src/contract/types';
import type { EmulatorContext } from '../../server/context';
import { seedClusterUsers } from '../../server/clusters/cluster-users/seed';
import { findUserRowByEmail } from '../../server/users/accounts';
import { getProfile } from '../../server/users/store';
import { emulatorForEachTest, jsonInit } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const MANAGER = 'manager@demo.test';
const USER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const SALES = 'sales-analytics';
const MARKETING = 'marketing-bi';
const FLAGGED = "This doesn't seem to be a valid email. Try again or continue with this email.";

const emu = emulatorForEachTest();
const { events } = emu;

function call(method: string, as: string, path: string, body?: unknown): Promise<Response> {
  return emu.fetch(`/api/users/${emu.uuidOf(as)}/instances/${path}`, jsonInit(method, as, body));
}

async function users(as: string, cluster: string): Promise<AuthorizedUser[]> {
  const res = await call('GET', as, `${cluster}/autherizedusers`);
  expect(res.status).toBe(200);
  return ((await res.json()) as AuthorizedUsersResponse).authorizedUsers;
}

/** email → [role, status] of every row, sorted by e-mail. */
async function roster(as: string, cluster: string): Promise<[string, string, string][]> {
  return (await users(as, cluster))
    .map((u): [string, string, string] => [u.user.email, u.authorizedRoles[0]?.role ?? '', u.status])
    .sort((a, b) => a[0].localeCompare(b[0]));
}

const invite = (as: string, cluster: string, email: string, roleName: string, bypassValidationFlag = false) =>
  call('PUT', as, `${cluster}/adduserrole`, {
    userId: emu.uuidOf(as),
    clusterName: cluster,
    user: { userEmail: email, roleName },
    bypassValidationFlag,
  });

async function expectRefused(res: Response, status: number, message: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ message });
}

const count = (ctx: EmulatorContext, sql: string, ...params: unknown[]) => ctx.db.prepare(sql).pluck().get(...params) as number;

describe('GET …/autherizedusers', () => {
  it('lists the owner, the role holders and the invited, with status and last login', async () => {
    seedClusterUsers(emu.ctx);
    expect(await roster(PREMIUM, SALES)).toEqual([
      [BILLING, 'accountManager', 'active'],
      [MANAGER, 'accountAdmin', 'active'],
      [PREMIUM, 'owner', 'active'],
      [USER, 'developer', 'active'],
    ]);
    const list = await users(MANAGER, SALES);
    const premium = list.find((u) => u.user.email === PREMIUM);
    expect(premium?.user.fullname).not.toBe('');
    expect(typeof premium?.user.lastLoginAt).toBe('string');
    expect(list.find((u) => u.user.email === USER)?.user.lastLoginAt).toBeNull();

    // A pending ownership transfer shows the invitee as a pending owner, with the role they would return to.
    const marketing = await users(PREMIUM, MARKETING);
    expect(marketing.find((u) => u.user.email === MANAGER)).toMatchObject({
      status: 'pending',
      authorizedRoles: [{ role: 'owner' }],
      previousRole: 'accountAdmin',
    });
    expect(marketing.find((u) => u.user.email === USER)).toMatchObject({ status: 'pending', authorizedRoles: [{ role: 'developer' }] });
  });

  it('is refused to a User (none in the matrix) and unknown clusters are 404', async () => {
    await expectRefused(await call('GET', USER, `${SALES}/autherizedusers`), 403, 'You are not allowed to see the users of this cluster.');
    expect((await call('GET', PREMIUM, 'enterprise-dwh/autherizedusers')).status).toBe(404);
    // The Billing User views users (doc 2 §6).
    expect((await call('GET', BILLING, `${SALES}/autherizedusers`)).status).toBe(200);
  });
});

describe('PUT …/adduserrole (invite)', () => {
  it('answers every field at once in the doc 1 §8 shape', async () => {
    const res = await call('PUT', PREMIUM, `${SALES}/adduserrole`, {});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { fieldName: string; message: string }[] };
    expect(body.errors).toEqual([
      { fieldName: 'userId', message: 'userId is required' },
      { fieldName: 'clusterName', message: 'clusterName is required' },
      { fieldName: 'user.userEmail', message: "This doesn't seem to be a valid email. Try again." },
      { fieldName: 'user.roleName', message: 'please input your role' },
    ]);
    const wrongCluster = await call('PUT', PREMIUM, `${SALES}/adduserrole`, {
      userId: emu.uuidOf(PREMIUM),
      clusterName: MARKETING,
      user: { userEmail: 'a@acme.example', roleName: 'developer' },
    });
    expect(wrongCluster.status).toBe(400);
  });

  it('flags a free-mail domain, then with bypassValidationFlag creates a pending user the acceptance completes', async () => {
    const email = 'new.analyst@gmail.com';
    const flagged = await invite(PREMIUM, SALES, email, 'developer');
    expect(flagged.status).toBe(400);
    expect(await flagged.json()).toEqual({
      message: FLAGGED,
      errors: [{ fieldName: 'email', message: FLAGGED, isDomainValidationError: true }],
    });
    // Nothing half-applied: no account, no invitation, no mail.
    expect(findUserRowByEmail(emu.ctx.db, email)).toBeNull();
    expect(count(emu.ctx, 'SELECT COUNT(*) FROM cluster_user_mails')).toBe(0);

    const sent = await invite(PREMIUM, SALES, email, 'developer', true);
    expect(sent.status).toBe(200);
    const answer = (await sent.json()) as AddUserRoleResponse;
    expect(answer.message).toBe(`An invitation email was sent to ${email}.`);
    expect(answer.authorizedUserRoles.find((u) => u.user.email === email)).toMatchObject({
      status: 'pending',
      authorizedRoles: [{ role: 'developer' }],
      user: { lastLoginAt: null },
    });

    // A provisioned account with a temporary password, told in the mail with the link to accept.
    const row = findUserRowByEmail(emu.ctx.db, email);
    expect(row).not.toBeNull();
    expect(getProfile(row!)).toMatchObject({ isProvision: true, isDummyPassword: true });
    const mail = emu.ctx.db.prepare('SELECT subject, body FROM cluster_user_mails WHERE to_email = ?').get(email) as { subject: string; body: string };
    expect(mail.subject).toBe('You are invited to the cluster sales-analytics');
    expect(mail.body).toContain(`/users/acceptclusterinv?userID=${row!.uuid}&instanceID=`);
    expect(mail.body).toMatch(/temporary password \S{12,}/);
    // The invitee's notice, whose alert opens the acceptance page.
    expect(events.find((e) => e.userId === row!.uuid)).toMatchObject({ kind: 'cluster.invitation', url: expect.stringContaining('/users/acceptclusterinv?') });

    const instanceID = emu.ctx.db.prepare('SELECT id FROM instances WHERE name = ?').pluck().get(SALES) as string;
    const accepted = await emu.fetch('/api/users/acceptclusterinv', {
      method: 'POST',
      as: email,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userID: row!.uuid, instanceID }),
    });
    expect(accepted.status).toBe(200);
    expect((await roster(PREMIUM, SALES)).find(([e]) => e === email)).toEqual([email, 'developer', 'active']);
    const list = (await (await emu.fetch(`/api/users/${row!.uuid}/instances`, { as: email })).json()) as InstancesResponse;
    expect(list.instances.map((i) => i.name)).toEqual([SALES]);
  });

  it('invites an existing account with a notice for them, and refuses what the state forbids', async () => {
    const res = await invite(MANAGER, SALES, ENTERPRISE, 'accountManager');
    expect(res.status).toBe(200);
    const notices = (await (await emu.fetch(`/api/users/${emu.uuidOf(ENTERPRISE)}/notifications`, { as: ENTERPRISE }).then((r) => r.json())) as NotificationsResponse).notifications;
    expect(notices.find((n) => n.instanceName === SALES)).toMatchObject({ event: 'CLUSTER_INVITATION' });

    await expectRefused(await invite(MANAGER, SALES, ENTERPRISE, 'developer'), 409, `${ENTERPRISE} is already invited to ${SALES}.`);
    await expectRefused(await invite(MANAGER, SALES, PREMIUM, 'developer'), 409, `${PREMIUM} already has access to ${SALES}.`);
    await expectRefused(await invite(MANAGER, SALES, MANAGER, 'developer'), 409, 'You already have access to this cluster.');
    // A Manager may not give owner (not among their authorizedRoles); a User and a Billing User may not invite.
    await expectRefused(await invite(MANAGER, SALES, 'x@acme.example', 'owner'), 403, 'You cannot give the role Owner on this cluster.');
    await expectRefused(await invite(USER, SALES, 'x@acme.example', 'developer'), 403, 'You are not allowed to invite users to this cluster.');
    await expectRefused(await invite(BILLING, SALES, 'x@acme.example', 'developer'), 403, 'You are not allowed to invite users to this cluster.');
    expect(findUserRowByEmail(emu.ctx.db, 'x@acme.example')).toBeNull();
  });
});

describe('PUT …/updateuserrole', () => {
  it('changes a User, Manager or Billing User, never oneself or the owner', async () => {
    const res = await call('PUT', PREMIUM, `${SALES}/updateuserrole`, { userEmail: USER, roleName: 'accountManager' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: `${USER} is now a Billing User.` });
    expect((await roster(PREMIUM, SALES)).find(([e]) => e === USER)).toEqual([USER, 'accountManager', 'active']);

    await expectRefused(
      await call('PUT', MANAGER, `${SALES}/updateuserrole`, { userEmail: MANAGER, roleName: 'developer' }),
      409,
      'You cannot change your own role.',
    );
    await expectRefused(
      await call('PUT', MANAGER, `${SALES}/updateuserrole`, { userEmail: PREMIUM, roleName: 'developer' }),
      409,
      'The role of an Owner cannot be changed.',
    );
    await expectRefused(
      await call('PUT', PREMIUM, `${SALES}/updateuserrole`, { userEmail: BILLING, roleName: 'accountManager' }),
      409,
      'This user is already a Billing User.',
    );
    await expectRefused(
      await call('PUT', PREMIUM, `${SALES}/updateuserrole`, { userEmail: ENTERPRISE, roleName: 'developer' }),
      404,
      'This user has no role on this cluster.',
    );
    await expectRefused(
      await call('PUT', USER, `${SALES}/updateuserrole`, { userEmail: BILLING, roleName: 'developer' }),
      403,
      'You are not allowed to change the roles of this cluster.',
    );
    const bad = await call('PUT', PREMIUM, `${SALES}/updateuserrole`, { userEmail: 'nope', roleName: 'boss' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: unknown[] }).errors).toEqual([
      { fieldName: 'userEmail', message: "This doesn't seem to be a valid email. Try again." },
      { fieldName: 'roleName', message: 'please input your role' },
    ]);
  });

  it('makes a transfer to owner an ownership invitation, withdrawn back to the previous role or accepted', async () => {
    const res = await call('PUT', PREMIUM, `${SALES}/updateuserrole`, { userEmail: BILLING, roleName: 'owner' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: `An ownership invitation was sent to ${BILLING}.` });
    expect((await users(PREMIUM, SALES)).find((u) => u.user.email === BILLING)).toMatchObject({
      status: 'pending',
      authorizedRoles: [{ role: 'owner' }],
      previousRole: 'accountManager',
    });
    await expectRefused(
      await call('PUT', PREMIUM, `${SALES}/updateuserrole`, { userEmail: USER, roleName: 'owner' }),
      409,
      'An ownership transfer is already pending for this cluster.',
    );
    // A pending owner's role is not changed; the invitation is withdrawn instead.
    await expectRefused(
      await call('PUT', PREMIUM, `${SALES}/updateuserrole`, { userEmail: BILLING, roleName: 'developer' }),
      409,
      'The role of an Owner cannot be changed.',
    );
    const withdrawn = await call('PUT', PREMIUM, `${SALES}/withdrawinvitation`, { userID: emu.uuidOf(BILLING) });
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toEqual({ message: `The ownership invitation of ${BILLING} is withdrawn.` });
    expect((await roster(PREMIUM, SALES)).find(([e]) => e === BILLING)).toEqual([BILLING, 'accountManager', 'active']);
    await expectRefused(
      await call('PUT', PREMIUM, `${SALES}/withdrawinvitation`, { userID: emu.uuidOf(BILLING) }),
      409,
      'This user has no pending ownership invitation.',
    );

    // The seeded transfer on marketing-bi, accepted by the existing route: manager@ owns it, premium@ is Manager.
    const instanceID = emu.ctx.db.prepare('SELECT id FROM instances WHERE name = ?').pluck().get(MARKETING) as string;
    const accepted = await emu.fetch('/api/users/acceptownershiptransfer', {
      method: 'POST',
      as: MANAGER,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userID: emu.uuidOf(MANAGER), instanceID }),
    });
    expect(accepted.status).toBe(200);
    expect((await roster(MANAGER, MARKETING)).filter(([, , s]) => s === 'active')).toEqual([
      [MANAGER, 'owner', 'active'],
      [PREMIUM, 'accountAdmin', 'active'],
    ]);
  });
});

describe('PUT …/withdrawinvitation', () => {
  it('is for role holders who may give Billing User, on a pending owner only', async () => {
    await expectRefused(
      await call('PUT', USER, `${SALES}/withdrawinvitation`, { userID: emu.uuidOf(MANAGER) }),
      403,
      'You are not allowed to change the roles of this cluster.',
    );
    await expectRefused(
      await call('PUT', PREMIUM, `${MARKETING}/withdrawinvitation`, { userID: emu.uuidOf(USER) }),
      409,
      'This user has no pending ownership invitation.',
    );
    expect((await call('PUT', PREMIUM, `${MARKETING}/withdrawinvitation`, {})).status).toBe(400);
    expect((await call('PUT', PREMIUM, `${MARKETING}/withdrawinvitation`, { userID: emu.uuidOf(MANAGER) })).status).toBe(200);
    expect((await roster(PREMIUM, MARKETING)).find(([e]) => e === MANAGER)).toEqual([MANAGER, 'accountAdmin', 'active']);
  });
});

describe('PUT …/removeuserrole', () => {
  it('removes a user (also by { id }) with a notice for them, never oneself or the owner', async () => {
    const res = await call('PUT', MANAGER, `${SALES}/removeuserrole`, { userID: emu.uuidOf(BILLING) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: `${BILLING} no longer has access to ${SALES}.` });
    expect((await roster(PREMIUM, SALES)).map(([e]) => e)).not.toContain(BILLING);
    expect(events.find((e) => e.userId === emu.uuidOf(BILLING))).toMatchObject({ title: 'Access removed' });
    expect((await call('GET', BILLING, `${SALES}/autherizedusers`)).status).toBe(404);

    // A pending invitee is removed with their invitation.
    expect((await call('PUT', PREMIUM, `${MARKETING}/removeuserrole`, { id: emu.uuidOf(USER) })).status).toBe(200);
    expect(count(emu.ctx, `SELECT COUNT(*) FROM cluster_invitations WHERE user_uuid = ? AND status = 'pending'`, emu.uuidOf(USER))).toBe(0);

    const before = await roster(PREMIUM, SALES);
    await expectRefused(await call('PUT', MANAGER, `${SALES}/removeuserrole`, { userID: emu.uuidOf(MANAGER) }), 409, 'You cannot remove yourself from this cluster.');
    await expectRefused(await call('PUT', MANAGER, `${SALES}/removeuserrole`, { userID: emu.uuidOf(PREMIUM) }), 409, 'The owner of the cluster cannot be removed.');
    await expectRefused(await call('PUT', MANAGER, `${SALES}/removeuserrole`, { userID: 'nobody' }), 404, 'This user has no role on this cluster.');
    await expectRefused(await call('PUT', USER, `${SALES}/removeuserrole`, { userID: emu.uuidOf(MANAGER) }), 403, 'You are not allowed to remove users from this cluster.');
    const missing = await call('PUT', MANAGER, `${SALES}/removeuserrole`, {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: unknown[] }).errors).toEqual([{ fieldName: 'userID', message: 'userID is required' }]);
    expect(await roster(PREMIUM, SALES)).toEqual(before);
  });
});
