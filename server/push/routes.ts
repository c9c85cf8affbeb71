/**
 * Push subscription calls (our paths, not in the spec; see docs/emulator-api.md):
 *   GET    /api/users/{userId}/push-subscriptions                                  → { subscriptions }
 *   POST   /api/users/{userId}/push-subscriptions { subscription, kinds }          → 201 new / 200 updated
 *   DELETE /api/users/{userId}/push-subscriptions { endpoint }                     → { message } / 404
 *   PUT    /api/users/{userId}/push-subscriptions/quiet-hours { endpoint, quietHours } → { message, quietHours } / 404
 */
import type { Database } from '../db';
import type { Hono } from 'hono';
import { QUIET_HOURS_TEXTS, type QuietHours } from '../../src/domain/quiet-hours';
import { quietHoursPayloadSchema } from '../../src/domain/schemas/alert-snooze';
import { userScope, write } from '../clusters/kit';
import { body } from '../validate';
import { quietHoursOf, saveQuietHours } from './quiet-hours';
import { createECDH } from 'node:crypto';
import type { FieldError } from '../../src/contract/types';
import { isPushKind, PUSH_KINDS, type PushKind } from '../../src/domain/push';
import { HttpError, invalid, ownUser, readJson } from '../api-helpers';
import type { ApiEnv, EmulatorContext } from '../context';
import { endpointProblem } from './endpoint-address';
import {
  deleteSubscription,
  findSubscription,
  listSubscriptions,
  MAX_SUBSCRIPTIONS_PER_USER,
  saveSubscription,
  type StoredSubscription,
} from './store';

export const PUSH_MESSAGES = {
  saved: 'Push alerts are on for this device',
  deleted: 'Push alerts are off for this device',
  notFound: 'No push subscription with this endpoint',
  subscriptionRequired: 'subscription is required',
  endpointRequired: 'subscription.endpoint is required',
  endpointInvalid: 'subscription.endpoint must be an http or https URL',
  p256dhInvalid: 'subscription.keys.p256dh must be a P-256 public key (65 bytes, base64url)',
  authInvalid: 'subscription.keys.auth must be 16 bytes, base64url',
  kindsInvalid: `kinds must list at least one of: ${PUSH_KINDS.join(', ')}`,
  deleteEndpointRequired: 'endpoint is required',
  tooManyDevices: `Push alerts are on for ${MAX_SUBSCRIPTIONS_PER_USER} devices already: turn them off on one of them first`,
} as const;

/** What the API shows of a subscription (keys stay on the server). */
export interface PushSubscriptionInfo {
  endpoint: string;
  kinds: PushKind[];
  /** The device's quiet hours (issue 28), or null. */
  quietHours: QuietHours | null;
  createdAt: string;
  updatedAt: string;
}

const MAX_ENDPOINT_LENGTH = 2048;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function toInfo(db: Database, s: StoredSubscription): PushSubscriptionInfo {
  return { endpoint: s.endpoint, kinds: s.kinds, quietHours: quietHoursOf(db, s.endpoint), createdAt: s.createdAt, updatedAt: s.updatedAt };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkEndpoint(value: unknown, fieldName: string, required: string): string | FieldError {
  if (typeof value !== 'string' || value.trim() === '') return { fieldName, message: required };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { fieldName, message: PUSH_MESSAGES.endpointInvalid };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || value.length > MAX_ENDPOINT_LENGTH || url.username || url.password) {
    return { fieldName, message: PUSH_MESSAGES.endpointInvalid };
  }
  return value;
}

/** A point on P-256, uncompressed: computing a shared secret with it fails for anything else. */
function isP256PublicKey(value: unknown): value is string {
  if (typeof value !== 'string' || !BASE64URL.test(value)) return false;
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.alloc(32, 1));
    ecdh.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

function isAuthSecret(value: unknown): value is string {
  return typeof value === 'string' && BASE64URL.test(value) && Buffer.from(value, 'base64url').length === 16;
}

interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  kinds: PushKind[];
}

/**
 * The body of POST: a browser PushSubscription's toJSON() and the kinds chosen. `allowLocal` (test hooks
 * on) lets the browser tests' local http push service through; otherwise only public https endpoints.
 */
