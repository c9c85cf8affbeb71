import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivationResponse, User } from '../../src/contract/types';
import { checkPassword, DEMO_ACCOUNTS, DEMO_PASSWORD, findAccountByEmail } from '../../server/users/accounts';
import { DEMO_UUIDS } from '../../server/users/seed-users';
import { CONTROL_CHARACTERS } from '../../src/domain/validation/text';
import { createInProcessEmulator, IN_PROCESS_URL, type InProcessEmulator } from '../support/in-process';

const ORIGIN = IN_PROCESS_URL;

let emu: InProcessEmulator;
beforeEach(async () => {
  emu = await createInProcessEmulator();
});
afterEach(() => emu.close());

const json = (value: unknown): string => JSON.stringify(value);

async function me(email: string): Promise<User> {
  const response = await emu.fetch(`/api/users/${emu.uuidOf(email)}/me`, { as: email });
  expect(response.status).toBe(200);
  return (await response.json()) as User;
}

const VALID_EDIT = { firstName: 'Tara', lastName: 'Tester', jobTitle: 'Analyst', company: 'Acme', phone: '+1 555 0100' };
const STRONG = 'Str0ng-Passw0rd!';

describe('demo accounts', () => {
  it('seeds the ten accounts of the issue plus three cluster-role accounts, all with the demo password', async () => {
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    for (const key of ['trial', 'expired', 'premium', 'enterprise', 'partner', 'provisioned', 'azure', 'blocked', 'unverified', 'newuser', 'manager', 'user', 'billing']) {
      expect(emails).toContain(`${key}@demo.test`);
    }
    for (const email of emails) expect((await checkPassword(emu.ctx.db, email, DEMO_PASSWORD))?.email).toBe(email);
    expect(await checkPassword(emu.ctx.db, 'trial@demo.test', 'wrong-password')).toBeNull();
    expect((await checkPassword(emu.ctx.db, 'TRIAL@demo.test', DEMO_PASSWORD))?.uuid).toBe(DEMO_UUIDS.trial);
    expect(findAccountByEmail(emu.ctx.db, 'blocked@demo.test')?.blocked).toBe(true);
    expect(findAccountByEmail(emu.ctx.db, 'unverified@demo.test')?.emailVerified).toBe(false);
  });

  it('gives each account what it exercises', async () => {
    const trial = await me('trial@demo.test');
    expect(trial.role).toEqual({ id: 1, name: 'free' });
    expect(trial.features).toContainEqual({ key: 'payment', toggle: true });

    const expired = await me('expired@demo.test');
    expect([expired.trialExpired, expired.vholParticipation, expired.extendedTrial]).toEqual([true, false, false]);

    const premium = await me('premium@demo.test');
    expect(premium.role).toEqual({ id: 3, name: 'premium' });
    expect(premium.configurations.allowedInstances.count).toBe(10);

    const enterprise = await me('enterprise@demo.test');
    expect(enterprise.role.name).toBe('enterprise');
    expect(enterprise.enableMarketplace).toBe(true);
    expect(enterprise.features.filter((f) => f.toggle)).toHaveLength(14);

    const partner = await me('partner@demo.test');
    expect(partner.isPartner).toBe(true);
    expect(partner.sub).toBe(`social|${partner.uuid}`);

    const provisioned = await me('provisioned@demo.test');
    expect([provisioned.isProvision, provisioned.isDummyPassword, provisioned.last_password_reset]).toEqual([true, true, '']);

    const azure = await me('azure@demo.test');
    expect(azure.showConsentFlow).toBe(true);
    expect(azure.pipelineStatus).toMatchObject({ state: 'inProgress', stageName: 'Basic_Resources' });

    const unverified = await me('unverified@demo.test');
    expect([unverified.confirmed, unverified.email_verified]).toEqual([false, false]);

    const newuser = await me('newuser@demo.test');
    expect([newuser.newUser, newuser.assignedCluster, newuser.confirmed, newuser.redirectTo]).toEqual([true, false, true, null]);
  });
});

