/**
 * The cluster secrets' table: one DEMO database password per cluster, generated at random the first time the
 * owner asks for it (secrets/routes.ts) and kept, so two reads answer the same values and a restart of an
 * emulator with a data folder does too. Nothing here is a real credential. Deleting the cluster deletes it.
 */
export const SECRETS_SCHEMA = `
CREATE TABLE IF NOT EXISTS cluster_secrets (
  instance_id TEXT PRIMARY KEY REFERENCES instances(id) ON DELETE CASCADE,
  db_password TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

export interface ClusterSecretsRow {
  instance_id: string;
  db_password: string;
  created_at: number;
}
