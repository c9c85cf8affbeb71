/**
 * The consumption page's data (spec doc 3 §3 "Cluster (consumption)", §7 "Consumption data query"):
 * GET users/{userId}/consumption?startDate=YYYY-MM-DD&endDate=YYYY-MM-DD, every cluster the caller sees with
 * its use over the range. Field names are the API's. Days are calendar days (UTC), 'YYYY-MM-DD'; units are
 * IPU with 5 decimals. Imports nothing but its siblings.
 */
import type { BucketThreshold } from './consumption';

/** One day's units by hour (UTC), 24 entries each, hour 0 first; each list sums to the day's figure. */
export interface ConsumptionHours {
  incorta: number[];
  spark: number[];
}

export interface ConsumptionDay {
  /** 'YYYY-MM-DD'. */
  day: string;
  /** The day as a person reads it, 'D MMM YYYY' (English, e.g. '7 Mar 2026'). */
  dayFormat: string;
  /** The day's month, 'YYYY-MM'. */
  monthFormat: string;
  incorta: number;
  spark: number;
  /** incorta + spark. */
  total: number;
  hours: ConsumptionHours;
}

/** One calendar month of the range (only the range's days of it). */
export interface ConsumptionMonth {
  /** 'YYYY-MM'. */
  monthFormat: string;
  incorta: number;
  spark: number;
  total: number;
  days: ConsumptionDay[];
}

/** A replica's units on a day. */
export interface ReplicaUse {
  powerUnit: number;
  replica: number;
}

/** The day's units split by Spark job type and by platform service (sums match the day's spark and incorta). */
export interface ConsumptionAgg {
  spark: { daily: { date: string; types: Record<string, number> }[] };
  incorta: { daily: { date: string; services: Record<string, ReplicaUse[]> }[] };
}

/** One day's storage and operations reading. `createdAt`: the day's start, ISO. */
export interface HistoricalAgg {
  createdAt: string;
  /** Units the bucket storage used that day. */
  storageIPU: number;
  /** Writes, lists (class A operations). */
  classAOperations: number;
  /** Reads (class B operations). */
  classBOperations: number;
  downloadOperations: number;
  uploadOperations: number;
}

/** One day's backup sizes. `date`: 'YYYY-MM-DD'. */
export interface InstanceBackup {
  date: string;
  gcsBucketSizeInGB: number;
  metadataBucketSizeInGB: number;
}

export interface ConsumptionCluster {
  id: string;
  name: string;
  /** The range's months, oldest first. */
  consumption: ConsumptionMonth[];
  consumptionAgg: ConsumptionAgg;
  /** One reading per day of the range, oldest first. */
  historicalAgg: HistoricalAgg[];
  bucketThresholdHistory: BucketThreshold[];
  /** One per day of the range from the cluster's creation on, oldest first. */
  instanceBackups: InstanceBackup[];
}

/** GET users/{userId}/consumption */
export interface ConsumptionResponse {
  data: { clusters: ConsumptionCluster[] };
}
