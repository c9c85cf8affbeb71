/**
 * The tracking stand-ins (server/tracking): config.json names them only while they are on (off with test
 * hooks unless switched on), the three scripts are served as JavaScript, the events call records only what
 * a provider records (400 in the doc 1 §8 shape otherwise, nothing stored), the test hooks read, clear and
 * switch; and the consent-only personal-information update (doc 3 §7) changes userConsent and nothing else.
 */
import { listTrackingEvents, setStandIns } from '../../server/tracking';
import { DEMO_UUIDS } from '../../server/users/seed-users';
import type { User } from '../../src/contract/types';
import { emulatorForEachTest, jsonInit } from '../support/in-process';

const emu = emulatorForEachTest();

const TRIAL = 'trial@demo.test';
const NEWUSER = 'newuser@demo.test';

async function config(): Promise<{ tracking?: Record<string, { scriptUrl: string } | null> }> {
  return (await (await emu.fetch('/config.json')).json()) as { tracking?: Record<string, { scriptUrl: string } | null> };
}

function postEvent(body: unknown) {
  return emu.fetch('/api/tracking/stand-ins/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function hook(method: string, path: string, body?: unknown) {
  return emu.fetch(`/api/_emulator/tracking${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
}

async function me(email: string): Promise<User> {
  return (await (await emu.fetch(`/api/users/${emu.uuidOf(email)}/me`, { as: email })).json()) as User;
}

describe('config.json', () => {
  it('names no provider while the stand-ins are off (the default with test hooks): every one off', async () => {
    expect((await config()).tracking).toBeUndefined();
  });

  it('names the three same-origin stand-ins once the hook switches them on', async () => {
    expect((await hook('PUT', '/stand-ins', { enabled: true })).status).toBe(200);
    expect((await config()).tracking).toEqual({
      analytics: { scriptUrl: `${emu.url}/api/tracking/stand-ins/analytics.js` },
      chat: { scriptUrl: `${emu.url}/api/tracking/stand-ins/chat.js` },
      marketing: { scriptUrl: `${emu.url}/api/tracking/stand-ins/marketing.js` },
    });
    expect((await hook('PUT', '/stand-ins', { enabled: 'yes' })).status).toBe(400);
  });
});

describe('the stand-in scripts', () => {
  it.each([
    ['analytics', 'window.consoleAnalytics'],
    ['chat', 'window.consoleChat'],
    ['marketing', 'window.consoleMarketing'],
  ])('serves %s.js as JavaScript defining %s, without a token', async (name, global) => {
    const response = await emu.fetch(`/api/tracking/stand-ins/${name}.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toContain(`${global} = {`);
  });

  it('answers 404 for any other file', async () => {
    expect((await emu.fetch('/api/tracking/stand-ins/other.js')).status).toBe(404);
    expect((await emu.fetch('/api/tracking/stand-ins/chat.css')).status).toBe(404);
  });
});

describe('POST /api/tracking/stand-ins/events', () => {
  beforeEach(() => setStandIns(emu.ctx, true));

  it('records a call without a token, readable through the hook', async () => {
    const response = await postEvent({ provider: 'analytics', kind: 'track', userId: 'u-1', detail: { event: 'logged-in' } });
    expect(response.status).toBe(204);
    expect(await postEvent({ provider: 'chat', kind: 'poll', detail: { ready: false } })).toHaveProperty('status', 204);
    const events = ((await (await hook('GET', '/events')).json()) as { events: unknown[] }).events;
    expect(events).toMatchObject([
      { provider: 'analytics', kind: 'track', userId: 'u-1', detail: { event: 'logged-in' } },
      { provider: 'chat', kind: 'poll', userId: null, detail: { ready: false } },
    ]);
    const chatOnly = ((await (await hook('GET', '/events?provider=chat')).json()) as { events: unknown[] }).events;
    expect(chatOnly).toHaveLength(1);
    expect((await hook('DELETE', '/events')).status).toBe(200);
    expect(listTrackingEvents(emu.ctx)).toEqual([]);
  });

  it('refuses what a provider does not record, every field at once, and stores nothing', async () => {
    const response = await postEvent({ provider: 'pixel', kind: 'sell', userId: 7, detail: 'all' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { fieldName: string }[] };
    expect(body.errors.map((e) => e.fieldName).sort()).toEqual(['detail', 'kind', 'provider', 'userId']);
    const wrongKind = await postEvent({ provider: 'marketing', kind: 'identify' });
    expect(wrongKind.status).toBe(400);
    expect(await wrongKind.json()).toMatchObject({ errors: [{ fieldName: 'kind', message: 'kind is not an event this provider records' }] });
    expect(listTrackingEvents(emu.ctx)).toEqual([]);
  });

  it('answers 404 and records nothing while the stand-ins are off', async () => {
    setStandIns(emu.ctx, false);
    expect((await postEvent({ provider: 'chat', kind: 'show' })).status).toBe(404);
    expect(listTrackingEvents(emu.ctx)).toEqual([]);
  });
});

describe('PUT /api/_emulator/tracking/consent', () => {
  it("sets or clears a user's recorded consent", async () => {
    expect((await hook('PUT', '/consent', { email: TRIAL, userConsent: null })).status).toBe(200);
    expect((await me(TRIAL)).userConsent).toBeNull();
    expect((await hook('PUT', '/consent', { email: TRIAL, userConsent: 'reject' })).status).toBe(200);
    expect((await me(TRIAL)).userConsent).toBe('reject');
    expect((await hook('PUT', '/consent', { email: 'nobody@demo.test', userConsent: null })).status).toBe(404);
    expect((await hook('PUT', '/consent', { email: TRIAL, userConsent: 'maybe' })).status).toBe(400);
  });
});

describe('PUT users/{userId}/update with the consent only (doc 3 §7)', () => {
  const update = (email: string, body: unknown) => emu.fetch(`/api/users/${emu.uuidOf(email)}/update`, jsonInit('PUT', email, body));

  it('records userConsent and changes nothing else, even for a user who has not filled in their details', async () => {
    const before = await me(NEWUSER);
    expect(before).toMatchObject({ userConsent: null, jobTitle: '', userDataIsSet: false });
    const response = await update(NEWUSER, { personalInformationEdit: { userConsent: 'accept' } });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { message: string; user: User };
    expect(answer.user).toEqual({ ...before, userConsent: 'accept' });
    expect(await me(NEWUSER)).toEqual({ ...before, userConsent: 'accept' });
  });

  it('refuses a consent other than accept or reject with its field message', async () => {
    const response = await update(TRIAL, { personalInformationEdit: { userConsent: 'maybe' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ fieldName: 'userConsent', message: 'User consent must be accept or reject' }] });
    expect((await me(TRIAL)).userConsent).toBe('accept');
  });

  it("is refused for another user's id", async () => {
    const response = await emu.fetch(`/api/users/${DEMO_UUIDS.premium}/update`, jsonInit('PUT', TRIAL, { personalInformationEdit: { userConsent: 'reject' } }));
    expect(response.status).toBe(403);
  });
});
