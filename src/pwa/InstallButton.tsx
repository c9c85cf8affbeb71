/**
 * The header's Install button, where there is something to offer: the browser's install offer
 * (beforeinstallprompt), or the Add to Home Screen hint on an iPhone or iPad that has not installed the
 * app. Most starts have neither (installed already, or no offer yet), so the button's code (InstallOffer.tsx)
 * loads only then and stays out of the first route's JS. Should it fail to load, there is no button.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { lazyModule, preload } from '../ui/lazy-module';
import { isIos } from './push-support';
import { usePwa } from './store';

const installOffer = lazyModule(() => import('./InstallOffer'));

function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

export function InstallButton() {
  const offered = usePwa((s) => s.installPrompt !== null);
  const wanted = offered || (isIos() && !isStandalone());
  const loaded = useSyncExternalStore(installOffer.subscribe, () => installOffer.current);
  useEffect(() => {
    if (wanted) preload(installOffer);
  }, [wanted]);
  return wanted && loaded ? <loaded.InstallOffer /> : null;
}
