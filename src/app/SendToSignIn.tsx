/** A signed-out visitor of a protected route goes to sign in, and comes back to the same path, query and hash. */
import { useLocation, useSearch } from 'wouter';
import { SIGNING_IN } from '../features/auth/loader-labels';
import { SignInStartFailed, useStartSignIn } from '../features/auth/start-sign-in';
import { FullPageLoader } from '../ui/FullPageLoader';

export function SendToSignIn() {
  const [path] = useLocation();
  const search = useSearch();
  const returnTo = `${path}${search ? `?${search}` : ''}${window.location.hash}`;
  const { failed, retry } = useStartSignIn({ returnTo });
  if (failed) return <SignInStartFailed error={failed} onRetry={retry} />;
  return <FullPageLoader label={SIGNING_IN} />;
}
