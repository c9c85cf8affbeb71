/**
 * The temporary support access token of a cluster (doc 2 §2 Help & Support, §4, §6 cliPolicy, §7):
 * GET/POST/DELETE cli/{userId}/instances/{name}/token. The path is not under users/, so these calls stand on
 * the kit's pieces (userScope, loadCluster, requirePolicy, write) rather than on the cluster sub-app.
 *
 *   GET     cliPolicy list    { token, expiresAt }, or both null when none is active
 *   POST    cliPolicy create  201 { token, expiresAt }; 409 when one is active
 *           { revokeFirst: true }: cliPolicy update (renew): the active one, if any, is revoked first
 *   DELETE  cliPolicy delete  { message }; 404 when none is active
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { MessageResponse, SupportToken, SupportTokenResponse } from '../../../src/contract/types';
import { supportTokenPayloadSchema } from '../../../src/domain/schemas/support-token';
import { HttpError, readJson } from '../../api-helpers';
import type { ApiEnv, EmulatorContext, UserEnv } from '../../context';
import { parseBody } from '../../validate';
import { loadCluster, requirePolicy, userScope, write } from '../kit';
import { toInstance, type VisibleInstance } from '../store';
import type { SupportTokenRow } from './schema';

export const SUPPORT_TOKEN_PATH = '/cli/:userId/instances/:name/token';

/** How long a token lasts (ours: the spec says only "temporary"), on the emulator's clock. */
export const SUPPORT_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

/** Ours, written the way the spec's messages read. */
export const SUPPORT_TOKEN_MESSAGES = {
  exists: 'A support token is already active for this cluster. Renew it to get a new one.',
  none: 'There is no active support token for this cluster',
  revoked: 'Support token revoked',
} as const;

const NO_TOKEN: SupportTokenResponse = { token: null, expiresAt: null };

function toWire(row: SupportTokenRow): SupportToken {
  return { token: row.token, expiresAt: new Date(row.expires_at).toISOString() };
}

/** The body, with a missing or blank one read as `{}` (generating needs none); 400 when it is not JSON. */
async function optionalJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  return text.trim() === '' ? {} : readJson(c);
}

export function supportTokenRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  /** The cluster's unexpired token, or null. */
  const activeToken = (instanceId: string, now: number): SupportTokenRow | null =>
    (db
      .prepare('SELECT * FROM support_tokens WHERE instance_id = ? AND expires_at > ?')
      .get(instanceId, now) as SupportTokenRow | undefined) ?? null;

  /** The caller's cluster of the path (404 with its name), after userScope checked the path's user. */
  const clusterOf = (c: Context<UserEnv>): VisibleInstance => loadCluster(ctx, c.get('user'), c.req.param('name'));
  const policyOf = (cluster: VisibleInstance) => toInstance(cluster).clusterPolicy;

  api.get(SUPPORT_TOKEN_PATH, userScope(ctx), (c) => {
    const cluster = clusterOf(c);
    requirePolicy(policyOf(cluster), 'cliPolicy', 'list');
    const active = activeToken(cluster.row.id, ctx.clock.now());
    return c.json<SupportTokenResponse>(active ? toWire(active) : NO_TOKEN);
  });

  api.post(SUPPORT_TOKEN_PATH, userScope(ctx), async (c) => {
    const { revokeFirst } = await parseBody(supportTokenPayloadSchema, await optionalJson(c));
    const cluster = clusterOf(c);
    requirePolicy(policyOf(cluster), 'cliPolicy', revokeFirst ? 'update' : 'create');
    const now = ctx.clock.now();
    const created = write(ctx, () => {
      if (!revokeFirst && activeToken(cluster.row.id, now)) throw new HttpError(409, SUPPORT_TOKEN_MESSAGES.exists);
      // Revokes the active token (renew), or clears an expired one.
      db.prepare('DELETE FROM support_tokens WHERE instance_id = ?').run(cluster.row.id);
      const row: SupportTokenRow = {
        instance_id: cluster.row.id,
        token: randomBytes(32).toString('base64url'),
        created_by: c.get('user').uuid,
        created_at: now,
        expires_at: now + SUPPORT_TOKEN_TTL_MS,
      };
      db.prepare(
        `INSERT INTO support_tokens (instance_id, token, created_by, created_at, expires_at)
         VALUES (@instance_id, @token, @created_by, @created_at, @expires_at)`,
      ).run(row);
      return row;
    });
    return c.json<SupportToken>(toWire(created), 201);
  });

  api.delete(SUPPORT_TOKEN_PATH, userScope(ctx), (c) => {
    const cluster = clusterOf(c);
    requirePolicy(policyOf(cluster), 'cliPolicy', 'delete');
    const now = ctx.clock.now();
    write(ctx, () => {
      if (!activeToken(cluster.row.id, now)) throw new HttpError(404, SUPPORT_TOKEN_MESSAGES.none);
      db.prepare('DELETE FROM support_tokens WHERE instance_id = ?').run(cluster.row.id);
    });
    return c.json<MessageResponse>({ message: SUPPORT_TOKEN_MESSAGES.revoked });
  });
}
