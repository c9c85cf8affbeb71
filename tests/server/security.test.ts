/**
 * The emulator's defences that no single feature owns (docs/emulator-api.md "API rules"): the request
 * body limit, the token time claims, and the headers on every answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from '../../server/api-helpers';
import { startEmulator, type Emulator } from '../../server/app';
import { AUTH_MESSAGES } from '../../server/auth';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';

const TRIAL = 'trial@demo.test';

let emu: InProcessEmulator;
let trialUuid: string;

beforeAll(async () => {
  emu = await createInProcessEmulator();
  trialUuid = emu.uuidOf(TRIAL);
});
afterAll(() => emu.close());

function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/** A body of `bytes` bytes sent in 64 KB chunks with no Content-Length; `sent()` says how much was read. */
function streamed(bytes: number): { body: ReadableStream<Uint8Array>; sent: () => number } {
  let left = bytes;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left <= 0) {
        controller.close();
        return;
      }
      const size = Math.min(left, 64 * 1024);
      left -= size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { body, sent: () => bytes - left };
}

describe('request body limit', () => {
  const supportBody = (size: number) => JSON.stringify({ email: 'a@b.example', message: 'x'.repeat(size) });

  it('answers 413 with a message to a body over the limit, before any sign-in check', async () => {
    const res = await emu.fetch('/api/support', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: supportBody(MAX_BODY_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: BODY_TOO_LARGE });
    expect(BODY_TOO_LARGE).toBe('The request body is too large (at most 256 KB)');
  });

  it('cuts a streamed body without Content-Length once it passes the limit', async () => {
    const upload = streamed(100 * 1024 * 1024);
    const res = await emu.fetch('/api/support', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: upload.body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: BODY_TOO_LARGE });
    // Read up to the limit (plus the stream's read-ahead), not the 100 MB.
    expect(upload.sent()).toBeLessThan(MAX_BODY_BYTES + 4 * 64 * 1024);
  });

  it('applies to signed-in calls too', async () => {
    const res = await emu.fetch(`/api/users/${trialUuid}/update`, {
      method: 'PUT',
      as: TRIAL,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ personalInformationEdit: { firstName: 'x'.repeat(MAX_BODY_BYTES) } }),
    });
    expect(res.status).toBe(413);
  });

  it('lets a body under the limit through', async () => {
    const res = await emu.fetch('/api/support', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: supportBody(200),
    });
    expect(res.status).toBe(200);
  });
});

describe('token time claims', () => {
  const me = (token: string) => emu.fetch(`/api/users/${trialUuid}/me`, { headers: bearer(token) });

  async function refusal(token: string): Promise<string> {
    const res = await me(token);
    expect(res.status).toBe(401);
    return ((await res.json()) as { message: string }).message;
  }

  it('refuses a token without an expiry', async () => {
    expect(await refusal(await emu.tokenFor(TRIAL, { expiresIn: null }))).toBe(AUTH_MESSAGES.noExpiry);
    expect(AUTH_MESSAGES.noExpiry).toBe('Token has no expiry');
  });

  it('refuses a token issued in the future beyond the clock skew', async () => {
    expect(await refusal(await emu.tokenFor(TRIAL, { issuedAt: '+5m' }))).toBe(AUTH_MESSAGES.notYetValid);
    expect(AUTH_MESSAGES.notYetValid).toBe('Token is not valid yet');
  });

  it('refuses a token not valid before a time beyond the clock skew', async () => {
    expect(await refusal(await emu.tokenFor(TRIAL, { notBefore: '5m' }))).toBe(AUTH_MESSAGES.notYetValid);
  });

  it('accepts a token a few seconds ahead of this clock', async () => {
    const res = await me(await emu.tokenFor(TRIAL, { issuedAt: '+20s', notBefore: '20s' }));
    expect(res.status).toBe(200);
  });
});

describe('headers on every answer', () => {
  it('sends nosniff on API answers, errors and 404s', async () => {
    const answers = [
      await emu.fetch(`/api/users/${trialUuid}/me`, { as: TRIAL }),
      await emu.fetch(`/api/users/${trialUuid}/me`),
      await emu.fetch('/api/no-such-call', { as: TRIAL }),
      await emu.fetch('/api/cloudsso?redirect_to=%2Fclusters', { redirect: 'manual' }),
      await emu.fetch('/config.json'),
      await emu.fetch('/clusters'),
    ];
    for (const res of answers) expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('marks every signed-in API answer private, and keeps ETags and 304s', async () => {
    const headers = bearer(await emu.tokenFor(TRIAL));
    const first = await emu.fetch(`/api/users/${trialUuid}/me`, { headers });
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await emu.fetch(`/api/users/${trialUuid}/me`, { headers: { ...headers, 'If-None-Match': tag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');

    const list = await emu.fetch(`/api/users/${trialUuid}/instances`, { headers });
    expect(list.headers.get('cache-control')).toBe('private, no-cache');
    const refused = await emu.fetch(`/api/users/${emu.uuidOf('premium@demo.test')}/me`, { headers });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('over HTTP: the provider and its forms', () => {
  let served: Emulator & { url: string };

  beforeAll(async () => {
    served = await startEmulator({ port: 0, host: '127.0.0.1', dbPath: ':memory:', dataDir: null, quiet: true });
  });
  afterAll(() => served.close());

  it('sends nosniff on provider answers, errors included', async () => {
    const discovery = await fetch(`${served.url}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(discovery.headers.get('x-content-type-options')).toBe('nosniff');
    const refused = await fetch(`${served.url}/oidc/auth?client_id=nobody`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    const expired = await fetch(`${served.url}/oidc/interaction/unknown-uid`);
    expect(expired.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 413 with a message to an interaction form post over the limit', async () => {
    const res = await fetch(`${served.url}/oidc/interaction/some-uid/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(MAX_BODY_BYTES + 1)}`,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toMatchObject({ message: BODY_TOO_LARGE });
  });
});
