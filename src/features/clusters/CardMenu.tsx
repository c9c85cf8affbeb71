/** The card's opened action menu, loaded on the first click of a card's ⋯ button (ClusterCard). */
import { Menu, Text } from '@mantine/core';
import { UNSUPPORTED_ACTION_TOOLTIP } from '../../domain/permissions';
import { preload } from '../../ui/lazy-module';
import { ActionsIcon, type CardMenuProps } from './CardActionsIcon';
import { cloneModalModule, deleteDialogModule } from './lazy-parts';
import { CARD_MESSAGES } from './messages';
import { useOpenOnMount } from '../../ui/use-open-on-mount';

const preloadClone = () => preload(cloneModalModule);
const preloadDelete = () => preload(deleteDialogModule);

/** Takes focus on its own button (so Escape and a choice return focus there) and opens. */
export function MountedMenu(props: CardMenuProps) {
  const { opened, setOpened, target } = useOpenOnMount();
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionsIcon name={props.name} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {props.showClone ? (
          <Menu.Item
            disabled={props.cloneDisabled || props.busy}
            onClick={props.onClone}
            onPointerEnter={preloadClone}
            onFocus={preloadClone}
          >
            {CARD_MESSAGES.clone}
            {props.cloneUnsupported ? (
              <Text size="xs" c="dimmed">
                {UNSUPPORTED_ACTION_TOOLTIP}
              </Text>
            ) : null}
          </Menu.Item>
        ) : null}
        {props.showDisconnect ? (
          <Menu.Item disabled={props.busy} onClick={props.onDisconnect}>
            {CARD_MESSAGES.disconnect}
          </Menu.Item>
        ) : null}
        {props.showDelete ? (
          <Menu.Item
            color="red"
            disabled={props.deleteDisabled || props.busy}
            onClick={props.onDelete}
            onPointerEnter={preloadDelete}
            onFocus={preloadDelete}
          >
            {CARD_MESSAGES.delete}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
