/**
 * The emulator's composition: static app + security headers, /config.json, /api errors and hooks, and a
 * real OpenID round trip over HTTP (authorization code + PKCE, refresh rotation, logout).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/api-helpers';
import { startEmulator, type Emulator } from '../../server/app';
import type { EmulatorModule } from '../../server/module';
import { MODULES } from '../../server/modules';
import { createInProcessEmulator, type InProcessEmulator } from '../support/in-process';
import { Browser } from '../support/oidc-browser';

const DEMO_PASSWORD = 'Demo-Cloud-2026!';

function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><title>Console</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.info("app")');
  // The build's gzip copy (scripts/precompress.ts).
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync('console.info("app")'));
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {})');
  writeFileSync(join(dir, 'config.json'), '{"apiBase":"https://static-template.example/api"}');
  return dir;
}

const failing: EmulatorModule = {
  name: 'failing',
  runtimeConfig: () => ({ vapidPublicKey: 'from-a-module', environment: 'dev' }),
  publicRoutes(api) {
    api.get('/_test/crash', () => {
      throw new Error('database on fire');
    });
    api.get('/_test/conflict', () => {
      throw new HttpError(409, 'Already there', [{ fieldName: 'name', message: 'Name is taken' }]);
    });
  },
};

describe('static app, config and /api errors (in process)', () => {
  let emu: InProcessEmulator;
  let dist: string;

  beforeAll(async () => {
    dist = makeDist();
    emu = await createInProcessEmulator({ staticDir: dist, modules: [...MODULES, failing] });
  });
  afterAll(async () => {
    await emu.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves / with the CSP and security headers', async () => {
    const res = await emu.fetch('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "default-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for app routes, not for missing files', async () => {
    const deep = await emu.fetch('/clusters/sales-eu?tab=details');
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toContain('text/html');
    expect(deep.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await deep.text()).toContain('<div id="root">');

    const missing = await emu.fetch('/assets/gone-123.js');
    expect(missing.status).toBe(404);
  });

  it('caches hashed assets for good and sw.js never', async () => {
    const asset = await emu.fetch('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const sw = await emu.fetch('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it("sends the build's gzip copy of a file to a browser that accepts gzip, the file itself otherwise", async () => {
    const zipped = await emu.fetch('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('content-type')).toContain('text/javascript');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe('console.info("app")');

    const plain = await emu.fetch('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe('console.info("app")');
    // Each has its own validator, so a cache never answers one encoding with the other.
    expect(plain.headers.get('etag')).not.toBe(zipped.headers.get('etag'));
  });

  it('generates /config.json from the public URL and the modules, over any static file', async () => {
    const res = await emu.fetch('/config.json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      apiBase: 'http://emulator.test/api',
      oidc: {
        authority: 'http://emulator.test/oidc',
        clientId: 'console',
        audience: 'http://emulator.test/api',
        scope: 'openid profile email offline_access read:clusters create:clusters update:clusters delete:clusters manage:clusters',
        redirectPath: '/auth/callback',
        passwordConnectionPrefix: 'db|',
      },
      vapidPublicKey: 'from-a-module',
      environment: 'dev',
      clusterDomains: ['cloud.analytics-cloud.example'],
      errorReporting: { url: 'http://emulator.test/api/error-reports' },
    });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await emu.fetch('/api/no/such/thing', { as: 'trial@demo.test' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found: GET /api/no/such/thing' });
  });

  it('turns HttpError into its status and body, anything else into 500 "Something went wrong!"', async () => {
    const conflict = await emu.fetch('/api/_test/conflict');
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({
      message: 'Already there',
      errors: [{ fieldName: 'name', message: 'Name is taken' }],
    });
    const crash = await emu.fetch('/api/_test/crash');
    expect(crash.status).toBe(500);
    expect(await crash.json()).toEqual({ message: 'Something went wrong!' });
  });

  it('fails the next matching calls when a fault is armed', async () => {
    const uuid = emu.uuidOf('trial@demo.test');
    const armed = await emu.fetch('/api/_emulator/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: 'GET /users/*/me', status: 503, count: 2 }),
    });
    expect(armed.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await emu.fetch(`/api/users/${uuid}/me`, { as: 'trial@demo.test' })).status);
    }
    expect(statuses).toEqual([503, 503, 200]);
  });

  it('answers an armed fault with the body it was given, and refuses a body without a status', async () => {
    const uuid = emu.uuidOf('trial@demo.test');
    const arm = (fault: unknown) =>
      emu.fetch('/api/_emulator/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fault),
      });
    const body = { message: 'Name is taken', errors: [{ fieldName: 'name', message: 'Name is taken' }] };
    expect((await arm({ route: 'GET /users/*/me', status: 400, body })).status).toBe(201);
    const faulted = await emu.fetch(`/api/users/${uuid}/me`, { as: 'trial@demo.test' });
    expect(faulted.status).toBe(400);
    expect(await faulted.json()).toEqual(body);

    const refused = await arm({ route: 'GET /users/*/me', body });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: [{ fieldName: 'body', message: 'A body needs a status' }] });
  });

  it('moves the simulation forward without moving now', async () => {
    const endsAt = () =>
      (emu.ctx.db.prepare("SELECT phase_ends_at FROM instances WHERE name = 'ops-metrics'").get() as { phase_ends_at: number })
        .phase_ends_at;
    const before = endsAt();
    const res = await emu.fetch('/api/_emulator/clock/advance', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ms: 60_000 }),
    });
    expect(res.status).toBe(200);
    const { now } = (await res.json()) as { now: number };
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(before - endsAt()).toBe(60_000);
  });
});

