/** Snoozes and alert tokens on the simulated clock: they hold instants only, so the clock hook's jump moves them back. */
import type { SimFamily } from '../sim/sim-family';
import { moveAlertInstantsBack } from './store';

export const alertSnoozeSim: SimFamily = {
  advance: () => 0,
  moveBack: (ctx, realMs) => moveAlertInstantsBack(ctx.db, realMs),
};
