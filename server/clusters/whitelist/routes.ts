/**
 * The IP allow-list of a cluster (doc 2 §3, §5, §6, §7, §8), by the cluster's name on the cluster sub-app:
 *
 *   GET    users/{userId}/instances/{name}/whitelists          { whitelists }
 *   POST   users/{userId}/instances/{name}/whitelists          { range, description }          201 { message, whitelist }
 *   PUT    users/{userId}/instances/{name}/whitelists/{id}     { range, description, active }  200 { message, whitelist }
 *   DELETE users/{userId}/instances/{name}/whitelists/{id}                                     200 { message }
 *
 * and, on `api`, the caller's own address (ours, for 'Add my current address'):
 *
 *   GET    users/{userId}/client-address                       { address }
 *
 * Checks, in order: the whitelist toggle, then (to change) the plan's whitelisting platform action, then the
 * role's whitelistPolicy (403 each, domain/whitelist.ts whitelistRefusal, the texts the section shows); the
 * item (404); the body with the dialog's schema (400 in the doc 1 §8 shape, every field at once); the cluster's
 * item count (409). Each write is one statement in one transaction: nothing half-applied.
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type {
  ClientAddressResponse,
  MessageResponse,
  Platform,
  WhitelistItem,
  WhitelistSavedResponse,
  WhitelistsResponse,
} from '../../../src/contract/types';
import { policyFor } from '../../../src/domain/policies';
import { whitelistCreateSchema, whitelistUpdateSchema } from '../../../src/domain/schemas/whitelist';
import { WHITELIST_NOTICES, WHITELIST_REFUSALS, whitelistRefusal, type WhitelistAction } from '../../../src/domain/whitelist';
import { HttpError } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { body } from '../../validate';
import { type ClusterEnv, userScope, write } from '../kit';
import { clientAddressOf } from './client-address';
import type { WhitelistRow } from './schema';

/** Ours: a cluster's allow-list holds at most this many items. */
export const WHITELIST_ITEMS_MAX = 100;

/** The family's answers beyond the notices of domain/whitelist.ts (ours). */
export const WHITELIST_ANSWERS = {
  full: `This cluster's allow-list holds at most ${WHITELIST_ITEMS_MAX} items: delete one before adding another.`,
  noAddress: 'The emulator could not see the address this request came from.',
  ipv6: (address: string) => `Your address, ${address}, is an IPv6 address: the allow-list takes IPv4 addresses only.`,
} as const;

export function toWhitelistItem(row: WhitelistRow): WhitelistItem {
  return { id: row.id, range: row.range, description: row.description, active: row.active === 1 };
}

type ItemEnv = { Variables: ClusterEnv['Variables'] & { item: WhitelistRow } };

export function whitelistRoutes(api: Hono<ApiEnv>, cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  /** 403 with the section's text unless the caller may do `action` on this cluster. */
  const gate = (action: WhitelistAction) =>
    createMiddleware<ClusterEnv>(async (c, next) => {
      const { row, role } = c.get('cluster');
      const refusal = whitelistRefusal(c.get('user'), { platform: row.platform as Platform, clusterPolicy: policyFor(role) }, action);
      if (refusal) throw new HttpError(403, refusal);
      await next();
    });

  /** The item the path names, of this cluster (404 otherwise). */
  const item = createMiddleware<ItemEnv>(async (c, next) => {
    const found = db
      .prepare('SELECT * FROM whitelists WHERE id = ? AND instance_id = ?')
      .get(c.req.param('id'), c.get('cluster').row.id) as WhitelistRow | undefined;
    if (!found) throw new HttpError(404, WHITELIST_REFUSALS.notFound);
    c.set('item', found);
    await next();
  });

  const rowById = (id: string) => db.prepare('SELECT * FROM whitelists WHERE id = ?').get(id) as WhitelistRow;

  api.get('/users/:userId/client-address', userScope(ctx), (c) => {
    const seen = clientAddressOf(c);
    if (seen.kind === 'unknown') throw new HttpError(404, WHITELIST_ANSWERS.noAddress);
    if (seen.kind === 'ipv6') throw new HttpError(409, WHITELIST_ANSWERS.ipv6(seen.address));
    return c.json<ClientAddressResponse>({ address: seen.address });
  });

  cluster.get('/whitelists', gate('list'), (c) => {
    const rows = db
      .prepare('SELECT * FROM whitelists WHERE instance_id = ? ORDER BY created_at, rowid')
      .all(c.get('cluster').row.id) as WhitelistRow[];
    return c.json<WhitelistsResponse>({ whitelists: rows.map(toWhitelistItem) });
  });

  cluster.post('/whitelists', gate('create'), body(whitelistCreateSchema), (c) => {
    const { row } = c.get('cluster');
    const { range, description } = c.var.body;
    const id = randomUUID();
    const now = ctx.clock.now();
    write(ctx, () => {
      const { count } = db.prepare('SELECT COUNT(*) AS count FROM whitelists WHERE instance_id = ?').get(row.id) as { count: number };
      if (count >= WHITELIST_ITEMS_MAX) throw new HttpError(409, WHITELIST_ANSWERS.full);
      db.prepare(
        `INSERT INTO whitelists (id, instance_id, range, description, active, created_at, updated_at)
         VALUES (?, ?, ?, ?, 1, ?, ?)`,
      ).run(id, row.id, range, description, now, now);
    });
    return c.json<WhitelistSavedResponse>({ message: WHITELIST_NOTICES.added, whitelist: toWhitelistItem(rowById(id)) }, 201);
  });

  cluster.put('/whitelists/:id', gate('update'), item, body(whitelistUpdateSchema), (c) => {
    const { id } = c.get('item');
    const { range, description, active } = c.var.body;
    write(ctx, () =>
      db
        .prepare('UPDATE whitelists SET range = ?, description = ?, active = ?, updated_at = ? WHERE id = ?')
        .run(range, description, active ? 1 : 0, ctx.clock.now(), id),
    );
    return c.json<WhitelistSavedResponse>({ message: WHITELIST_NOTICES.updated, whitelist: toWhitelistItem(rowById(id)) });
  });

  cluster.delete('/whitelists/:id', gate('delete'), item, (c) => {
    const { id } = c.get('item');
    write(ctx, () => db.prepare('DELETE FROM whitelists WHERE id = ?').run(id));
    return c.json<MessageResponse>({ message: WHITELIST_NOTICES.deleted });
  });
}
