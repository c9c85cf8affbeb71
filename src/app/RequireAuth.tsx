/**
 * Guards a protected route (spec doc 1 §2): a signed-out visitor is sent to sign in and comes back to
 * the same path, query and hash afterwards.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { SIGNING_IN } from '../features/auth/loader-labels';
import { useSession } from '../stores/session';
import { FullPageLoader } from '../ui/FullPageLoader';

/**
 * Only a signed-out visitor needs it (with the sign-in library, which loads on demand too), so a signed-in
 * start does not carry it. Meanwhile the visitor sees what it shows while it leaves: 'Signing you in'.
 */
const SendToSignIn = lazy(() => import('./SendToSignIn').then((m) => ({ default: m.SendToSignIn })));

/**
 * What a route shows by the session: the loader while the session is read at start, then the signed-in or
 * the signed-out screen. Every route that depends on the session (this guard, the sign-in entries, /support,
 * not-found) chooses through it.
 */
export function BySession({ signedIn, signedOut }: { signedIn: ReactNode; signedOut: ReactNode }) {
  const status = useSession((s) => s.status);
  if (status === 'loading') return <FullPageLoader />;
  return status === 'signedIn' ? signedIn : signedOut;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  return (
    <BySession
      signedIn={children}
      signedOut={
        <Suspense fallback={<FullPageLoader label={SIGNING_IN} />}>
          <SendToSignIn />
        </Suspense>
      }
    />
  );
}
