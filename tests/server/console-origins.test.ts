/**
 * The emulator as a separate backend (issue 25): CONSOLE_ORIGINS lists the origins a console may be served
 * from. Each gets the sign-in client's redirect and post-logout URIs and CORS on the API, the token endpoint
 * and discovery; any other origin gets no CORS grant. Also the upload URL's hygiene: it is issued only for a
 * console origin, for a bare file name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../server/app';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { DEMO_UUIDS } from '../../server/users/seed-users';
import { closeServer } from '../support/e2e';

/** Origins only (nothing listens there): the emulator only compares them. */
const CONSOLE = 'http://127.0.0.1:18500';
const EVIL = 'https://evil.example';

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let token: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, host: '127.0.0.1', dbPath: ':memory:', dataDir: null, quiet: true, consoleOrigins: [CONSOLE] });
  token = await emulator.signAccessToken(DEMO_UUIDS.premium);
});
afterAll(() => closeServer('the emulator', () => emulator.close()));

const listPath = () => `/api/users/${DEMO_UUIDS.premium}/instances`;

function preflight(path: string, origin: string, method = 'GET', headers = 'authorization'): Promise<Response> {
  return fetch(`${emulator.url}${path}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
  });
}

function headerList(res: Response, name: string): string[] {
  return (res.headers.get(name) ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
}

describe('the API, from a console on another origin', () => {
  it('answers the preflight for the console: its origin, Authorization and Content-Type, every method', async () => {
    const res = await preflight(listPath(), CONSOLE, 'PUT', 'authorization,content-type');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(headerList(res, 'access-control-allow-headers')).toEqual(['authorization', 'content-type']);
    expect(headerList(res, 'access-control-allow-methods')).toEqual(expect.arrayContaining(['get', 'post', 'put', 'patch', 'delete']));
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers the call with the origin and the headers the app reads exposed', async () => {
    const res = await fetch(`${emulator.url}${listPath()}`, { headers: { Origin: CONSOLE, Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(headerList(res, 'access-control-expose-headers')).toEqual(expect.arrayContaining(['etag', 'content-disposition']));
    expect(res.headers.get('etag')).toBeTruthy();
    expect(headerList(res, 'vary')).toContain('origin');
  });

  it('keeps a refusal readable by the console (401 without a token)', async () => {
    const res = await fetch(`${emulator.url}${listPath()}`, { headers: { Origin: CONSOLE } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe(CONSOLE);
  });

  it('grants nothing to another origin, preflight or call', async () => {
    const pre = await preflight(listPath(), EVIL);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const res = await fetch(`${emulator.url}${listPath()}`, { headers: { Origin: EVIL, Authorization: `Bearer ${token}` } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('sign-in for a console on another origin', () => {
  const authorize = (redirectUri: string) => {
    const query = new URLSearchParams({
      client_id: 'console',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: redirectUri,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 's',
    });
    return fetch(`${emulator.url}/oidc/auth?${query}`, { redirect: 'manual' });
  };

  it("takes the console's callback as a redirect URI, and no other origin's", async () => {
    const ours = await authorize(`${CONSOLE}/auth/callback`);
    expect(ours.status).toBe(303);
    expect(ours.headers.get('location')).toMatch(/\/oidc\/interaction\//);
    const theirs = await authorize(`${EVIL}/auth/callback`);
    expect(theirs.status).toBe(400);
    expect(await theirs.text()).toContain('invalid_redirect_uri');
  });

  it('lets the console sign out back to itself', async () => {
    const res = await fetch(`${emulator.url}/oidc/session/end?client_id=console&post_logout_redirect_uri=${encodeURIComponent(`${CONSOLE}/`)}`);
    expect(res.status).toBe(200);
    const evil = await fetch(`${emulator.url}/oidc/session/end?client_id=console&post_logout_redirect_uri=${encodeURIComponent(`${EVIL}/`)}`);
    expect(evil.status).toBe(400);
  });

  it('answers discovery and the token endpoint with CORS for the console, not for another origin', async () => {
    const discovery = `${emulator.url}/oidc/.well-known/openid-configuration`;
    const forConsole = await fetch(discovery, { headers: { Origin: CONSOLE } });
    expect(forConsole.status).toBe(200);
    expect(forConsole.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    const forEvil = await fetch(discovery, { headers: { Origin: EVIL } });
    expect(forEvil.headers.get('access-control-allow-origin')).toBeNull();

    const tokenPreflight = await preflight('/oidc/token', CONSOLE, 'POST', 'content-type');
    expect(tokenPreflight.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect((await preflight('/oidc/token', EVIL, 'POST', 'content-type')).headers.get('access-control-allow-origin')).toBeNull();

    const exchange = (origin: string) =>
      fetch(`${emulator.url}/oidc/token`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'console', code: 'nope', redirect_uri: `${origin}/auth/callback`, code_verifier: 'x'.repeat(43) }),
      });
    const consoleAnswer = await exchange(CONSOLE);
    expect(consoleAnswer.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(((await consoleAnswer.json()) as { error: string }).error).toBe('invalid_grant');
    const evilAnswer = await exchange(EVIL);
    expect(evilAnswer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the library upload URL', () => {
  const askUpload = (clientOrigin: string, file: string) =>
    fetch(`${emulator.url}/api/instances/${SEED_INSTANCE_IDS.salesAnalytics}/libraries/upload`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientOrigin, file }),
    });

  it('is issued for a console origin only', async () => {
    const evil = await askUpload(EVIL, 'tool.py');
    expect(evil.status).toBe(400);
    expect(await evil.json()).toMatchObject({ errors: [{ fieldName: 'clientOrigin', message: `${EVIL} is not an origin the console is served from` }] });
    expect((await askUpload(CONSOLE, 'tool.py')).status).toBe(200);
    expect((await askUpload(emulator.url, 'tool.py')).status).toBe(200);
  });

  it('takes a bare file name only', async () => {
    for (const file of ['../../etc/passwd.py', 'libs/tool.py', 'C:\\temp\\tool.py', '..']) {
      const res = await askUpload(CONSOLE, file);
      expect(res.status, file).toBe(400);
      expect(await res.json(), file).toMatchObject({ errors: [{ fieldName: 'file' }] });
    }
    const bare = await askUpload(CONSOLE, '../../etc/passwd.py');
    expect(((await bare.json()) as { message: string }).message).toBe('Send the file name alone, without folders');
  });
});
