/**
 * What starts a connect or a disconnect, for the routes (lifecycle/routes.ts: PUT …/connect, …/disconnect) and
 * the simulations (a scheduled connect or disconnect, scheduling/sim.ts; an auto-suspend, sim/lifecycle.ts)
 * alike. The caller has checked the cluster's state and records the notice; the lifecycle simulation
 * finishes the phase at `phase_ends_at`.
 */
import type { EmulatorContext } from '../../context';
import { LIFECYCLE, startingDuration } from './phases';

/** A sleeping cluster starts connecting at `now`. */
export function beginConnect(ctx: EmulatorContext, instanceId: string, now: number): void {
  ctx.db
    .prepare(
      `UPDATE instances SET status = 'starting', service_status = 'loading', running_at = ?, phase_ends_at = ?,
         last_activity_at = ? WHERE id = ?`,
    )
    .run(new Date(now).toISOString(), now + ctx.clock.realDelay(startingDuration()), now, instanceId);
}

/** A running or starting cluster starts disconnecting at `now`. */
export function beginDisconnect(ctx: EmulatorContext, instanceId: string, now: number): void {
  ctx.db
    .prepare(`UPDATE instances SET status = 'stopping', phase_ends_at = ? WHERE id = ?`)
    .run(now + ctx.clock.realDelay(LIFECYCLE.stopping), instanceId);
}
