/**
 * The main tab (spec doc 2 §2): a card per service linking to it while it runs, and the cluster's facts —
 * version, users, storage, size, region, auto suspend, owner.
 */
import type { ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClusterDetailEntry } from '../../../api/clusters';
import type { ClusterServiceLink, User } from '../../../contract/types';
import { formatStorage } from '../../../domain/cluster-page';
import type { ClusterStatus } from '../../../domain/status';
import { GatedButton } from '../../../ui/GatedButton';
import { ConsumptionSummary } from './ConsumptionSummary';
import { DiskUsage } from './DiskUsage';
import { MAIN_TAB } from './messages';
import { VersionCard } from './VersionCard';

function Fact({ id, label, children }: { id?: string; label: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label} id={id}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Stack gap={2} mt={4}>
        {children}
      </Stack>
    </Card>
  );
}

function ServiceLink({ service, status }: { service: ClusterServiceLink; status: ClusterStatus }) {
  const label = MAIN_TAB.services[service.kind];
  if (status !== 'running' || service.status !== 'running') {
    return <GatedButton label={label} refusal={MAIN_TAB.serviceNotRunning(label)} variant="default" />;
  }
  return (
    <Button component="a" href={service.url} target="_blank" rel="noopener noreferrer" variant="light">
      {label}
    </Button>
  );
}

export function MainTab({ uuid, user, entry, status }: { uuid: string; user: User; entry: ClusterDetailEntry; status: ClusterStatus }) {
  const { instance } = entry;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md" component="section" aria-label={MAIN_TAB.servicesTitle}>
        <Text size="sm" c="dimmed">
          {MAIN_TAB.servicesTitle}
        </Text>
        <Group gap="xs" mt="xs">
          {instance.services.map((service) => (
            <ServiceLink key={service.kind} service={service} status={status} />
          ))}
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <VersionCard uuid={uuid} user={user} entry={entry} status={status} />
        <Fact label={MAIN_TAB.totalUsers}>
          <Text fw={600}>{instance.tenantUsers}</Text>
        </Fact>
        {instance.remoteStorage ? (
          <Fact label={MAIN_TAB.consumedData}>
            <Text fw={600}>{formatStorage(instance.consumedData)}</Text>
            <DiskUsage name={instance.name} />
          </Fact>
        ) : (
          <Fact label={MAIN_TAB.diskSize}>
            <Text fw={600}>{formatStorage(instance.dsize)}</Text>
            <DiskUsage name={instance.name} />
          </Fact>
        )}
        <Fact id="cluster-size" label={MAIN_TAB.size}>
          <Text size="sm">
            {MAIN_TAB.analyticsSize(instance.analyticsSize.displayName, instance.analyticsNodes, instance.analyticsSize.ipu)}
          </Text>
          <Text size="sm">{MAIN_TAB.loaderSize(instance.loaderSize.displayName, instance.loaderNodes, instance.loaderSize.ipu)}</Text>
        </Fact>
        <Fact id="cluster-region" label={MAIN_TAB.region}>
          <Text fw={600}>{instance.regionAlias}</Text>
        </Fact>
        <Fact id="cluster-external-bi-tools" label={MAIN_TAB.externalBiTools}>
          <Text fw={600}>{instance.sqliEnabled ? MAIN_TAB.enabled : MAIN_TAB.disabled}</Text>
        </Fact>
        <Fact label={MAIN_TAB.advancedSql}>
          {instance.platform === 'gc' ? (
            <Text fw={600}>{instance.incortaXEnabled ? MAIN_TAB.enabled : MAIN_TAB.disabled}</Text>
          ) : (
            <Text size="sm">{MAIN_TAB.advancedSqlAzure}</Text>
          )}
        </Fact>
        <Fact label={MAIN_TAB.selfManaged}>
          <Text size="sm">
            {instance.subClusters.length === 0 ? MAIN_TAB.noSelfManaged : MAIN_TAB.selfManagedCount(instance.subClusters.length)}
          </Text>
        </Fact>
        <Fact label={MAIN_TAB.autoSuspend}>
          <Text fw={600}>{instance.displayIdleTime}</Text>
        </Fact>
        <Fact label={MAIN_TAB.owner}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {instance.owner.fullName}
          </Text>
        </Fact>
      </SimpleGrid>
      <ConsumptionSummary uuid={uuid} entry={entry} />
    </Stack>
  );
}
