/** The iPhone/iPad install hint's Popover, loaded on the first click of Install (InstallOffer.tsx). */
import { Popover, Text } from '@mantine/core';
import { INSTALL_TEXTS, InstallTarget } from './InstallOffer';
import { useOpenOnMount } from '../ui/use-open-on-mount';

/** Takes focus on its own button (the bare one that took the click is gone) and opens. */
export function IosInstallHint() {
  const { opened, setOpened, target } = useOpenOnMount();
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
