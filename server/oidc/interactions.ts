/**
 * The provider's interactions at `O/oidc/interaction/{uid}`: the sign-in and sign-up forms, and the
 * page assets. Runs on the node request/response pair because oidc-provider's interaction API does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { isValidEmail } from '../../src/domain/validation/common';
import { validatePassword } from '../../src/domain/schemas/password';
import { PASSWORD_HINT } from '../../src/domain/validation/password';
import { CONTROL_CHARACTERS, controlCharacterProblem } from '../../src/domain/validation/text';
import { BodyTooLargeError, MAX_BODY_BYTES } from '../api-helpers';
import type { EmulatorContext } from '../context';
import { AccountExistsError, checkPassword, createAccount, type AuthAccount } from '../users/accounts';
import { dummyPasswordHash } from '../users/passwords';
import { beginSignIn, retryMinutes, throttledText } from '../users/sign-in-throttle';
import { ASSET_PATHS, LOGIN_CSS, LOGIN_TEXTS, LOGOUT_JS, renderInteractionExpired, renderLoginPage } from './login-page';
import { PROVIDER_PAGE_CSP } from './provider';
import { UTM_PARAMS } from './scopes';


export const SIGNUP_TEXTS = {
  fullNameRequired: 'Enter your full name.',
  emailInvalid: 'Enter a valid email address.',
} as const;

/** error_description of a blocked account's authorization (the app maps "blocked" to its page). */
export const BLOCKED_DESCRIPTION = 'user is blocked';

function send(res: ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
  res.end(body);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  send(res, status, 'text/html; charset=utf-8', html, { 'Content-Security-Policy': PROVIDER_PAGE_CSP });
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(buf);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function stringParam(params: Record<string, unknown>, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface InteractionHandler {
  /** Handles the request and returns true when the path is the interactions' or the assets'. */
  (req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function createInteractionHandler(ctx: EmulatorContext, provider: Provider, log: (msg: string) => void): InteractionHandler {
  const home = `${ctx.consoleUrl}/`;
  // Made now, so the first unknown e-mail does not pay for it (and answer slower than a known one).
  void dummyPasswordHash();

  async function finishLogin(req: IncomingMessage, res: ServerResponse, account: AuthAccount): Promise<void> {
    if (account.blocked) {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: BLOCKED_DESCRIPTION },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  }

  /**
   * First-party client: no consent screen. loadExistingGrant normally covers the request; an explicit
   * prompt=consent still lands here and is granted as asked.
   */
  async function grantConsent(req: IncomingMessage, res: ServerResponse, details: InteractionDetails): Promise<void> {
    const accountId = details.session?.accountId;
    const clientId = typeof details.params.client_id === 'string' ? details.params.client_id : undefined;
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  return async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://internal');
    const path = url.pathname;

    if (path === ASSET_PATHS.stylesheet) {
      send(res, 200, 'text/css; charset=utf-8', LOGIN_CSS, { 'Cache-Control': 'public, max-age=3600' });
      return true;
    }
    if (path === ASSET_PATHS.logoutScript) {
      send(res, 200, 'text/javascript; charset=utf-8', LOGOUT_JS, { 'Cache-Control': 'public, max-age=3600' });
      return true;
    }

    const match = /^\/oidc\/interaction\/([A-Za-z0-9_-]+)(\/login|\/signup)?$/.exec(path);
    if (!match) return false;
    const uid = match[1] ?? '';
    const step = match[2];
    const base = `/oidc/interaction/${uid}`;

    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      // Unknown or expired interaction, or its cookie is missing: start over from the app.
      sendHtml(res, 400, renderInteractionExpired(home));
      return true;
    }
    if (details.uid !== uid) {
      sendHtml(res, 400, renderInteractionExpired(home));
      return true;
    }

    const params = details.params as Record<string, unknown>;
    const loginUrl = `${base}?screen=login`;
    const signupUrl = `${base}?screen=signup`;
    const wantsSignup =
      url.searchParams.get('screen') === 'signup' ||
      (url.searchParams.get('screen') !== 'login' && stringParam(params, 'screen_hint') === 'signup');

    if (req.method === 'GET' && !step) {
      if (details.prompt.name === 'consent') {
        await grantConsent(req, res, details);
        return true;
      }
      const hint = stringParam(params, 'login_hint');
      sendHtml(
        res,
        200,
        wantsSignup
          ? renderLoginPage({ mode: 'signup', action: `${base}/signup`, switchUrl: loginUrl, email: hint, passwordHint: PASSWORD_HINT })
          : renderLoginPage({ mode: 'login', action: `${base}/login`, switchUrl: signupUrl, email: hint }),
      );
      return true;
    }

    if (req.method !== 'POST' || !step) {
      send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, POST' });
      return true;
    }

    let form: URLSearchParams;
    try {
      form = await readForm(req);
    } catch {
      send(res, 413, 'text/plain; charset=utf-8', 'Form too large');
      return true;
    }
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';

    if (step === '/login') {
      const refuse = (error: string) =>
        sendHtml(res, 200, renderLoginPage({ mode: 'login', action: `${base}/login`, switchUrl: signupUrl, email, error }));
      if (!email || !password) {
        refuse(LOGIN_TEXTS.wrongPassword);
        return true;
      }
      const check = beginSignIn(ctx.db, email, req.socket.remoteAddress ?? 'unknown');
      if (!check.allowed) {
        refuse(throttledText(retryMinutes(check.retryAfterMs)));
        return true;
      }
      const account = await checkPassword(ctx.db, email, password);
      if (!account) {
        refuse(LOGIN_TEXTS.wrongPassword);
        return true;
      }
      check.attempt.succeeded();
      await finishLogin(req, res, account);
      return true;
    }

    // Sign-up
    const fullName = (form.get('fullName') ?? '').trim();
    const fieldErrors: Partial<Record<'fullName' | 'email' | 'password', string>> = {};
    if (!fullName) fieldErrors.fullName = SIGNUP_TEXTS.fullNameRequired;
    else if (controlCharacterProblem(fullName)) fieldErrors.fullName = CONTROL_CHARACTERS;
    if (!isValidEmail(email)) fieldErrors.email = SIGNUP_TEXTS.emailInvalid;
    // The same rules as the app's password forms (spec doc 1 §5).
    const passwordError = validatePassword(password);
    if (passwordError) fieldErrors.password = passwordError;
    const rerender = (error?: string) =>
      sendHtml(
        res,
        200,
        renderLoginPage({
          mode: 'signup',
          action: `${base}/signup`,
          switchUrl: loginUrl,
          email,
          fullName,
          error,
          fieldErrors,
          passwordHint: PASSWORD_HINT,
        }),
      );
    if (Object.keys(fieldErrors).length > 0) {
      rerender();
      return true;
    }
    const utm: Record<string, string> = {};
    for (const key of UTM_PARAMS) {
      const value = stringParam(params, key);
      if (value !== undefined) utm[key] = value;
    }
    let account: AuthAccount;
    try {
      account = await createAccount(ctx.db, { email, password, fullName, utm, now: ctx.clock.now() });
    } catch (error) {
      if (error instanceof AccountExistsError) {
        rerender(error.message);
        return true;
      }
      throw error;
    }
    log(`New account signed up: ${account.email}`);
    await finishLogin(req, res, account);
    return true;
  };
}
