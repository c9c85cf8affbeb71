/**
 * Per-node disk use (spec doc 2 §2, §9), loaded on the first click of its button (DiskUsage.tsx): each node's
 * disk and what is used of it, coloured by the 40 % / 70 % rule; 'No node data available' when the cluster
 * reports none. A popover on wide screens, a modal on a phone. Read when opened.
 */
import { useId } from 'react';
import { Center, Group, Loader, Modal, Popover, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { clusterQueries } from '../../../api/clusters';
import type { ClusterNode } from '../../../contract/types';
import { diskUsageLevel, type DiskUsageLevel } from '../../../domain/cluster-page';
import { useRequiredUuid } from '../../../stores/session';
import { useOpenOnMount } from '../../../ui/use-open-on-mount';
import { DiskUsageButton } from './DiskUsage';
import { DISK_USAGE } from './messages';
import '@mantine/core/styles/Progress.css';

const LEVEL_COLOR: Record<DiskUsageLevel, string> = { normal: 'teal', warning: 'yellow', critical: 'red' };

function NodeRow({ node }: { node: ClusterNode }) {
  const used = Math.max(0, node.diskSize - node.availabeSize);
  const percent = node.diskSize > 0 ? Math.round((used / node.diskSize) * 100) : 0;
  const level = diskUsageLevel(node.diskSize, node.availabeSize);
  return (
    <Stack gap={4} component="li">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {node.name}
        </Text>
        <Text size="xs" c="dimmed">
          {DISK_USAGE.types[node.type]}
        </Text>
      </Group>
      <Progress value={percent} color={LEVEL_COLOR[level]} aria-label={DISK_USAGE.barLabel(node.name)} data-level={level} />
      <Text size="xs">{DISK_USAGE.usage(used, node.diskSize, node.availabeSize, percent)}</Text>
    </Stack>
  );
}

function Nodes({ name }: { name: string }) {
  const uuid = useRequiredUuid();
  const query = useQuery(clusterQueries.nodes(uuid, name));
  if (query.data === undefined) {
    if (query.error) return <Text size="sm">{query.error.message}</Text>;
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={DISK_USAGE.loading} />
      </Center>
    );
  }
  if (query.data.nodes.length === 0) return <Text size="sm">{DISK_USAGE.empty}</Text>;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {query.data.nodes.map((node) => (
        <NodeRow key={node.name} node={node} />
      ))}
    </Stack>
  );
}

/** Takes focus on its own button (the bare one that took the click is gone) and opens. */
export function LoadedDiskUsage({ name }: { name: string }) {
  const { opened, setOpened, target } = useOpenOnMount();
  const titleId = useId();
  const phone = useMediaQuery('(max-width: 36em)');
  const button = <DiskUsageButton ref={target} onClick={() => setOpened((o) => !o)} />;
  if (phone) {
    return (
      <>
        {button}
        <Modal opened={opened} onClose={() => setOpened(false)} title={DISK_USAGE.title}>
          <Nodes name={name} />
        </Modal>
      </>
    );
  }
  return (
    <Popover opened={opened} onDismiss={() => setOpened(false)} width={320} position="bottom-start" withinPortal trapFocus returnFocus>
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <Text fw={600} mb="xs" id={titleId}>
          {DISK_USAGE.title}
        </Text>
        <Nodes name={name} />
      </Popover.Dropdown>
    </Popover>
  );
}