describe('GET users/{userId}/me', () => {
  it('answers the full wire User with every field of spec doc 1 §3', async () => {
    const user = await me('premium@demo.test');
    expect(Object.keys(user).sort()).toEqual(
      [
        'uuid', 'email', 'fullName', 'firstName', 'lastName', 'jobTitle', 'company', 'phone', 'sub', 'role',
        'enableMarketplace', 'features', 'toggleFeatures', 'platformActions', 'configurations', 'trialExpired',
        'vholParticipation', 'extendedTrial', 'showConsentFlow', 'pipelineStatus', 'isProvision', 'isDummyPassword',
        'last_password_reset', 'confirmed', 'email_verified', 'newUser', 'assignedCluster', 'userDataIsSet',
        'redirectTo', 'userConsent', 'isPartner', 'createdAt', 'instancesCount', 'instanceServices',
      ].sort(),
    );
    expect(user.uuid).toBe(DEMO_UUIDS.premium);
    expect(user.email).toBe('premium@demo.test');
    expect(user.sub).toBe(`db|${DEMO_UUIDS.premium}`);
    expect(user.platformActions.map((a) => a.name)).toHaveLength(15);
    expect(user.platformActions.find((a) => a.name === 'cluster_create')?.platforms).toBe('gc,az,az-saas');
    expect(user.configurations.showDiskSize).toEqual({ enabled: true, value: 50, min: 20, max: 500 });
    expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
  });

  it("refuses another user's data with 403", async () => {
    const response = await emu.fetch(`/api/users/${DEMO_UUIDS.premium}/me`, { as: 'trial@demo.test' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "You are not allowed to access another user's data" });
  });
});

