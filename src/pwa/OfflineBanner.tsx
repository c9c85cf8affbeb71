/**
 * The offline banner (OfflineNotice.tsx), while the app cannot reach the server. Its code loads only then —
 * offline, from the service worker's precache — so an online start does not carry it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { lazyModule, preload } from '../ui/lazy-module';
import { useOnline } from './online';

const offlineNotice = lazyModule(() => import('./OfflineNotice'));

export function OfflineBanner() {
  const online = useOnline();
  const loaded = useSyncExternalStore(offlineNotice.subscribe, () => offlineNotice.current);
  useEffect(() => {
    if (!online) preload(offlineNotice);
  }, [online]);
  return !online && loaded ? <loaded.OfflineNotice /> : null;
}
