/**
 * The push module: VAPID keys (kept in the data folder), the public key in /config.json, the subscription
 * calls, and the relay that turns emulator events into real, encrypted Web Push messages.
 */
import type { EmulatorContext, EmulatorEvent } from '../context';
import type { EmulatorModule } from '../module';
import { endpointProblem } from './endpoint-address';
import { buildPayload, pushKindOf, topicFor } from './payload';
import { pushRoutes } from './routes';
import { PUSH_SCHEMA } from './schema';
import { buildPushRequest, GONE_STATUSES, sendPushRequest } from './sender';
import { deleteSubscription, findSubscription, subscriptionsFor } from './store';
import { clusterOfTag } from '../../src/domain/push';
import { inQuietHours, isFailureAlert, QUIET_HOURS_TEXTS, quietHoursEnd } from '../../src/domain/quiet-hours';
import { holdAlert, moveHeldBack, quietHoursOf, takeDueAlerts, type HeldAlert } from './quiet-hours';
import { issueAlertToken, snoozeOf } from '../clusters/alert-snooze/store';
import { findVisibleByName } from '../clusters/store';
import { loadVapidDetails, type VapidDetails } from './vapid';

/** Emitted on ctx.events after each delivery attempt (tests, bench, logs). */
export const PUSH_DELIVERY_EVENT = 'push.delivery';

export interface PushDelivery {
  userId: string;
  endpoint: string;
  tag: string;
  /** The push service's HTTP status; null when the request failed (network, timeout). */
  status: number | null;
  /** True when the subscription was deleted because the push service said it is gone. */
  removed: boolean;
}

/** Emitted on ctx.events for an alert not sent because the user chose so (tests, the noisy-day measure). */
export const PUSH_HELD_EVENT = 'push.held';

export interface PushHeld {
  userId: string;
  tag: string;
  reason: 'snoozed' | 'quiet-hours';
}

/** How often the relay looks for quiet hours that ended (real ms). */
const RELEASE_CHECK_MS = 5_000;
/** Each running relay's release of what quiet hours held, for the clock hook's jump. */
const releasers = new WeakMap<EmulatorContext, () => void>();

const vapidByContext = new WeakMap<EmulatorContext, VapidDetails>();

/** The emulator's VAPID keys: loaded (or made) on first use, then the same for the emulator's life. */
export function vapidFor(ctx: EmulatorContext): VapidDetails {
  let vapid = vapidByContext.get(ctx);
  if (!vapid) {
    vapid = loadVapidDetails(ctx.dataDir, ctx.publicUrl);
    vapidByContext.set(ctx, vapid);
  }
  return vapid;
}