describe('PUT users/{userId}/update', () => {
  const update = (body: unknown, as = 'trial@demo.test') =>
    emu.fetch(`/api/users/${DEMO_UUIDS.trial}/update`, { method: 'PUT', as, body: json(body) });

  it('saves personal information and answers the updated user', async () => {
    const response = await update({ personalInformationEdit: { ...VALID_EDIT, userConsent: 'reject' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; user: User };
    expect(body.message).toBe('Personal information updated successfully');
    expect(body.user).toMatchObject({ ...VALID_EDIT, fullName: 'Tara Tester', userConsent: 'reject', userDataIsSet: true });
    expect(await me('trial@demo.test')).toMatchObject({ firstName: 'Tara', lastName: 'Tester', company: 'Acme' });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['jobTitle', 'Job title is required'],
    ['company', 'Company is required'],
  ])('requires %s: 400 with its field message, nothing saved', async (field, message) => {
    const before = await me('trial@demo.test');
    const response = await update({ personalInformationEdit: { ...VALID_EDIT, [field]: '  ' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: [{ fieldName: field, message }] });
    expect(await me('trial@demo.test')).toEqual(before);
  });

  it.each(['firstName', 'lastName', 'jobTitle', 'company'])('refuses control characters in %s, nothing saved', async (field) => {
    const before = await me('trial@demo.test');
    const response = await update({ personalInformationEdit: { ...VALID_EDIT, [field]: 'Ta\u0000ra\u009b' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: CONTROL_CHARACTERS,
      errors: [{ fieldName: field, message: 'Must not contain control characters' }],
    });
    expect(await me('trial@demo.test')).toEqual(before);
  });

  it('lists every bad field at once and applies none of the good ones', async () => {
    const before = await me('trial@demo.test');
    const response = await update({
      personalInformationEdit: { firstName: 'Changed', lastName: '', jobTitle: 'X', company: 'Y', phone: 'call me', userConsent: 'maybe' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { fieldName: string; message: string }[] };
    expect(body.errors).toEqual([
      { fieldName: 'lastName', message: 'Last name is required' },
      { fieldName: 'phone', message: 'Please enter a valid phone number' },
      { fieldName: 'userConsent', message: 'User consent must be accept or reject' },
    ]);
    expect((await me('trial@demo.test')).firstName).toBe(before.firstName);
  });

  it('accepts an empty or missing phone', async () => {
    const { phone: _phone, ...withoutPhone } = VALID_EDIT;
    expect((await update({ personalInformationEdit: withoutPhone })).status).toBe(200);
    expect((await me('trial@demo.test')).phone).toBe('');
  });

  it('keeps the email read-only', async () => {
    const same = await update({ personalInformationEdit: { ...VALID_EDIT, email: 'TRIAL@demo.test' } });
    expect(same.status).toBe(200);
    const response = await update({ personalInformationEdit: { ...VALID_EDIT, email: 'someone@else.test' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Email cannot be changed',
      errors: [{ fieldName: 'email', message: 'Email cannot be changed' }],
    });
    expect((await me('trial@demo.test')).email).toBe('trial@demo.test');
  });

  it('answers 400 for a missing object or a body that is not JSON', async () => {
    const missing = await update({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: [{ fieldName: 'personalInformationEdit' }] });
    const notJson = await emu.fetch(`/api/users/${DEMO_UUIDS.trial}/update`, { method: 'PUT', as: 'trial@demo.test', body: '{oops' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'Request body must be JSON' });
  });
});

describe('POST users/{userId}/activate', () => {
  const activate = (email: string, body: unknown = { enable: true }) =>
    emu.fetch(`/api/users/${emu.uuidOf(email)}/activate`, { method: 'POST', as: email, body: json(body) });

  it('activates a new user once: redirectTo and an opaque crypted receipt, then the same receipt', async () => {
    const first = await activate('newuser@demo.test');
    expect(first.status).toBe(200);
    const answer = (await first.json()) as ActivationResponse;
    expect(answer.redirectTo).toBe('/clusters?welcome=1');
    expect(answer.crypted).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.crypted).not.toContain(DEMO_UUIDS.newuser);
    const user = await me('newuser@demo.test');
    expect([user.newUser, user.assignedCluster]).toEqual([false, true]);

    const again = (await (await activate('newuser@demo.test')).json()) as ActivationResponse;
    expect(again).toEqual({ redirectTo: null, crypted: answer.crypted });
  });

  it('needs enable: true', async () => {
    const response = await activate('newuser@demo.test', { enable: 'yes' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ fieldName: 'enable', message: 'enable must be true' }] });
    expect((await me('newuser@demo.test')).assignedCluster).toBe(false);
  });

  it('refuses an unverified account', async () => {
    const response = await activate('unverified@demo.test');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Please verify your email address before activating your account' });
    expect((await me('unverified@demo.test')).assignedCluster).toBe(false);
  });
});

describe('PUT users/{userId}/provision/updatepassword', () => {
  const provision = (body: Record<string, unknown>) =>
    emu.fetch(`/api/users/${DEMO_UUIDS.provisioned}/provision/updatepassword`, {
      method: 'PUT',
      as: 'provisioned@demo.test',
      body: json({ userID: DEMO_UUIDS.provisioned, isSkipped: false, ...body }),
    });

  it.each([
    ['', ['Password is required']],
    ['Sh0rt-pass!', ['Password must be at least 12 characters']],
    [`A1-${'a'.repeat(30)}`, ['Password must be at most 32 characters']],
    ['NOLOWERCASE-123', ['Password must contain a lowercase letter']],
    ['nouppercase-123', ['Password must contain an uppercase letter']],
    ['No-Digits-Here!', ['Password must contain a digit']],
    ['NoSpecial12345', ['Password must contain a special character']],
    ['Has Space-1234', ['Password must not contain spaces']],
    ['has space-1234', ['Password must not contain spaces']],
    ['short', ['Password must be at least 12 characters']],
  ])('rejects %j with the first broken rule text, leaving the dummy password in place', async (password, messages) => {
    const response = await provision({ password });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: unknown[] };
    expect(body.errors).toEqual(messages.map((message) => ({ fieldName: 'password', message })));
    expect(body.message).toBe(messages[0]);
    expect((await me('provisioned@demo.test')).isDummyPassword).toBe(true);
    expect(await checkPassword(emu.ctx.db, 'provisioned@demo.test', DEMO_PASSWORD)).not.toBeNull();
  });

  it('sets a valid password: dummy flag off, last reset recorded, the new password signs in', async () => {
    const response = await provision({ password: STRONG });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Password updated successfully' });
    const user = await me('provisioned@demo.test');
    expect(user.isDummyPassword).toBe(false);
    expect(Number.isNaN(Date.parse(user.last_password_reset ?? ''))).toBe(false);
    expect(await checkPassword(emu.ctx.db, 'provisioned@demo.test', STRONG)).not.toBeNull();
    expect(await checkPassword(emu.ctx.db, 'provisioned@demo.test', DEMO_PASSWORD)).toBeNull();

    const again = await provision({ password: STRONG });
    expect(again.status).toBe(409);
  });

  it('checks userID and isSkipped', async () => {
    expect((await provision({ userID: DEMO_UUIDS.trial, password: STRONG })).status).toBe(403);
    const noSkip = await provision({ isSkipped: 'no', password: STRONG });
    expect(noSkip.status).toBe(400);
    expect(await noSkip.json()).toMatchObject({ errors: [{ fieldName: 'isSkipped' }] });
    expect((await me('provisioned@demo.test')).isDummyPassword).toBe(true);
  });
});

describe('PUT users/{userId}/updatepassword', () => {
  it('changes the password of a database account', async () => {
    const response = await emu.fetch(`/api/users/${DEMO_UUIDS.premium}/updatepassword`, {
      method: 'PUT',
      as: 'premium@demo.test',
      body: json({ password: STRONG }),
    });
    expect(response.status).toBe(200);
    expect(await checkPassword(emu.ctx.db, 'premium@demo.test', STRONG)).not.toBeNull();
  });

  it('refuses a social account with the connection message', async () => {
    const response = await emu.fetch(`/api/users/${DEMO_UUIDS.partner}/updatepassword`, {
      method: 'PUT',
      as: 'partner@demo.test',
      body: json({ password: STRONG }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'You cannot change password with this connection.' });
    expect(await checkPassword(emu.ctx.db, 'partner@demo.test', DEMO_PASSWORD)).not.toBeNull();
  });
});

describe('POST support', () => {
  const send = (body: unknown, as?: string) => emu.fetch('/api/support', { method: 'POST', body: json(body), ...(as ? { as } : {}) });
  const stored = () => emu.ctx.db.prepare('SELECT email, message, user_uuid FROM support_messages').all();

  it('signed out: email required and valid, message required', async () => {
    const empty = await send({});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      message: 'Email is required',
      errors: [
        { fieldName: 'email', message: 'Email is required' },
        { fieldName: 'message', message: 'Message is required' },
      ],
    });
    const badEmail = await send({ email: 'not-an-email', message: 'Help' });
    expect(await badEmail.json()).toMatchObject({ errors: [{ fieldName: 'email', message: 'Please enter a valid email' }] });
    expect(stored()).toEqual([]);

    const ok = await send({ email: 'visitor@example.com', message: 'I cannot sign in' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Your message has been sent successfully' });
    expect(stored()).toEqual([{ email: 'visitor@example.com', message: 'I cannot sign in', user_uuid: null }]);
  });

  it('refuses control characters in the message and the email, keeps tabs and line feeds', async () => {
    const nul = await send({ email: 'visitor@example.com', message: 'Help\u0000me' });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({
      message: CONTROL_CHARACTERS,
      errors: [{ fieldName: 'message', message: CONTROL_CHARACTERS }],
    });
    const escape = await send({ email: 'vis\u001bitor@example.com', message: 'Help' });
    expect(await escape.json()).toMatchObject({ errors: [{ fieldName: 'email', message: CONTROL_CHARACTERS }] });
    expect(stored()).toEqual([]);
    const lines = await send({ email: 'visitor@example.com', message: 'Line one\n\tLine two' });
    expect(lines.status).toBe(200);
    expect(stored()).toEqual([{ email: 'visitor@example.com', message: 'Line one\n\tLine two', user_uuid: null }]);
  });

  it("signed in: no email needed, the account's email is used", async () => {
    const response = await send({ message: 'Please upgrade me' }, 'trial@demo.test');
    expect(response.status).toBe(200);
    expect(stored()).toEqual([{ email: 'trial@demo.test', message: 'Please upgrade me', user_uuid: DEMO_UUIDS.trial }]);
    const noMessage = await send({ message: ' ' }, 'trial@demo.test');
    expect(await noMessage.json()).toEqual({ message: 'Message is required', errors: [{ fieldName: 'message', message: 'Message is required' }] });
  });

  it('takes a message of 5000 characters (trimmed) and refuses a longer one on its field, storing nothing', async () => {
    const longest = await send({ message: `  ${'a'.repeat(5000)}  ` }, 'trial@demo.test');
    expect(longest.status).toBe(200);
    const tooLong = await send({ message: 'a'.repeat(5001) }, 'trial@demo.test');
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      message: 'Message must be at most 5000 characters',
      errors: [{ fieldName: 'message', message: 'Message must be at most 5000 characters' }],
    });
    expect(stored()).toHaveLength(1);
  });
});

describe('GET cloudsso', () => {
  const sso = (target?: string) =>
    emu.fetch(`/api/cloudsso${target === undefined ? '' : `?redirect_to=${encodeURIComponent(target)}`}`, { redirect: 'manual' });

  it('redirects to same-origin paths and to clusters on the cluster domain (its clusters’ host names)', async () => {
    const external = await sso('https://sales-eu.cloud.analytics-cloud.example/incorta/#/dashboards/1');
    expect(external.status).toBe(302);
    expect(external.headers.get('location')).toBe('https://sales-eu.cloud.analytics-cloud.example/incorta/#/dashboards/1');
    const local = await sso('/clusters/sales-eu?tab=details');
    expect(local.headers.get('location')).toBe(`${ORIGIN}/clusters/sales-eu?tab=details`);
  });

  it.each(['https://another.site', 'https://another.site/cloud.analytics-cloud.example', '//another.site/x', 'http://sales-eu.cloud.analytics-cloud.example/'])(
    'refuses %s: not this site nor a cluster domain (400, no redirect, even signed out)',
    async (target) => {
      const response = await sso(target);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toEqual({
        message: 'redirect_to must be this site or a cluster on a cluster domain',
        errors: [{ fieldName: 'redirect_to', message: 'redirect_to must be this site or a cluster on a cluster domain' }],
      });
    },
  );

  it('follows the cluster domains it is configured with, and serves them in config.json', async () => {
    const other = await createInProcessEmulator({ clusterDomains: ['clusters.example.net'] });
    try {
      const config = (await (await other.fetch('/config.json')).json()) as { clusterDomains: string[] };
      expect(config.clusterDomains).toEqual(['clusters.example.net']);
      const ok = await other.fetch(`/api/cloudsso?redirect_to=${encodeURIComponent('https://eu.clusters.example.net/')}`, { redirect: 'manual' });
      expect(ok.headers.get('location')).toBe('https://eu.clusters.example.net/');
      const before = await other.fetch(`/api/cloudsso?redirect_to=${encodeURIComponent('https://sales.cloud.analytics-cloud.example/')}`, {
        redirect: 'manual',
      });
      expect(before.status).toBe(400);
    } finally {
      await other.close();
    }
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example/x'])('refuses %s with 400', async (target) => {
    const response = await sso(target);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toMatchObject({ message: 'redirect_to must be an http or https URL' });
  });

  it('requires redirect_to', async () => {
    const response = await sso();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'redirect_to is required' });
  });
});

