/**
 * Autoscaling (doc 2 §3, §4, §6, §7), by cluster id on `api`:
 *
 *   POST users/instances/updateautoscaling { instanceID, isEnabled }   200 { message, autoscale }
 *   GET  users/instances/{id}/getautoscalehistory[/{hours}]            200 { history } (hours 1, 24 default, 168)
 *
 * Switching needs clusterPolicy update (owner or Manager; never the User, developer, role), the caller's
 * autoScale toggle, the plan's cluster_scaling action (403 each) and a connected cluster (409 'Your cluster
 * must be connected to apply this change'). Anyone with a role on the cluster reads its history. The
 * autoscaler itself runs in sim.ts.
 */
import type { Context, Hono } from 'hono';
import type {
  AutoscaleHistoryResponse,
  Platform,
  UpdateAutoscalingResponse,
} from '../../../src/contract/types';
import { isToggleEnabled } from '../../../src/domain/permissions';
import { autoscaleSwitched, parseScalingHours, SCALING_HOURS, SCALING_TEXTS } from '../../../src/domain/scaling';
import { updateAutoscalingSchema } from '../../../src/domain/schemas/autoscale';
import { HttpError, invalid } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { guardedBody, rawText } from '../../validate';
import { callerCluster, clusterById, type ClusterEnv, requireAction, requirePolicy, write } from '../kit';
import { clusterStatus, toInstance } from '../store';
import { historyOf, setAutoscaleEnabled } from './store';

export const SCALING_ANSWERS = {
  switched: autoscaleSwitched,
  hours: `hours must be one of ${SCALING_HOURS.join(', ')}`,
} as const;

/** The notice of a switch (kind 'operation.scaling', as the autoscaler's resizes). */
export const AUTOSCALE_SWITCH_NOTICE = {
  event: 'UPDATE_AUTOSCALING',
  kind: 'operation.scaling',
  title: 'Autoscaling',
} as const;

export function scalingRoutes(api: Hono<ApiEnv>, _cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  // The body names the cluster: found among the caller's (404) and the role checked (403) before the rest of
  // the body is validated (400), then the plan and state checks.
  const scaler = (callerUuid: string, instanceID: string) => {
    const found = callerCluster(ctx, callerUuid, instanceID);
    requirePolicy(toInstance(found.visible).clusterPolicy, 'clusterPolicy', 'update');
    return found;
  };
  const autoscalingBody = guardedBody((c, raw) => void scaler(c.get('caller').uuid, rawText(raw, 'instanceID')), updateAutoscalingSchema);
  api.post('/users/instances/updateautoscaling', autoscalingBody, (c) => {
    const { instanceID, isEnabled } = c.var.body;
    const { user, visible } = scaler(c.get('caller').uuid, instanceID);
    const { row } = visible;
    if (!isToggleEnabled(user, 'autoScale')) throw new HttpError(403, SCALING_TEXTS.toggleOff);
    requireAction(user, 'cluster_scaling', row.platform as Platform);
    if (clusterStatus(row) !== 'running') throw new HttpError(409, SCALING_TEXTS.mustBeConnected);
    const now = ctx.clock.now();
    const autoscale = write(ctx, (w) => {
      const next = setAutoscaleEnabled(ctx, row.id, isEnabled, now);
      w.notify(row, { ...AUTOSCALE_SWITCH_NOTICE, message: autoscaleSwitched(row.name, isEnabled), eventType: 'info' }, now);
      return next;
    });
    return c.json<UpdateAutoscalingResponse>({ message: SCALING_ANSWERS.switched(row.name, isEnabled), autoscale });
  });

  const history = (c: Context<ClusterEnv>, raw: string | undefined) => {
    const hours = parseScalingHours(raw);
    if (hours === null) throw invalid([{ fieldName: 'hours', message: SCALING_ANSWERS.hours }]);
    return c.json<AutoscaleHistoryResponse>({ history: historyOf(ctx, c.get('cluster').row, hours, ctx.clock.now()) });
  };
  api.get('/users/instances/:id/getautoscalehistory', clusterById(ctx), (c) => history(c, undefined));
  api.get('/users/instances/:id/getautoscalehistory/:hours', clusterById(ctx), (c) => history(c, c.req.param('hours')));
}
