/**
 * Real Web Push: web-push's generateRequestDetails encrypts the payload (aes128gcm, RFC 8291) and signs
 * the VAPID header (RFC 8292); the request goes out with fetch, so http:// endpoints (a local push
 * service in tests) work as well as https:// ones.
 */
import webpush from 'web-push';
import type { StoredSubscription } from './store';
import type { VapidDetails } from './vapid';

/** How long a push service may hold an alert for an offline device: stale progress is useless after a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
export const PUSH_TIMEOUT_MS = 10_000;

/** Statuses after which the subscription is gone for good (RFC 8030 §7.3 and push service practice). */
export const GONE_STATUSES: ReadonlySet<number> = new Set([404, 410]);

export interface PushRequest {
  endpoint: string;
  method: 'POST';
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

/** The encrypted, signed request for one subscription (no network). */
export function buildPushRequest(
  subscription: Pick<StoredSubscription, 'endpoint' | 'keys'>,
  payload: string,
  vapid: VapidDetails,
  topic: string,
): PushRequest {
  const details = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: subscription.keys }, payload, {
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: PUSH_TTL_SECONDS,
    urgency: 'high',
    topic,
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch computes the length itself.
    if (name.toLowerCase() !== 'content-length' && value !== undefined) headers[name] = String(value);
  }
  return { endpoint: details.endpoint, method: 'POST', headers, body: Uint8Array.from(details.body) };
}

/** Sends one request; answers the push service's status. Network failures and timeouts throw. */
export async function sendPushRequest(request: PushRequest, signal: AbortSignal): Promise<number> {
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.any([signal, AbortSignal.timeout(PUSH_TIMEOUT_MS)]),
    redirect: 'error',
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}
