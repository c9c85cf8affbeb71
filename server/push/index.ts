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
    const payload = buildPayload(event, kind);
    for (const subscription of subscriptionsFor(ctx.db, event.userId, kind)) {
      const { endpoint } = subscription;
      const previous = queues.get(endpoint) ?? Promise.resolve();
      const next = previous.then(() => deliver(event.userId, endpoint, event.tag, payload)).catch(() => undefined);
      queues.set(endpoint, next);
      void next.then(() => {
        if (queues.get(endpoint) === next) queues.delete(endpoint);
      });
    }
  };

  ctx.events.on('event', onEvent);
  return () => {
    stopping.abort();
    ctx.events.off('event', onEvent);
  };
}

export const pushModule: EmulatorModule = {
  name: 'push',
  schema: PUSH_SCHEMA,
  routes: pushRoutes,
  runtimeConfig: (ctx) => ({ vapidPublicKey: vapidFor(ctx).publicKey }),
  start: startRelay,
};
