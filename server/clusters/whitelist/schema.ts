/**
 * The IP allow-list family's table (doc 2 §3 IP whitelist item): one row per item of a cluster, its range
 * stored normalised (entries joined by ', '), listed in the order they were added.
 */
export const WHITELIST_SCHEMA = `
CREATE TABLE IF NOT EXISTS whitelists (
  id TEXT PRIMARY KEY,
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  range TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS whitelists_instance ON whitelists(instance_id, created_at);
`;

export interface WhitelistRow {
  id: string;
  instance_id: string;
  range: string;
  description: string;
  active: 0 | 1;
  created_at: number;
  updated_at: number;
}
