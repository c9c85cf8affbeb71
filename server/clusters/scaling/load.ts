/**
 * The simulated query load the autoscaler answers to, and its rule (doc 2 §3 autoscale). Deterministic: the
 * load of a service is a function of the cluster's id and the simulated time alone, a slow wave (one crest
 * every LOAD_PERIOD_MS of simulated time, each cluster and service at its own phase) with a little noise per
 * simulated minute. Over any stretch of one period a connected cluster meets both its quiet hour (one node is
 * enough) and its busy one (analytics wants 6 or 7 nodes, the loader 3), so an autoscaler left on resizes.
 */
import type { Autoscale, ScalingService } from '../../../src/contract/types';
import { stableUnit } from '../sim/stable-unit';

const MINUTE = 60_000;

/** One crest of the load per two simulated hours. */
export const LOAD_PERIOD_MS = 2 * 60 * MINUTE;

/** Queries per simulated minute one node serves; what is asked beyond that is rejected. */
export const NODE_CAPACITY = 30;

/** Queries per simulated minute: base + amplitude × wave (0..1). */
const PROFILE: Record<ScalingService, { base: number; amplitude: number }> = {
  analytics: { base: 15, amplitude: 180 },
  loader: { base: 5, amplitude: 75 },
};


/** Queries per simulated minute asked of the service at the real instant `at`, at clock speed `speed`. */
export function demandAt(instanceId: string, service: ScalingService, at: number, speed: number): number {
  const period = LOAD_PERIOD_MS / speed;
  const phase = (at % period) / period + stableUnit(`${instanceId}:${service}`);
  const wave = (1 - Math.cos(2 * Math.PI * phase)) / 2;
  const minute = Math.floor(at / (MINUTE / speed));
  const noise = (stableUnit(`${instanceId}:${service}:${minute}`) - 0.5) * 0.08;
  const { base, amplitude } = PROFILE[service];
  return Math.max(0, Math.round(base + amplitude * (wave + noise)));
}

/** What `replicas` nodes serve of `demand`, and what they reject. */
export function served(demand: number, replicas: number): { served: number; rejected: number } {
  const capacity = Math.max(0, replicas) * NODE_CAPACITY;
  return { served: Math.min(demand, capacity), rejected: Math.max(0, demand - capacity) };
}

export type AutoscaleRule = Pick<Autoscale, 'rejectedQueriesUp' | 'rejectedQueriesDown' | 'consecutiveQueries'>;

/**
 * The node count the autoscaler asks for, one node at a time, within 1..max: one more when each of the last
 * `consecutiveQueries` looks (`demands`, one per look) rejected at least `rejectedQueriesUp` queries (and some);
 * one fewer when with one node fewer each of them would have rejected at most `rejectedQueriesDown`.
 */
export function autoscaleTarget(rule: AutoscaleRule, replicas: number, max: number, demands: readonly number[]): number {
  const looks = Math.max(1, rule.consecutiveQueries);
  if (demands.length < looks) return replicas;
  const recent = demands.slice(0, looks);
  const rejectedAt = (count: number) => recent.map((demand) => served(demand, count).rejected);
  if (replicas < max && rejectedAt(replicas).every((r) => r > 0 && r >= rule.rejectedQueriesUp)) return replicas + 1;
  if (replicas > 1 && rejectedAt(replicas - 1).every((r) => r <= rule.rejectedQueriesDown)) return replicas - 1;
  return replicas;
}