describe('without a build', () => {
  it('answers / with 503 "Run npm run build first" instead of crashing', async () => {
    const emu = await createInProcessEmulator({ staticDir: join(tmpdir(), 'no-such-dist-folder') });
    try {
      const res = await emu.fetch('/');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('Run npm run build first');
    } finally {
      await emu.close();
    }
  });
});

// ------------------------------------------------------------------------------------------------
// A real sign-in over HTTP, as the SPA (oidc-client-ts) does it.
// ------------------------------------------------------------------------------------------------

describe('OpenID round trip over HTTP', () => {
  let emu: Emulator & { url: string };
  let O: string;
  const scope = 'openid profile email offline_access read:clusters create:clusters update:clusters delete:clusters manage:clusters';

  beforeAll(async () => {
    emu = await startEmulator({ port: 0, host: '127.0.0.1', dbPath: ':memory:', dataDir: null, quiet: true });
    O = emu.url;
  });
  afterAll(() => emu.close());

  function authorizeUrl(challenge: string, state: string, extra: Record<string, string> = {}): string {
    const params = new URLSearchParams({
      client_id: 'console',
      response_type: 'code',
      redirect_uri: `${O}/auth/callback`,
      scope,
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      resource: `${O}/api`,
      audience: `${O}/api`,
      ...extra,
    });
    return `${O}/oidc/auth?${params.toString()}`;
  }

  function pkce(): { verifier: string; challenge: string } {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  }

  /** Opens the login page of a new authorization; returns its form action URL and HTML. */
  async function openLogin(browser: Browser, challenge: string, extra: Record<string, string> = {}) {
    const { url, res } = await browser.follow(authorizeUrl(challenge, 'st-1', extra), `${O}/auth/callback`);
    expect(res?.status).toBe(200);
    const html = (await res?.text()) ?? '';
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    return { url, html, action: new URL(action.replace(/&amp;/g, '&'), O).href };
  }

  async function signIn(browser: Browser, email: string, extra: Record<string, string> = {}) {
    const { verifier, challenge } = pkce();
    const { action } = await openLogin(browser, challenge, extra);
    const posted = await browser.form(action, { email, password: DEMO_PASSWORD });
    const location = posted.headers.get('location');
    expect(posted.status).toBe(303);
    const { url } = await browser.follow(new URL(location ?? '', O).href, `${O}/auth/callback`);
    return { callback: new URL(url), verifier };
  }

  async function token(fields: Record<string, string>) {
    const res = await fetch(`${O}/oidc/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: O },
      body: new URLSearchParams({ client_id: 'console', ...fields }).toString(),
    });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  }

  it('publishes its discovery document under O/oidc', async () => {
    const res = await fetch(`${O}/oidc/.well-known/openid-configuration`);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${O}/oidc`);
    expect(doc.authorization_endpoint).toBe(`${O}/oidc/auth`);
    expect(doc.end_session_endpoint).toBe(`${O}/oidc/session/end`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('shows the login page with labelled fields and re-renders a wrong password with an error', async () => {
    const browser = new Browser(O);
    const { html, action } = await openLogin(browser, pkce().challenge);
    expect(html).toMatch(/<label for="field-email">Email<\/label>/);
    expect(html).toMatch(/<label for="field-password">Password<\/label>/);
    expect(html).toContain('>Sign in</button>');
    const wrong = await browser.form(action, { email: 'trial@demo.test', password: 'nope' });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('Wrong email or password.');
  });

  it('signs in, issues JWT access tokens for the API, rotates refresh tokens and signs out fully', async () => {
    const browser = new Browser(O);
    const { callback, verifier } = await signIn(browser, 'premium@demo.test');
    expect(callback.searchParams.get('state')).toBe('st-1');
    const code = callback.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const exchanged = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${O}/auth/callback`,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    const { access_token: at = '', id_token: idt = '', refresh_token: rt = '' } = exchanged.body;
    expect(rt).not.toBe('');

    const access = decodeJwt(at);
    const uuid = access.uuid as string;
    expect(access.iss).toBe(`${O}/oidc`);
    expect(access.aud).toBe(`${O}/api`);
    expect(access.client_id).toBe('console');
    expect(String(access.scope).split(' ')).toEqual(
      expect.arrayContaining(['read:clusters', 'create:clusters', 'update:clusters', 'delete:clusters', 'manage:clusters']),
    );
    expect(access.sub).toBe(`db|${uuid}`);

    const id = decodeJwt(idt);
    expect(id).toMatchObject({
      sub: `db|${uuid}`,
      email: 'premium@demo.test',
      email_verified: true,
      app_metadata: { uuid },
    });
    expect(typeof id.name).toBe('string');

    const me = await fetch(`${O}/api/users/${uuid}/me`, { headers: { Authorization: `Bearer ${at}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('premium@demo.test');

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: rt });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(rt);
    expect(decodeJwt(refreshed.body.access_token ?? '').aud).toBe(`${O}/api`);
    const reused = await token({ grant_type: 'refresh_token', refresh_token: rt });
    expect(reused.status).toBe(400);

    // Log Out: the end-session page submits itself (same-origin script), then returns to O/.
    const endSession = new URL(`${O}/oidc/session/end`);
    endSession.search = new URLSearchParams({ id_token_hint: idt, post_logout_redirect_uri: `${O}/` }).toString();
    const logoutPage = await browser.request(endSession.href);
    expect(logoutPage.status).toBe(200);
    const logoutHtml = await logoutPage.text();
    expect(logoutHtml).toContain('<script src="/oidc/assets/logout.js" defer></script>');
    expect(logoutHtml).toContain('name="logout" value="yes"');
    const logoutAction = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(logoutHtml)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutHtml)?.[1] ?? '';
    const done = await browser.form(logoutAction, { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${O}/`);
    const script = await fetch(`${O}/oidc/assets/logout.js`);
    expect(await script.text()).toContain('submit()');

    // The provider session is gone: a new sign-in shows the password form again.
    const again = await openLogin(browser, pkce().challenge);
    expect(again.html).toContain('<label for="field-password">Password</label>');
  });

  it('grants an explicit prompt=consent without a consent screen', async () => {
    const { callback } = await signIn(new Browser(O), 'trial@demo.test', { prompt: 'consent' });
    expect(callback.searchParams.get('error')).toBeNull();
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('ends a blocked account’s sign-in with access_denied "user is blocked"', async () => {
    const { callback } = await signIn(new Browser(O), 'blocked@demo.test');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('error_description')).toBe('user is blocked');
  });

  it('offers sign-up with screen_hint=signup and keeps the utm_* parameters on the new account', async () => {
    const browser = new Browser(O);
    const { verifier, challenge } = pkce();
    const { html, action } = await openLogin(browser, challenge, {
      screen_hint: 'signup',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'clusters',
      utm_content: 'hero',
      forceSendEmailVerification: 'true',
    });
    expect(html).toContain('<label for="field-fullName">Full name</label>');
    const weak = await browser.form(action, { fullName: 'Nora', email: 'nora@example.test', password: 'short' });
    expect(weak.status).toBe(200);
    expect(await weak.text()).toContain('Password must be at least');
    const controlled = await browser.form(action, { fullName: 'Nora\u0000', email: 'nora@example.test', password: 'Long-enough-1' });
    expect(controlled.status).toBe(200);
    expect(await controlled.text()).toContain('Must not contain control characters');
    const posted = await browser.form(action, {
      fullName: 'Nora <New> User',
      email: 'nora@example.test',
      password: 'Long-enough-1',
    });
    expect(posted.status).toBe(303);
    const { url } = await browser.follow(new URL(posted.headers.get('location') ?? '', O).href, `${O}/auth/callback`);
    const code = new URL(url).searchParams.get('code') ?? '';
    const exchanged = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${O}/auth/callback`,
      code_verifier: verifier,
    });
    expect(decodeJwt(exchanged.body.id_token ?? '').email).toBe('nora@example.test');
    const row = emu.ctx.db.prepare('SELECT utm FROM users WHERE email = ?').get('nora@example.test') as { utm: string };
    expect(JSON.parse(row.utm)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'clusters',
      utm_content: 'hero',
    });
  });

  it('escapes what it prints back into the login page', async () => {
    const browser = new Browser(O);
    const { action } = await openLogin(browser, pkce().challenge);
    const res = await browser.form(action, { email: '"><script>alert(1)</script>', password: 'x' });
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
