/**
 * The consumption page's texts (spec doc 3 §2, §8, §9). Quoted spec texts are marked; the brand word of the
 * title is replaced by the product's (config/brand.ts). The rest is ours.
 */
import { CALENDAR_LABELS } from '../../ui/calendar-labels';
import { BRAND } from '../../config/brand';
import type { DataType, ExportFormat, TimeRangeType } from '../../domain/consumption';

export const CONSUMPTION_TEXTS = {
  /** Doc 3 §2: 'Incorta Units Consumption', the brand word replaced. */
  title: `${BRAND.cloudName} Units Consumption`,
  /** Doc 3 §2, §8. */
  loading: 'Getting your consumption info',
  errorTitle: 'Your consumption could not be loaded',
  retry: 'Try again',
  stale: (time: string) => `Showing consumption as of ${time}: the latest refresh failed.`,

  rangeSummary: (from: string, to: string) => `From ${from} to ${to}`,
  chooseRange: 'Choose the first and last day of the range.',
  totals: { incorta: 'Platform units', spark: 'Spark units', total: 'Total units' },
  totalsLabel: 'Totals',

  timeRange: 'Time range',
  timeRanges: {
    week: 'This week',
    'week-ago': 'Last week',
    month: 'This month',
    'last-month': 'Last month',
    year: 'This year',
    'last-year': 'Last year',
    custom: 'Custom',
  } satisfies Record<TimeRangeType, string>,
  customRange: 'Custom range',
  calendarLabels: CALENDAR_LABELS,
  customRangeHint: 'Days after today or before your account was created cannot be chosen.',
  clusters: 'Clusters',
  clustersPlaceholder: 'Choose clusters',
  noClusters: 'You have no clusters yet, so there is no consumption to show.',
  noneSelected: 'Choose at least one cluster to see its consumption.',

  dataType: 'Data type',
  dataTypes: {
    compute: 'Compute',
    storage: 'Storage',
    classA: 'Class A operations',
    classB: 'Class B operations',
    downloads: 'Downloads',
    uploads: 'Uploads',
    backups: 'Backups',
  } satisfies Record<DataType, string>,
  series: {
    incorta: 'Platform',
    spark: 'Spark',
    storage: 'Storage units',
    operations: 'Operations',
    gcs: 'Bucket backup (GB)',
    metadata: 'Metadata backup (GB)',
  } as Record<string, string>,
  chartTitle: (type: string, grain: 'day' | 'month') => `${type} by ${grain}`,
  chartEmpty: 'Nothing to show for this range.',
  chartFailed: 'The chart could not be loaded. The table below is up to date.',

  table: {
    caption: 'Units by month and cluster; open a month to see its days.',
    month: 'Month',
    day: 'Day',
    cluster: 'Cluster',
    incorta: 'Platform units',
    spark: 'Spark units',
    total: 'Total units',
    expand: (month: string, cluster: string) => `Show the days of ${month} for ${cluster}`,
    empty: 'No consumption in this range.',
  },

  /** Doc 3 §2: the export dropdown (partners only, §6). */
  export: 'Export',
  exportPlaceholder: 'Choose a format',
  exportFormats: { csv: 'CSV', png: 'PNG', pdf: 'PDF' } satisfies Record<ExportFormat, string>,
  /** Doc 3 §9: the CSV columns (cluster, date, incorta/spark/total used units), the brand word replaced. */
  csvHeader: ['Cluster', 'Date', 'Platform used units', 'Spark used units', 'Total used units'] as const,
  /** Ours. */
  csvDownloaded: 'CSV downloaded',
  csvFailed: 'Failed to export CSV',
  /** Doc 3 §8. */
  pngDownloaded: 'Chart downloaded as PNG',
  chartNotAvailable: 'Chart is not available',
  /** Ours. */
  pngFailed: 'Failed to export PNG',
  /** Doc 3 §8. */
  pdfDownloaded: 'PDF downloaded',
  pdfFailed: 'Failed to export PDF',
  pdfTitle: (range: string) => `${BRAND.cloudName} Units Consumption, ${range}`,
} as const;
