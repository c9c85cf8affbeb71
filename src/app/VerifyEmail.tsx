/**
 * The verify-email page (doc 1 §2, doc 3 §2 error pages) for /verify and for an unconfirmed user: loaded on
 * demand, since a confirmed user (nearly every start) never sees it.
 */
import { lazy, Suspense } from 'react';
import { FullPageLoader } from '../ui/FullPageLoader';

const VerifyEmailPage = lazy(() => import('../features/auth/ErrorPages').then((m) => ({ default: m.VerifyEmailPage })));

export function VerifyEmail() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <VerifyEmailPage />
    </Suspense>
  );
}
