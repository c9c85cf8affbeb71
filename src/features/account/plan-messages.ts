/** Texts of the plan and billing-history tabs of /my-account (doc 1 §2, doc 3 §7, §9). Ours. */
import { FREE_TRIAL_CREDIT_USD } from '../../domain/constants';

export const PLAN_TAB_TEXTS = {
  heading: 'Your plan',
  includes: 'What your plan includes',
  notIncluded: 'Not included on the free plan',
  basicClusters: (count: number) => `Up to ${count} ${count === 1 ? 'cluster' : 'clusters'} of Small size`,
  enterpriseIncludes: 'Everything in Premium, with limits agreed with your account team',
  premiumCredits: `$${FREE_TRIAL_CREDIT_USD} of free credits, then usage-based prices`,
  upgrade: 'Upgrade to Premium',
  seePlans: 'See plans',
} as const;

export const BILLING_TEXTS = {
  monthLabel: 'Month',
  monthDescription: 'The clusters you own and what they used in that month',
  tableLabel: (month: string) => `Clusters billed for ${month}`,
  columns: {
    cluster: 'Cluster',
    units: 'Units',
    users: 'Users',
    storage: 'Storage (TB)',
    cost: 'Cost',
  },
  monthTotal: 'Month total',
  empty: 'No cluster of yours ran in this month.',
  totalsHeading: 'Since your first cluster',
  totals: {
    units: 'Units used',
    cost: 'Usage cost',
    credit: 'Free credits used',
    due: 'Billed after credits',
  },
  since: (month: string) => `Counted from ${month}.`,
  freeNotBilled: 'The free plan is never billed.',
  paymentHeading: 'Payment',
  noPayment: 'No payment method: the free plan is not billed.',
  plan: 'Plan',
  method: 'Payment method',
  card: (brand: string, last4: string) => `${brand.toUpperCase()} ending in ${last4}`,
  period: 'Current billing period',
  loadingHistory: 'Loading the billing history',
  loadingTotals: 'Loading the totals',
  loadingPayment: 'Loading the payment information',
  historyError: 'The billing history could not be loaded.',
  totalsError: 'The totals could not be loaded.',
  paymentError: 'The payment information could not be loaded.',
  retry: 'Try again',
  stale: (time: string) => `Showing figures as of ${time}: the latest refresh failed.`,
} as const;
