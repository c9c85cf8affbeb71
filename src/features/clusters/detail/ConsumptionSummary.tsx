/**
 * The main tab's consumption summary (spec doc 2 §2, §3, §9): the current month's IPU by day against the daily
 * threshold, the bucket storage of the last days, and a link to Consumption Details whose navigation state
 * carries the cluster (clusterId, clusterName).
 *
 * Each chart is said in words above it (the figure's description), so a screen reader or a phone user need
 * not read the chart. The charts themselves (@mantine/charts, recharts) load in their own chunk and draw once
 * their place is on the screen: below the fold on a phone and on a laptop, so they never weigh on the first load
 * of /clusters nor of the cluster page, whose status, version and actions paint first (issue 24).
 */
import { ChartBoundary } from '../../../ui/ChartBoundary';
import { useDeferredValue, useId, useRef, type ReactNode } from 'react';
import { Anchor, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { ClusterDetailEntry } from '../../../api/clusters';
import { consumptionQueries } from '../../../api/cluster-consumption';
import type { ConsumptionSummaryResponse, InstanceDetail } from '../../../contract/types';
import {
  currentStorageThreshold,
  dailyIpuThreshold,
  formatDay,
  ipuBars,
  monthSummary,
  storagePoints,
  storageSummary,
  type ConsumptionNavigationState,
} from '../../../domain/consumption-summary';
import { PATHS } from '../../../domain/paths';
import { lazyModule, useLazyModule } from '../../../ui/lazy-module';
import { userLocale } from '../../../ui/locale';
import { QueryState } from '../../../ui/QueryState';
import { useInView } from '../../../ui/use-in-view';
import { CONSUMPTION_SUMMARY } from './consumption-messages';

const chartsModule = lazyModule(() => import('./ConsumptionCharts'));

/** The charts' height, and their legend's line under them (ConsumptionCharts' LEGEND_HEIGHT). */
const CHART_HEIGHT = 200;
const LEGEND_HEIGHT = 24;



type Charts = typeof import('./ConsumptionCharts');

/** The chart once it is on the screen and its module is there; until then, the space it takes. */
function ChartSlot({ render }: { render: (charts: Charts) => ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  // Loaded when the box itself is on the screen, not near it: on a laptop the charts start just below the
  // fold, and someone reading the status never needs them (Recharts, with its redraws on each resize, was the
  // largest script of the page after the app's own). Then drawn at transition priority, in slices between frames.
  const charts = useDeferredValue(useLazyModule(chartsModule, useInView(slot)));
  // Hidden from assistive technology: the figure's description says what the chart shows. The space is held
  // while the chunk loads, so nothing below jumps.
  return (
    <Box ref={slot} h={CHART_HEIGHT + LEGEND_HEIGHT} aria-hidden="true">
      {charts ? render(charts) : null}
    </Box>
  );
}

function Figure({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Box component="figure" m={0} aria-labelledby={titleId} aria-describedby={summaryId}>
      <Text fw={600} size="sm" id={titleId}>
        {title}
      </Text>
      <Text size="sm" c="dimmed" id={summaryId} mb="xs">
        {summary}
      </Text>
      <ChartBoundary fallback={CONSUMPTION_SUMMARY.chartsFailed}>{children}</ChartBoundary>
    </Box>
  );
}

function SummaryBody({ data, instance }: { data: ConsumptionSummaryResponse; instance: InstanceDetail }) {
  const locale = userLocale();
  const bars = ipuBars(data.consumptionAgg.days);
  const threshold = dailyIpuThreshold(data.maxIPUs, instance);
  const month = monthSummary(bars, threshold);
  const points = storagePoints(data.historicalBucketMetrics);
  const storage = storageSummary(points);
  const storageThreshold = currentStorageThreshold(data.bucketThresholdHistory);

  const ipuText = CONSUMPTION_SUMMARY.ipuSummary({
    total: month.total,
    incorta: month.incorta,
    spark: month.spark,
    highest: month.highest && { day: formatDay(month.highest.day, locale), total: month.highest.total },
    threshold,
    daysOver: month.daysOverThreshold,
  });
  const storageText = CONSUMPTION_SUMMARY.storageSummary(
    storage && {
      latest: storage.latest.sizeGB,
      latestDay: formatDay(storage.latest.day, locale),
      change: storage.change,
      since: formatDay(storage.first.day, locale),
      threshold: storageThreshold,
    },
  );

  return (
    <Stack gap="lg">
      <Figure title={CONSUMPTION_SUMMARY.ipuTitle} summary={ipuText}>
        <ChartSlot render={({ IpuChart }) => <IpuChart bars={bars} threshold={threshold} height={CHART_HEIGHT} />} />
      </Figure>
      <Figure title={CONSUMPTION_SUMMARY.storageTitle} summary={storageText}>
        <ChartSlot
          render={({ StorageChart }) => (
            <StorageChart points={points} threshold={storageThreshold} height={CHART_HEIGHT} locale={locale} />
          )}
        />
      </Figure>
    </Stack>
  );
}

export function ConsumptionSummary({ uuid, entry }: { uuid: string; entry: ClusterDetailEntry }) {
  const { instance } = entry;
  const titleId = useId();
  const query = useQuery(consumptionQueries.summary(uuid, instance.id, instance.name));
  const state: ConsumptionNavigationState = { clusterId: instance.id, clusterName: instance.name };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {CONSUMPTION_SUMMARY.title}
        </Title>
        {/* wouter's Link lends the Anchor its href and its navigation (with the state); Mantine draws it. */}
        <Link href={PATHS.consumption} state={state} asChild>
          <Anchor size="sm">{CONSUMPTION_SUMMARY.detailsLink}</Anchor>
        </Link>
      </Group>
      <QueryState query={query} texts={CONSUMPTION_SUMMARY}>
        {(data) => <SummaryBody data={data} instance={instance} />}
      </QueryState>
    </Card>
  );
}
