/** Reads and writes of push_quiet_hours and push_held (schema.ts): a device's quiet hours and what they hold. */
import type { Database } from '../db';
import type { PushKind } from '../../src/domain/push';
import type { QuietHours } from '../../src/domain/quiet-hours';

export function quietHoursOf(db: Database, endpoint: string): QuietHours | null {
  const row = db.prepare('SELECT start, end_time, time_zone FROM push_quiet_hours WHERE endpoint = ?').get(endpoint) as
    | { start: string; end_time: string; time_zone: string }
    | undefined;
  return row ? { start: row.start, end: row.end_time, timeZone: row.time_zone } : null;
}

export function saveQuietHours(db: Database, endpoint: string, quiet: QuietHours | null): void {
  if (quiet === null) {
    db.prepare('DELETE FROM push_quiet_hours WHERE endpoint = ?').run(endpoint);
    return;
  }
  db.prepare(
    `INSERT INTO push_quiet_hours (endpoint, start, end_time, time_zone) VALUES (?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET start = excluded.start, end_time = excluded.end_time, time_zone = excluded.time_zone`,
  ).run(endpoint, quiet.start, quiet.end, quiet.timeZone);
}

export interface HeldAlert {
  endpoint: string;
  userId: string;
  tag: string;
  url: string;
  kind: PushKind;
  title: string;
  body: string;
  releaseAt: number;
}

export function holdAlert(db: Database, alert: HeldAlert): void {
  db.prepare(
    'INSERT INTO push_held (endpoint, user_uuid, tag, url, kind, title, body, release_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(alert.endpoint, alert.userId, alert.tag, alert.url, alert.kind, alert.title, alert.body, alert.releaseAt);
}

/** The alerts due at `now`, oldest first, taken out of the table. */
export function takeDueAlerts(db: Database, now: number): HeldAlert[] {
  return db.transaction(() => {
    const rows = db.prepare('SELECT * FROM push_held WHERE release_at <= ? ORDER BY id').all(now) as {
      endpoint: string;
      user_uuid: string;
      tag: string;
      url: string;
      kind: PushKind;
      title: string;
      body: string;
      release_at: number;
    }[];
    db.prepare('DELETE FROM push_held WHERE release_at <= ?').run(now);
    return rows.map((r) => ({ endpoint: r.endpoint, userId: r.user_uuid, tag: r.tag, url: r.url, kind: r.kind, title: r.title, body: r.body, releaseAt: r.release_at }));
  })();
}

/** The clock hook's jump: held alerts come `realMs` sooner. */
export function moveHeldBack(db: Database, realMs: number): void {
  db.prepare('UPDATE push_held SET release_at = release_at - ?').run(realMs);
}
