/**
 * The cluster lifecycle's phase lengths (spec doc 1 §4, issue 3) in simulated ms, the random draws of the
 * variable ones, and the idle countdown's real lengths. What starts a phase (lifecycle/service.ts, create,
 * update) and what ends it (sim/lifecycle.ts) both read them here.
 */
import { IDLE_WARNING_LEAD_MS } from '../../../src/domain/push';
import type { EmulatorContext } from '../../context';
import { HOUR_MS } from '../catalog';

const MINUTE = 60_000;

/** Phase lengths in simulated ms (real ms at speed 1). */
export const LIFECYCLE = {
  creatingMin: 5 * MINUTE,
  creatingMax: 10 * MINUTE,
  startingMin: 2 * MINUTE,
  startingMax: 5 * MINUTE,
  stopping: 1 * MINUTE,
  /** An update: the services restart on the new version. */
  upgradingMin: 3 * MINUTE,
  upgradingMax: 6 * MINUTE,
  /**
   * Auto-suspend never comes sooner than this much real time after the last activity. At a demo's speed
   * this is shorter than any idle time and changes nothing; at a test's speed (hundreds of times faster)
   * an idle hour lasts seconds, and a browser test would see clusters fall asleep under it.
   */
  autoSuspendMinRealMs: 5 * MINUTE,
  /** Real ms between background passes. */
  tickMs: 200,
} as const;

export function randomBetween(min: number, max: number, random: () => number = Math.random): number {
  return Math.round(min + (max - min) * random());
}

export function creatingDuration(random?: () => number): number {
  return randomBetween(LIFECYCLE.creatingMin, LIFECYCLE.creatingMax, random);
}

export function startingDuration(random?: () => number): number {
  return randomBetween(LIFECYCLE.startingMin, LIFECYCLE.startingMax, random);
}

export function upgradingDuration(random?: () => number): number {
  return randomBetween(LIFECYCLE.upgradingMin, LIFECYCLE.upgradingMax, random);
}

/** Real idle ms after which a running cluster suspends itself. */
export function autoSuspendAfter(ctx: Pick<EmulatorContext, 'clock'>, idleTimeHours: number): number {
  return Math.max(ctx.clock.realDelay(idleTimeHours * HOUR_MS), LIFECYCLE.autoSuspendMinRealMs);
}

/**
 * Real idle ms after which the idle warning comes: IDLE_WARNING_LEAD_MS (10 simulated minutes) before the
 * auto-suspend. Where the real-time floor stretches the idle countdown, the lead stretches with it (the same
 * share of the idle time), so a fast clock still leaves time to answer the alert.
 */
export function idleWarningAfter(ctx: Pick<EmulatorContext, 'clock'>, idleTimeHours: number): number {
  const suspendAfter = autoSuspendAfter(ctx, idleTimeHours);
  const share = Math.min(1, IDLE_WARNING_LEAD_MS / Math.max(idleTimeHours * HOUR_MS, 1));
  return suspendAfter - Math.round(suspendAfter * share);
}