export function checkSubscriptionBody(
  body: Record<string, unknown>,
  { allowLocal }: { allowLocal: boolean },
): { ok: true; value: SubscriptionInput } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const subscription = body.subscription;
  let endpoint = '';
  let p256dh = '';
  let auth = '';
  if (!isRecord(subscription)) {
    errors.push({ fieldName: 'subscription', message: PUSH_MESSAGES.subscriptionRequired });
  } else {
    const checked = checkEndpoint(subscription.endpoint, 'subscription.endpoint', PUSH_MESSAGES.endpointRequired);
    const problem = typeof checked === 'string' ? endpointProblem(checked, { allowLocal }) : null;
    if (typeof checked !== 'string') errors.push(checked);
    else if (problem) errors.push({ fieldName: 'subscription.endpoint', message: problem });
    else endpoint = checked;
    const keys = isRecord(subscription.keys) ? subscription.keys : {};
    if (isP256PublicKey(keys.p256dh)) p256dh = keys.p256dh;
    else errors.push({ fieldName: 'subscription.keys.p256dh', message: PUSH_MESSAGES.p256dhInvalid });
    if (isAuthSecret(keys.auth)) auth = keys.auth;
    else errors.push({ fieldName: 'subscription.keys.auth', message: PUSH_MESSAGES.authInvalid });
  }
  const kinds = body.kinds;
  if (!Array.isArray(kinds) || kinds.length === 0 || !kinds.every(isPushKind)) {
    errors.push({ fieldName: 'kinds', message: PUSH_MESSAGES.kindsInvalid });
  }
  if (errors.length > 0) return { ok: false, errors };
  const chosen = PUSH_KINDS.filter((k) => (kinds as unknown[]).includes(k));
  return { ok: true, value: { endpoint, p256dh, auth, kinds: chosen } };
}

export function pushRoutes(api: Hono<ApiEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;
  const path = '/users/:userId/push-subscriptions';

  api.get(path, (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    return c.json({ subscriptions: listSubscriptions(db, caller.uuid).map((sub) => toInfo(db, sub)) });
  });

  api.post(path, async (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    const checked = checkSubscriptionBody(await readJson(c), { allowLocal: ctx.testHooks });
    if (!checked.ok) throw invalid(checked.errors);
    const input = checked.value;
    const outcome = saveSubscription(db, { ...input, userId: caller.uuid, at: new Date(ctx.clock.now()).toISOString() });
    if (outcome === 'full') throw new HttpError(409, PUSH_MESSAGES.tooManyDevices);
    const saved = findSubscription(db, input.endpoint);
    if (!saved) throw new HttpError(500, 'The subscription was not saved');
    return c.json({ message: PUSH_MESSAGES.saved, subscription: toInfo(db, saved) }, outcome === 'created' ? 201 : 200);
  });

  api.put(`${path}/quiet-hours`, userScope(ctx), body(quietHoursPayloadSchema), (c) => {
    const caller = c.get('user');
    const { endpoint, quietHours } = c.var.body;
    const answer = write(ctx, () => {
      const found = findSubscription(db, endpoint);
      if (!found || found.userId !== caller.uuid) throw new HttpError(404, PUSH_MESSAGES.notFound);
      saveQuietHours(db, endpoint, quietHours);
      return {
        message: quietHours === null ? QUIET_HOURS_TEXTS.off : QUIET_HOURS_TEXTS.saved(quietHours.start, quietHours.end),
        quietHours,
      };
    });
    return c.json(answer);
  });

  api.delete(path, async (c) => {
    const caller = ownUser(c, c.req.param('userId'));
    const body = await readJson(c);
    const checked = checkEndpoint(body.endpoint, 'endpoint', PUSH_MESSAGES.deleteEndpointRequired);
    if (typeof checked !== 'string') throw invalid([checked]);
    if (!deleteSubscription(db, checked, caller.uuid)) throw new HttpError(404, PUSH_MESSAGES.notFound);
    return c.json({ message: PUSH_MESSAGES.deleted });
  });
}
