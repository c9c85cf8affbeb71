/**
 * What else moves on the simulated clock besides a cluster's own lifecycle (sim/lifecycle.ts): service
 * nodes, sub-clusters, scheduled events, the autoscaler. Each family keeps its instants in its own tables
 * (real epoch ms) and plugs in here; `advanceLifecycle` runs every family's pass in its transaction after
 * the clusters', and the clock hook's jump moves every family's stored instants back.
 */
import type { EmulatorContext, EmulatorEvent } from '../../context';
import { alertSnoozeSim } from '../alert-snooze/sim';
import { dataAgentsSim } from '../data-agents/sim';
import { dataAppImportsSim } from '../data-app-imports/sim';
import { librariesSim } from '../libraries/sim';
import { scalingSim } from '../scaling/sim';
import { schedulingSim } from '../scheduling/sim';
import { servicesSim } from '../services/sim';
import { subClustersSim } from '../sub-clusters/sim';

export interface SimFamily {
  /**
   * Applies what is due at `now` (real epoch ms), inside the pass's transaction; notices go through
   * `recordNotice` and their events into `events` (emitted after the commit). Returns how many changes ran.
   */
  advance(ctx: EmulatorContext, now: number, events: EmulatorEvent[]): number;
  /** The clock hook's jump: this family's stored instants move `realMs` back (never into the future). */
  moveBack(ctx: EmulatorContext, realMs: number): void;
}

/** In the order their passes run: a scheduled scale-up due now asks for nodes the services pass then starts. */
export const SIM_FAMILIES: readonly SimFamily[] = [
  schedulingSim,
  scalingSim,
  servicesSim,
  subClustersSim,
  librariesSim,
  dataAgentsSim,
  dataAppImportsSim,
  alertSnoozeSim,
];