describe('other user calls', () => {
  it('assign_cluster marks the cluster assigned; userID must be the caller', async () => {
    const call = (userID: unknown) =>
      emu.fetch(`/api/users/${DEMO_UUIDS.newuser}/instances/assign_cluster`, { method: 'POST', as: 'newuser@demo.test', body: json({ userID }) });
    expect((await call(DEMO_UUIDS.trial)).status).toBe(403);
    expect((await call(undefined)).status).toBe(400);
    expect((await me('newuser@demo.test')).assignedCluster).toBe(false);
    const ok = await call(DEMO_UUIDS.newuser);
    expect(await ok.json()).toEqual({ message: 'Cluster assigned successfully' });
    expect((await me('newuser@demo.test')).assignedCluster).toBe(true);
  });

  it('payment: null for a trial account, an active plan for a paying one', async () => {
    const trial = await emu.fetch(`/api/payment/${DEMO_UUIDS.trial}`, { as: 'trial@demo.test' });
    expect(await trial.json()).toEqual({ payment: null });
    const premium = await emu.fetch(`/api/payment/${DEMO_UUIDS.premium}`, { as: 'premium@demo.test' });
    expect(await premium.json()).toMatchObject({ payment: { plan: 'premium', status: 'active' } });
    expect((await emu.fetch(`/api/payment/${DEMO_UUIDS.premium}`, { as: 'trial@demo.test' })).status).toBe(403);
  });

  it('systemconfigurations: the stored value, else the default; fields required', async () => {
    const post = (body: unknown) => emu.fetch('/api/systemconfigurations', { method: 'POST', as: 'premium@demo.test', body: json(body) });
    expect(await (await post({ configKey: 'service.premium.supported', configType: 'premium', defaultValue: 'false' })).json()).toEqual({ sysConfig: 'true' });
    expect(await (await post({ configKey: 'unknown.key', configType: 'x', defaultValue: '42' })).json()).toEqual({ sysConfig: '42' });
    const bad = await post({ configType: 'x' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: [
        { fieldName: 'configKey', message: 'configKey is required' },
        { fieldName: 'defaultValue', message: 'defaultValue is required' },
      ],
    });
  });

  it('premium-package/flag answers a boolean flag', async () => {
    const response = await emu.fetch('/api/premium-package/flag', { as: 'premium@demo.test' });
    expect(await response.json()).toEqual({ flag: true });
  });

  it('every user call needs a token', async () => {
    const response = await emu.fetch(`/api/users/${DEMO_UUIDS.trial}/me`);
    expect(response.status).toBe(401);
  });
});

describe('bearer tokens on the public routes', () => {
  it('support with a token uses the account; a bad token is 401, not a signed-out form', async () => {
    const token = await emu.tokenFor('trial@demo.test');
    const post = (authorization: string | null, body: unknown) =>
      emu.fetch('/api/support', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: json(body),
      });
    const signedIn = await post(`Bearer ${token}`, { message: 'Hello from the app' });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ message: 'Your message has been sent successfully' });
    expect((await post('Bearer not.a.token', { message: 'Hello' })).status).toBe(401);
    const signedOut = await post(null, { message: 'Hi' });
    expect(signedOut.status).toBe(400);
    expect(await signedOut.json()).toMatchObject({ errors: [{ fieldName: 'email', message: 'Email is required' }] });
  });
});
