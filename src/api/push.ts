/**
 * Push subscription calls (our paths, docs/emulator-api.md "Push alerts"): list, add or update with the
 * kinds chosen, remove. The browser side (permission, PushManager) lives in src/pwa/push-device.ts.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { PushKind } from '../domain/push';
import { QUIET_HOURS_TEXTS, type QuietHours } from '../domain/quiet-hours';
import { noticeMeta } from './notices';
import { ApiError, http } from './http';
import { keys, mutationKeys } from './keys';

/** A subscription as the API shows it (the keys stay on the server). */
export interface PushSubscriptionInfo {
  endpoint: string;
  kinds: PushKind[];
  /** The device's quiet hours (issue 28), or null. */
  quietHours: QuietHours | null;
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

export const pushMutations = {
  /** PUT …/push-subscriptions/quiet-hours { endpoint, quietHours }: the device's window, or null (off). */
  quietHours: (uuid: string) =>
    mutationOptions<{ message: string; quietHours: QuietHours | null }, Error, { endpoint: string; quietHours: QuietHours | null }>({
      mutationKey: mutationKeys.pushQuietHours(uuid),
      mutationFn: (body) => http.put(`${base(uuid)}/quiet-hours`, body),
      meta: noticeMeta({ successText: QUIET_HOURS_TEXTS.off }),
      onSuccess: (_data, _body, _result, { client }) => client.invalidateQueries({ queryKey: keys.pushSubscriptions(uuid) }),
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
