/**
 * The support token's table: at most one token per cluster (doc 2 §4: none or present), whoever of the
 * cluster's people generated it. Instants are wall-clock epoch ms (server/clock.ts). A token past its
 * `expires_at` counts as none; the next generate replaces it. Deleting the cluster deletes its token.
 */
export const SUPPORT_TOKEN_SCHEMA = `
CREATE TABLE IF NOT EXISTS support_tokens (
  instance_id TEXT PRIMARY KEY REFERENCES instances(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  created_by TEXT NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
`;

export interface SupportTokenRow {
  instance_id: string;
  token: string;
  created_by: string;
  created_at: number;
  expires_at: number;
}
