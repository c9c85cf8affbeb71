/** The opened 'Snooze alerts' menu, loaded on the button's first click (AlertSnooze). */
import { Menu } from '@mantine/core';
import { SNOOZE_LENGTHS, SNOOZE_TEXTS, type SnoozeLength } from '../../../domain/alert-snooze';
import { useOpenOnMount } from '../../../ui/use-open-on-mount';
import { SnoozeButton } from './SnoozeButton';

export interface SnoozeMenuProps {
  online: boolean;
  busy: boolean;
  onSnooze: (length: SnoozeLength) => void;
}

/** Takes focus on its own button (so Escape and a choice return focus there) and opens. */
export function MountedSnoozeMenu({ online, busy, onSnooze }: SnoozeMenuProps) {
  const { opened, setOpened, target } = useOpenOnMount();
  return (
    <Menu position="bottom-start" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <SnoozeButton ref={target} online={online} busy={busy} />
      </Menu.Target>
      <Menu.Dropdown>
        {SNOOZE_LENGTHS.map((length) => (
          <Menu.Item key={length} onClick={() => onSnooze(length)}>
            {SNOOZE_TEXTS.lengths[length]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
