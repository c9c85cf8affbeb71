/**
 * The tracking host (doc 3 §2), on every page, signed in or not. With no provider configured (the default)
 * it renders nothing and loads nothing; otherwise it loads the seam and ConfiguredTrackingHost, which
 * applies the rules of domain/tracking.ts.
 */
import { lazy, Suspense } from 'react';
import { isTrackingConfigured, loadTracker } from '../../tracking';

const ConfiguredTrackingHost = lazy(() =>
  loadTracker().then(() => import('./ConfiguredTrackingHost')).then((m) => ({ default: m.ConfiguredTrackingHost })),
);

export function TrackingHost() {
  if (!isTrackingConfigured()) return null;
  return (
    <Suspense fallback={null}>
      <ConfiguredTrackingHost />
    </Suspense>
  );
}
