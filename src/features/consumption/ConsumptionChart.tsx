/**
 * The consumption page's chart (spec doc 3 §2, §9), in its own chunk with @mantine/charts (recharts): one data
 * type over the chosen clusters, by day or by month, stacked where it has two series. An empty operations
 * chart fixes its value axis at 0–100 (doc 3 §9). Props only; it fills its container's width.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
import {
  bucketLabel,
  SERIES_OF,
  valueText,
  type ChartData,
  type DataType,
  type DateRange,
} from '../../domain/consumption';
import { CONSUMPTION_TEXTS } from './messages';

const COLORS: Record<string, string> = {
  incorta: 'blue.6',
  spark: 'orange.5',
  storage: 'teal.6',
  operations: 'grape.6',
  gcs: 'cyan.7',
  metadata: 'indigo.4',
};
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

export const LEGEND_HEIGHT = 24;

export function ConsumptionChart({
  data,
  type,
  range,
  height,
  locale,
}: {
  data: ChartData;
  type: DataType;
  range: DateRange;
  height: number;
  locale: readonly string[];
}) {
  const names = SERIES_OF[type];
  const rows = data.points.map((p) => ({ label: bucketLabel(p.bucket, data.grain, range), ...p.values }));
  return (
    <>
      <BarChart
        h={height}
        data={rows}
        dataKey="label"
        type={names.length > 1 ? 'stacked' : 'default'}
        series={names.map((name) => ({ name, label: CONSUMPTION_TEXTS.series[name] ?? name, color: COLORS[name] ?? 'gray.6' }))}
        valueFormatter={(value) => valueText(type, value, locale)}
        yAxisProps={{
          width: 72,
          ...(data.axisMax === null ? {} : { domain: [0, data.axisMax], ticks: [0, 25, 50, 75, 100] }),
          tickFormatter: (value: number) => String(value),
        }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
        tickLine="none"
        withTooltip
        accessibilityLayer={false}
        // The PNG and PDF exports draw this very element: no animation half-way through.
        barProps={{ isAnimationActive: false }}
      />
      <Group gap="md" h={LEGEND_HEIGHT} wrap="nowrap" justify="center">
        {names.map((name) => (
          <Group key={name} gap={6} wrap="nowrap">
            <span
              style={{ display: 'inline-block', width: 14, height: 10, borderRadius: 2, background: cssColor(COLORS[name] ?? 'gray.6') }}
            />
            <Text size="xs" c="dimmed">
              {CONSUMPTION_TEXTS.series[name] ?? name}
            </Text>
          </Group>
        ))}
      </Group>
    </>
  );
}
