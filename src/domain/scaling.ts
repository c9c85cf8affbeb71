/**
 * The scaling tab's rules (spec doc 2 §2 Scaling tab, §3 autoscale and Autoscale history, §4 Autoscaling, §6,
 * §9): the history's durations and intervals, the y-axis step by the most replicas shown, how the read-only
 * parameters are shown, who may switch the autoscaler and when, and how a resize reads in words. Pure: the
 * time zone and locale are passed in.
 */
import type {
  Autoscale,
  ClusterPolicy,
  Platform,
  ReplicaChangeEntry,
  ReplicaReason,
  ReplicaSeries,
  ScalingService,
  User,
} from '../contract/types';
import { allows } from './policies';
import { isActionSupported, isToggleEnabled, REFUSALS, UNSUPPORTED_ACTION_TOOLTIP } from './permissions';
import { formatZonedTime, type Locale } from './time-format';

// --- Durations (doc 2 §7, §9) --------------------------------------------------------------------

/** The history's durations in hours: last hour, last day (the default), last week. */
export const SCALING_HOURS = [1, 24, 168] as const;
export type ScalingHours = (typeof SCALING_HOURS)[number];
export const DEFAULT_SCALING_HOURS: ScalingHours = 24;

export const SCALING_DURATION_LABELS: Record<ScalingHours, string> = {
  1: 'Last hour',
  24: 'Last day',
  168: 'Last week',
};

export function isScalingHours(value: number): value is ScalingHours {
  return SCALING_HOURS.some((hours) => hours === value);
}

/** The path's `{hours}`: absent reads as the default; anything but 1, 24 or 168 is null (a 400). */
export function parseScalingHours(raw: string | undefined): ScalingHours | null {
  if (raw === undefined || raw === '') return DEFAULT_SCALING_HOURS;
  if (!/^\d+$/.test(raw)) return null;
  const hours = Number(raw);
  return isScalingHours(hours) ? hours : null;
}

/** Minutes per interval of the history, so each duration draws a readable number of points (12, 24, 28). */
export const HISTORY_INTERVAL_MINUTES: Record<ScalingHours, number> = { 1: 5, 24: 60, 168: 360 };

/** Autoscale history refreshes every 5 min and is stale after 2 s (doc 2 §9). */
export const AUTOSCALE_HISTORY_REFRESH_MS = 5 * 60_000;
export const AUTOSCALE_HISTORY_STALE_MS = 2_000;

// --- Nodes ---------------------------------------------------------------------------------------

/** Analytics and loader nodes: at least 1, at most the system configuration's maximum, 10 by default (doc 2 §9). */
export const REPLICAS_MIN = 1;
export const DEFAULT_MAX_REPLICAS = 10;

/** The autoscaler's parameters of a cluster nobody has tuned (ours; the spec gives none). */
export const AUTOSCALE_DEFAULTS: Autoscale = {
  enabled: false,
  requestDelay: 60,
  coolDelay: 600,
  rejectedQueriesUp: 5,
  rejectedQueriesDown: 0,
  consecutiveQueries: 3,
};

// --- Chart axis (doc 2 §9) -----------------------------------------------------------------------

/** The y-axis step by the most replicas shown: 1 up to 10, 2 up to 20, 3 up to 30, 4 up to 40, 5 up to 50, 10 up to 100, otherwise 50. */
export function replicaAxisStep(maxReplicas: number): number {
  if (maxReplicas <= 10) return 1;
  if (maxReplicas <= 20) return 2;
  if (maxReplicas <= 30) return 3;
  if (maxReplicas <= 40) return 4;
  if (maxReplicas <= 50) return 5;
  if (maxReplicas <= 100) return 10;
  return 50;
}

/** The y-axis: 0 up to the first step at or above the most replicas (at least one step), every step a tick. */
export function replicaAxis(maxReplicas: number): { max: number; step: number; ticks: number[] } {
  const step = replicaAxisStep(maxReplicas);
  const max = Math.max(step, Math.ceil(Math.max(0, maxReplicas) / step) * step);
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { max, step, ticks };
}

// --- Parameters (doc 2 §9) -----------------------------------------------------------------------

/** coolDelay is shown in minutes: seconds divided by 60 (two decimals at most). */
export function coolDelayMinutes(seconds: number): number {
  return Math.round((seconds / 60) * 100) / 100;
}

// --- Who may switch the autoscaler (doc 2 §4, §6) ------------------------------------------------

export const SCALING_TEXTS = {
  /** Doc 2 §8, exact. */
  mustBeConnected: 'Your cluster must be connected to apply this change',
  toggleOff: 'Autoscaling is not enabled for your account.',
} as const;

