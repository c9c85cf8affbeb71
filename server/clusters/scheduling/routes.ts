/**
 * Scheduled events of a cluster (doc 2 §3, §4, §5, §6, §7), by the cluster's id on `api`:
 *
 *   GET    users/instances/{id}/scheduleevent                        { events }
 *   POST   users/instances/{id}/scheduleevent                        create: 201 { message, event }
 *          { event, eventResult: null, startTime, endTime?, eventInformation { analyticsReplicas?, loaderReplicas? } }
 *          with recordID: update that event, 200 { message, event }
 *   DELETE users/instances/{id}/{eventId}/deletescheduledevent       200 { message }
 *
 * Every call needs the owner or Manager (accountAdmin) role on the cluster, a platform other than Azure and the
 * schedular toggle (403 with the reason, domain/scheduling.ts schedulingRefusal); a disconnect event also the
 * cluster_suspend platform action, as a disconnect does. The body is parsed with the wizard's rules
 * (domain/schemas/schedule-event.ts); then, with the clock and the cluster in hand, the start must be in the
 * future and a scale event's counts within what the cluster can add or remove now (400 on the fields). An event
 * whose start has passed (or that already ran) cannot be changed or deleted (409). The sim (sim.ts) runs each
 * queued event at its start.
 */
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { MessageResponse, Platform, ScheduledEventSavedResponse, ScheduledEventsResponse } from '../../../src/contract/types';
import { scheduleEventPayloadSchema } from '../../../src/domain/schemas/schedule-event';
import { isEventEditable, schedulingRefusal, scheduleEventProblems, SCHEDULED_EVENT_LABELS } from '../../../src/domain/scheduling';
import { HttpError, invalid } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { body } from '../../validate';
import { clusterById, type ClusterEnv, requireAction, write } from '../kit';
import type { ScheduledEventRow } from './schema';
import { deleteEvent, eventsOf, findEvent, insertEvent, toScheduledEvent, updateEvent } from './store';

/** The family's answers (ours). */
export const SCHEDULING_ANSWERS = {
  created: (event: string, name: string) => `${event} of ${name} is scheduled`,
  updated: (event: string, name: string) => `The scheduled ${event.toLowerCase()} of ${name} is updated`,
  deleted: (event: string, name: string) => `The scheduled ${event.toLowerCase()} of ${name} is deleted`,
  notFound: 'This scheduled event does not exist',
  started: 'This event has already started: it can no longer be changed or deleted',
} as const;

export function schedulingRoutes(api: Hono<ApiEnv>, _cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;
  const byId = clusterById(ctx);

  /** 403 with the reason unless the caller may schedule on this cluster (doc 2 §6). */
  const allowed = createMiddleware<ClusterEnv>(async (c, next) => {
    const { row, role } = c.get('cluster');
    const refusal = schedulingRefusal(c.get('user'), { platform: row.platform as Platform, clusterPolicy: { roleName: role } });
    if (refusal) throw new HttpError(403, refusal);
    await next();
  });

  /** The event named by the path or the body, still ahead of its start (404, 409 otherwise). */
  function editable(instanceId: string, id: string): ScheduledEventRow {
    const found = findEvent(db, instanceId, id);
    if (!found) throw new HttpError(404, SCHEDULING_ANSWERS.notFound);
    if (!isEventEditable(toScheduledEvent(found), ctx.clock.now())) throw new HttpError(409, SCHEDULING_ANSWERS.started);
    return found;
  }

  api.get('/users/instances/:id/scheduleevent', byId, allowed, (c) => {
    const { row } = c.get('cluster');
    return c.json<ScheduledEventsResponse>({ events: eventsOf(db, row.id).map(toScheduledEvent) });
  });

  api.post('/users/instances/:id/scheduleevent', byId, allowed, body(scheduleEventPayloadSchema), (c) => {
    const { row } = c.get('cluster');
    const payload = c.var.body;
    const existing = payload.recordID === undefined ? null : editable(row.id, payload.recordID);
    if (payload.event === 'disconnect') requireAction(c.get('user'), 'cluster_suspend', row.platform as Platform);
    const now = ctx.clock.now();
    const problems = scheduleEventProblems(payload, { now, analyticsNodes: row.analytics_nodes, loaderNodes: row.loader_nodes });
    if (problems.length > 0) throw invalid(problems);
    const label = SCHEDULED_EVENT_LABELS[payload.event];
    const saved = write(ctx, () =>
      existing ? updateEvent(db, existing.id, payload) : insertEvent(db, row.id, payload, c.get('user').uuid, now),
    );
    return c.json<ScheduledEventSavedResponse>(
      {
        message: existing ? SCHEDULING_ANSWERS.updated(label, row.name) : SCHEDULING_ANSWERS.created(label, row.name),
        event: toScheduledEvent(saved),
      },
      existing ? 200 : 201,
    );
  });

  api.delete('/users/instances/:id/:eventId/deletescheduledevent', byId, allowed, (c) => {
    const { row } = c.get('cluster');
    const found = editable(row.id, c.req.param('eventId'));
    write(ctx, () => deleteEvent(db, found.id));
    return c.json<MessageResponse>({ message: SCHEDULING_ANSWERS.deleted(SCHEDULED_EVENT_LABELS[found.event], row.name) });
  });
}
