/**
 * The replica-history chart (spec doc 2 §2 Scaling tab), in its own chunk: @mantine/charts and recharts load
 * only once the scaling tab shows a chart. A step line (a node count holds until it changes) with the y-axis
 * step rule of doc 2 §9. It fills its container's width, so it fits a 360 px screen. Props only.
 */
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { replicaAxis, type ChartPoint, type ScalingHours } from '../../../../domain/scaling';
import type { Locale } from '../../../../domain/time-format';
import { SCALING_TAB } from './messages';

function tickFormat(hours: ScalingHours, locale: Locale): Intl.DateTimeFormat {
  const list = typeof locale === 'string' || locale === undefined ? locale : [...locale];
  return new Intl.DateTimeFormat(
    list,
    hours === 168 ? { weekday: 'short', hour: 'numeric' } : { hour: 'numeric', minute: '2-digit' },
  );
}

export interface ReplicaChartProps {
  points: readonly ChartPoint[];
  /** The most replicas to fit (the points', the changes', the service's maximum when shown). */
  maxReplicas: number;
  hours: ScalingHours;
  height: number;
  color: string;
  locale: Locale;
}

export function ReplicaChart({ points, maxReplicas, hours, height, color, locale }: ReplicaChartProps) {
  const format = tickFormat(hours, locale);
  const data = points.map((p) => ({ label: format.format(p.time), replicas: p.replicas }));
  const axis = replicaAxis(maxReplicas);
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="label"
      series={[{ name: 'replicas', label: SCALING_TAB.replicas, color }]}
      curveType="stepAfter"
      withDots={false}
      tickLine="none"
      yAxisProps={{ width: 32, domain: [0, axis.max], ticks: axis.ticks, interval: 0, allowDecimals: false }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
      accessibilityLayer={false}
    />
  );
}
