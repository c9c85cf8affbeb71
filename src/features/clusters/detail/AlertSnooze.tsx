/**
 * Snooze this cluster's push alerts (issue 28): a menu of three lengths while alerts arrive, and while they
 * are snoozed the note 'Alerts snoozed until 07:00 — Resume' (the end on the device's clock). The emulator
 * keeps the snooze per user and cluster and sends nothing meanwhile; the alert's own Snooze button changes the
 * same snooze, so a push alert about the cluster reads it again.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { alertSnoozeMutations, alertSnoozeQueries } from '../../../api/alert-snooze';
import { formatClock, SNOOZE_TEXTS, snoozeHolds, type AlertSnooze as Snooze, type SnoozeLength } from '../../../domain/alert-snooze';
import { OfflineTooltip, onClusterAlert, useOnline } from '../../../pwa';
import { lazyModule, useClickToLoad } from '../../../ui/lazy-module';
import { useNow } from '../../../ui/use-now';
import { SnoozeButton } from './SnoozeButton';
import type { SnoozeMenuProps } from './SnoozeMenu';

const snoozeMenuModule = lazyModule(() => import('./SnoozeMenu'));

/** The device's time zone: 'tomorrow morning' is 07:00 on its clock. */
function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export interface AlertSnoozeProps {
  uuid: string;
  name: string;
}

export function AlertSnooze({ uuid, name }: AlertSnoozeProps) {
  const query = useQuery(alertSnoozeQueries.snooze(uuid, name));
  const snooze = useMutation(alertSnoozeMutations.snooze(uuid, name));
  const resume = useMutation(alertSnoozeMutations.resume(uuid, name));
  const online = useOnline();
  const { refetch } = query;
  // The alert's own Snooze button changes it without this page.
  useEffect(() => onClusterAlert(() => void refetch()), [refetch]);

  // Nothing until it is known whether alerts are snoozed: the menu must not flip to the note under a finger.
  if (query.data === undefined) return null;
  const current = query.data.snooze;
  const busy = snooze.isPending || resume.isPending;
  return (
    <SnoozeView
      current={current}
      online={online}
      busy={busy}
      onSnooze={(length) => snooze.mutate({ length, timeZone: deviceTimeZone() })}
      onResume={() => resume.mutate()}
    />
  );
}

interface SnoozeViewProps {
  current: Snooze | null;
  online: boolean;
  busy: boolean;
  onSnooze: (length: SnoozeLength) => void;
  onResume: () => void;
}

function SnoozeView({ current, online, busy, onSnooze, onResume }: SnoozeViewProps) {
  // A snooze that ended while the page is open stops being shown, on the page's own clock.
  const now = useNow();
  const until = current?.until === null ? null : current ? Date.parse(current.until) : undefined;
  const disabledStyle = online ? undefined : { pointerEvents: 'none' as const };

  if (until !== undefined && snoozeHolds(until, now)) {
    return (
      <Alert color="gray" variant="light" icon={<IconBellOff size={18} aria-hidden />} py="xs">
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{until === null ? SNOOZE_TEXTS.snoozedIndefinitely : SNOOZE_TEXTS.snoozedUntil(formatClock(until, deviceTimeZone()))}</Text>
          <Text size="sm" aria-hidden>
            —
          </Text>
          <OfflineTooltip offline={!online}>
            <Button size="compact-sm" variant="light" disabled={!online} loading={busy} style={disabledStyle} onClick={onResume}>
              {SNOOZE_TEXTS.resume}
            </Button>
          </OfflineTooltip>
        </Group>
      </Alert>
    );
  }

  return <SnoozeChoice online={online} busy={busy} onSnooze={onSnooze} />;
}

/**
 * The menu's code (Menu, its popover, floating position and focus handling) loads on the button's first
 * click, started by hover or focus: none of it is on the way from an alert to the cluster's status, and the
 * page's header renders no closed menu (issue 24).
 */
function SnoozeChoice({ online, busy, onSnooze }: SnoozeMenuProps) {
  const { loaded, trigger } = useClickToLoad(snoozeMenuModule, 'menu');
  return (
    <Group>
      <OfflineTooltip offline={!online}>
        {loaded ? (
          <loaded.MountedSnoozeMenu online={online} busy={busy} onSnooze={onSnooze} />
        ) : (
          <SnoozeButton online={online} busy={busy} {...trigger} />
        )}
      </OfflineTooltip>
    </Group>
  );
}
