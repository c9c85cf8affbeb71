/**
 * Install: the browser's own install dialog where it offers one (beforeinstallprompt), and on iPhone and
 * iPad, which have no such offer, a short hint to use Add to Home Screen. Nothing once installed.
 */
import { Button, Popover, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { usePwa } from './store';

export const INSTALL_TEXTS = {
  install: 'Install',
  installLabel: 'Install the app on this device',
  iosHint: 'To install, tap Share, then Add to Home Screen.',
} as const;

function isIos(): boolean {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

export function InstallButton() {
  const installPrompt = usePwa((s) => s.installPrompt);
  const setInstallPrompt = usePwa((s) => s.setInstallPrompt);

  if (installPrompt) {
    const install = async () => {
      await installPrompt.prompt();
      await installPrompt.userChoice.catch(() => null);
      // The event can be used once; the browser fires a new one if it offers again.
      setInstallPrompt(null);
    };
    return (
      <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} aria-label={INSTALL_TEXTS.installLabel} onClick={() => void install()}>
        {INSTALL_TEXTS.install}
      </Button>
    );
  }

  if (!isIos() || isStandalone()) return null;
  return (
    <Popover width={220} position="bottom-end" withArrow>
      <Popover.Target>
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} aria-label={INSTALL_TEXTS.installLabel}>
          {INSTALL_TEXTS.install}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{INSTALL_TEXTS.iosHint}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
