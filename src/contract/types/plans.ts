/**
 * Plans and billing (doc 3 §3 "Plan change call data", §7; doc 1 §7 payment and change plan): the plan
 * change, the downgrade and purchase checks, the payment record and the billing history (statshistory by
 * month, statshistorytotal). Field names are ours where the spec gives none (docs/emulator-api-parts/plans.md).
 * Imports nothing but its siblings.
 */

/** The plans a user may change to by themselves (doc 3 §3). */
export type PlanChoice = 'free' | 'premium';

/** POST plan/{userId} (doc 1 §7): the caller's uuid and the plan to change to. */
export interface PlanChangePayload {
  userId: string;
  plan: PlanChoice;
}

/** POST plan/{userId} answers the success text and the changed role. */
export interface PlanChangeResponse {
  message: string;
  role: { id: number; name: string };
}

/** GET plan/{userId}/downgrade (doc 3 §7). */
export interface DowngradeCheckResponse {
  data: { can: boolean };
}

/** POST payment/{userId}/purchase {userId} (doc 3 §7 purchase check): truthy data.data lets the change follow. */
export interface PurchaseCheckPayload {
  userId: string;
}
export interface PurchaseCheckResponse {
  data: { data: boolean };
}

/** GET payment/{userId}: the billing record of a paying account; null for a free (trial) account. */
export interface PaymentInfo {
  plan: string;
  status: 'active';
  billingCycle: 'monthly';
  paymentMethod: { brand: string; last4: string };
  currentPeriodStart: string;
  currentPeriodEnd: string;
  /** When the account last became a paying one (the premium change, or its creation for a seeded one). */
  since: string;
}
export interface PaymentResponse {
  payment: PaymentInfo | null;
}

/**
 * What one cluster used in one month (or, in the total, every cluster since the first day), at the prices
 * of doc 3 §9 after the free credit: $0.6 per unit, $20 per user and $20 per TB of storage, per month.
 * Units have 5 decimals, storage 4, amounts in USD 2.
 */
export interface BillingStats {
  incortaUnits: number;
  sparkUnits: number;
  totalUnits: number;
  /** People with access: the owner and every role holder (a month's users are counted pro rata of its days). */
  users: number;
  /** The disk size in TB (1 TB = 1024 GB), pro rata of the days counted. */
  storageTB: number;
  unitsCost: number;
  usersCost: number;
  storageCost: number;
  totalCost: number;
}

export interface StatsHistoryInstance {
  id: string;
  name: string;
  stats: BillingStats;
}

/** GET users/{userId}/statshistory?date=MM/yyyy: the caller's own clusters in that month (UTC). */
export interface StatsHistoryResponse {
  date: string;
  instances: StatsHistoryInstance[];
}

/** The account's totals since its first cluster, with the free credit of doc 3 §9 applied. */
export interface BillingTotals extends BillingStats {
  /** The first month counted, 'MM/yyyy' (null: no cluster yet). */
  since: string | null;
  /** The free credit of a paying account (doc 3 §9: $500), 0 on the free plan. */
  freeCredit: number;
  creditUsed: number;
  /** What is billed after the credit; 0 on the free plan, which is never billed. */
  amountDue: number;
}

/** GET users/{userId}/statshistorytotal */
export interface StatsHistoryTotalResponse {
  stats: BillingTotals;
}
