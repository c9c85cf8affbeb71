/**
 * Keep awake capabilities: at most one per cluster, the one its latest idle warning sent. `idle_since` is the
 * cluster's `last_activity_at` the warning was for, so a cluster is warned once per idle period (a new period
 * begins whenever its last activity moves). Only the token's SHA-256 is kept; it is valid until `expires_at`
 * (the auto-suspend instant) and once (`used_at`). Instants are real epoch ms and move back on the clock
 * hook's jump with the cluster's own (sim/lifecycle.ts).
 */
export const KEEP_AWAKE_SCHEMA = `
CREATE TABLE IF NOT EXISTS keep_awake_tokens (
  instance_id TEXT PRIMARY KEY REFERENCES instances(id) ON DELETE CASCADE,
  idle_since INTEGER NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
`;
