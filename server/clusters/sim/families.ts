/**
 * What else moves on the simulated clock besides a cluster's own lifecycle (sim/lifecycle.ts): service
 * nodes, sub-clusters, scheduled events, the autoscaler. Each family keeps its instants in its own tables
 * (real epoch ms) and plugs in here; `advanceLifecycle` runs every family's pass in its transaction after
 * the clusters', and the clock hook's jump moves every family's stored instants back.
 */
import { alertSnoozeSim } from '../alert-snooze/sim';
import { dataAgentsSim } from '../data-agents/sim';
import { dataAppImportsSim } from '../data-app-imports/sim';
import { librariesSim } from '../libraries/sim';
import { scalingSim } from '../scaling/sim';
import { schedulingSim } from '../scheduling/sim';
import { servicesSim } from '../services/sim';
import { subClustersSim } from '../sub-clusters/sim';
import type { SimFamily } from './sim-family';

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
