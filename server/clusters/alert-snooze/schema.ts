/**
 * Snoozed alerts and the alerts' capabilities (issue 28, ours).
 *
 * `alert_snoozes`: one row per user and cluster while that user's alerts of that cluster are snoozed;
 * `until` is the real epoch ms it ends at, NULL until the user turns alerts back on. An ended snooze holds
 * nothing (rows are replaced or deleted by the next change).
 *
 * `alert_tokens`: the capabilities a cluster alert carries to one device, never bearer tokens: `snooze`
 * (the alert's Snooze 1 hour button) and `refresh` (the worker's read of what the alert's page shows). Only
 * the SHA-256 of a token is kept; each is for one user and one cluster, valid until `expires_at`, once.
 * Every instant moves back on the clock hook's jump (sim.ts).
 */
export const ALERT_SNOOZE_SCHEMA = `
CREATE TABLE IF NOT EXISTS alert_snoozes (
  user_uuid TEXT NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  until INTEGER,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_uuid, instance_id)
);
CREATE TABLE IF NOT EXISTS alert_tokens (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('snooze', 'refresh')),
  user_uuid TEXT NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS alert_tokens_expiry ON alert_tokens (expires_at);
`;
