/**
 * Cluster administration users: roles and invitations live in the clusters module's own tables (cluster_roles,
 * cluster_invitations of server/clusters/schema.ts, which the acceptance routes complete). This family adds:
 * - cluster_user_logins: the last sign-in of the demo accounts (seeded; real sign-ins come from the OIDC
 *   provider's sessions, see store.ts `lastLogins`);
 * - cluster_user_mails: the invitation e-mails the emulator "sent" (it sends no mail): the link to accept and,
 *   for an address without an account, the temporary password of the account the invitation created.
 */
export const CLUSTER_USERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS cluster_user_logins (
  user_uuid TEXT PRIMARY KEY REFERENCES users(uuid) ON DELETE CASCADE,
  -- Wall-clock epoch ms.
  last_login_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS cluster_user_mails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  instance_id TEXT NOT NULL REFERENCES instances(id) ON DELETE CASCADE,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS cluster_user_mails_to ON cluster_user_mails(to_email, id);
`;

export interface ClusterUserMailRow {
  id: number;
  instance_id: string;
  to_email: string;
  subject: string;
  body: string;
  created_at: string;
}
