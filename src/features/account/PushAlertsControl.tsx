/**
 * 'Push alerts on this device' (issue 4): a switch that asks for the notification permission only when
 * clicked, subscribes this browser with the emulator's VAPID key and sends the subscription; the kinds of
 * alerts to get (deployment progress, cluster status, operations on my clusters); and turning them off again. `usePushResync` brings
 * the server up to date with this device's subscription once per signed-in start.
 */
import { Alert, Button, Card, Checkbox, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { keys } from '../../api/keys';
import { pushMutations, pushQueries } from '../../api/push';
import { QUIET_HOURS_TEXTS, type QuietHours } from '../../domain/quiet-hours';
import { isPushKind, PUSH_KINDS, type PushKind } from '../../domain/push';
import { OfflineTooltip, useOnline } from '../../pwa';
import { useRequiredUuid } from '../../stores/session';
import { runtimeConfigQuery } from './password-connection';
import {
  deviceSubscription,
  notificationPermission,
  pushAlertMutations,
  pushSupport,
  PushPermissionError,
  resyncPushSubscription,
} from '../../pwa/push-device';

export const PUSH_TEXTS = {
  title: 'Push alerts',
  intro:
    'Get an alert on this device when a deployment reaches its next stage, a cluster changes status or an operation on it ends, even when the app is closed.',
  switchLabel: 'Push alerts on this device',
  on: 'On: this device gets the alerts chosen below.',
  off: 'Off: turning this on asks your browser for permission to show notifications.',
  kindsLabel: 'Alert me about',
  kinds: {
    deployment: 'Deployment progress',
    cluster: 'Cluster status',
    operations: 'Operations on my clusters',
  } satisfies Record<PushKind, string>,
  kindHints: {
    deployment: 'Each stage of a deployment, its completion or failure.',
    cluster: 'A cluster is created, connected, disconnected or unavailable, or goes to sleep soon (with Keep awake).',
    operations: 'The result of node actions, scaling, self-managed clusters and scheduled events.',
  } satisfies Record<PushKind, string>,
  kindsRequired: 'Choose at least one kind of alert.',
  unsupported: 'This browser cannot receive push alerts.',
  iosInstallFirst:
    'On iPhone and iPad, add this app to your Home Screen (Share, then Add to Home Screen) and open it from there to turn on push alerts.',
  notOffered: 'Push alerts are not offered by this server.',
  denied:
    "Notifications are blocked for this site. Allow them in your browser's site settings, then turn push alerts on here.",
  failed: 'Push alerts could not be changed',
  dismissed: 'Notifications were not allowed, so push alerts stay off.',
  /** The permission reads as given, yet the browser refused the subscription (site or system settings). */
  refused:
    "Your browser refused push alerts for this site. Allow notifications for this site in your browser's site settings (the icon at the left of the address bar), then turn push alerts on again.",
} as const;


function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : PUSH_TEXTS.failed;
}

function refusalText(permission: NotificationPermission): string | null {
  if (permission === 'denied') return null;
  return permission === 'default' ? PUSH_TEXTS.dismissed : PUSH_TEXTS.refused;
}

/** Once per signed-in start: re-sends (or drops) this device's push subscription. Never asks anything. */
export function usePushResync(uuid: string): void {
  const queryClient = useQueryClient();
  // Nothing to re-send where alerts cannot be on: then not even the config is read.
  const possible = pushSupport() === 'supported' && notificationPermission() === 'granted';
  const { data: config } = useQuery({ ...runtimeConfigQuery, enabled: possible });
  const done = useRef<string | null>(null);
  const vapidKey = config?.vapidPublicKey ?? null;
  useEffect(() => {
    if (!vapidKey || done.current === uuid) return;
    done.current = uuid;
    resyncPushSubscription(uuid, vapidKey)
      .then((changed) => {
        if (changed) void queryClient.invalidateQueries({ queryKey: keys.pushSubscriptions(uuid) });
      })
      .catch(() => {
        // Offline or the API is down: the next start tries again; alerts keep going to the saved endpoint.
        done.current = null;
      });
  }, [uuid, vapidKey, queryClient]);
}

