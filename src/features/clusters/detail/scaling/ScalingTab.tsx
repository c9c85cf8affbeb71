/**
 * The Scaling tab (spec doc 2 §2 Scaling tab, §4 Autoscaling, §6, §9): the autoscale switch, only while the
 * cluster is connected (otherwise disabled, with a tooltip saying why); the autoscaler's read-only parameters
 * (coolDelay in minutes, requestDelay in seconds); and the analytics and loader replica histories with their
 * duration (last hour, last day by default, last week). Under each chart its resizes are listed in words —
 * when (with the time zone), from how many nodes to how many, and why — so a phone user need not read a chart.
 *
 * The charts load in their own chunk (ScalingCharts.tsx) once the history is there; each chart is described
 * in words by its figure, and hidden from assistive technology.
 */
import { ChartBoundary } from '../../../../ui/ChartBoundary';
import { useId, useState, type ReactNode } from 'react';
import { Box, Card, Group, List, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { scalingMutations, scalingQueries } from '../../../../api/cluster-scaling';
import type { AutoscaleHistory, InstanceDetail, ReplicaChangeEntry, ScalingService } from '../../../../contract/types';
import {
  autoscaleRefusal,
  changesOf,
  chartPoints,
  coolDelayMinutes,
  DEFAULT_SCALING_HOURS,
  DEFAULT_MAX_REPLICAS,
  describeChange,
  formatChangeTime,
  historySummary,
  isScalingHours,
  maxReplicas,
  SCALING_HOURS,
  type ScalingHours,
} from '../../../../domain/scaling';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../../../pwa';
import { RefusalTooltip } from '../../../../ui/LazyTooltip';
import { lazyModule, useLazyModule } from '../../../../ui/lazy-module';
import { userLocale } from '../../../../ui/locale';
import { QueryState } from '../../../../ui/QueryState';
import type { ClusterTabProps } from '../tab-props';
import { SCALING_TAB } from './messages';

const chartsModule = lazyModule(() => import('./ScalingCharts'));

const CHART_HEIGHT = 180;
/** The resizes listed under a chart; older ones are counted. */
const LIST_LIMIT = 8;
const COLORS: Record<ScalingService, string> = { analytics: 'yellow.7', loader: 'green.7' };


export function ScalingTab({ uuid, user, entry, status }: ClusterTabProps) {
  const { instance } = entry;
  return (
    <Stack gap="xl">
      <AutoscaleCard uuid={uuid} instance={instance} refusal={autoscaleRefusal(user, instance, status)} />
      <HistoryCard uuid={uuid} instance={instance} />
    </Stack>
  );
}

// --- The switch and the parameters ---------------------------------------------------------------

function AutoscaleCard({ uuid, instance, refusal }: { uuid: string; instance: InstanceDetail; refusal: string | null }) {
  const titleId = useId();
  const online = useOnline();
  const autoscale = useMutation(scalingMutations.autoscale(uuid, instance.name));
  // The user's choice shows at once, in the click itself; the cluster's flag takes over when the call settles
  // (its optimistic update waits for a poll in flight to be cancelled first, which on a busy phone is seen).
  const [choice, setChoice] = useState<boolean | null>(null);
  const why = online ? refusal : OFFLINE_ACTION_TOOLTIP;
  const settings = instance.autoscale;
  const maxOf = (service: ScalingService) =>
    instance.clusterScalingNodes.find((n) => n.service === service)?.scaleOption ?? DEFAULT_MAX_REPLICAS;

  const control = (
    <Switch
      label={SCALING_TAB.switchLabel}
      description={SCALING_TAB.switchDescription}
      checked={choice ?? settings.enabled}
      disabled={why !== null || autoscale.isPending}
      onChange={(event) => {
        const isEnabled = event.currentTarget.checked;
        setChoice(isEnabled);
        autoscale.mutate({ instanceID: instance.id, isEnabled }, { onSettled: () => setChoice(null) });
      }}
    />
  );

  const parameters: [string, string][] = [
    [SCALING_TAB.parameters.requestDelay, SCALING_TAB.seconds(settings.requestDelay)],
    [SCALING_TAB.parameters.coolDelay, SCALING_TAB.minutes(coolDelayMinutes(settings.coolDelay))],
    [SCALING_TAB.parameters.rejectedQueriesUp, String(settings.rejectedQueriesUp)],
    [SCALING_TAB.parameters.rejectedQueriesDown, String(settings.rejectedQueriesDown)],
    [SCALING_TAB.parameters.consecutiveQueries, String(settings.consecutiveQueries)],
    [SCALING_TAB.parameters.analyticsMax, String(maxOf('analytics'))],
    [SCALING_TAB.parameters.loaderMax, String(maxOf('loader'))],
  ];

  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {SCALING_TAB.autoscaleTitle}
        </Title>
        <RefusalTooltip refusal={why} style={{ alignSelf: 'flex-start' }}>
          {control}
        </RefusalTooltip>
        <Title order={3} size="h6">
          {SCALING_TAB.parametersTitle}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs" m={0}>
          {parameters.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

// --- The history ---------------------------------------------------------------------------------

function HistoryCard({ uuid, instance }: { uuid: string; instance: InstanceDetail }) {
  const titleId = useId();
  const [hours, setHours] = useState<ScalingHours>(DEFAULT_SCALING_HOURS);
  const history = useQuery(scalingQueries.history(uuid, instance.name, instance.id, hours));
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {SCALING_TAB.historyTitle}
          </Title>
          <Select
            label={SCALING_TAB.duration}
            data={SCALING_HOURS.map((h) => ({ value: String(h), label: SCALING_TAB.durations[h] }))}
            value={String(hours)}
            onChange={(value) => {
              const next = Number(value);
              if (isScalingHours(next)) setHours(next);
            }}
            allowDeselect={false}
            w={160}
          />
        </Group>
        <QueryState query={history} texts={SCALING_TAB}>
          {(data) => (
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
              {(['analytics', 'loader'] as const).map((service) => (
                <ServiceHistory key={service} service={service} history={data.history} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}


function ChartSlot({ children }: { children: (charts: typeof import('./ScalingCharts')) => ReactNode }) {
  const charts = useLazyModule(chartsModule, true);
  // The figure's description says what the chart shows; the space is held while the chunk loads.
  return (
    <Box h={CHART_HEIGHT} aria-hidden="true">
      {charts ? children(charts) : null}
    </Box>
  );
}

function ServiceHistory({ service, history }: { service: ScalingService; history: AutoscaleHistory }) {
  const titleId = useId();
  const summaryId = useId();
  const locale = userLocale();
  const hours: ScalingHours = isScalingHours(history.hours) ? history.hours : DEFAULT_SCALING_HOURS;
  const points = chartPoints(history[service]);
  const changes = changesOf(history.changes, service);
  return (
    <Box component="figure" m={0} aria-labelledby={titleId} aria-describedby={summaryId}>
      <Text fw={600} size="sm" id={titleId}>
        {SCALING_TAB.chartTitle[service]}
      </Text>
      <Text size="sm" c="dimmed" id={summaryId} mb="xs">
        {historySummary(service, hours, points, changes)}
      </Text>
      <ChartBoundary fallback={SCALING_TAB.chartFailed}>
        <ChartSlot>
          {({ ReplicaChart }) => (
            <ReplicaChart
              points={points}
              maxReplicas={maxReplicas(points, changes)}
              hours={hours}
              height={CHART_HEIGHT}
              color={COLORS[service]}
              locale={locale}
            />
          )}
        </ChartSlot>
      </ChartBoundary>
      <ResizeList service={service} hours={hours} changes={changes} />
    </Box>
  );
}

function ResizeList({ service, hours, changes }: { service: ScalingService; hours: ScalingHours; changes: ReplicaChangeEntry[] }) {
  const titleId = useId();
  const locale = userLocale();
  const shown = changes.slice(0, LIST_LIMIT);
  return (
    <Stack gap={4} mt="sm">
      <Text size="sm" fw={600} id={titleId}>
        {SCALING_TAB.resizesTitle[service]}
      </Text>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {SCALING_TAB.noResizes(SCALING_TAB.durations[hours])}
        </Text>
      ) : (
        <List size="sm" spacing={2} aria-labelledby={titleId}>
          {shown.map((change) => (
            <List.Item key={`${change.at}-${change.from}-${change.to}`}>
              <Text component="time" dateTime={change.at} size="sm" c="dimmed">
                {formatChangeTime(change.at, locale)}
              </Text>{' '}
              — {describeChange(change)}
            </List.Item>
          ))}
        </List>
      )}
      {changes.length > shown.length ? (
        <Text size="xs" c="dimmed">
          {SCALING_TAB.moreResizes(shown.length, changes.length)}
        </Text>
      ) : null}
    </Stack>
  );
}
