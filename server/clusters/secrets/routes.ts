/**
 * The cluster secrets (doc 2 §2 main tab, §3, §6, §7): GET users/{userId}/instances/{clusterName}/secrets
 * answers { DB_CONNECTION, DB_USER, DB_PW }. On the cluster sub-app: the path's user is the caller (403) and
 * the cluster one they own or hold a role on (404 with its name). Then "only for the owner matched by e-mail"
 * (doc 2 §6): the caller's e-mail must equal the owner's, ignoring case (the rule of src/domain, the one the
 * app shows the Secrets button by); anyone else, whatever their role, gets 403.
 *
 * DEMO VALUES ONLY. The emulator has no database behind a cluster: the connection URL names the cluster's
 * host, the user is derived from its name, and the password is random (crypto), generated on the first read
 * and stored per cluster (schema.ts). No fixed or real-looking secret is written in the code.
 */
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { ClusterSecrets } from '../../../src/contract/types';
import { isOwnerByEmail } from '../../../src/domain/cluster-secrets';
import { HttpError } from '../../api-helpers';
import type { EmulatorContext } from '../../context';
import type { ClusterEnv } from '../kit';
import type { InstanceRow } from '../schema';
import { hostNameOf } from '../store';
import type { ClusterSecretsRow } from './schema';

/** Ours, written the way the spec's messages read. */
export const SECRETS_MESSAGES = {
  ownerOnly: "Only the cluster's owner can view its secrets",
} as const;

/** The port of the demo connection URL (the PostgreSQL default). */
export const SECRETS_DB_PORT = 5432;
/** The database the demo connection URL names. */
export const SECRETS_DB_NAME = 'default';

/** A demo password: 24 random bytes, URL-safe base64 (32 characters), prefixed so nobody takes it for a real one. */
function demoPassword(): string {
  return `demo-${randomBytes(24).toString('base64url')}`;
}

/** A demo database user named after the cluster: lowercase letters, digits and underscores. */
function demoUser(name: string): string {
  return `demo_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

export function secretsRoutes(cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;
  const insert = db.prepare('INSERT OR IGNORE INTO cluster_secrets (instance_id, db_password, created_at) VALUES (?, ?, ?)');
  const select = db.prepare('SELECT * FROM cluster_secrets WHERE instance_id = ?');

  /** The cluster's stored demo password, generated on first use (the insert keeps the first one). */
  const passwordOf = (row: InstanceRow): string => {
    insert.run(row.id, demoPassword(), ctx.clock.now());
    return (select.get(row.id) as ClusterSecretsRow).db_password;
  };

  cluster.get('/secrets', (c) => {
    const visible = c.get('cluster');
    if (!isOwnerByEmail(c.get('user').email, visible.ownerEmail)) throw new HttpError(403, SECRETS_MESSAGES.ownerOnly);
    const { row } = visible;
    return c.json<ClusterSecrets>({
      DB_CONNECTION: `jdbc:postgresql://${hostNameOf(row.name)}:${SECRETS_DB_PORT}/${SECRETS_DB_NAME}?sslmode=require`,
      DB_USER: demoUser(row.name),
      DB_PW: passwordOf(row),
    });
  });
}
