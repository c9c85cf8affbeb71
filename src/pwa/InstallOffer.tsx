/**
 * Install: the browser's own install dialog where it offers one (beforeinstallprompt), and on iPhone and
 * iPad, which have no such offer, a short hint to use Add to Home Screen (InstallButton.tsx mounts it only
 * then). The hint's Popover loads on first use (IosInstallHint.tsx): until the first click the button is
 * bare, and hovering or focusing it starts loading the module.
 */
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ComponentPropsWithRef } from 'react';
import { lazyModule, preload, useLazyModule } from '../ui/lazy-module';
import { usePwa } from './store';

export const INSTALL_TEXTS = {
  install: 'Install',
  installLabel: 'Install the app on this device',
  iosHint: 'To install, tap Share, then Add to Home Screen.',
} as const;

const iosHintModule = lazyModule(() => import('./IosInstallHint'));
const preloadHint = () => preload(iosHintModule);

/** The Install button; a Popover.Target passes its props (handlers, aria, ref) through. */
export function InstallTarget(props: Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'>) {
  return (
    <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} aria-label={INSTALL_TEXTS.installLabel} {...props}>
      {INSTALL_TEXTS.install}
    </Button>
  );
}

export function InstallOffer() {
  const installPrompt = usePwa((s) => s.installPrompt);
  const setInstallPrompt = usePwa((s) => s.setInstallPrompt);

  if (installPrompt) {
    const install = async () => {
      await installPrompt.prompt();
      await installPrompt.userChoice.catch(() => null);
      // The event can be used once; the browser fires a new one if it offers again.
      setInstallPrompt(null);
    };
    return <InstallTarget onClick={() => void install()} />;
  }

  return <IosInstall />;
}

function IosInstall() {
  const [clicked, setClicked] = useState(false);
  if (!clicked) return <InstallTarget aria-haspopup="dialog" aria-expanded={false} onPointerEnter={preloadHint} onFocus={preloadHint} onClick={() => setClicked(true)} />;
  return <LoadingHint />;
}

function LoadingHint() {
  const loaded = useLazyModule(iosHintModule, true);
  if (loaded === null) return <InstallTarget aria-haspopup="dialog" aria-expanded={false} aria-busy />;
  return <loaded.IosInstallHint />;
}
