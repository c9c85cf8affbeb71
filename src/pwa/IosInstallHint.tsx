/** The iPhone/iPad install hint's Popover, loaded on the first click of Install (InstallButton.tsx). */
import { Popover, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { INSTALL_TEXTS, InstallTarget } from './InstallButton';

/** Takes focus on its own button (the bare one that took the click is gone) and opens. */
export function IosInstallHint() {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => {
      target.current?.focus();
      setOpened(true);
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return (
    <Popover width={220} position="bottom-end" withArrow opened={opened} onChange={setOpened}>
      <Popover.Target>
        <InstallTarget ref={target} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{INSTALL_TEXTS.iosHint}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
