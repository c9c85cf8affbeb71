/**
 * The consumption summary's texts (spec doc 2 §2). 'Consumption Details' is the spec's link text; the rest is
 * ours and says so. The product's brand name is not used: its engine's units read 'Platform'.
 */

/** IPU as the summary writes them: two decimals (the full page's five are doc 3 §9's, for its tables). */
const ipu = (value: number) => `${value.toFixed(2)} IPU`;
const gb = (value: number) => `${value.toFixed(1)} GB`;

export const CONSUMPTION_SUMMARY = {
  /** Ours: the card's title. */
  title: 'Consumption',
  /** Doc 2 §2: the link to the full page. */
  detailsLink: 'Consumption Details',
  /** Ours: the QueryState texts. */
  loading: 'Getting consumption',
  errorTitle: 'Consumption could not be loaded',
  retry: 'Try again',
  stale: (time: string) => `Showing consumption as of ${time}: the latest refresh failed.`,
  chartsFailed: 'The charts could not be loaded. The figures above are up to date.',

  ipuTitle: "This month's IPU use",
  storageTitle: 'Bucket storage',
  series: { incorta: 'Platform', spark: 'Spark', bucketSize: 'Bucket size', bucketSizeGB: 'Bucket size (GB)' },
  dailyThreshold: 'Daily threshold',
  storageThreshold: 'Storage threshold',
  ipu,
  gb,

  /** The month's chart, in words (for a screen reader, and for a phone where the chart is small). */
  ipuSummary: (s: {
    total: number;
    incorta: number;
    spark: number;
    highest: { day: string; total: number } | null;
    threshold: number;
    daysOver: number;
  }) => {
    if (s.highest === null) return `This month: no IPU used yet. Daily threshold ${ipu(s.threshold)}.`;
    const over =
      s.daysOver === 0 ? 'not exceeded' : `exceeded on ${s.daysOver} ${s.daysOver === 1 ? 'day' : 'days'}`;
    return (
      `This month: ${ipu(s.total)} (Platform ${s.incorta.toFixed(2)}, Spark ${s.spark.toFixed(2)}). ` +
      `Highest day: ${s.highest.day} (${ipu(s.highest.total)}). Daily threshold ${ipu(s.threshold)}, ${over}.`
    );
  },

  /** The storage chart, in words. */
  storageSummary: (s: { latest: number; latestDay: string; change: number; since: string; threshold: number | null } | null) => {
    if (s === null) return 'Bucket storage: no readings yet.';
    const change = s.change === 0 ? 'unchanged' : `${s.change > 0 ? 'up' : 'down'} ${gb(Math.abs(s.change))}`;
    const threshold = s.threshold === null ? '' : ` Threshold ${gb(s.threshold)}.`;
    return `Bucket storage: ${gb(s.latest)} on ${s.latestDay}, ${change} since ${s.since}.${threshold}`;
  },
} as const;
