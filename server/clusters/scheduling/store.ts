/** Reading and writing scheduled events (scheduling/schema.ts); the routes and the sim go through here. */
import type { Database } from '../../db';
import type { ScheduledEvent, ScheduleEventPayload } from '../../../src/contract/types';
import type { ScheduledEventRow } from './schema';

export function toScheduledEvent(row: ScheduledEventRow): ScheduledEvent {
  const info: ScheduledEvent['eventInformation'] = {};
  if (row.analytics_replicas !== null) info.analyticsReplicas = row.analytics_replicas;
  if (row.loader_replicas !== null) info.loaderReplicas = row.loader_replicas;
  return {
    id: String(row.id),
    recordID: String(row.id),
    event: row.event,
    startTime: new Date(row.start_at).toISOString(),
    endTime: row.end_at === null ? null : new Date(row.end_at).toISOString(),
    eventResult: row.event_result,
    status: row.status,
    eventInformation: info,
  };
}

export function eventsOf(db: Database, instanceId: string): ScheduledEventRow[] {
  return db
    .prepare('SELECT * FROM scheduled_events WHERE instance_id = ? ORDER BY start_at DESC, id DESC')
    .all(instanceId) as ScheduledEventRow[];
}

export function findEvent(db: Database, instanceId: string, id: string): ScheduledEventRow | null {
  if (!/^[1-9][0-9]{0,15}$/.test(id)) return null;
  return (
    (db.prepare('SELECT * FROM scheduled_events WHERE instance_id = ? AND id = ?').get(instanceId, Number(id)) as
      | ScheduledEventRow
      | undefined) ?? null
  );
}

function columns(payload: ScheduleEventPayload) {
  return {
    event: payload.event,
    start_at: Date.parse(payload.startTime),
    end_at: payload.endTime ? Date.parse(payload.endTime) : null,
    analytics_replicas: payload.eventInformation.analyticsReplicas ?? null,
    loader_replicas: payload.eventInformation.loaderReplicas ?? null,
  };
}

export function insertEvent(
  db: Database,
  instanceId: string,
  payload: ScheduleEventPayload,
  createdBy: string,
  at: number,
): ScheduledEventRow {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO scheduled_events (instance_id, event, start_at, end_at, analytics_replicas, loader_replicas, created_by, created_at)
       VALUES (@instance_id, @event, @start_at, @end_at, @analytics_replicas, @loader_replicas, @created_by, @created_at)`,
    )
    .run({ instance_id: instanceId, ...columns(payload), created_by: createdBy, created_at: at });
  return db.prepare('SELECT * FROM scheduled_events WHERE id = ?').get(lastInsertRowid) as ScheduledEventRow;
}

export function updateEvent(db: Database, id: number, payload: ScheduleEventPayload): ScheduledEventRow {
  db.prepare(
    `UPDATE scheduled_events SET event = @event, start_at = @start_at, end_at = @end_at,
       analytics_replicas = @analytics_replicas, loader_replicas = @loader_replicas WHERE id = @id`,
  ).run({ id, ...columns(payload) });
  return db.prepare('SELECT * FROM scheduled_events WHERE id = ?').get(id) as ScheduledEventRow;
}

export function deleteEvent(db: Database, id: number): void {
  db.prepare('DELETE FROM scheduled_events WHERE id = ?').run(id);
}

/** The queued events due at `now`, in the order they are due. */
export function dueEvents(db: Database, now: number): ScheduledEventRow[] {
  return db
    .prepare(`SELECT * FROM scheduled_events WHERE status = 'queued' AND start_at <= ? ORDER BY start_at, id`)
    .all(now) as ScheduledEventRow[];
}

export function finishEvent(db: Database, id: number, status: 'success' | 'failure', result: string, at: number): void {
  db.prepare('UPDATE scheduled_events SET status = ?, event_result = ?, ran_at = ? WHERE id = ?').run(status, result, at, id);
}