export interface AutoscaleCluster {
  platform: Platform;
  clusterPolicy: Pick<ClusterPolicy, 'clusterPolicy' | 'roleName'>;
}

/**
 * Why the autoscale switch is refused, or null: the autoScale toggle, the plan's cluster_scaling action, a role
 * that may change the cluster's configuration (never the User, developer, role), then a connected cluster.
 */
export function autoscaleRefusal(
  user: Pick<User, 'toggleFeatures' | 'features' | 'platformActions'>,
  cluster: AutoscaleCluster,
  status: string,
): string | null {
  if (!isToggleEnabled(user, 'autoScale')) return SCALING_TEXTS.toggleOff;
  if (!isActionSupported(user, 'cluster_scaling', cluster.platform)) return UNSUPPORTED_ACTION_TOOLTIP;
  if (cluster.clusterPolicy.roleName === 'developer' || !allows(cluster.clusterPolicy, 'clusterPolicy', 'update')) {
    return REFUSALS.noPermission;
  }
  if (status !== 'running') return SCALING_TEXTS.mustBeConnected;
  return null;
}

/** The call's answer (ours): also the success notice. */
export function autoscaleSwitched(name: string, enabled: boolean): string {
  return enabled ? `Autoscaling is on for ${name}` : `Autoscaling is off for ${name}`;
}

// --- History in words ----------------------------------------------------------------------------

export const SERVICE_LABELS: Record<ScalingService, string> = { analytics: 'Analytics', loader: 'Loader' };

export const REASON_LABELS: Record<ReplicaReason, string> = {
  manual: 'changed by a user',
  scheduled: 'scheduled event',
  autoscale: 'autoscaler',
};

export interface ChartPoint {
  /** Interval start, epoch ms. */
  time: number;
  replicas: number;
  queries: number;
}

export function chartPoints(series: ReplicaSeries): ChartPoint[] {
  return Object.entries(series)
    .map(([at, point]) => ({ time: Date.parse(at), replicas: point.replicas, queries: point.total_queries }))
    .filter((point) => Number.isFinite(point.time))
    .sort((a, b) => a.time - b.time);
}

/** The most replicas a chart shows: its points and the changes in its window. */
export function maxReplicas(points: readonly ChartPoint[], changes: readonly ReplicaChangeEntry[]): number {
  return Math.max(0, ...points.map((p) => p.replicas), ...changes.flatMap((c) => [c.from, c.to]));
}

/** One service's changes, newest first. */
export function changesOf(changes: readonly ReplicaChangeEntry[], service: ScalingService): ReplicaChangeEntry[] {
  return changes.filter((c) => c.service === service).sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

const nodes = (count: number) => `${count} ${count === 1 ? 'node' : 'nodes'}`;

/** 'Analytics: 2 → 3 nodes (autoscaler)'. */
export function describeChange(change: ReplicaChangeEntry): string {
  return `${SERVICE_LABELS[change.service]}: ${change.from} → ${nodes(change.to)} (${REASON_LABELS[change.reason]})`;
}

/** When a change happened, always with its time zone ('Nov 20, 10:05 AM EST'). */
export function formatChangeTime(at: string, locale: Locale, timeZone?: string): string {
  return formatZonedTime(Date.parse(at), locale, { timeZone });
}

/** The chart said in words (its figure's description). */
export function historySummary(
  service: ScalingService,
  hours: ScalingHours,
  points: readonly ChartPoint[],
  changes: readonly ReplicaChangeEntry[],
): string {
  const during = SCALING_DURATION_LABELS[hours].toLowerCase();
  const counts = points.map((p) => p.replicas).filter((r) => r > 0);
  const queries = points.reduce((sum, p) => sum + p.queries, 0);
  const label = SERVICE_LABELS[service];
  if (counts.length === 0) return `${label} had no nodes in the ${during}.`;
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  const range = low === high ? nodes(low) : `${low} to ${high} nodes`;
  const resized = changes.length === 0 ? 'no resize' : changes.length === 1 ? '1 resize' : `${changes.length} resizes`;
  return `${label} had ${range} in the ${during}, ${resized}, ${queries.toLocaleString('en-US')} queries.`;
}

// --- The call's body (doc 2 §7) ------------------------------------------------------------------

/** Field messages of POST users/instances/updateautoscaling (ours: no form shows them). */
export const AUTOSCALE_FIELD_MESSAGES = {
  instanceID: 'instanceID is required',
  isEnabled: 'isEnabled must be true or false',
} as const;
