/**
 * Guards a protected route (spec doc 1 §2): a signed-out visitor is sent to sign in and comes back to
 * the same path, query and hash afterwards.
 */
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SignInStartFailed, useStartSignIn } from '../features/auth/start-sign-in';
import { SIGNING_IN } from '../features/auth/messages';
import { useSession } from '../stores/session';
import { FullPageLoader } from '../ui/FullPageLoader';

function SendToSignIn() {
  const [path] = useLocation();
  const search = useSearch();
  const returnTo = `${path}${search ? `?${search}` : ''}${window.location.hash}`;
  const { failed, retry } = useStartSignIn({ returnTo });
  if (failed) return <SignInStartFailed error={failed} onRetry={retry} />;
  return <FullPageLoader label={SIGNING_IN} />;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'signedOut') return <SendToSignIn />;
  return children;
}
