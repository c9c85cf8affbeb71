/**
 * The stand-ins' routes (no token: a third party's script has none):
 * - GET  /api/tracking/stand-ins/{analytics,chat,marketing}.js: the scripts (stand-ins.ts);
 * - POST /api/tracking/stand-ins/events: what a stand-in was asked (204; 404 while the stand-ins are off).
 * Test hooks (only with test hooks on), under /api/_emulator/tracking:
 * - GET    events[?provider=]: the recorded calls, oldest first; DELETE events: forgets them;
 * - PUT    stand-ins { enabled }: serves the stand-ins in config.json (or not) from the next page load on;
 * - PUT    consent { email, userConsent: 'accept' | 'reject' | null }: sets a user's recorded consent
 *   (null: none, so a trial user sees the consent drawer again).
 */
import type { Context, Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { HOOKS_PREFIX } from '../test-hooks';
import { findUserRowByEmail } from '../users/accounts';
import { getProfile, saveProfile } from '../users/store';
import { body } from '../validate';
import { TRACKING_EVENTS_KEPT } from './schema';
import { STAND_IN_PROVIDERS, STAND_IN_SCRIPTS, type StandInProvider } from './stand-ins';
import { consentResetSchema, standInEventSchema, standInsSwitchSchema, TRACKING_MESSAGES, type StandInEvent } from './validation';

export const STAND_INS_PATH = '/tracking/stand-ins';
export const TRACKING_HOOKS_PATH = `${HOOKS_PREFIX}/tracking`;

/** Whether each emulator serves its stand-ins (in config.json); set at start, switched by the hook. */
const switches = new WeakMap<EmulatorContext, boolean>();

/**
 * On by default for `npm start`; off where test hooks are on (the test suites and `npm run dev`), so the
 * other tests see a deployment with no providers configured. TRACKING_STAND_INS=1 or 0 decides instead.
 */
export function standInsOn(ctx: EmulatorContext): boolean {
  const known = switches.get(ctx);
  if (known !== undefined) return known;
  const env = process.env.TRACKING_STAND_INS;
  return env === '1' ? true : env === '0' ? false : !ctx.testHooks;
}

export function setStandIns(ctx: EmulatorContext, enabled: boolean): void {
  switches.set(ctx, enabled);
}

export interface RecordedTrackingEvent {
  provider: StandInProvider;
  kind: string;
  userId: string | null;
  detail: Record<string, unknown> | null;
  at: string;
}

export function recordTrackingEvent(ctx: EmulatorContext, event: StandInEvent): void {
  ctx.db.transaction(() => {
    ctx.db
      .prepare('INSERT INTO tracking_stand_in_events (provider, kind, user_id, detail, at) VALUES (?, ?, ?, ?, ?)')
      .run(event.provider, event.kind, event.userId, event.detail ? JSON.stringify(event.detail) : null, new Date(ctx.clock.now()).toISOString());
    ctx.db
      .prepare('DELETE FROM tracking_stand_in_events WHERE id NOT IN (SELECT id FROM tracking_stand_in_events ORDER BY id DESC LIMIT ?)')
      .run(TRACKING_EVENTS_KEPT);
  })();
}

/** The recorded calls, oldest first (tests; a look from the command line). */
export function listTrackingEvents(ctx: EmulatorContext, provider?: StandInProvider): RecordedTrackingEvent[] {
  const rows = (
    provider
      ? ctx.db.prepare('SELECT * FROM tracking_stand_in_events WHERE provider = ? ORDER BY id').all(provider)
      : ctx.db.prepare('SELECT * FROM tracking_stand_in_events ORDER BY id').all()
  ) as { provider: StandInProvider; kind: string; user_id: string | null; detail: string | null; at: string }[];
  return rows.map((row) => ({
    provider: row.provider,
    kind: row.kind,
    userId: row.user_id,
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
    at: row.at,
  }));
}

function serveScript(c: Context): Response {
  const name = /^(\w+)\.js$/.exec(c.req.param('file') ?? '')?.[1];
  const provider = STAND_IN_PROVIDERS.find((p) => p === name);
  if (!provider) return c.json({ message: TRACKING_MESSAGES.unknownScript }, 404);
  return c.body(STAND_IN_SCRIPTS[provider], 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
}

export function trackingPublicRoutes(api: Hono, ctx: EmulatorContext): void {
  api.get(`${STAND_INS_PATH}/:file`, serveScript);
  api.post(`${STAND_INS_PATH}/events`, body(standInEventSchema), (c) => {
    if (!standInsOn(ctx)) return c.json({ message: TRACKING_MESSAGES.standInsOff }, 404);
    recordTrackingEvent(ctx, c.var.body);
    return c.body(null, 204);
  });

  if (!ctx.testHooks) return;
  api.get(`${TRACKING_HOOKS_PATH}/events`, (c) => {
    const wanted = c.req.query('provider');
    const provider = STAND_IN_PROVIDERS.find((p) => p === wanted);
    return c.json({ events: listTrackingEvents(ctx, provider) });
  });
  api.delete(`${TRACKING_HOOKS_PATH}/events`, (c) => {
    ctx.db.prepare('DELETE FROM tracking_stand_in_events').run();
    return c.json({ message: 'Tracking events cleared' });
  });
  api.put(`${TRACKING_HOOKS_PATH}/stand-ins`, body(standInsSwitchSchema), (c) => {
    setStandIns(ctx, c.var.body.enabled);
    return c.json({ enabled: c.var.body.enabled });
  });
  api.put(`${TRACKING_HOOKS_PATH}/consent`, body(consentResetSchema), (c) => {
    const { email, userConsent } = c.var.body;
    const row = findUserRowByEmail(ctx.db, email);
    if (!row) return c.json({ message: TRACKING_MESSAGES.unknownUser }, 404);
    ctx.db.transaction(() => saveProfile(ctx.db, row.uuid, { ...getProfile(row), userConsent }))();
    return c.json({ email, userConsent });
  });
}

/** config.json's `tracking`: the stand-ins when they are on; nothing (every provider off) otherwise. */
export function trackingRuntimeConfig(ctx: EmulatorContext): Record<string, unknown> {
  if (!standInsOn(ctx)) return {};
  const script = (provider: StandInProvider) => ({ scriptUrl: `${ctx.publicUrl}/api${STAND_INS_PATH}/${provider}.js` });
  return { tracking: { analytics: script('analytics'), chat: script('chat'), marketing: script('marketing') } };
}
