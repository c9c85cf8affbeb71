/**
 * The consumption summary of one cluster (spec doc 2 §2 main tab, §3 "Consumption (for the summary)", §7):
 * GET users/{userId}/instances/{id}/consumption, where {id} is the cluster's id (Instance.id), not its name.
 * Field names are the API's. Imports nothing.
 */

/** One day of the current month: IPU used, split by engine. `day` is a calendar day, 'YYYY-MM-DD' (UTC). */
export interface ConsumptionSummaryDay {
  day: string;
  /** incorta + spark. */
  total: number;
  /** Units used by the analytics platform's own services (the API's field name). */
  incorta: number;
  /** Units used by Spark. */
  spark: number;
}

/** One reading of the cluster's bucket (remote) storage. */
export interface BucketMetric {
  createdAt: string;
  updatedAt: string;
  bucketSizeInGB: number;
}

/** The storage threshold in force from `createdAt` on, in GB (ours: the spec gives no unit). */
export interface BucketThreshold {
  createdAt: string;
  storageThreshold: number;
}

/** The cluster's IPU limits (doc 2 §3 Instance maxIPUs), per month. */
export interface MaxIPUs {
  maxIncortaIPU: number;
  maxSparkIPU: number;
}

/** GET users/{userId}/instances/{id}/consumption */
export interface ConsumptionSummaryResponse {
  /** `days`: each day of the current month up to today, oldest first. */
  consumptionAgg: { days: ConsumptionSummaryDay[] };
  /** One reading per day, oldest first (the emulator: the last 30 days, from the cluster's creation on). */
  historicalBucketMetrics: BucketMetric[];
  /** Oldest first. */
  bucketThresholdHistory: BucketThreshold[];
  /**
   * Ours, where the platform sets limits on the cluster (doc 2 §3 carries maxIPUs on the instance; the
   * summary carries it with the data it is drawn over). Absent: the threshold comes from the sizes (§9).
   */
  maxIPUs?: MaxIPUs;
}
