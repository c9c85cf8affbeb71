/**
 * Sign-in with oidc-client-ts: authorization code + PKCE against the configured provider, the user kept in
 * localStorage (spec doc 1 §7), silent renewal with the rotated refresh token, and the session store fed
 * from the user. Everything else in the app asks this module for tokens and never reads them itself.
 *
 * The library loads on demand: a start with a stored, unexpired user only reads that user from storage
 * (the library's own JSON), so the first route does not wait for it. Redirects, the callback, renewal
 * (shortly before the token expires, or when an expired one is asked for) and Log Out load it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { User, UserManagerSettings } from 'oidc-client-ts';
import { PERSIST_KEY, stopPersisting } from '../api/query-client';
import type { RuntimeConfig } from '../config/runtime';
import { SSO_COOKIE_NAME } from '../domain/constants';
import { clearDeviceData } from '../pwa/clear-device-data';
import { useSession, type SessionIdentity } from '../stores/session';
import { useUi } from '../stores/ui';
import { endTrackingSession } from '../tracking';
import { browser } from './browser';
import { deleteCookie } from './cookies';
import type { LoadedAuth } from './user-manager';

/** localStorage key of the first-login marker (spec doc 1 §2 post-login). */
export const FIRST_LOGIN_KEY = 'firstLogin';
/** Where the provider sends the browser back when runtime config does not say otherwise. */
export const DEFAULT_CALLBACK_PATH = '/auth/callback';
/** Prefix oidc-client-ts gives its keys (user, sign-in state) in web storage. */
const OIDC_KEY_PREFIX = 'oidc.';
/** The library is loaded this long before the access token expires, so its silent renewal runs in time. */
const RENEWAL_LEAD_SECONDS = 120;

/** The parts of the stored user (oidc-client-ts's storage JSON) the app reads without the library. */
interface StoredUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_at?: number;
  profile: { sub: string; email?: unknown; app_metadata?: unknown };
}

/** What carries the session identity: the library's User or the stored user. */
interface ProfileHolder {
  profile: { sub: string; email?: unknown; app_metadata?: unknown };
}

let settings: Omit<UserManagerSettings, 'userStore'> | null = null;
let loading: Promise<LoadedAuth> | null = null;
let renewalTimer: ReturnType<typeof setTimeout> | null = null;
let appQueryClient: QueryClient | null = null;
let callbackPath = DEFAULT_CALLBACK_PATH;
/** Set by signOut: the page is leaving, so no screen may start a sign-in meanwhile. */
let leaving = false;

function requireSettings(): Omit<UserManagerSettings, 'userStore'> {
  if (!settings) throw new Error('initAuth() must run before signing in');
  return settings;
}

/**
 * Loads oidc-client-ts and builds the UserManager once (its automatic silent renewal starts with it). The
 * manager's module comes with the library: a start with a stored user needs neither.
 */
