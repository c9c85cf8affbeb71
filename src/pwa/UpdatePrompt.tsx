/**
 * 'A new version is available' with Reload: the only way a new version replaces the running one. The notice
 * (UpdateNotice.tsx) loads once a new version waits: most starts have none, so it stays out of the first
 * route's JS.
 */
import { lazy, Suspense } from 'react';
import { usePwa } from './store';

const LoadedUpdateNotice = lazy(() => import('./UpdateNotice').then((m) => ({ default: m.UpdateNotice })));

export function UpdatePrompt() {
  const offered = usePwa((s) => s.applyUpdate !== null);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LoadedUpdateNotice />
    </Suspense>
  );
}
