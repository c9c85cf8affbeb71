/** The card's opened action menu, loaded on the first click of a card's ⋯ button (ClusterCard). */
import { useId, type ReactNode } from 'react';
import { Menu, Tooltip, type MenuItemProps } from '@mantine/core';
import { REFUSALS } from '../../domain/permissions';
import { preload } from '../../ui/lazy-module';
import { TooltipDescription } from '../../ui/LazyTooltip';
import { ActionsIcon, type CardMenuProps } from './CardActionsIcon';
import { cloneModalModule, deleteDialogModule, disconnectDialogModule } from './lazy-parts';
import { CARD_MESSAGES } from './messages';
import { useOpenOnMount } from '../../ui/use-open-on-mount';

const preloadClone = () => preload(cloneModalModule);
const preloadDelete = () => preload(deleteDialogModule);
const preloadDisconnect = () => preload(disconnectDialogModule);

interface ActionItemProps extends MenuItemProps {
  /** Why the action is refused now, or null when it may run. */
  refusal: string | null;
  onClick: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  children: ReactNode;
}

/**
 * A menu item that may be refused. A refused item stays in the keyboard order (a disabled Menu.Item is
 * skipped, so its reason could never be read): it is aria-disabled, does nothing when chosen, and says
 * why in a tooltip on hover and on keyboard focus, and in its accessible description.
 */
function ActionItem({ refusal, onClick, children, ...item }: ActionItemProps) {
  const descriptionId = useId();
  if (refusal === null) {
    return (
      <Menu.Item onClick={onClick} {...item}>
        {children}
      </Menu.Item>
    );
  }
  return (
    <Tooltip label={refusal} position="left" withArrow multiline w={240} events={{ hover: true, focus: true, touch: true }}>
      <Menu.Item
        {...item}
        color={undefined}
        aria-disabled
        aria-describedby={descriptionId}
        closeMenuOnClick={false}
        c="dimmed"
        style={{ cursor: 'not-allowed' }}
      >
        {children}
        <TooltipDescription id={descriptionId} label={refusal} />
      </Menu.Item>
    </Tooltip>
  );
}

/** Takes focus on its own button (so Escape and a choice return focus there) and opens. */
export function MountedMenu(props: CardMenuProps) {
  const { opened, setOpened, target } = useOpenOnMount();
  const busy = props.busy ? REFUSALS.busy : null;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionsIcon name={props.name} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {props.showClone ? (
          <ActionItem refusal={props.cloneRefusal ?? busy} onClick={props.onClone} onPointerEnter={preloadClone} onFocus={preloadClone}>
            {CARD_MESSAGES.clone}
          </ActionItem>
        ) : null}
        {props.showDisconnect ? (
          <ActionItem refusal={busy} onClick={props.onDisconnect} onPointerEnter={preloadDisconnect} onFocus={preloadDisconnect}>
            {CARD_MESSAGES.disconnect}
          </ActionItem>
        ) : null}
        {props.showDelete ? (
          <ActionItem
            refusal={props.deleteRefusal ?? busy}
            color="red"
            onClick={props.onDelete}
            onPointerEnter={preloadDelete}
            onFocus={preloadDelete}
          >
            {CARD_MESSAGES.delete}
          </ActionItem>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
