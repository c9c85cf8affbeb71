/** The stand-ins' recorded calls (newest TRACKING_EVENTS_KEPT kept). */
export const TRACKING_SCHEMA = `
CREATE TABLE IF NOT EXISTS tracking_stand_in_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  provider TEXT NOT NULL,
  kind TEXT NOT NULL,
  user_id TEXT,
  detail TEXT,
  at TEXT NOT NULL
);
`;

/** The public events call takes no token: the table is bounded so it cannot grow without limit. */
export const TRACKING_EVENTS_KEPT = 1000;
