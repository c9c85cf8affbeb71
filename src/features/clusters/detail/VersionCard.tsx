/**
 * The main tab's version card (spec doc 2 §2 "Current version with an Update button", §4, §6, §8): the
 * cluster's version (a custom build marked), and what can be done about it:
 *
 * - an update under way: what the cluster is being updated to;
 * - a pending update: shown instead of the Update button, with Cancel update for the owner; once cancelled
 *   the Update button returns;
 * - otherwise how many newer releases there are, or that it is up to date; and, when the cluster can be updated
 *   (a newer release, or build numbers allowed), the Update button for the owner (managementPolicy update),
 *   disabled with its reason in a tooltip (the lock: 'Update is currently locked for this cluster.').
 *
 * Update opens the dialog; confirming updates a running cluster at once and schedules a pending update on any
 * other (doc 2 §4).
 */
import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ClusterDetailEntry } from '../../../api/clusters';
import { upgradeMutations, upgradeQueries } from '../../../api/cluster-upgrade';
import type { UpgradePayload, User } from '../../../contract/types';
import { isTransitional, type ClusterStatus } from '../../../domain/status';
import { mayUpgrade, readPendingUpdate, upgradeMode, upgradeRefusal, type PendingUpdateView } from '../../../domain/upgrade';
import { OfflineTooltip, useOnline } from '../../../pwa';
import { lazyModule, preload, useLazyModule } from '../../../ui/lazy-module';
import { userLocale } from '../../../ui/locale';
import { formatDateTime } from '../../../domain/time-format';
import { GatedButton } from '../../../ui/GatedButton';
import { VERSION_CARD } from './upgrade-messages';

const upgradeModalModule = lazyModule(() => import('./UpgradeModal'));

export interface VersionCardProps {
  uuid: string;
  user: User;
  entry: ClusterDetailEntry;
  status: ClusterStatus;
}

export function VersionCard({ uuid, user, entry, status }: VersionCardProps) {
  const { instance } = entry;
  const { name } = instance;
  const online = useOnline();
  const pending = useQuery(upgradeQueries.pending(uuid, name, { watch: isTransitional(status) }));
  const upgrade = useMutation(upgradeMutations.upgrade(uuid, name));
  const schedule = useMutation(upgradeMutations.schedule(uuid, name));
  const cancel = useMutation(upgradeMutations.cancel(uuid, name));
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialog = useLazyModule(upgradeModalModule, dialogOpen);

  const owner = mayUpgrade(instance);
  const inProgress = pending.data?.inProgress ?? null;
  const scheduled = (pending.data?.updates ?? []).map(readPendingUpdate).find((u): u is PendingUpdateView => u !== null) ?? null;
  const mode = upgradeMode(status);
  const close = () => setDialogOpen(false);

  const submit = (payload: UpgradePayload): Promise<unknown> =>
    mode === 'now'
      ? upgrade.mutateAsync(payload, { onSuccess: close })
      : // A failed schedule is a notification of the server's message (doc 2 §8): nothing goes under the input.
        schedule.mutateAsync(payload, { onSuccess: close }).catch(() => undefined);

  let state: ReactNode;
  let action: ReactNode = null;
  if (pending.data === undefined) {
    state = pending.isError ? (
      <Group gap="xs">
        <Text size="sm">{VERSION_CARD.pendingFailed}</Text>
        <Button size="compact-sm" variant="subtle" onClick={() => void pending.refetch()}>
          {VERSION_CARD.retry}
        </Button>
      </Group>
    ) : (
      <Loader size="xs" aria-label={VERSION_CARD.checking} />
    );
  } else if (inProgress) {
    state = (
      <>
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm" fw={500}>
            {VERSION_CARD.updating(inProgress.version)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {VERSION_CARD.updatingHint}
        </Text>
      </>
    );
  } else if (scheduled) {
    state = (
      <>
        <Text size="sm" fw={500}>
          {VERSION_CARD.scheduled(scheduled.version)}
        </Text>
        <Text size="sm" c="dimmed">
          {scheduled.schedule
            ? VERSION_CARD.scheduledAt(formatDateTime(Date.parse(scheduled.schedule), [...userLocale()]))
            : VERSION_CARD.scheduledNextConnect}
        </Text>
      </>
    );
    if (owner) {
      action = (
        <OfflineTooltip offline={!online}>
          <Button
            variant="default"
            disabled={!online}
            style={online ? undefined : { pointerEvents: 'none' }}
            loading={cancel.isPending}
            onClick={() => cancel.mutate(scheduled.id)}
          >
            {VERSION_CARD.cancelUpdate}
          </Button>
        </OfflineTooltip>
      );
    }
  } else {
    state = (
      <Text size="sm">
        {instance.upgradable ? VERSION_CARD.updatesAvailable(instance.availableUpgrades.length) : VERSION_CARD.upToDate}
      </Text>
    );
    // Where build numbers are allowed, a cluster on the newest release may still be updated to a build.
    if (owner && (instance.upgradable || instance.byBuildNumber)) {
      const refusal = upgradeRefusal(user, instance, status, false);
      action =
        refusal !== null ? (
          <GatedButton label={VERSION_CARD.update} refusal={refusal} variant="light" />
        ) : (
          <OfflineTooltip offline={!online}>
            <Button
              variant="light"
              disabled={!online}
              style={online ? undefined : { pointerEvents: 'none' }}
              onPointerEnter={() => preload(upgradeModalModule)}
              onFocus={() => preload(upgradeModalModule)}
              onClick={() => setDialogOpen(true)}
            >
              {VERSION_CARD.update}
            </Button>
          </OfflineTooltip>
        );
    }
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={VERSION_CARD.title}>
      <Text size="sm" c="dimmed">
        {VERSION_CARD.title}
      </Text>
      <Group justify="space-between" align="flex-start" gap="sm" mt={4} wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {instance.image}
            </Text>
            {instance.customBuild ? (
              <Badge variant="light" color="gray" size="sm">
                {VERSION_CARD.customBuild}
              </Badge>
            ) : null}
          </Group>
          {state}
        </Stack>
        {action}
      </Group>
      {dialogOpen && dialog ? (
        <dialog.UpgradeModal
          name={name}
          currentVersion={instance.image}
          byBuildNumber={instance.byBuildNumber}
          releases={instance.availableUpgrades}
          mode={mode}
          onClose={close}
          onSubmit={submit}
          submitting={upgrade.isPending || schedule.isPending}
        />
      ) : null}
    </Card>
  );
}
