/**
 * The consumption summary's two charts (spec doc 2 §2), in their own chunk: @mantine/charts and recharts load
 * only with the cluster page's summary card (ConsumptionSummary.tsx), never with /clusters. Both fill their
 * container's width (recharts' responsive container), so they fit a 360 px screen. Props only.
 *
 * The legend is ours, one line under the chart, naming the reference line too (a label drawn on the line
 * would cross the bars on a phone).
 */
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
import {
  dayOfMonth,
  formatDay,
  roundTo,
  valueAxis,
  type IpuBar,
  type StoragePoint,
} from '../../../domain/consumption-summary';
import type { Locale } from '../../../domain/time-format';
import { CONSUMPTION_SUMMARY } from './consumption-messages';

const COLORS = { incorta: 'blue.6', spark: 'orange.5', bucket: 'teal.6', threshold: 'red.7' } as const;
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** The height of the legend line under a chart (ConsumptionSummary holds the space for chart and legend). */
const LEGEND_HEIGHT = 24;

interface LegendItem {
  label: string;
  color: string;
  kind: 'area' | 'line';
}

function Legend({ items }: { items: readonly LegendItem[] }) {
  return (
    <Group gap="md" h={LEGEND_HEIGHT} wrap="nowrap" justify="center">
      {items.map((item) => (
        <Group key={item.label} gap={6} wrap="nowrap">
          <span
            style={{
              display: 'inline-block',
              width: 14,
              height: item.kind === 'area' ? 10 : 0,
              borderRadius: 2,
              background: item.kind === 'area' ? cssColor(item.color) : undefined,
              borderTop: item.kind === 'line' ? `2px dashed ${cssColor(item.color)}` : undefined,
            }}
          />
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

export function IpuChart({ bars, threshold, height }: { bars: readonly IpuBar[]; threshold: number; height: number }) {
  const data = bars.map((bar) => ({ label: dayOfMonth(bar.day), incorta: bar.incorta, spark: bar.spark }));
  const axis = valueAxis(
    bars.map((b) => b.total),
    threshold,
  );
  return (
    <>
      <BarChart
        h={height}
        data={data}
        dataKey="label"
        type="stacked"
        series={[
          { name: 'incorta', label: CONSUMPTION_SUMMARY.series.incorta, color: COLORS.incorta },
          { name: 'spark', label: CONSUMPTION_SUMMARY.series.spark, color: COLORS.spark },
        ]}
        referenceLines={[{ y: roundTo(threshold, 4), color: COLORS.threshold, strokeDasharray: '6 4', strokeWidth: 2 }]}
        valueFormatter={(value) => CONSUMPTION_SUMMARY.ipu(value)}
        yAxisProps={{ width: 40, domain: [0, axis.max], ticks: axis.ticks, tickFormatter: (value: number) => String(value) }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 4 }}
        tickLine="none"
        accessibilityLayer={false}
      />
      <Legend
        items={[
          { label: CONSUMPTION_SUMMARY.series.incorta, color: COLORS.incorta, kind: 'area' },
          { label: CONSUMPTION_SUMMARY.series.spark, color: COLORS.spark, kind: 'area' },
          { label: CONSUMPTION_SUMMARY.dailyThreshold, color: COLORS.threshold, kind: 'line' },
        ]}
      />
    </>
  );
}

export function StorageChart({
  points,
  threshold,
  height,
  locale,
}: {
  points: readonly StoragePoint[];
  threshold: number | null;
  height: number;
  locale: Locale;
}) {
  const data = points.map((point) => ({ label: formatDay(point.day, locale), sizeGB: point.sizeGB }));
  const axis = valueAxis(
    points.map((p) => p.sizeGB),
    threshold,
  );
  return (
    <>
      <AreaChart
        h={height}
        data={data}
        dataKey="label"
        series={[{ name: 'sizeGB', label: CONSUMPTION_SUMMARY.series.bucketSize, color: COLORS.bucket }]}
        referenceLines={
          threshold === null ? [] : [{ y: threshold, color: COLORS.threshold, strokeDasharray: '6 4', strokeWidth: 2 }]
        }
        valueFormatter={(value) => CONSUMPTION_SUMMARY.gb(value)}
        yAxisProps={{ width: 40, domain: [0, axis.max], ticks: axis.ticks, tickFormatter: (value: number) => String(value) }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        curveType="monotone"
        tickLine="none"
        withDots={false}
        accessibilityLayer={false}
      />
      <Legend
        items={[
          { label: CONSUMPTION_SUMMARY.series.bucketSizeGB, color: COLORS.bucket, kind: 'area' },
          ...(threshold === null
            ? []
            : [{ label: CONSUMPTION_SUMMARY.storageThreshold, color: COLORS.threshold, kind: 'line' as const }]),
        ]}
      />
    </>
  );
}
