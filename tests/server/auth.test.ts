/** The bearer check of /api (docs/emulator-api.md "API rules"), through the in-process emulator. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_JSON, OTHER_USER } from '../../server/api-helpers';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';

const TRIAL = 'trial@demo.test';
const PREMIUM = 'premium@demo.test';

let emu: InProcessEmulator;
let trialUuid: string;

beforeAll(async () => {
  emu = await createInProcessEmulator();
  trialUuid = emu.uuidOf(TRIAL);
});
afterAll(() => emu.close());

function me(uuid: string, headers: Record<string, string> = {}): Promise<Response> {
  return emu.fetch(`/api/users/${uuid}/me`, { headers });
}

function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

async function expectError(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = (await res.json()) as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toBe('');
  return body.message as string;
}

describe('a valid token', () => {
  it('reads the caller’s own user', async () => {
    const res = await me(trialUuid, bearer(await emu.tokenFor(TRIAL)));
    expect(res.status).toBe(200);
    const user = (await res.json()) as { uuid: string; email: string };
    expect(user.uuid).toBe(trialUuid);
    expect(user.email).toBe(TRIAL);
  });

  it('answers an unchanged GET with 304 when the client sends the ETag back', async () => {
    const headers = bearer(await emu.tokenFor(TRIAL));
    const first = await me(trialUuid, headers);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const second = await me(trialUuid, { ...headers, 'If-None-Match': tag ?? '' });
    expect(second.status).toBe(304);
  });
});

describe('401 for a missing or bad token', () => {
  it('refuses a call without a token', async () => {
    const res = await me(trialUuid);
    await expectError(res, 401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('refuses a header that is not a bearer JWT', async () => {
    await expectError(await me(trialUuid, { Authorization: 'Basic dXNlcjpwYXNz' }), 401);
    await expectError(await me(trialUuid, bearer('not-a-jwt')), 401);
  });

  it('refuses a tampered token (payload changed, signature kept)', async () => {
    const token = await emu.tokenFor(TRIAL);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    claims.uuid = emu.uuidOf(PREMIUM);
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    await expectError(await me(emu.uuidOf(PREMIUM), bearer(forged)), 401);
  });

  it('refuses a token signed with another key', async () => {
    await expectError(await me(trialUuid, bearer(await emu.tokenFor(TRIAL, { key: 'wrong' }))), 401);
  });

  it('refuses a token for another audience', async () => {
    const token = await emu.tokenFor(TRIAL, { audience: 'https://other.example/api' });
    expect(await expectError(await me(trialUuid, bearer(token)), 401)).toBe('Token is not meant for this API');
  });

  it('refuses an expired token', async () => {
    const token = await emu.tokenFor(TRIAL, { expiresIn: '-1h' });
    expect(await expectError(await me(trialUuid, bearer(token)), 401)).toBe('Token expired');
  });
});

describe('403 for a wrong scope or another user', () => {
  it('refuses a GET whose token lacks read:clusters', async () => {
    const token = await emu.tokenFor(TRIAL, { scope: 'create:clusters update:clusters' });
    expect(await expectError(await me(trialUuid, bearer(token)), 403)).toBe(
      'Insufficient scope: read:clusters is required',
    );
  });

  it('refuses a PUT whose token lacks update:clusters', async () => {
    const token = await emu.tokenFor(TRIAL, { scope: 'read:clusters' });
    const res = await emu.fetch(`/api/users/${trialUuid}/update`, {
      method: 'PUT',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ personalInformationEdit: {} }),
    });
    expect(await expectError(res, 403)).toBe('Insufficient scope: update:clusters is required');
  });

  it("refuses to read another user's data", async () => {
    const res = await emu.fetch(`/api/users/${emu.uuidOf(PREMIUM)}/me`, { as: TRIAL });
    expect(await expectError(res, 403)).toBe(OTHER_USER);
  });
});

describe('bad payloads', () => {
  it('answers 400 "Request body must be JSON" to a body that is not JSON', async () => {
    const res = await emu.fetch(`/api/users/${trialUuid}/update`, {
      method: 'PUT',
      as: TRIAL,
      headers: { 'Content-Type': 'application/json' },
      body: '{"personalInformationEdit": ',
    });
    expect(await expectError(res, 400)).toBe(NOT_JSON);
  });
});
