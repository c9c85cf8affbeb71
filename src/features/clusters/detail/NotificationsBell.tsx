/**
 * The notifications bell of cluster pages (spec doc 1 §4): the unread count ('+9' above nine) on a bell that
 * rings while anything is unread. Its panel (NotificationsPanel.tsx: the popover or drawer and the list) loads
 * on the first click, so its code (popover, drawer, scroll area) is not part of the page's first load
 * (issue 24); hovering or focusing the bell starts loading it.
 */
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell, IconBellRinging } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { notificationQueries } from '../../../api/notifications';
import { NOTIFICATION_TEXTS, unreadBadge, unreadCount } from '../../../domain/notifications';
import { lazyModule, useClickToLoad } from '../../../ui/lazy-module';
import '@mantine/core/styles/Indicator.css';

const panelModule = lazyModule(() => import('./NotificationsPanel'));

export interface BellProps {
  uuid: string;
  /** The bell's name, with the unread count. */
  label: string;
  /** The count shown on the bell, or null (none unread). */
  badge: string | null;
  ringing: boolean;
}

type BellIconProps = { label: string; ringing: boolean } & Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'color' | 'style'>;

/** The bell button; a Popover.Target passes its props (handlers, aria, ref) through. */
export const BellIcon = forwardRef<HTMLButtonElement, BellIconProps>(function BellIcon({ label, ringing, ...props }, ref) {
  return (
    <ActionIcon ref={ref} variant="subtle" size="lg" aria-label={label} {...props}>
      {ringing ? <IconBellRinging size={22} aria-hidden /> : <IconBell size={22} aria-hidden />}
    </ActionIcon>
  );
});

export function NotificationsBell({ uuid }: { uuid: string }) {
  const query = useQuery(notificationQueries.list(uuid));
  const { loaded, trigger } = useClickToLoad(panelModule);
  const unread = unreadCount(query.data?.notifications ?? []);
  const bell: BellProps = {
    uuid,
    label: unread > 0 ? `${NOTIFICATION_TEXTS.title}, ${NOTIFICATION_TEXTS.unread(unread)}` : NOTIFICATION_TEXTS.title,
    badge: unreadBadge(unread),
    ringing: unread > 0,
  };
  if (loaded) return <loaded.LoadedBell {...bell} />;
  return (
    <Indicator label={bell.badge} disabled={bell.badge === null} size={18} offset={4} color="red">
      <BellIcon
        label={bell.label}
        ringing={bell.ringing}
        {...trigger}
      />
    </Indicator>
  );
}
