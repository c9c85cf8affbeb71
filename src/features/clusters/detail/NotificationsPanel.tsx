/**
 * The notifications bell's panel (NotificationsBell.tsx), loaded on the bell's first click: the list of every
 * notification, newest first, in a popover on wide screens and a drawer on a phone. Choosing one marks it read
 * and opens its cluster; closing the panel with unread items marks them all read. Both optimistic.
 */
import { useId, type ReactNode } from 'react';
import { Center, Drawer, Indicator, Loader, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import '@mantine/core/styles/Indicator.css';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { notificationMutations, notificationQueries } from '../../../api/notifications';
import type { Notification } from '../../../contract/types';
import { notificationTitle } from '../../../domain/notification-events';
import { NOTIFICATION_TEXTS, splitOnErrorMarkers } from '../../../domain/notifications';
import { clusterPath } from '../../../domain/paths';
import { formatAge } from '../../../domain/time-format';
import { userLocale } from '../../../ui/locale';
import { useNow } from '../../../ui/use-now';
import { useOpenOnMount } from '../../../ui/use-open-on-mount';
import { BellIcon, type BellProps } from './NotificationsBell';

const PANEL_WIDTH = 360;

function When({ createdAt, now }: { createdAt: string; now: number }) {
  const at = Date.parse(createdAt);
  if (!Number.isFinite(at)) return null;
  return (
    <Text size="xs" c="dimmed" component="time" dateTime={createdAt}>
      {formatAge(at, now, userLocale())}
    </Text>
  );
}

function Item({ notification, now, onChoose }: { notification: Notification; now: number; onChoose: (n: Notification) => void }) {
  const lines = splitOnErrorMarkers(notification.message);
  const body = (
    <Stack gap={2}>
      <Text size="sm" fw={notification.read ? 400 : 700}>
        {notification.read ? null : (
          <Text component="span" size="xs" c="blue" fw={700} mr={6}>
            {NOTIFICATION_TEXTS.newItem}
          </Text>
        )}
        {notificationTitle(notification.event)}
      </Text>
      {lines.map((line, index) => (
        <Text key={index} size="sm" c={line.startsWith('ERROR') ? 'red' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
      <When createdAt={notification.createdAt} now={now} />
    </Stack>
  );
  const style = {
    display: 'block',
    width: '100%',
    padding: 'var(--mantine-spacing-xs)',
    borderRadius: 'var(--mantine-radius-sm)',
    borderLeft: `3px solid ${notification.read ? 'transparent' : 'var(--mantine-color-blue-6)'}`,
  };
  return (
    <li>
      {notification.instanceName ? (
        <UnstyledButton
          component={Link}
          href={clusterPath(notification.instanceName)}
          onClick={() => onChoose(notification)}
          style={style}
          className="mantine-focus-auto"
        >
          {body}
        </UnstyledButton>
      ) : (
        <UnstyledButton onClick={() => onChoose(notification)} style={style} className="mantine-focus-auto">
          {body}
        </UnstyledButton>
      )}
    </li>
  );
}

function Panel({ uuid, onChoose }: { uuid: string; onChoose: (n: Notification) => void }) {
  const query = useQuery(notificationQueries.list(uuid));
  // Each item says how long ago it came ('5 minutes ago'), kept true while the panel is open.
  const now = useNow();
  if (query.data === undefined) {
    if (query.error) return <Text size="sm">{NOTIFICATION_TEXTS.loadFailed}</Text>;
    return (
      <Center py="md">
        <Loader size="sm" aria-label={NOTIFICATION_TEXTS.loading} />
      </Center>
    );
  }
  const list = query.data.notifications;
  if (list.length === 0) return <Text size="sm">{NOTIFICATION_TEXTS.empty}</Text>;
  return (
    <ScrollArea.Autosize mah={420} type="auto">
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {list.map((notification) => (
          <Item key={notification.id} notification={notification} now={now} onChoose={onChoose} />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/** The bell with its panel: takes focus on its own button (the bare one that took the click is gone) and opens. */
export function LoadedBell({ uuid, label, badge, ringing }: BellProps) {
  const { opened, setOpened, target } = useOpenOnMount();
  const titleId = useId();
  const phone = useMediaQuery('(max-width: 36em)');
  const query = useQuery(notificationQueries.list(uuid));
  const markRead = useMutation(notificationMutations.markRead(uuid));
  const list = query.data?.notifications ?? [];

  const close = () => {
    setOpened(false);
    const ids = list.filter((n) => !n.read).map((n) => n.id);
    if (ids.length > 0) markRead.mutate(ids);
  };
  const choose = (notification: Notification) => {
    // Opening its cluster closes the panel, which marks every unread item read, the chosen one with them.
    if (notification.instanceName) close();
    else if (!notification.read) markRead.mutate([notification.id]);
  };

  const icon = (extra: { 'aria-haspopup'?: 'dialog'; 'aria-expanded'?: boolean } = {}) => (
    <BellIcon ref={target} label={label} ringing={ringing} onClick={() => (opened ? close() : setOpened(true))} {...extra} />
  );
  // The badge wraps the whole control: the popover's target must be the button itself (its aria).
  const badged = (node: ReactNode) => (
    <Indicator label={badge} disabled={badge === null} size={18} offset={4} color="red">
      {node}
    </Indicator>
  );

  if (phone) {
    return (
      <>
        {badged(icon({ 'aria-haspopup': 'dialog', 'aria-expanded': opened }))}
        <Drawer opened={opened} onClose={close} position="bottom" size="auto" title={NOTIFICATION_TEXTS.title}>
          <Panel uuid={uuid} onChoose={choose} />
        </Drawer>
      </>
    );
  }
  return badged(
    <Popover
      opened={opened}
      onDismiss={close}
      position="bottom-end"
      width={PANEL_WIDTH}
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>{icon()}</Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <Text fw={600} mb="xs" id={titleId}>
          {NOTIFICATION_TEXTS.title}
        </Text>
        <Panel uuid={uuid} onChoose={choose} />
      </Popover.Dropdown>
    </Popover>,
  );
}
