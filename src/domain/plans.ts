/**
 * Plans and billing rules (spec doc 3 §2 Plans page, §4, §5, §6, §9), pure: which plan a user is on, what
 * each plan includes, whether a downgrade is allowed, and what usage costs. The emulator and the screens
 * both read them, so the page, the plan tab and the billing history agree.
 */
import type { User } from '../contract/types';
import type { BillingStats } from '../contract/types/plans';
import {
  FREE_TRIAL_CREDIT_USD,
  PREMIUM_BACKUP_TIME_TRAVEL_DAYS,
  PREMIUM_PLAN_ROLES,
  PRICE_PER_TB_USD,
  PRICE_PER_USER_USD,
  TRIAL_PRICE_PER_UNIT_USD,
} from './constants';

/** The three cards of the Plans page (doc 3 §2), in their order. */
export const PLANS = ['basic', 'premium', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * The card a user's role belongs to (doc 3 §6: the trial role is free; basic and premium both count as the
 * premium plan). The free role is the Basic card.
 */
export function planOf(user: Pick<User, 'role'>): Plan {
  if ((PREMIUM_PLAN_ROLES as readonly string[]).includes(user.role.name)) return 'premium';
  if (user.role.name === 'enterprise') return 'enterprise';
  return 'basic';
}

/** What each card says (doc 3 §2). 'Free', 'Limited', '$1 / Unit', 'Recommended', "Let's Talk", 'Unlimited'. */
export const PLAN_CARDS: Record<Plan, { name: string; price: string; label: string }> = {
  basic: { name: 'Basic', price: 'Free', label: 'Limited' },
  premium: { name: 'Premium', price: '$1 / Unit', label: 'Recommended' },
  enterprise: { name: 'Enterprise', price: "Let's Talk", label: 'Unlimited' },
};

/** doc 3 §9: what Premium includes (the feature table of the purchase step). */
export const PREMIUM_FEATURES: readonly string[] = [
  'Multi-cluster up to 2XL',
  'Unlimited users',
  'Unlimited storage',
  'VPN',
  'Static IP',
  'Always alive',
  `Backup time travel of ${PREMIUM_BACKUP_TIME_TRAVEL_DAYS} days`,
  'Clone cluster',
  'Data agent',
  'HA',
  'DR',
];

/** doc 3 §9: features unsupported on some plans, i.e. what the free plan does without. */
export const BASIC_EXCLUDED_FEATURES: readonly string[] = [
  'Clone',
  'Resize',
  'Data apps',
  'Whitelist',
  'Auto suspend',
  'SQL interface',
  'Data agent',
  'MLflow',
  'Scaling',
  'Python packages',
  'Libraries',
  'Upgrade',
  'Self-managed clusters',
];

/** doc 3 §9: the premium trial's pricing, after the free credit, per month. */
export const PREMIUM_PRICING: readonly { item: string; price: string }[] = [
  { item: 'Free credits', price: `$${FREE_TRIAL_CREDIT_USD}` },
  { item: 'Per unit, after the credits', price: `$${TRIAL_PRICE_PER_UNIT_USD}` },
  { item: 'Per user, per month', price: `$${PRICE_PER_USER_USD}` },
  { item: 'Per TB of storage, per month', price: `$${PRICE_PER_TB_USD}` },
];

// --- Downgrade (doc 3 §5) ------------------------------------------------------------------------

/** The order of the Small size in the sizes catalogue (server/clusters/catalog.ts SIZES: small is 1). */
export const SMALL_SIZE_ORDER = 1;

/**
 * Downgrade to free is allowed only when the user has a single cluster of at most Small size (doc 3 §5).
 * `sizeOrders`: the order of each cluster the user owns. No cluster at all is allowed too: there is nothing
 * to keep small (our reading of "only 1 single cluster").
 */
