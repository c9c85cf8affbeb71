/**
 * The OpenID provider (oidc-provider 9) at `O/oidc`: one public SPA client, authorization code + PKCE,
 * rotating refresh tokens, JWT access tokens for the API audience `O/api`.
 *
 * Storage: oidc-provider's own models (sessions, grants, codes, refresh tokens) live in the emulator's
 * SQLite database (adapter.ts) and the keys in keys.json, so a restart keeps sessions, refresh tokens and
 * issued access tokens valid. A ':memory:' emulator (tests) forgets them with the process.
 */
import Provider, { errors as oidcErrors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { EmulatorContext } from '../context';
import { findAccountByUuid, type AuthAccount } from '../users/accounts';
import { sqliteAdapterFactory } from './adapter';
import type { LoadedKeys } from './keys';
import { API_SCOPES, CLIENT_ID, REDIRECT_PATH, UTM_PARAMS } from './scopes';
import { ASSET_PATHS, renderProviderError, renderSignedOut } from './login-page';

const ACCESS_TOKEN_TTL_S = 60 * 60;

/** `sub` is `db|<uuid>` or `social|<uuid>`: the uuid follows the connection prefix. */
export function uuidFromSub(sub: string): string | null {
  const bar = sub.indexOf('|');
  return bar > 0 && bar < sub.length - 1 ? sub.slice(bar + 1) : null;
}

export function accountForSub(ctx: EmulatorContext, sub: string): AuthAccount | null {
  const uuid = uuidFromSub(sub);
  const account = uuid ? findAccountByUuid(ctx.db, uuid) : null;
  return account && account.sub === sub ? account : null;
}

export function createProvider(ctx: EmulatorContext, keys: LoadedKeys): Provider {
  const origin = ctx.publicUrl;
  const issuer = `${origin}/oidc`;
  const apiScope = API_SCOPES.join(' ');

  const configuration: Configuration = {
    adapter: sqliteAdapterFactory(ctx.db),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Console',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // One console per origin it may be served from (CONSOLE_ORIGINS): its callback and its home.
        redirect_uris: ctx.consoleOrigins.map((o) => `${o}${REDIRECT_PATH}`),
        post_logout_redirect_uris: ctx.consoleOrigins.flatMap((o) => [`${o}/`, o]),
      },
    ],
    jwks: { keys: [keys.signing] },
    cookies: {
      keys: keys.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      // The spec's "app metadata" carries the user's uuid.
      openid: ['sub', 'app_metadata'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    // The SPA reads the profile from the ID token (no userinfo call), so scope claims go into it.
    conformIdTokenClaims: false,
    extraParams: ['audience', 'screen_hint', 'forceSendEmailVerification', ...UTM_PARAMS],
    responseTypes: ['code'],
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    async findAccount(_koa, sub) {
      const account = accountForSub(ctx, sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: () => ({
          sub: account.sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.fullName,
          app_metadata: { uuid: account.uuid },
        }),
      };
    },
    // First-party client: no consent screen. The grant covers what the authorization request asks for.
    async loadExistingGrant(koa: KoaContextWithOIDC) {
      const { oidc } = koa;
      const client = oidc.client;
      const accountId = oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
      const found = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant = found ?? new oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes]);
      grant.addOIDCClaims([...oidc.requestParamClaims]);
      for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
        grant.addResourceScope(indicator, server.scope);
      }
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => ctx.audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_koa, indicator) {
          if (indicator !== ctx.audience) throw new oidcErrors.InvalidTarget();
          return {
            scope: apiScope,
            audience: ctx.audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_S,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // The app's Log Out must not stop at a confirmation page: this page submits itself (same-origin
        // script, so it works under a strict CSP) and ends the whole provider session (`logout=yes`).
        logoutSource(koa, form) {
          koa.type = 'html';
          koa.set('Content-Security-Policy', PROVIDER_PAGE_CSP);
          koa.body = renderSignedOut({
            title: 'Signing out…',
            form: form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>'),
            script: ASSET_PATHS.logoutScript,
          });
        },
        postLogoutSuccessSource(koa) {
          koa.type = 'html';
          koa.set('Content-Security-Policy', PROVIDER_PAGE_CSP);
          koa.body = renderSignedOut({ title: 'You are signed out', homeUrl: `${ctx.consoleUrl}/` });
        },
      },
    },
    async extraTokenClaims(_koa, token) {
      const sub = 'accountId' in token ? token.accountId : undefined;
      const uuid = typeof sub === 'string' ? uuidFromSub(sub) : null;
      return uuid ? { uuid } : undefined;
    },
    // oidc-provider only keeps `offline_access` with prompt=consent; the SPA renews silently with a
    // refresh token anyway, so every code exchange of our client gets one (rotated on each use).
    issueRefreshToken: (_koa, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // The token and revocation endpoints: the origins of the client's redirect URIs, i.e. the console origins.
    clientBasedCORS(_koa, requestOrigin, client) {
      return client.redirectUris?.some((uri) => new URL(uri).origin === requestOrigin) ?? false;
    },
    renderError(koa, out) {
      koa.type = 'html';
      koa.set('Content-Security-Policy', PROVIDER_PAGE_CSP);
      koa.body = renderProviderError({ ...out }, `${ctx.consoleUrl}/`);
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      IdToken: ACCESS_TOKEN_TTL_S,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
  };

  const provider = new Provider(issuer, configuration);
  // oidc-provider answers discovery and the JWKS with CORS for any origin; like the API, the provider grants
  // it to the console origins only (a page elsewhere gets no Access-Control-Allow-Origin, preflight included).
  provider.use(async (koa, next) => {
    await next();
    const requestOrigin = koa.get('Origin');
    if (requestOrigin && !ctx.consoleOrigins.includes(requestOrigin)) {
      for (const name of Object.keys(koa.response.headers)) {
        if (name.toLowerCase().startsWith('access-control-')) koa.remove(name);
      }
    }
  });
  // Behind PUBLIC_URL's proxy, X-Forwarded-Proto/Host name the origin the browser sees.
  provider.proxy = true;
  return provider;
}

/** CSP of the provider's own pages (login, sign-out, errors): no inline script, same-origin CSS. */
export const PROVIDER_PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
