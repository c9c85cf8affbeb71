/** The scopes of the sign-in (docs/emulator-api.md): OpenID ones plus the API's method scopes (spec doc 1 §7). */
export const API_SCOPES = [
  'read:clusters',
  'create:clusters',
  'update:clusters',
  'delete:clusters',
  'manage:clusters',
] as const;

export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

/** What the app requests (config.json `oidc.scope`). */
export const CLIENT_SCOPE = [...OIDC_SCOPES, ...API_SCOPES].join(' ');

export const CLIENT_ID = 'console';
export const REDIRECT_PATH = '/auth/callback';
/** The five sign-up tracking parameters the app passes through (spec doc 1 §2). */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
