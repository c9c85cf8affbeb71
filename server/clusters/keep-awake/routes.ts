/**
 * Keep awake from a push alert (ours, not in the spec; docs/emulator-api-parts/keep-awake.md):
 *   POST /api/clusters/keep-awake { token } → { message, clusterName }
 * No bearer token: the service worker sends it from a notification's button, the app closed, maybe on a
 * locked phone. The token is the capability: made for one idle warning, stored hashed, valid until the
 * cluster's auto-suspend instant, usable once, and all it can do is reset that cluster's idle timer.
 * Refusals: 403 not a token we gave, 409 already used, expired or the cluster no longer running;
 * nothing is changed by any of them.
 */
import type { Hono } from 'hono';
import { KEEP_AWAKE_PATH } from '../../../src/domain/push';
import { keepAwakePayloadSchema } from '../../../src/domain/schemas/keep-awake';
import { HttpError } from '../../api-helpers';
import type { EmulatorContext } from '../../context';
import { body } from '../../validate';
import { idleTimeDisplay } from '../catalog';
import { write } from '../kit';
import { advanceLifecycle } from '../sim/lifecycle';
import { findInstanceRowById } from '../store';
import { KEEP_AWAKE_NOTICES, KEEP_AWAKE_REFUSALS } from './messages';
import { findKeepAwakeToken, markKeepAwakeUsed } from './store';

/** The call's path below /api. */
export const KEEP_AWAKE_ROUTE = KEEP_AWAKE_PATH.replace(/^\/api/, '');

export interface KeepAwakeAnswer {
  message: string;
  clusterName: string;
}

/** Mounted with the routes that need no bearer token (EmulatorModule.publicRoutes). */
export function keepAwakePublicRoutes(api: Hono, ctx: EmulatorContext): void {
  const { db } = ctx;
  api.post(KEEP_AWAKE_ROUTE, body(keepAwakePayloadSchema), (c) => {
    const { token } = c.var.body;
    // An answer never rests on a stale phase: a cluster past its suspend instant is asleep by now.
    advanceLifecycle(ctx);
    const answer = write(ctx, (w): KeepAwakeAnswer => {
      const now = ctx.clock.now();
      const found = findKeepAwakeToken(db, token);
      if (!found) throw new HttpError(403, KEEP_AWAKE_REFUSALS.notValid);
      if (found.used_at !== null) throw new HttpError(409, KEEP_AWAKE_REFUSALS.used);
      if (found.expires_at <= now) throw new HttpError(409, KEEP_AWAKE_REFUSALS.expired);
      const row = findInstanceRowById(db, found.instance_id);
      if (!row) throw new HttpError(403, KEEP_AWAKE_REFUSALS.notValid);
      if (row.status !== 'running') throw new HttpError(409, KEEP_AWAKE_REFUSALS.notRunning(row.name));
      db.prepare('UPDATE instances SET last_activity_at = ? WHERE id = ?').run(now, row.id);
      markKeepAwakeUsed(db, row.id, now);
      const message = KEEP_AWAKE_NOTICES.kept(row.name, idleTimeDisplay(row.idle_time));
      w.notify(row, {
        event: KEEP_AWAKE_NOTICES.keptEvent,
        kind: 'cluster.kept-awake',
        title: KEEP_AWAKE_NOTICES.keptTitle,
        message,
        eventType: 'success',
      });
      return { message, clusterName: row.name };
    });
    return c.json(answer);
  });
}
