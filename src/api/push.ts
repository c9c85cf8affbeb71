/**
 * Push subscription calls (our paths, docs/emulator-api.md "Push alerts"): list, add or update with the
 * kinds chosen, remove. The browser side (permission, PushManager) lives in src/pwa/push-device.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PushKind } from '../domain/push';
import { ApiError, http } from './http';
import { keys } from './keys';

/** A subscription as the API shows it (the keys stay on the server). */
export interface PushSubscriptionInfo {
  endpoint: string;
  kinds: PushKind[];
  createdAt: string;
  updatedAt: string;
}

/** What a browser's PushSubscription.toJSON() gives, with both keys present. */
export interface PushSubscriptionBody {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export interface SavePushSubscriptionResponse {
  message: string;
  subscription: PushSubscriptionInfo;
}

const base = (uuid: string) => `users/${encodeURIComponent(uuid)}/push-subscriptions`;

export const pushQueries = {
  subscriptions: (uuid: string) =>
    queryOptions({
      queryKey: keys.pushSubscriptions(uuid),
      queryFn: async ({ signal }) =>
        (await http.get<{ subscriptions: PushSubscriptionInfo[] }>(base(uuid), { signal })).subscriptions,
      staleTime: 60_000,
    }),
};

export function listPushSubscriptions(uuid: string): Promise<PushSubscriptionInfo[]> {
  return http.get<{ subscriptions: PushSubscriptionInfo[] }>(base(uuid)).then((r) => r.subscriptions);
}

/** Adds this device's subscription for the user, or updates its kinds and keys. */
export function savePushSubscription(
  uuid: string,
  subscription: PushSubscriptionBody,
  kinds: readonly PushKind[],
): Promise<SavePushSubscriptionResponse> {
  return http.post<SavePushSubscriptionResponse>(base(uuid), { subscription, kinds });
}

export function deletePushSubscription(
  uuid: string,
  endpoint: string,
  options: { keepalive?: boolean } = {},
): Promise<{ message: string }> {
  return http.delete<{ message: string }>(base(uuid), { endpoint }, options);
}

/**
 * Removes the endpoint; false when the server no longer had it (404), which is fine for the caller.
 * `keepalive`: the call completes even when the page leaves before its answer (Log Out).
 */
export async function forgetPushSubscription(uuid: string, endpoint: string, options: { keepalive?: boolean } = {}): Promise<boolean> {
  try {
    await deletePushSubscription(uuid, endpoint, options);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}