function loadAuth(): Promise<LoadedAuth> {
  const managerSettings = requireSettings();
  loading ??= import('./user-manager').then(
    ({ createAuth }) => createAuth(managerSettings, publish),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function userStorageKey(): string {
  const { authority, client_id } = requireSettings();
  return `${OIDC_KEY_PREFIX}user:${authority}:${client_id}`;
}

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<Record<keyof StoredUser, unknown>>;
  const profile = user.profile as { sub?: unknown } | null | undefined;
  return (
    typeof user.access_token === 'string' &&
    (user.expires_at === undefined || typeof user.expires_at === 'number') &&
    typeof profile === 'object' &&
    profile !== null &&
    typeof profile.sub === 'string'
  );
}

/** The user oidc-client-ts keeps in localStorage, read without the library. */
function readStoredUser(): StoredUser | null {
  const raw = window.localStorage.getItem(userStorageKey());
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Seconds of life left (the library's `expires_in`); undefined when the token carries no expiry. */
function secondsLeft(user: StoredUser): number | undefined {
  return user.expires_at === undefined ? undefined : user.expires_at - Math.floor(Date.now() / 1000);
}

function isExpired(user: StoredUser): boolean {
  const left = secondsLeft(user);
  return left !== undefined && left <= 0;
}

/** Loads the library shortly before the token expires, so its automatic silent renewal takes over. */
function scheduleRenewal(user: StoredUser): void {
  const left = secondsLeft(user);
  if (left === undefined || !user.refresh_token || renewalTimer !== null || loading !== null) return;
  const delayMs = Math.min(Math.max(0, left - RENEWAL_LEAD_SECONDS) * 1000, 2 ** 31 - 1);
  renewalTimer = setTimeout(() => {
    renewalTimer = null;
    if (!leaving) void loadAuth().catch(() => undefined);
  }, delayMs);
}

/** The session identity carried by the id token: uuid from `app_metadata.uuid` (spec doc 1 §3). */
export function identityOf(user: ProfileHolder): SessionIdentity | null {
  const metadata = user.profile.app_metadata;
  const uuid =
    typeof metadata === 'object' && metadata !== null && 'uuid' in metadata && typeof metadata.uuid === 'string'
      ? metadata.uuid
      : null;
  if (!uuid) return null;
  return { uuid, email: typeof user.profile.email === 'string' ? user.profile.email : null, sub: user.profile.sub };
}

function publish(user: ProfileHolder | null): void {
  if (leaving) return;
  const identity = user ? identityOf(user) : null;
  if (identity) useSession.getState().signedIn(identity);
  else useSession.getState().signedOut();
}

/** Keeps the UserManager's settings from runtime config. Call once at start, before rendering. */
export function initAuth(oidc: RuntimeConfig['oidc'], queryClient: QueryClient): void {
  const origin = window.location.origin;
  callbackPath = oidc.redirectPath;
  appQueryClient = queryClient;
  settings = {
    authority: oidc.authority,
    client_id: oidc.clientId,
    redirect_uri: origin + oidc.redirectPath,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: oidc.scope,
    // RFC 8707 resource indicator on the authorize request and on every token request (code and
    // refresh), plus `audience` for providers that name it so.
    resource: oidc.audience,
    extraQueryParams: { audience: oidc.audience },
    extraTokenParams: { resource: oidc.audience },
    automaticSilentRenew: true,
  };
}

/** The path of the sign-in callback route (runtime config `oidc.redirectPath`). */
export function getCallbackPath(): string {
  return callbackPath;
}

/**
 * Renews an expired token. Offline (the provider or the library unreachable) the stored user is kept;
 * a refusal by the provider ends the session.
 */
async function renew(): Promise<{ user: User | null; refused: boolean }> {
  let loaded: LoadedAuth;
  try {
    loaded = await loadAuth();
  } catch {
    return { user: null, refused: false };
  }
  try {
    return { user: await loaded.manager.signinSilent(), refused: false };
  } catch (error) {
    if (!loaded.isProviderError(error)) return { user: null, refused: false };
    await loaded.manager.removeUser();
    return { user: null, refused: true };
  }
}

/** Reads the stored user at start and sets the session; renews an expired access token if it can. */
export async function restoreSession(): Promise<void> {
  requireSettings();
  const user = readStoredUser();
  if (!user) return publish(null);
  if (!isExpired(user)) {
    scheduleRenewal(user);
    return publish(user);
  }
  if (!user.refresh_token) {
    window.localStorage.removeItem(userStorageKey());
    return publish(null);
  }
  const renewed = await renew();
  if (renewed.refused) return publish(null);
  // Offline: still signed in, showing what was persisted; calls renew once the network is back.
  publish(renewed.user ?? user);
}

/** A valid access token for the API, renewed when needed; null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  if (!settings) return null;
  const user = readStoredUser();
  if (!user) return null;
  if (!isExpired(user)) return user.access_token;
  if (!user.refresh_token) return null;
  const renewed = await renew();
  return renewed.user?.access_token ?? null;
}

export interface SignInOptions {
  /** Path (and query, hash) of this app to come back to after sign-in. */
  returnTo: string;
  /** Extra authorize parameters: utm_*, screen_hint, forceSendEmailVerification. */
  extra?: Record<string, string | boolean>;
}

interface SignInState {
  returnTo: string;
}

/** Sends the browser to the provider's login page. */
export async function signIn({ returnTo, extra }: SignInOptions): Promise<void> {
  if (leaving) return;
  const { manager } = await loadAuth();
  const state: SignInState = { returnTo };
  await manager.signinRedirect({ state, extraQueryParams: { ...manager.settings.extraQueryParams, ...extra } });
}

/** Only paths of this origin: a crafted state must not send the user elsewhere. */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

function returnToOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  return safeReturnTo(state.returnTo);
}

const callbacks = new Map<string, Promise<{ returnTo: string | null }>>();

/**
 * Completes the code exchange for the callback URL. Memoised per URL: React's development double
 * effects must not spend the one-time code and state twice.
 */
export function completeSignIn(url: string = window.location.href): Promise<{ returnTo: string | null }> {
  let pending = callbacks.get(url);
  if (!pending) {
    pending = loadAuth()
      .then(({ manager }) => manager.signinRedirectCallback(url))
      .then((user) => {
        if (!identityOf(user)) throw new Error('The sign-in answer carries no user id (app_metadata.uuid)');
        publish(user);
        return { returnTo: returnToOf(user.state) };
      });
    callbacks.set(url, pending);
  }
  return pending;
}

function removeKeys(storage: Storage, prefix: string): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

/**
 * Log Out (spec doc 1 §2): ends the chat session and signals session end to analytics, then forgets the
 * user and every trace of them on this device (oidc user and sign-in state, cloudSSO cookie, first-login
 * marker, persisted and in-memory caches, the service worker's
 * cached API answers), then ends the provider session and returns to the origin.
 */
export async function signOut(): Promise<void> {
  leaving = true;
  // The chat session ends and analytics hears the session is over (doc 1 §2), before anything is cleared.
  endTrackingSession();
  if (renewalTimer !== null) clearTimeout(renewalTimer);
  const user = settings ? readStoredUser() : null;
  // The library ends the provider session; without it (unreachable) the device is still cleared.
  const m = settings ? await loadAuth().then(({ manager }) => manager, () => null) : null;
  // While the token still works, this device stops getting the leaving user's alerts. Bounded, so a
  // hanging connection never keeps anyone from signing out.
  const uuid = useSession.getState().uuid;
  // Loaded here, not at start: the subscription code is needed only by those who turned alerts on.
  const forget = async (who: string) => (await import('../pwa/push-device')).forgetDevicePush(who);
  if (uuid) await Promise.race([forget(uuid).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  if (m) await m.removeUser();
  deleteCookie(SSO_COOKIE_NAME);
  stopPersisting();
  // Requests on their way are aborted, so no late answer lands in a cache after it is cleared.
  await appQueryClient?.cancelQueries();
  appQueryClient?.clear();
  window.localStorage.removeItem(FIRST_LOGIN_KEY);
  window.localStorage.removeItem(PERSIST_KEY);
  if (uuid) useUi.getState().forgetUser(uuid);
  removeKeys(window.localStorage, OIDC_KEY_PREFIX);
  removeKeys(window.sessionStorage, OIDC_KEY_PREFIX);
  // The service worker's cached API answers, its note of the user, and the alerts still shown.
  await clearDeviceData();
  if (m && user?.id_token) {
    try {
      await m.signoutRedirect({ id_token_hint: user.id_token });
      return;
    } catch {
      // The provider is unreachable: this device is signed out already, so just go home.
    }
  }
  browser.assign(`${window.location.origin}/`);
}
