/**
 * /consumption (spec doc 3 §2, §3, §4, §6, §9): 'Incorta Units Consumption' with the brand word replaced; the
 * date-range summary, totals, filters (time range with its presets and custom range, clusters), the chart of
 * each data type, the expandable table, and the export dropdown for partners.
 *
 * The data is one query per range (api/consumption.ts), persisted for an offline start and shown with its age
 * (ui/QueryState). Only the current range stays in the cache, so the persisted copy is that range alone.
 * The selection follows doc 3 §4: on each load, the navigated cluster first, then the previous selection
 * when the user changed the time range, else all clusters.
 */
import { ChartBoundary } from '../../ui/ChartBoundary';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Box, Container, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { hashKey, keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { consumptionPageQueries } from '../../api/consumption';
import { keys } from '../../api/keys';
import { userQueries } from '../../api/users';
import {
  chartData,
  chartGrain,
  chartTotal,
  customRangeBounds,
  DATA_TYPES,
  DEFAULT_TIME_RANGE,
  EXPORT_FORMATS,
  formatUnits,
  rangeOf,
  readableDay,
  readConsumptionNavState,
  selectedClusters,
  selectionOnLoad,
  tableRows,
  TIME_RANGE_TYPES,
  totalsOf,
  type ClusterUse,
  type DataType,
  type DateRange,
  type ExportFormat,
  type TimeRangeType,
  valueText,
} from '../../domain/consumption';
import { useRequiredUuid } from '../../stores/session';
import { lazyModule, useLazyModule } from '../../ui/lazy-module';
import { userLocale } from '../../ui/locale';
import { useInView } from '../../ui/use-in-view';
import { QueryState, queryStateOf } from '../../ui/QueryState';
import { consumptionExports, type ExportSource } from './exports';
import { ConsumptionTable } from './ConsumptionTable';
import { CONSUMPTION_TEXTS as T } from './messages';

const chartModule = lazyModule(() => import('./ConsumptionChart'));
// The page re-renders on each of its answers, its deferred renders and every filter change: the parts below
// re-render only when their own figures change (issue 24: each re-render of the chart was a long task on a phone).
const UsageTable = memo(ConsumptionTable);
const CustomRangeInput = lazy(() => import('./CustomRangeInput').then((m) => ({ default: m.CustomRangeInput })));

const CHART_HEIGHT = 260;
const LEGEND_HEIGHT = 24;



function Loading() {
  // 'Getting your consumption info' in words, not only as the loader's name (doc 3 §2).
  return (
    <Text size="sm" c="dimmed" role="status">
      {T.loading}
    </Text>
  );
}

interface Filters {
  type: TimeRangeType;
  /** The custom range in force (both ends chosen), and the picker's draft. */
  custom: DateRange;
  draft: [string | null, string | null];
}

const Totals = memo(function Totals({ clusters, locale }: { clusters: readonly ClusterUse[]; locale: readonly string[] }) {
  const totals = totalsOf(clusters);
  return (
    <Box role="group" aria-label={T.totalsLabel}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
        {(['incorta', 'spark', 'total'] as const).map((key) => (
          <Paper key={key} withBorder p="sm" radius="md">
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {T.totals[key]}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg">
              {formatUnits(totals[key], locale)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
});

/** How long an export waits for the chart to be drawn before it draws what is there. */
const DRAW_BOUND_MS = 5_000;

/**
 * The chart's element once the chart is drawn in it, or at once when nothing can be drawn there (no chart on
 * the page, or a box without width); never later than DRAW_BOUND_MS. An export asks for it after asking the
 * page to draw the chart, which the page otherwise does only once the chart is in view.
 */
function whenDrawn(element: HTMLElement | null): Promise<HTMLElement | null> {
  if (!element) return Promise.resolve(null);
  const drawn = () =>
    element.hasAttribute('data-drawn') && (element.querySelector('svg.recharts-surface') !== null || element.clientWidth === 0);
  if (drawn()) return Promise.resolve(element);
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      if (drawn()) done();
    });
    const timer = setTimeout(done, DRAW_BOUND_MS);
    observer.observe(element, { attributes: true, childList: true, subtree: true });
  });
}

const ChartFigure = memo(function ChartFigure({
  clusters,
  type,
  range,
  locale,
  chartRef,
  wanted,
}: {
  clusters: readonly ClusterUse[];
  type: DataType;
  range: DateRange;
  locale: readonly string[];
  chartRef: React.RefObject<HTMLDivElement | null>;
  /** Draw it even out of view: an export is about to read it. */
  wanted: boolean;
}) {
  const titleId = useId();
  const summaryId = useId();
  // Loaded and drawn once the chart's box is on the screen (issue 24: Recharts' first render was most of the
  // page's blocking time on a slow phone, where the box starts below the fold), then at transition priority,
  // in slices between frames. The words above it say the same without it.
  const inView = useInView(chartRef);
  const chart = useDeferredValue(useLazyModule(chartModule, inView || wanted));
  const data = chartData(clusters, type, range);
  const summary = data.empty ? T.chartEmpty : `${T.totalsLabel}: ${valueText(type, chartTotal(data), locale)}`;
  return (
    <Box component="figure" m={0} aria-labelledby={titleId} aria-describedby={summaryId}>
      <Text fw={600} size="sm" id={titleId}>
        {T.chartTitle(T.dataTypes[type], data.grain)}
      </Text>
      <Text size="sm" c="dimmed" id={summaryId} mb="xs">
        {summary}
      </Text>
      <ChartBoundary fallback={T.chartFailed}>
        {/* Hidden from assistive technology: the words above and the table say what it shows. */}
        <Box
          ref={chartRef}
          h={CHART_HEIGHT + LEGEND_HEIGHT}
          aria-hidden="true"
          data-consumption-chart
          data-drawn={chart ? '' : undefined}
          bg="var(--mantine-color-body)"
        >
          {chart ? <chart.ConsumptionChart data={data} type={type} range={range} height={CHART_HEIGHT} locale={locale} /> : null}
        </Box>
      </ChartBoundary>
    </Box>
  );
});

/** `source` reads what an export needs; `drawChart` asks the page to draw the chart, as the menu opens. */
function ExportSelect({ source, drawChart }: { source: (format: ExportFormat) => Promise<ExportSource>; drawChart: () => void }) {
  const csv = useMutation(consumptionExports.csv());
  const png = useMutation(consumptionExports.png());
  const pdf = useMutation(consumptionExports.pdf());
  const [format, setFormat] = useState<ExportFormat | null>(null);
  const run = async (chosen: ExportFormat) => {
    setFormat(chosen);
    const mutation = { csv, png, pdf }[chosen];
    // Doc 3 §4: the select resets after each export.
    mutation.mutate(await source(chosen), { onSettled: () => setFormat(null) });
  };
  return (
    <Select
      label={T.export}
      placeholder={T.exportPlaceholder}
      data={EXPORT_FORMATS.map((f) => ({ value: f, label: T.exportFormats[f] }))}
      value={format}
      onChange={(value) => {
        if (value) void run(value as ExportFormat);
      }}
      onDropdownOpen={drawChart}
      disabled={format !== null}
      allowDeselect={false}
      w={{ base: '100%', xs: 180 }}
    />
  );
}

/**
 * The default range's figures, asked for at a start on this page beside the user's account (routes.tsx), not
 * after it: the same query the page makes first.
 */
export function prefetchDefaultRange(queryClient: QueryClient, uuid: string): Promise<void> {
  const range = rangeOf({ type: DEFAULT_TIME_RANGE }, dayjs().format('YYYY-MM-DD'));
  return range ? queryClient.prefetchQuery(consumptionPageQueries.range(uuid, range.from, range.to)) : Promise.resolve();
}

export function ConsumptionPage() {
  const uuid = useRequiredUuid();
  const locale = userLocale();
  const queryClient = useQueryClient();
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [navigated] = useState(() => readConsumptionNavState(window.history.state));
  const me = useQuery(userQueries.me(uuid));

  const [filters, setFilters] = useState<Filters>(() => {
    const month = rangeOf({ type: DEFAULT_TIME_RANGE }, today) ?? { from: today, to: today };
    return { type: DEFAULT_TIME_RANGE, custom: month, draft: [month.from, month.to] };
  });
  const range = useMemo(
    () => rangeOf(filters.type === 'custom' ? { type: 'custom', ...filters.custom } : { type: filters.type }, today) ?? filters.custom,
    [filters, today],
  );
  const query = useQuery({ ...consumptionPageQueries.range(uuid, range.from, range.to), placeholderData: keepPreviousData });
  // The figures, table and chart render at transition priority, in slices between frames, not in one long
  // task as the answer arrives (issue 24: TBT on a slow phone); a tap meanwhile wins.
  const shown = useDeferredValue(query.data);

  // Doc 3 §4: the selection is decided on each load of a new range.
  const rangeKey = `${range.from}/${range.to}`;
  const [selection, setSelection] = useState<{ ids: string[]; forRange: string } | null>(null);
  const [timeRangeChanged, setTimeRangeChanged] = useState(false);
  if (query.data && !query.isPlaceholderData && selection?.forRange !== rangeKey) {
    const ids = selectionOnLoad({
      available: query.data.map((c) => c.id),
      navigatedClusterId: navigated?.clusterId ?? null,
      previous: selection?.ids ?? null,
      timeRangeChanged,
    });
    setSelection({ ids, forRange: rangeKey });
    setTimeRangeChanged(false);
  }

  // Only the current range stays in the cache (and so in its persisted copy).
  const currentHash = hashKey(keys.consumption(uuid, range.from, range.to));
  const loaded = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (!loaded) return;
    queryClient.removeQueries({ queryKey: keys.consumptionAll(uuid), predicate: (q) => q.queryHash !== currentHash });
  }, [loaded, currentHash, queryClient, uuid]);

  const chosen = useMemo(() => (shown ? selectedClusters(shown, selection?.ids ?? []) : []), [shown, selection]);
  const rows = useMemo(() => tableRows(chosen), [chosen]);

  const [dataType, setDataType] = useState<DataType>('compute');
  const chartRef = useRef<HTMLDivElement | null>(null);
  const [chartWanted, setChartWanted] = useState(false);
  const user = me.data;
  const bounds = customRangeBounds(today, user?.createdAt ?? today);
  const rangeLabel = T.rangeSummary(readableDay(range.from), readableDay(range.to));

  const changeType = (type: TimeRangeType) => {
    setTimeRangeChanged(true);
    setFilters((f) => (type === 'custom' ? { type, custom: range, draft: [range.from, range.to] } : { ...f, type }));
  };
  const changeDraft = (draft: [string | null, string | null]) => {
    const [from, to] = draft;
    setFilters((f) => ({ ...f, draft, custom: from && to ? { from, to } : f.custom }));
    if (from && to) setTimeRangeChanged(true);
  };

  return (
    <Container size="xl" py="xl" px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {T.title}
          </Title>
          <Text c="dimmed" aria-live="polite">
            {rangeLabel}
          </Text>
        </Stack>

        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={T.timeRange}
            data={TIME_RANGE_TYPES.map((t) => ({ value: t, label: T.timeRanges[t] }))}
            value={filters.type}
            onChange={(value) => {
              if (value) changeType(value as TimeRangeType);
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
          {filters.type === 'custom' ? (
            <Suspense fallback={null}>
              <CustomRangeInput draft={filters.draft} onChange={changeDraft} minDate={bounds.minDate} maxDate={bounds.maxDate} />
            </Suspense>
          ) : null}
          {query.data && query.data.length > 0 ? (
            <MultiSelect
              label={T.clusters}
              placeholder={selection?.ids.length ? undefined : T.clustersPlaceholder}
              data={query.data.map((c) => ({ value: c.id, label: c.name }))}
              value={selection?.ids ?? []}
              onChange={(ids) => setSelection({ ids, forRange: rangeKey })}
              searchable
              clearable
              w={{ base: '100%', sm: 420 }}
            />
          ) : null}
        </Group>
        {filters.type === 'custom' && filters.draft[1] === null ? (
          <Text size="sm" c="dimmed">
            {T.chooseRange}
          </Text>
        ) : null}

        {query.isPending && query.fetchStatus === 'fetching' ? <Loading /> : null}
        <QueryState
          query={{ ...queryStateOf(query), data: shown }}
          texts={T}
          isEmpty={(clusters) => clusters.length === 0}
          empty={<Text c="dimmed">{T.noClusters}</Text>}
        >
          {() => (
            // Busy while the previous range's figures stand in for the new one's.
            <Stack gap="lg" aria-busy={query.isPlaceholderData}>
              {user?.isPartner ? (
                <Group justify="flex-end">
                  <ExportSelect
                    drawChart={() => setChartWanted(true)}
                    source={async (format) => {
                      if (format !== 'csv') setChartWanted(true);
                      const chart = format === 'csv' ? chartRef.current : await whenDrawn(chartRef.current);
                      return { rows, chart, grain: chartGrain(range), rangeText: rangeLabel };
                    }}
                  />
                </Group>
              ) : null}
              {chosen.length === 0 ? (
                <Text c="dimmed">{T.noneSelected}</Text>
              ) : (
                <>
                  <Totals clusters={chosen} locale={locale} />
                  <Tabs value={dataType} onChange={(value) => value && setDataType(value as DataType)} keepMounted={false}>
                    <Tabs.List aria-label={T.dataType}>
                      {DATA_TYPES.map((type) => (
                        <Tabs.Tab key={type} value={type}>
                          {T.dataTypes[type]}
                        </Tabs.Tab>
                      ))}
                    </Tabs.List>
                    <Tabs.Panel value={dataType} pt="md">
                      <ChartFigure clusters={chosen} type={dataType} range={range} locale={locale} chartRef={chartRef} wanted={chartWanted} />
                    </Tabs.Panel>
                  </Tabs>
                  <UsageTable rows={rows} locale={locale} />
                </>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
