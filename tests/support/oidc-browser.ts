/**
 * A minimal cookie-keeping browser for the emulator's OpenID pages over real HTTP (the sign-in form runs
 * on the node listener, not on the Hono app): requests without following redirects, so a test sees
 * every hop, and a form post as the login page sends it.
 */
import { createHash, randomBytes } from 'node:crypto';

export const CONSOLE_SCOPE =
  'openid profile email offline_access read:clusters create:clusters update:clusters delete:clusters manage:clusters';

export class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const res = await fetch(new URL(url, this.origin), { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects until one leaves for `stopPrefix` (not requested) or a page answers. */
  async follow(url: string, stopPrefix: string, init: RequestInit = {}): Promise<{ url: string; res: Response | null }> {
    let next = url;
    let res = await this.request(next, init);
    for (let hops = 0; hops < 10; hops++) {
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url: next, res };
      next = new URL(location, next).href;
      if (next.startsWith(stopPrefix)) return { url: next, res: null };
      res = await this.request(next);
    }
    throw new Error('Too many redirects');
  }

  form(url: string, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * The console as the provider at origin `O` knows it, in both its requests: its client id, where the code
 * comes back, and the API it asks a token for.
 */
function consoleClient(O: string) {
  return { client_id: 'console', redirect_uri: `${O}/auth/callback`, resource: `${O}/api` };
}

/** The console's authorization request at origin `O`. */
export function authorizeUrl(O: string, challenge: string, state: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    ...consoleClient(O),
    response_type: 'code',
    scope: CONSOLE_SCOPE,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    audience: `${O}/api`,
    ...extra,
  });
  return `${O}/oidc/auth?${params.toString()}`;
}

/** Opens the login page of a new authorization at `O`; returns the page's HTML and its form's action URL. */
export async function openLoginPage(browser: Browser, O: string, challenge = pkce().challenge): Promise<{ html: string; action: string }> {
  const { res } = await browser.follow(authorizeUrl(O, challenge, 'st-1'), consoleClient(O).redirect_uri);
  if (res?.status !== 200) throw new Error(`The login page answered ${res?.status ?? 'a redirect'}`);
  const html = await res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  return { html, action: new URL(action.replace(/&amp;/g, '&'), O).href };
}

/**
 * The console's sign-in at `O` over HTTP, as the app makes it: a new authorization, its login form posted with
 * `email` and `password`, and the code exchanged (PKCE, the API as resource). Answers the token endpoint's JSON:
 * a grant of its own, refresh token included.
 */
export async function signInOverHttp(O: string, email: string, password: string): Promise<Record<string, string | number>> {
  const browser = new Browser(O);
  const client = consoleClient(O);
  const { verifier, challenge } = pkce();
  const { action } = await openLoginPage(browser, O, challenge);
  const posted = await browser.form(action, { email, password });
  const location = posted.headers.get('location');
  if (posted.status !== 303 || !location) throw new Error(`The provider refused ${email} (${posted.status})`);
  const callback = new URL((await browser.follow(new URL(location, O).href, client.redirect_uri)).url);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`No code for ${email}: ${callback.href}`);
  const exchanged = await fetch(`${O}/oidc/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: O },
    body: new URLSearchParams({ ...client, grant_type: 'authorization_code', code, code_verifier: verifier }).toString(),
  });
  if (exchanged.status !== 200) throw new Error(`The code exchange for ${email} answered ${exchanged.status}`);
  return (await exchanged.json()) as Record<string, string | number>;
}