export function downgradeAllowed(sizeOrders: readonly number[]): boolean {
  return sizeOrders.length <= 1 && sizeOrders.every((order) => order <= SMALL_SIZE_ORDER);
}

// --- Billing (doc 3 §9) --------------------------------------------------------------------------

export const GB_PER_TB = 1024;

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** What a month's use costs at the §9 prices: $0.6 per unit, $20 per user and $20 per TB. */
export function billingStats(use: {
  incortaUnits: number;
  sparkUnits: number;
  users: number;
  storageTB: number;
}): BillingStats {
  // Costs from the rounded figures, so what the history shows multiplies out.
  const totalUnits = roundTo(use.incortaUnits + use.sparkUnits, 5);
  const users = roundTo(use.users, 2);
  const storageTB = roundTo(use.storageTB, 4);
  const unitsCost = roundTo(totalUnits * TRIAL_PRICE_PER_UNIT_USD, 2);
  const usersCost = roundTo(users * PRICE_PER_USER_USD, 2);
  const storageCost = roundTo(storageTB * PRICE_PER_TB_USD, 2);
  return {
    incortaUnits: roundTo(use.incortaUnits, 5),
    sparkUnits: roundTo(use.sparkUnits, 5),
    totalUnits,
    users,
    storageTB,
    unitsCost,
    usersCost,
    storageCost,
    totalCost: roundTo(unitsCost + usersCost + storageCost, 2),
  };
}

/** The sum of several stats (a month's clusters, or every month). */
export function sumStats(all: readonly BillingStats[]): BillingStats {
  const sum = (pick: (s: BillingStats) => number) => all.reduce((total, s) => total + pick(s), 0);
  const totalUnits = roundTo(sum((s) => s.totalUnits), 5);
  const unitsCost = roundTo(sum((s) => s.unitsCost), 2);
  const usersCost = roundTo(sum((s) => s.usersCost), 2);
  const storageCost = roundTo(sum((s) => s.storageCost), 2);
  return {
    incortaUnits: roundTo(sum((s) => s.incortaUnits), 5),
    sparkUnits: roundTo(sum((s) => s.sparkUnits), 5),
    totalUnits,
    users: roundTo(sum((s) => s.users), 2),
    storageTB: roundTo(sum((s) => s.storageTB), 4),
    unitsCost,
    usersCost,
    storageCost,
    totalCost: roundTo(unitsCost + usersCost + storageCost, 2),
  };
}

/**
 * What is billed of `billable` (the cost since the account started paying): the free plan is never billed;
 * a premium account gets the free credit of doc 3 §9 ($500) first; an enterprise one pays its contract.
 */
export function applyCredit(billable: number, plan: Plan): { freeCredit: number; creditUsed: number; amountDue: number } {
  if (plan === 'basic') return { freeCredit: 0, creditUsed: 0, amountDue: 0 };
  const freeCredit = plan === 'premium' ? FREE_TRIAL_CREDIT_USD : 0;
  const creditUsed = roundTo(Math.min(freeCredit, billable), 2);
  return { freeCredit, creditUsed, amountDue: roundTo(billable - creditUsed, 2) };
}

// --- The billing month ('MM/yyyy', doc 3 §7) -------------------------------------------------------

const MONTH_PATTERN = /^(0[1-9]|1[0-2])\/(\d{4})$/;

/** 'MM/yyyy' → { year, month (1–12) }, or null. */
export function parseBillingMonth(text: string): { year: number; month: number } | null {
  const match = MONTH_PATTERN.exec(text);
  if (!match) return null;
  return { month: Number(match[1]), year: Number(match[2]) };
}

export function formatBillingMonth(year: number, month: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

// Where the Plans page's close icon returns (doc 3 §2): in a module of its own, so the trial's upgrade banner
// on every page does not bring these plan rules into the first route's JS.
export { PLANS_CLOSE_FALLBACK, plansLinkState, plansReturnTo, type PlansLinkState } from './plans-link';
