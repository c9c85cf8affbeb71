import { memo } from 'react';
import { ActionIcon, Anchor, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'wouter';
import type { User } from '../../api/types';
import type { ClusterEntry } from '../../api/clusters';
import type { ClusterStatus } from '../../domain/status';
import { canClone, canConnect, canDelete, isActionSupported, UNSUPPORTED_ACTION_TOOLTIP } from '../../domain/permissions';
import { StatusBadge } from '../../ui/StatusBadge';
import { OfflineTooltip, useOnline } from '../../pwa';
import { ExternalLink } from '../../ui/ExternalLink';
import { CARD_MESSAGES } from './messages';

export interface ClusterCardProps {
  entry: ClusterEntry;
  status: ClusterStatus;
  user: Pick<User, 'platformActions'>;
  /** A connect, disconnect or delete of this cluster is on its way. */
  busy: boolean;
  onConnect: (name: string) => void;
  onDisconnect: (name: string) => void;
  onClone: (entry: ClusterEntry) => void;
  onDelete: (entry: ClusterEntry) => void;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" c="dimmed">
      {label}:{' '}
      <Text span size="sm" c="var(--mantine-color-text)">
        {value}
      </Text>
    </Text>
  );
}

/** One cluster: its body links to /clusters/{name}; actions sit outside the link (no nested controls). */
export const ClusterCard = memo(function ClusterCard(props: ClusterCardProps) {
  const { entry, status, user, busy } = props;
  const { instance, service } = entry;
  const policy = instance.clusterPolicy;
  const mayConnect = canConnect(instance);
  const showClone = policy.managementPolicy.includes('create');
  const cloneAllowed = canClone(user, instance, status);
  const cloneUnsupported = !isActionSupported(user, 'clone', instance.platform);
  const showDelete = policy.clusterPolicy.includes('delete');
  const deleteAllowed = canDelete(instance, status);
  const showDisconnect = mayConnect && status === 'running';
  const hasMenu = showClone || showDelete || showDisconnect;
  // Every action of the menu and the footer needs the server.
  const offline = !useOnline();

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={instance.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Anchor
          component={Link}
          href={`/clusters/${encodeURIComponent(instance.name)}`}
          underline="never"
          c="inherit"
          style={{ flex: 1, minWidth: 0 }}
        >
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} truncate="end" maw="100%">
                {instance.name}
              </Text>
              <StatusBadge status={status} />
            </Group>
            <Detail label="Region" value={instance.regionAlias} />
            <Detail label="Size" value={instance.analyticsSize?.displayName ?? instance.csize} />
            <Detail label="Version" value={instance.customBuild ? `${instance.image} (custom)` : instance.image} />
            <Detail label="Auto suspend" value={instance.displayIdleTime} />
          </Stack>
        </Anchor>
        {hasMenu ? (
          offline ? (
            <OfflineTooltip offline>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={CARD_MESSAGES.actionsFor(instance.name)}
                disabled
                style={{ pointerEvents: 'none' }}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </OfflineTooltip>
          ) : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={CARD_MESSAGES.actionsFor(instance.name)}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {showClone ? (
                <Menu.Item disabled={!cloneAllowed || busy} onClick={() => props.onClone(entry)}>
                  {CARD_MESSAGES.clone}
                  {cloneUnsupported ? (
                    <Text size="xs" c="dimmed">
                      {UNSUPPORTED_ACTION_TOOLTIP}
                    </Text>
                  ) : null}
                </Menu.Item>
              ) : null}
              {showDisconnect ? (
                <Menu.Item disabled={busy} onClick={() => props.onDisconnect(instance.name)}>
                  {CARD_MESSAGES.disconnect}
                </Menu.Item>
              ) : null}
              {showDelete ? (
                <Menu.Item color="red" disabled={!deleteAllowed || busy} onClick={() => props.onDelete(entry)}>
                  {CARD_MESSAGES.delete}
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
          )
        ) : null}
      </Group>
      <Card.Section withBorder inheritPadding py="xs" mt="sm">
        <CardFooter {...props} mayConnect={mayConnect} serviceUrl={service?.url ?? null} offline={offline} />
      </Card.Section>
    </Card>
  );
});

/** The footers of doc 1 §4 (creating, starting-up, running, sleeping); the others are ours. */
function CardFooter({
  entry,
  status,
  busy,
  onConnect,
  mayConnect,
  serviceUrl,
  offline,
}: ClusterCardProps & { mayConnect: boolean; serviceUrl: string | null; offline: boolean }) {
  const { instance } = entry;
  switch (status) {
    case 'creating':
      return <Text size="sm">{CARD_MESSAGES.creatingFooter}</Text>;
    case 'starting-up':
      return <Text size="sm">{CARD_MESSAGES.startingUpFooter}</Text>;
    case 'running':
      return (
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {CARD_MESSAGES.createdOn(dayjs(instance.createdAt).format('MMM D, YYYY'))}
            </Text>
            <Text size="xs" c="dimmed">
              {CARD_MESSAGES.ownedBy(instance.owner.fullName)}
            </Text>
          </Stack>
          {serviceUrl ? (
            <ExternalLink href={serviceUrl} size="sm">
              {CARD_MESSAGES.open}
            </ExternalLink>
          ) : null}
        </Group>
      );
    case 'sleeping':
      return mayConnect ? (
        <OfflineTooltip offline={offline}>
          <Button
            size="xs"
            onClick={() => onConnect(instance.name)}
            disabled={busy || offline}
            style={offline ? { pointerEvents: 'none' } : undefined}
          >
            {CARD_MESSAGES.connect}
          </Button>
        </OfflineTooltip>
      ) : (
        <Text size="sm" c="dimmed">
          {CARD_MESSAGES.ownedBy(instance.owner.fullName)}
        </Text>
      );
    case 'stopping':
      return <Text size="sm">{CARD_MESSAGES.stoppingFooter}</Text>;
    case 'corrupted':
      return <Text size="sm">{CARD_MESSAGES.corruptedFooter}</Text>;
    case 'undefined':
      return (
        <Text size="sm" c="dimmed">
          {CARD_MESSAGES.ownedBy(instance.owner.fullName)}
        </Text>
      );
  }
}
