/**
 * Plans and billing (doc 3 §4, §7; doc 1 §7; paths in docs/emulator-api-parts/plans.md): the downgrade
 * check, the payment record and the billing history (reads); the upgrade (purchase check, then the change to
 * premium) and the downgrade (the change to free). A plan change reloads the user before it settles, so the
 * screen that goes on to the plan tab already shows the new plan (doc 3 §4).
 *
 * The billing reads are persisted (an offline start shows them with their age); the downgrade check is a
 * live question and never kept.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  DowngradeCheckResponse,
  PaymentResponse,
  PlanChangePayload,
  PlanChangeResponse,
  PlanChoice,
  PurchaseCheckPayload,
  PurchaseCheckResponse,
  StatsHistoryResponse,
  StatsHistoryTotalResponse,
} from '../contract/types/plans';
import { ApiError, http } from './http';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { PLAN_MESSAGES } from '../domain/validation/plans';

/** Billing figures change by the hour at most: fresh for a minute. */
export const BILLING_STALE_MS = 60_000;

const id = (uuid: string) => encodeURIComponent(uuid);

export const planQueries = {
  downgradeCheck: (uuid: string) =>
    queryOptions({
      queryKey: keys.downgradeCheck(uuid),
      queryFn: ({ signal }) => http.get<DowngradeCheckResponse>(`plan/${id(uuid)}/downgrade`, { signal }),
      staleTime: 0,
      gcTime: 0,
    }),
  payment: (uuid: string) =>
    queryOptions({
      queryKey: keys.payment(uuid),
      queryFn: ({ signal }) => http.get<PaymentResponse>(`payment/${id(uuid)}`, { signal }),
      staleTime: BILLING_STALE_MS,
      meta: { persist: true },
    }),
  /** `month`: 'MM/yyyy' (doc 3 §7). */
  statsHistory: (uuid: string, month: string) =>
    queryOptions({
      queryKey: keys.statsHistory(uuid, month),
      queryFn: ({ signal }) =>
        http.get<StatsHistoryResponse>(`users/${id(uuid)}/statshistory?date=${encodeURIComponent(month)}`, { signal }),
      staleTime: BILLING_STALE_MS,
      meta: { persist: true },
    }),
  statsHistoryTotal: (uuid: string) =>
    queryOptions({
      queryKey: keys.statsHistoryTotal(uuid),
      queryFn: ({ signal }) => http.get<StatsHistoryTotalResponse>(`users/${id(uuid)}/statshistorytotal`, { signal }),
      staleTime: BILLING_STALE_MS,
      meta: { persist: true },
    }),
};

/** POST plan/{userId}. A 304 (already on premium, doc 3 §7) reads as the spec's text. */
export async function changePlan(uuid: string, plan: PlanChoice): Promise<PlanChangeResponse> {
  const payload: PlanChangePayload = { userId: uuid, plan };
  try {
    return await http.post<PlanChangeResponse>(`plan/${id(uuid)}`, payload);
  } catch (error) {
    if (error instanceof ApiError && error.status === 304) throw new ApiError(304, { message: PLAN_MESSAGES.alreadyPremium });
    throw error;
  }
}

/** POST payment/{userId}/purchase: whether the premium purchase may go ahead (doc 3 §7). */
export function checkPurchase(uuid: string): Promise<PurchaseCheckResponse> {
  const payload: PurchaseCheckPayload = { userId: uuid };
  return http.post<PurchaseCheckResponse>(`payment/${id(uuid)}/purchase`, payload);
}

/** After a change: the user (awaited, so the plan tab shows the new plan) and what depends on the plan. */
async function reloadAfterChange(client: QueryClient, uuid: string): Promise<void> {
  void client.invalidateQueries({ queryKey: keys.payment(uuid) });
  void client.invalidateQueries({ queryKey: keys.statsHistoryTotal(uuid) });
  void client.invalidateQueries({ queryKey: keys.clusters(uuid) });
  await client.invalidateQueries({ queryKey: keys.me(uuid) });
}

export const planMutations = {
  /** 'Submit purchase': the purchase check, then, when it says so, the change to premium (doc 3 §7). */
  upgrade: (uuid: string) =>
    mutationOptions<PlanChangeResponse, Error, void>({
      mutationKey: mutationKeys.planChange(uuid),
      mutationFn: async () => {
        const check = await checkPurchase(uuid);
        if (!check.data?.data) throw new Error(PLAN_MESSAGES.purchaseRefused);
        return changePlan(uuid, 'premium');
      },
      meta: noticeMeta({ successText: PLAN_MESSAGES.nowPremium }),
      onSuccess: (_answer, _vars, _result, { client }) => reloadAfterChange(client, uuid),
    }),
  /** The confirmed downgrade to free; the server refuses it with the doc 3 §8 text when it may not. */
  downgrade: (uuid: string) =>
    mutationOptions<PlanChangeResponse, Error, void>({
      mutationKey: mutationKeys.planChange(uuid),
      mutationFn: () => changePlan(uuid, 'free'),
      meta: noticeMeta({ successText: PLAN_MESSAGES.nowFree }),
      onSuccess: (_answer, _vars, _result, { client }) => reloadAfterChange(client, uuid),
      // A refusal may mean the clusters changed since the check: ask again next time.
      onError: (_error, _vars, _result, { client }) => client.removeQueries({ queryKey: keys.downgradeCheck(uuid) }),
    }),
};
