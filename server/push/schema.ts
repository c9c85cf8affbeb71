/** Push subscriptions: one row per browser endpoint, owned by the user who turned alerts on there. */
export const PUSH_SCHEMA = `
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  user_uuid TEXT NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  kinds TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS push_subscriptions_user ON push_subscriptions (user_uuid);
-- Quiet hours of one device (issue 28): 'HH:MM' on the wall clock of time_zone.
CREATE TABLE IF NOT EXISTS push_quiet_hours (
  endpoint TEXT PRIMARY KEY REFERENCES push_subscriptions(endpoint) ON DELETE CASCADE,
  start TEXT NOT NULL,
  end_time TEXT NOT NULL,
  time_zone TEXT NOT NULL
);
-- Alerts held by a device's quiet hours until release_at (real epoch ms; the clock hook moves it back).
CREATE TABLE IF NOT EXISTS push_held (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  endpoint TEXT NOT NULL REFERENCES push_subscriptions(endpoint) ON DELETE CASCADE,
  user_uuid TEXT NOT NULL,
  tag TEXT NOT NULL,
  url TEXT NOT NULL,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  release_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS push_held_release ON push_held (release_at);
`;