export function PushAlertsControl() {
  const uuid = useRequiredUuid();
  const online = useOnline();
  const support = pushSupport();
  const config = useQuery({ ...runtimeConfigQuery, enabled: support === 'supported' });
  const server = useQuery({ ...pushQueries.subscriptions(uuid), enabled: support === 'supported' });
  // This browser's endpoint (null: not subscribed). Device state, so it is neither shared nor persisted.
  const device = useQuery({
    queryKey: keys.pushDevice(),
    queryFn: async () => (await deviceSubscription().catch(() => null))?.endpoint ?? null,
    enabled: support === 'supported',
    staleTime: Infinity,
    gcTime: 0,
  });
  const endpoint = device.data;
  const permission = support === 'supported' ? notificationPermission() : 'default';
  const [draftKinds, setDraftKinds] = useState<PushKind[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const record = endpoint ? server.data?.find((s) => s.endpoint === endpoint) : undefined;
  const on = record !== undefined;
  const kinds = draftKinds ?? record?.kinds ?? [...PUSH_KINDS];
  const vapidKey = config.data?.vapidPublicKey ?? null;

  // The factories re-read the device and the server after each change; errors show beside the switch.
  const toggle = useMutation(pushAlertMutations.toggle(uuid));
  const saveKinds = useMutation(pushAlertMutations.kinds(uuid));
  const showError = (e: Error) => {
    // A blocked permission shows the 'blocked' hint below; a dismissed prompt says that alerts stay off;
    // a refusal despite the permission says where to allow them.
    if (e instanceof PushPermissionError) setError(refusalText(notificationPermission()));
    else setError(errorText(e));
  };
  const switchTo = (next: boolean) => {
    setError(null);
    if (next && !vapidKey) {
      setError(PUSH_TEXTS.notOffered);
      return;
    }
    toggle.mutate({ on: next, vapidKey: vapidKey ?? '', kinds }, { onError: showError });
  };

  const onKindsChange = (values: string[]) => {
    const next = PUSH_KINDS.filter((k) => values.some((v) => isPushKind(v) && v === k));
    setDraftKinds(next);
    if (next.length > 0 && on) {
      setError(null);
      saveKinds.mutate(next, { onSuccess: () => setDraftKinds(null), onError: showError });
    }
  };

  if (support !== 'supported' || (config.isSuccess && !vapidKey)) {
    return (
      <Card withBorder padding="lg" component="section" aria-labelledby="push-alerts-title">
        <Stack gap="xs">
          <Title order={2} size="h4" id="push-alerts-title">
            {PUSH_TEXTS.title}
          </Title>
          <Text size="sm">
            {support === 'ios-install-first'
              ? PUSH_TEXTS.iosInstallFirst
              : support === 'unsupported'
                ? PUSH_TEXTS.unsupported
                : PUSH_TEXTS.notOffered}
          </Text>
        </Stack>
      </Card>
    );
  }

  const reading = device.isPending || server.isPending || config.isPending;
  const busy = toggle.isPending || saveKinds.isPending;
  const blocked = permission === 'denied' && !on;
  const switchDisabled = reading || busy || !online || blocked;
  const kindsMissing = kinds.length === 0;

  const switchControl = (
    <Switch
      size="md"
      label={PUSH_TEXTS.switchLabel}
      description={on ? PUSH_TEXTS.on : PUSH_TEXTS.off}
      checked={on}
      disabled={switchDisabled || (!on && kindsMissing)}
      onChange={(event) => switchTo(event.currentTarget.checked)}
    />
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="push-alerts-title" aria-busy={reading || busy}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="push-alerts-title">
            {PUSH_TEXTS.title}
          </Title>
          <Text size="sm" c="dimmed">
            {PUSH_TEXTS.intro}
          </Text>
        </Stack>
        <OfflineTooltip offline={!online}>{switchControl}</OfflineTooltip>
        <Checkbox.Group
          label={PUSH_TEXTS.kindsLabel}
          value={kinds}
          onChange={onKindsChange}
          error={kindsMissing ? PUSH_TEXTS.kindsRequired : undefined}
          disabled={busy || (on && !online)}
        >
          <Group mt="xs" gap="lg" align="flex-start">
            {PUSH_KINDS.map((kind) => (
              <Checkbox key={kind} value={kind} label={PUSH_TEXTS.kinds[kind]} description={PUSH_TEXTS.kindHints[kind]} maw={280} />
            ))}
          </Group>
        </Checkbox.Group>
        {on && endpoint ? <QuietHoursSettings uuid={uuid} endpoint={endpoint} saved={record.quietHours ?? null} online={online} /> : null}
        {blocked && (
          <Alert color="yellow" role="status">
            {PUSH_TEXTS.denied}
          </Alert>
        )}
        {error && (
          <Alert color="red" title={PUSH_TEXTS.failed} role="alert">
            {error}
          </Alert>
        )}
        {server.isError && (
          <Alert color="red" title={PUSH_TEXTS.failed} role="alert">
            {errorText(server.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

interface QuietHoursSettingsProps {
  uuid: string;
  endpoint: string;
  saved: QuietHours | null;
  online: boolean;
}

/**
 * Quiet hours of this device (issue 28): a window on the device's clock during which only failures arrive;
 * the rest come as one summary per cluster when it ends. Saved with this device's subscription, in its time zone.
 */
function QuietHoursSettings({ uuid, endpoint, saved, online }: QuietHoursSettingsProps) {
  const [enabled, setEnabled] = useState(saved !== null);
  const [start, setStart] = useState(saved?.start ?? '22:00');
  const [end, setEnd] = useState(saved?.end ?? '07:00');
  const save = useMutation(pushMutations.quietHours(uuid));
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const disabled = !online || save.isPending;

  const onSwitch = (next: boolean) => {
    setEnabled(next);
    if (!next && saved !== null) save.mutate({ endpoint, quietHours: null });
  };

  return (
    <Stack gap="xs">
      <OfflineTooltip offline={!online}>
        <Switch
          label={QUIET_HOURS_TEXTS.switchLabel}
          description={QUIET_HOURS_TEXTS.hint}
          checked={enabled}
          disabled={disabled}
          onChange={(event) => onSwitch(event.currentTarget.checked)}
        />
      </OfflineTooltip>
      {enabled ? (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput type="time" label={QUIET_HOURS_TEXTS.from} value={start} onChange={(e) => setStart(e.currentTarget.value)} w={130} />
          <TextInput type="time" label={QUIET_HOURS_TEXTS.to} value={end} onChange={(e) => setEnd(e.currentTarget.value)} w={130} />
          <Button variant="light" disabled={disabled} onClick={() => save.mutate({ endpoint, quietHours: { start, end, timeZone } })}>
            {QUIET_HOURS_TEXTS.save}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
