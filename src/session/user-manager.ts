/**
 * oidc-client-ts's UserManager as the app uses it, loaded with the library when auth.ts first needs it
 * (sign-in, the callback, renewal, Log Out): a start with a stored, unexpired user loads neither.
 */
import { ErrorResponse, UserManager, WebStorageStateStore, type SigninSilentArgs, type User, type UserManagerSettings } from 'oidc-client-ts';

/** A stored token with more life than this was renewed by another tab: use it instead of refreshing. */
const FRESH_TOKEN_SECONDS = 65;

export interface LoadedAuth {
  manager: UserManager;
  /** The library's ErrorResponse: the provider answered and refused (as opposed to a network failure). */
  isProviderError: (error: unknown) => boolean;
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request('console-token-refresh', task);
}

/**
 * Refresh tokens rotate: two refreshes with the same token would make the provider revoke the grant.
 * So one refresh at a time per tab (shared promise) and across tabs (Web Locks where available), and a
 * token another tab already renewed is taken from storage instead of refreshing again.
 */
class ConsoleUserManager extends UserManager {
  private renewal: Promise<User | null> | null = null;

  override signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    this.renewal ??= withRefreshLock(async () => {
      const stored = await this.getUser();
      if (stored && !stored.expired && (stored.expires_in ?? 0) > FRESH_TOKEN_SECONDS) return stored;
      return super.signinSilent(args);
    }).finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }
}

/** Builds the manager (its automatic silent renewal starts with it); `publish` hears every user change. */
export function createAuth(settings: Omit<UserManagerSettings, 'userStore'>, publish: (user: User | null) => void): LoadedAuth {
  const manager = new ConsoleUserManager({
    ...settings,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
  manager.events.addUserLoaded((user) => publish(user));
  manager.events.addUserUnloaded(() => publish(null));
  manager.events.addSilentRenewError((error) => {
    // The provider refused the refresh token (revoked, expired): the session is over. A network
    // failure keeps the user, so the persisted cache stays readable offline.
    if (error instanceof ErrorResponse) void manager.removeUser();
  });
  return { manager, isProviderError: (error: unknown) => error instanceof ErrorResponse };
}
