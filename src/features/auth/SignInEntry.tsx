/**
 * The sign-in entry of spec doc 1 §2 for a signed-out visitor, with a full-page loader while the
 * browser leaves for the provider's login page:
 * - 'sso' (/, /sso, /signin, /signin-cloud): clears the first-login marker, reads redirect_to and
 *   remembers it with the URL hash: whichever entry the link used, the state's returnTo is
 *   /signin?redirect_to=…#hash, the form the post-login screen follows after sign-in (it decides whether
 *   the target may be followed);
 * - 'signup' (/signup): starts sign-up, passing the five utm_* parameters;
 * - 'plain' (/admin): logs in and returns to /clusters.
 */
import { useLocation, useSearch } from 'wouter';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { FIRST_LOGIN_KEY, type SignInOptions } from '../../session/auth';
import { SIGNING_IN } from './messages';
import { SignInStartFailed, useStartSignIn } from './start-sign-in';

export type SignInMode = 'sso' | 'signup' | 'plain';

export const UTM_PARAMS = ['utm_medium', 'utm_source', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export function signInOptionsFor(mode: SignInMode, path: string, search: string, hash: string): SignInOptions {
  const query = new URLSearchParams(search);
  switch (mode) {
    case 'sso': {
      const target = query.get('redirect_to');
      if (target) return { returnTo: `/signin?redirect_to=${encodeURIComponent(target)}${hash}` };
      return { returnTo: `${path}${search ? `?${search}` : ''}` };
    }
    case 'signup': {
      const extra: Record<string, string> = { screen_hint: 'signup' };
      for (const key of UTM_PARAMS) {
        const value = query.get(key);
        if (value) extra[key] = value;
      }
      return { returnTo: '/clusters', extra };
    }
    case 'plain':
      return { returnTo: '/clusters' };
  }
}

function clearFirstLogin(): void {
  window.localStorage.removeItem(FIRST_LOGIN_KEY);
}

export function SignInEntry({ mode }: { mode: SignInMode }) {
  const [path] = useLocation();
  const search = useSearch();
  const options = signInOptionsFor(mode, path, search, window.location.hash);
  const { failed, retry } = useStartSignIn(options, mode === 'sso' ? clearFirstLogin : undefined);
  if (failed) return <SignInStartFailed error={failed} onRetry={retry} />;
  return <FullPageLoader label={SIGNING_IN} />;
}
