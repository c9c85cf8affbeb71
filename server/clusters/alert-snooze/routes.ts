/**
 * Snoozing a cluster's push alerts, and the capabilities a cluster alert carries (issue 28, ours, not in the
 * spec; docs/emulator-api.md "Snoozed alerts"):
 *   GET    /api/users/{userId}/instances/{name}/alert-snooze                      → { snooze: { until } | null }
 *   PUT    /api/users/{userId}/instances/{name}/alert-snooze { length, timeZone }  → { message, snooze }
 *   DELETE /api/users/{userId}/instances/{name}/alert-snooze                      → { message, snooze: null }
 *   POST   /api/alerts/snooze  { token, timeZone }  (no bearer token)              → { message, clusterName, snooze }
 *   POST   /api/alerts/refresh { token }            (no bearer token)              → { userId, answers }
 * A snooze is the caller's own: anyone who sees the cluster may snooze their alerts of it. The two public calls
 * are for the service worker, the app closed: each token was made for one alert to one device, for one user and
 * one cluster, is stored hashed, valid ALERT_TOKEN_VALID_MS and once. Refusals change nothing.
 */
import type { Database } from '../../db';
import type { Hono } from 'hono';
import type { InstanceDetailResponse, InstancesResponse, ServicesResponse } from '../../../src/contract/types';
import { formatClock, snoozeEnd, SNOOZE_TEXTS, type AlertSnooze, type SnoozeLength } from '../../../src/domain/alert-snooze';
import { ALERT_REFRESH_PATH, ALERT_SNOOZE_PATH, alertPageReads, type AlertRefreshAnswer } from '../../../src/domain/push';
import { alertRefreshPayloadSchema, snoozeActionPayloadSchema, snoozePayloadSchema } from '../../../src/domain/schemas/alert-snooze';
import { HttpError } from '../../api-helpers';
import type { EmulatorContext } from '../../context';
import { body } from '../../validate';
import { HOUR_MS } from '../catalog';
import { toInstanceDetail } from '../detail/instance-detail';
import { type ClusterEnv, write } from '../kit';
import { notificationsAnswer } from '../notifications/routes';
import { advanceLifecycle } from '../sim/lifecycle';
import { findVisibleById, listVisible, toInstance, toService } from '../store';
import { ALERT_TOKEN_REFUSALS } from './messages';
import { deleteSnooze, findAlertToken, markAlertTokenUsed, saveSnooze, snoozeOf, type AlertTokenPurpose, type AlertTokenRow } from './store';

function snoozeAnswer(until: number | null | undefined): AlertSnooze | null {
  if (until === undefined) return null;
  return { until: until === null ? null : new Date(until).toISOString() };
}

/** Snoozes `instanceId`'s alerts for `userId`; answers the end (epoch ms, null: until resumed). */
function snooze(ctx: EmulatorContext, userId: string, instanceId: string, length: SnoozeLength, timeZone: string): number | null {
  const now = ctx.clock.now();
  // An hour is a simulated hour, like every duration of the emulator; the morning is a moment on the wall clock.
  const until = snoozeEnd(length, now, timeZone, ctx.clock.realDelay(HOUR_MS));
  saveSnooze(ctx.db, { userId, instanceId, until, now });
  return until;
}

function snoozedMessage(name: string, until: number | null, timeZone: string): string {
  return SNOOZE_TEXTS.snoozed(name, until === null ? null : formatClock(until, timeZone));
}

export function alertSnoozeRoutes(cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;
  cluster.get('/alert-snooze', (c) => {
    const { user, cluster: visible } = c.var;
    return c.json({ snooze: snoozeAnswer(snoozeOf(db, user.uuid, visible.row.id, ctx.clock.now())) });
  });

  cluster.put('/alert-snooze', body(snoozePayloadSchema), (c) => {
    const { user, cluster: visible } = c.var;
    const { length, timeZone } = c.var.body;
    const until = write(ctx, () => snooze(ctx, user.uuid, visible.row.id, length, timeZone));
    return c.json({ message: snoozedMessage(visible.row.name, until, timeZone), snooze: snoozeAnswer(until) });
  });

  cluster.delete('/alert-snooze', (c) => {
    const { user, cluster: visible } = c.var;
    write(ctx, () => deleteSnooze(db, user.uuid, visible.row.id));
    return c.json({ message: SNOOZE_TEXTS.resumed(visible.row.name), snooze: null });
  });
}

/** The token's row if it may be used now: 403 not ours (or its cluster no longer the user's), 409 used or expired. */
function usableToken(ctx: EmulatorContext, token: string, purpose: AlertTokenPurpose): { found: AlertTokenRow; name: string } {
  const found = findAlertToken(ctx.db, token, purpose);
  if (!found) throw new HttpError(403, ALERT_TOKEN_REFUSALS.notValid);
  const visible = findVisibleById(ctx.db, found.user_uuid, found.instance_id);
  if (!visible) throw new HttpError(403, ALERT_TOKEN_REFUSALS.notValid);
  if (found.used_at !== null) throw new HttpError(409, ALERT_TOKEN_REFUSALS.used);
  if (found.expires_at <= ctx.clock.now()) throw new HttpError(409, ALERT_TOKEN_REFUSALS.expired);
  return { found, name: visible.row.name };
}

/** What the alert's page reads, as the GETs of alertPageReads answer them. */
function pageAnswers(ctx: EmulatorContext, userId: string, instanceId: string): Record<string, unknown> {
  const db: Database = ctx.db;
  const visible = listVisible(db, userId);
  const one = visible.find((v) => v.row.id === instanceId);
  if (!one) throw new HttpError(403, ALERT_TOKEN_REFUSALS.notValid);
  const [detail, list, services, notifications] = alertPageReads(userId, one.row.name);
  return {
    [detail as string]: { instance: toInstanceDetail(ctx, one) } satisfies InstanceDetailResponse,
    [list as string]: { instances: visible.map(toInstance) } satisfies InstancesResponse,
    [services as string]: { services: visible.map((v) => toService(v.row)) } satisfies ServicesResponse,
    [notifications as string]: notificationsAnswer(db, userId),
  };
}

/** Mounted with the routes that need no bearer token (EmulatorModule.publicRoutes). */
export function alertPublicRoutes(api: Hono, ctx: EmulatorContext): void {
  const { db } = ctx;
  api.post(ALERT_SNOOZE_PATH.replace(/^\/api/, ''), body(snoozeActionPayloadSchema), (c) => {
    const { token, timeZone } = c.var.body;
    advanceLifecycle(ctx);
    const answer = write(ctx, () => {
      const { found, name } = usableToken(ctx, token, 'snooze');
      markAlertTokenUsed(db, found.token_hash, ctx.clock.now());
      const until = snooze(ctx, found.user_uuid, found.instance_id, 'hour', timeZone);
      return { message: snoozedMessage(name, until, timeZone), clusterName: name, snooze: snoozeAnswer(until) };
    });
    return c.json(answer);
  });

  api.post(ALERT_REFRESH_PATH.replace(/^\/api/, ''), body(alertRefreshPayloadSchema), (c) => {
    const { token } = c.var.body;
    // The answers are the state now: the simulation first, as every read does.
    advanceLifecycle(ctx);
    const answer = write(ctx, (): AlertRefreshAnswer => {
      const { found } = usableToken(ctx, token, 'refresh');
      markAlertTokenUsed(db, found.token_hash, ctx.clock.now());
      return { userId: found.user_uuid, answers: pageAnswers(ctx, found.user_uuid, found.instance_id) };
    });
    return c.json(answer);
  });
}
