/**
 * The scheduled events of a cluster (doc 2 §3 Scheduled event, §4). Instants are real epoch ms, as every
 * family stores them (server/clock.ts): the clock hook's jump moves a queued event's start back (sim.ts).
 * The sim's due query reads (status, start_at) through its index.
 */
export const SCHEDULING_SCHEMA = `
CREATE TABLE IF NOT EXISTS scheduled_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  event TEXT NOT NULL CHECK (event IN ('connect', 'disconnect', 'scaleUp', 'scaleDown')),
  start_at INTEGER NOT NULL,
  end_at INTEGER,
  -- How many nodes a scale event adds or removes; NULL when not given.
  analytics_replicas INTEGER,
  loader_replicas INTEGER,
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'success', 'failure')),
  event_result TEXT,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  ran_at INTEGER
);
CREATE INDEX IF NOT EXISTS scheduled_events_due ON scheduled_events(status, start_at);
CREATE INDEX IF NOT EXISTS scheduled_events_instance ON scheduled_events(instance_id, start_at);
`;

export interface ScheduledEventRow {
  id: number;
  instance_id: string;
  event: 'connect' | 'disconnect' | 'scaleUp' | 'scaleDown';
  start_at: number;
  end_at: number | null;
  analytics_replicas: number | null;
  loader_replicas: number | null;
  status: 'queued' | 'success' | 'failure';
  event_result: string | null;
  created_by: string;
  created_at: number;
  ran_at: number | null;
}