function startRelay(ctx: EmulatorContext): () => void {
  const vapid = vapidFor(ctx);
  const stopping = new AbortController();
  // One queue per endpoint, so the stages of a deployment reach a device in the order they happened.
  const queues = new Map<string, Promise<void>>();

  async function deliver(userId: string, endpoint: string, tag: string, payload: string): Promise<void> {
    if (stopping.signal.aborted) return;
    const subscription = findSubscription(ctx.db, endpoint);
    if (!subscription || subscription.userId !== userId) return;
    // A row saved before the address rules (an older database) is dropped rather than sent to.
    if (endpointProblem(endpoint, { allowLocal: ctx.testHooks })) {
      const removed = deleteSubscription(ctx.db, endpoint, userId);
      ctx.events.emit(PUSH_DELIVERY_EVENT, { userId, endpoint, tag, status: null, removed } satisfies PushDelivery);
      return;
    }
    const request = buildPushRequest(subscription, payload, vapid, topicFor(tag));
    const status = await sendPushRequest(request, stopping.signal).catch(() => null);
    if (stopping.signal.aborted) return;
    const removed = status !== null && GONE_STATUSES.has(status) && deleteSubscription(ctx.db, endpoint, userId);
    const delivery: PushDelivery = { userId, endpoint, tag, status, removed };
    ctx.events.emit(PUSH_DELIVERY_EVENT, delivery);
  }

  const onEvent = (event: EmulatorEvent): void => {
    const kind = pushKindOf(event.kind);
    if (!kind || stopping.signal.aborted) return;
    const now = ctx.clock.now();
    const clusterName = clusterOfTag(event.tag);
    const cluster = clusterName === null ? null : findVisibleByName(ctx.db, event.userId, clusterName);
    // A snoozed cluster's alert is never sent: no wake-up, no battery.
    if (cluster && snoozeOf(ctx.db, event.userId, cluster.row.id, now) !== undefined) {
      ctx.events.emit(PUSH_HELD_EVENT, { userId: event.userId, tag: event.tag, reason: 'snoozed' } satisfies PushHeld);
      return;
    }
    for (const subscription of subscriptionsFor(ctx.db, event.userId, kind)) {
      const { endpoint } = subscription;
      // The device's quiet hours hold all but failures until they end (one summary per tag then).
      const quiet = quietHoursOf(ctx.db, endpoint);
      if (quiet && inQuietHours(quiet, now) && !isFailureAlert(event.kind, event.failed === true)) {
        const { title, body, tag, url } = event;
        holdAlert(ctx.db, { endpoint, userId: event.userId, tag, url, kind, title, body, releaseAt: quietHoursEnd(quiet, now) });
        ctx.events.emit(PUSH_HELD_EVENT, { userId: event.userId, tag: event.tag, reason: 'quiet-hours' } satisfies PushHeld);
        continue;
      }
      // Each device's copy of a cluster alert carries capabilities of its own (single use each).
      const issue = (purpose: 'snooze' | 'refresh') =>
        cluster ? issueAlertToken(ctx.db, { purpose, userId: event.userId, instanceId: cluster.row.id, now }) : undefined;
      const payload = cluster ? buildPayload(event, kind, { snooze: issue('snooze'), refresh: issue('refresh') }) : buildPayload(event, kind);
      enqueue(event.userId, endpoint, event.tag, payload);
    }
  };

  function enqueue(userId: string, endpoint: string, tag: string, payload: string): void {
    const previous = queues.get(endpoint) ?? Promise.resolve();
    const next = previous.then(() => deliver(userId, endpoint, tag, payload)).catch(() => undefined);
    queues.set(endpoint, next);
    void next.then(() => {
      if (queues.get(endpoint) === next) queues.delete(endpoint);
    });
  }

  /** Quiet hours that ended: one summary alert per device and tag, saying how many waited and the latest. */
  const releaseDue = (): void => {
    if (stopping.signal.aborted) return;
    const due = takeDueAlerts(ctx.db, ctx.clock.now());
    const groups = new Map<string, HeldAlert[]>();
    for (const alert of due) groups.set(`${alert.endpoint}\n${alert.tag}`, [...(groups.get(`${alert.endpoint}\n${alert.tag}`) ?? []), alert]);
    for (const alerts of groups.values()) {
      const latest = alerts[alerts.length - 1];
      if (!latest) continue;
      const summary: EmulatorEvent = {
        userId: latest.userId,
        kind: 'push.summary',
        title: QUIET_HOURS_TEXTS.summaryTitle,
        body: QUIET_HOURS_TEXTS.summary(alerts.length, latest.title, latest.body),
        tag: latest.tag,
        url: latest.url,
      };
      enqueue(latest.userId, latest.endpoint, latest.tag, buildPayload(summary, latest.kind));
    }
  };
  releasers.set(ctx, releaseDue);
  // Quiet hours end on the wall clock too, not only on the clock hook's jump.
  const timer = setInterval(releaseDue, RELEASE_CHECK_MS);
  timer.unref();

  ctx.events.on('event', onEvent);
  return () => {
    stopping.abort();
    clearInterval(timer);
    releasers.delete(ctx);
    ctx.events.off('event', onEvent);
  };
}

export const pushModule: EmulatorModule = {
  name: 'push',
  schema: PUSH_SCHEMA,
  routes: pushRoutes,
  // Quiet hours end on the emulator's clock: what they hold comes the jump sooner, and what is due goes now.
  fastForward(ctx, realMs) {
    if (realMs > 0) moveHeldBack(ctx.db, realMs);
    releasers.get(ctx)?.();
  },
  runtimeConfig: (ctx) => ({ vapidPublicKey: vapidFor(ctx).publicKey }),
  start: startRelay,
};
